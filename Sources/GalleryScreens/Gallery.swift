import DeclarativeUIKit
import DeclarativeUIKitPreviews
import DeclarativeUIKitTesting
import Foundation

/// Draws gallery screens: lays each out at a size, renders it to SVG and describes its tree;
/// writes the SVGs and an `index.html` that shows them side by side.
///
/// ```swift
/// var options = GalleryOptions()
/// options.output = "docs/gallery"
/// try Gallery.run(options) { print($0) }
/// ```
public enum Gallery {
  /// One screen drawn at one size.
  public struct Rendering: Sendable {
    /// The screen's name.
    public var screen: String
    /// The size it was laid out at.
    public var size: GallerySize
    /// The SVG document.
    public var svg: String
    /// The view tree with frames (``ViewTreeDescription``).
    public var tree: String
    /// The appearance it was drawn in, for a screen drawn on a device.
    public var appearance: GalleryAppearance?

    /// The SVG's file name: `NAME-WxH.svg`, or `NAME-APPEARANCE-WxH.svg` on a device.
    public var fileName: String {
      appearance.map { "\(screen)-\($0.name)-\(size).svg" } ?? "\(screen)-\(size).svg"
    }
  }

  /// Lays a view out at a size, as a view controller's root view is: the view takes the size
  /// and its subviews are placed by their constraints.
  /// - Parameters:
  ///   - view: The root view.
  ///   - size: The screen size.
  @MainActor
  public static func layOut(_ view: UIView, size: CGSize) {
    view.frame = CGRect(origin: .zero, size: size)
    view.setNeedsLayout()
    view.layoutIfNeeded()
  }

  /// Builds a screen, lays it out at a size and draws it.
  /// - Parameters:
  ///   - screen: The screen.
  ///   - size: The size to lay it out at.
  ///   - symbolArtwork: The glyphs SF Symbols are drawn with; the installed icon font's by
  ///     default, placeholders where there is none.
  @MainActor
  public static func render(
    _ screen: GalleryScreen, at size: GallerySize, symbolArtwork: SymbolArtwork? = SymbolArtwork.installed
  ) -> Rendering {
    // The controller lives until the drawing is made: a navigation or tab bar controller places
    // its child's view when its own view lays out (taking only `view` left the child 0 x 0).
    let controller = screen.makeViewController()
    let view: UIView = controller.view
    layOut(view, size: size.cgSize)
    var renderer = SVGRenderer()
    renderer.symbolArtwork = symbolArtwork
    let rendering = Rendering(
      screen: screen.name, size: size, svg: renderer.render(view),
      tree: ViewTreeDescription(view).description)
    withExtendedLifetime(controller) {}
    return rendering
  }

  /// Builds a screen's view controller, shows it in a window on a device in an appearance and
  /// draws the window, with the status bar and home indicator.
  /// - Parameters:
  ///   - screen: The screen.
  ///   - appearance: The device, style and text size.
  ///   - symbolArtwork: The glyphs SF Symbols are drawn with; the installed icon font's by
  ///     default, placeholders where there is none.
  @MainActor
  public static func render(
    _ screen: GalleryScreen, in appearance: GalleryAppearance,
    symbolArtwork: SymbolArtwork? = SymbolArtwork.installed
  ) -> Rendering {
    let window = makeSnapshotWindow(
      screen.makeViewController(), on: appearance.device, traits: appearance.traitCollection)
    let size = GallerySize(width: Int(window.bounds.width), height: Int(window.bounds.height))
    var renderer = SVGRenderer()
    renderer.symbolArtwork = symbolArtwork
    return Rendering(
      screen: screen.name, size: size, svg: renderer.render(window),
      tree: ViewTreeDescription(window).description, appearance: appearance)
  }

  /// Runs the gallery: prints the usage or the screen list, or draws the chosen screens at the
  /// chosen sizes into the output folder with an `index.html`, reporting progress and each
  /// view tree through `print`.
  /// - Parameters:
  ///   - options: The parsed command line.
  ///   - print: Receives each line of output.
  /// - Throws: ``GalleryError`` when the output folder or a file cannot be written.
  @MainActor
  public static func run(_ options: GalleryOptions, print: (String) -> Void) throws {
    if options.help {
      print(GalleryOptions.usage)
      return
    }
    let screens = options.screens.compactMap(GalleryScreen.named)
    if options.list {
      let width = screens.map(\.name.count).max() ?? 0
      for screen in screens {
        print(screen.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + screen.summary)
      }
      return
    }
    let folder = URL(fileURLWithPath: options.output, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw GalleryError("cannot create the output folder '\(options.output)': \(error.localizedDescription)")
    }
    var renderings: [Rendering] = []
    for (number, screen) in screens.enumerated() {
      var written: [String] = []
      var trees: [String] = []
      for size in options.sizes {
        let rendering = render(screen, at: size)
        try write(rendering.svg, to: folder.appendingPathComponent(rendering.fileName))
        written.append(rendering.fileName)
        trees.append("\(screen.name) at \(size):\n\(rendering.tree)")
        renderings.append(rendering)
      }
      for appearance in options.appearances {
        let rendering = render(screen, in: appearance)
        try write(rendering.svg, to: folder.appendingPathComponent(rendering.fileName))
        written.append(rendering.fileName)
        trees.append("\(screen.name) on \(appearance):\n\(rendering.tree)")
        renderings.append(rendering)
      }
      print("[\(number + 1)/\(screens.count)] \(screen.name): wrote \(written.joined(separator: ", "))")
      for tree in trees { print(tree) }
    }
    // The index shows every screen of the folder: those not drawn this time (`--screen`) keep
    // the drawings an earlier run left there.
    let others = GalleryScreen.all.filter { screen in !screens.contains { $0.name == screen.name } }
    let earlier = others.flatMap { existingRenderings(of: $0, in: folder) }
    try write(
      indexPage(renderings + earlier, screens: GalleryScreen.all),
      to: folder.appendingPathComponent("index.html"))
    print("Wrote \(renderings.count) SVG files and index.html to \(options.output)")
  }

  /// The drawings of a screen already in a folder, named as ``Rendering/fileName`` names them
  /// (`NAME-WxH.svg` or `NAME-APPEARANCE-WxH.svg`), sorted by file name; their SVG and tree
  /// are not read.
  static func existingRenderings(of screen: GalleryScreen, in folder: URL) -> [Rendering] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.sorted().compactMap { file in
      guard file.hasPrefix(screen.name + "-"), file.hasSuffix(".svg") else { return nil }
      let rest = file.dropFirst(screen.name.count + 1).dropLast(4)
      let parts = rest.split(separator: "-")
      guard let last = parts.last, let size = GallerySize(String(last)), "\(size)" == last else { return nil }
      let appearanceName = parts.dropLast().joined(separator: "-")
      let appearance = GalleryAppearance.named(appearanceName)
      guard appearanceName.isEmpty || appearance != nil else { return nil }
      return Rendering(screen: screen.name, size: size, svg: "", tree: "", appearance: appearance)
    }
  }

  private static func write(_ text: String, to url: URL) throws {
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw GalleryError("cannot write '\(url.path)': \(error.localizedDescription)")
    }
  }

  /// An HTML page showing each screen's renderings side by side, at their size in points (the
  /// previews' page, `PreviewIndexPage`, with the gallery's title).
  /// - Parameters:
  ///   - renderings: The drawn screens.
  ///   - screens: The screens, in page order.
  public static func indexPage(_ renderings: [Rendering], screens: [GalleryScreen]) -> String {
    PreviewIndexPage(
      title: "DeclarativeUIKit gallery",
      introduction: "Screens written with DeclarativeUIKit, laid out and drawn by HeadlessUIKit.",
      sections: screens.map { screen in
        PreviewIndexPage.Section(
          title: screen.name, summary: screen.summary,
          figures: renderings.filter { $0.screen == screen.name }.map { rendering in
            PreviewIndexPage.Figure(
              fileName: rendering.fileName, width: rendering.size.width, height: rendering.size.height,
              caption: "\(rendering.appearance.map { "\($0) " } ?? "")\(rendering.size)",
              alternativeText: "\(screen.name) at \(rendering.size)")
          })
      }
    ).html
  }
}
