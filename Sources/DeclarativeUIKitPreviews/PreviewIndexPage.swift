#if !canImport(UIKit)
  /// The `index.html` the preview runner and the gallery write: sections of drawings side by
  /// side, each at its size in points, with a caption.
  public struct PreviewIndexPage: Sendable {
    /// One drawing on the page.
    public struct Figure: Sendable, Equatable {
      /// The drawing's file, relative to the page.
      public var fileName: String
      /// Its width in points.
      public var width: Int
      /// Its height in points.
      public var height: Int
      /// The line under it.
      public var caption: String
      /// The image's alternative text.
      public var alternativeText: String

      /// Creates a figure.
      /// - Parameters:
      ///   - fileName: The drawing's file, relative to the page.
      ///   - width: Its width in points.
      ///   - height: Its height in points.
      ///   - caption: The line under it.
      ///   - alternativeText: The image's alternative text.
      public init(fileName: String, width: Int, height: Int, caption: String, alternativeText: String) {
        self.fileName = fileName
        self.width = width
        self.height = height
        self.caption = caption
        self.alternativeText = alternativeText
      }
    }

    /// A screen's drawings under its name.
    public struct Section: Sendable, Equatable {
      /// The heading.
      public var title: String
      /// A line under the heading; none when empty.
      public var summary: String
      /// The drawings.
      public var figures: [Figure]

      /// Creates a section.
      /// - Parameters:
      ///   - title: The heading.
      ///   - summary: A line under the heading; none when empty.
      ///   - figures: The drawings.
      public init(title: String, summary: String, figures: [Figure]) {
        self.title = title
        self.summary = summary
        self.figures = figures
      }
    }

    /// The page's title and top heading.
    public var title: String
    /// A paragraph under the heading; none when empty.
    public var introduction: String
    /// The sections, in page order; one without figures is left out.
    public var sections: [Section]
    /// The drawing's version while `--watch` redraws it; the page then checks `watch.js` in its
    /// folder every second and reloads itself when that names another version (a script, since
    /// a browser lets a `file:` page load scripts beside it but not fetch files). `nil`, the
    /// default, writes a page that does not reload.
    public var reloadVersion: String?

    /// Creates a page.
    /// - Parameters:
    ///   - title: The page's title and top heading.
    ///   - introduction: A paragraph under the heading; none when empty.
    ///   - sections: The sections, in page order.
    public init(title: String, introduction: String = "", sections: [Section]) {
      self.title = title
      self.introduction = introduction
      self.sections = sections
    }

    /// The runner's page: a section per preview, in the previews' order.
    /// - Parameters:
    ///   - renderings: The drawings.
    ///   - previews: The previews, in page order; one without drawings is left out.
    public init(renderings: [PreviewRendering], previews: [Preview]) {
      self.init(
        title: "Previews",
        sections: previews.map { preview in
          Section(
            title: preview.name, summary: preview.summary,
            figures: renderings.filter { $0.preview == preview.name }.map {
              Figure(
                fileName: $0.fileName, width: $0.width, height: $0.height, caption: $0.caption,
                alternativeText: "\(preview.name), \($0.caption)")
            })
        })
    }

    /// The page's HTML.
    public var html: String {
      var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(Self.escape(title))</title>
        <style>
        body { font-family: -apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif; margin: 24px; background: #F2F2F7; }
        section { margin-bottom: 40px; }
        .sizes { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        figure { margin: 0; }
        figure img { background: #FFFFFF; border: 1px solid #C6C6C8; border-radius: 12px; }
        figcaption { color: #3C3C43; font-size: 13px; margin-top: 4px; }
        </style>

        """
      if let reloadVersion { html += Self.reloadScript(version: reloadVersion) }
      html += """
        </head>
        <body>
        <h1>\(Self.escape(title))</h1>

        """
      if !introduction.isEmpty { html += "<p>\(Self.escape(introduction))</p>\n\n" }
      for section in sections where !section.figures.isEmpty {
        html += "<section>\n<h2>\(Self.escape(section.title))</h2>\n"
        if !section.summary.isEmpty { html += "<p>\(Self.escape(section.summary))</p>\n" }
        html += "<div class=\"sizes\">\n"
        for figure in section.figures {
          // A new version in the address, so a reload does not show a cached drawing.
          let source = figure.fileName + (reloadVersion.map { "?v=" + $0 } ?? "")
          html +=
            "<figure><img src=\"\(Self.escape(source))\" width=\"\(figure.width)\" "
            + "height=\"\(figure.height)\" alt=\"\(Self.escape(figure.alternativeText))\">"
            + "<figcaption>\(Self.escape(figure.caption))</figcaption></figure>\n"
        }
        html += "</div>\n</section>\n"
      }
      return html + "</body>\n</html>\n"
    }

    /// The script that reloads the page when `watch.js` calls `previewWatch` with another
    /// version than the page's own (on its first line, for the watcher to replace).
    static func reloadScript(version: String) -> String {
      """
      <script>const previewVersion = "\(escape(version))";
      function previewWatch(version) { if (version !== previewVersion) { location.reload(); } }
      setInterval(() => {
        const script = document.createElement("script");
        script.src = "watch.js?" + Date.now();
        script.onload = script.onerror = () => script.remove();
        document.head.appendChild(script);
      }, 1000);
      </script>

      """
    }

    static func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
  }
#endif
