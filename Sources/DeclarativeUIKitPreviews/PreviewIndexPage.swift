#if !canImport(UIKit)
  /// The `index.html` the runner writes: each preview's drawings side by side, at their size in
  /// points, with what each shows.
  public struct PreviewIndexPage: Sendable {
    /// The drawings.
    public var renderings: [PreviewRendering]
    /// The previews, in page order.
    public var previews: [Preview]

    /// Creates the page.
    /// - Parameters:
    ///   - renderings: The drawings.
    ///   - previews: The previews, in page order; one without drawings is left out.
    public init(renderings: [PreviewRendering], previews: [Preview]) {
      self.renderings = renderings
      self.previews = previews
    }

    /// The page's HTML.
    public var html: String {
      var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Previews</title>
        <style>
        body { font-family: -apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif; margin: 24px; background: #F2F2F7; }
        section { margin-bottom: 40px; }
        .drawings { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { color: #3C3C43; font-size: 13px; margin-top: 4px; }
        </style>
        </head>
        <body>
        <h1>Previews</h1>

        """
      for preview in previews {
        let shown = renderings.filter { $0.preview == preview.name }
        guard !shown.isEmpty else { continue }
        html += "<section>\n<h2>\(Self.escape(preview.name))</h2>\n"
        if !preview.summary.isEmpty { html += "<p>\(Self.escape(preview.summary))</p>\n" }
        html += "<div class=\"drawings\">\n"
        for rendering in shown {
          html +=
            "<figure><img src=\"\(Self.escape(rendering.fileName))\" width=\"\(rendering.width)\" "
            + "height=\"\(rendering.height)\" alt=\"\(Self.escape(preview.name)), \(Self.escape(rendering.caption))\">"
            + "<figcaption>\(Self.escape(rendering.caption))</figcaption></figure>\n"
        }
        html += "</div>\n</section>\n"
      }
      return html + "</body>\n</html>\n"
    }

    private static func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
  }
#endif
