import DeclarativeUIKitPreviews

/// The gallery's command-line options.
///
/// ```
/// gallery [--output DIR] [--screen NAME]... [--size WxH]... [--appearance NAME]... [--list] [--help]
/// ```
public struct GalleryOptions: Equatable, Sendable {
  /// The folder the SVGs and `index.html` are written to; default `gallery`.
  public var output = "gallery"
  /// The screens to draw, in the gallery's order; all of them by default.
  public var screens: [String] = GalleryScreen.all.map(\.name)
  /// The sizes to draw each screen at; ``GallerySize/standard`` by default.
  public var sizes: [GallerySize] = GallerySize.standard
  /// The devices, styles and text sizes to also draw each screen in; ``GalleryAppearance/standard``
  /// by default, none when sizes are given without appearances.
  public var appearances: [GalleryAppearance] = GalleryAppearance.standard
  /// Whether to list the screens instead of drawing them.
  public var list = false
  /// Whether to print the usage instead of drawing.
  public var help = false

  /// The options with their default values.
  public init() {}

  /// The usage text printed by `--help`.
  public static let usage = """
    USAGE: gallery [--output DIR] [--screen NAME]... [--size WxH]... [--appearance NAME]... [--list] [--help]

    Lays out the gallery's DeclarativeUIKit screens with HeadlessUIKit, writes one SVG per
    screen and size, and per screen and appearance (a window on a simulated device, light or
    dark, at a text size, with its status bar and home indicator), and an index.html showing
    them side by side, and prints each view tree.

    OPTIONS:
      --output DIR     Folder to write to (default: gallery, in the current directory).
      --screen NAME    Draw only this screen; repeat for several (see --list).
      --size WxH       Draw at this size in points; repeat for several (default: 390x844 and 320x568).
      --appearance NAME
                       Draw on a device in this appearance; repeat for several (default: all of
                       iphone15-light, iphone15-dark, iphonese-light, iphonese-dark,
                       iphone15-ax-large; none when --size is given alone).
      --list           List the screens and exit.
      -h, --help       Show this help and exit.

    """

  /// Reads the command-line arguments (without the program name).
  ///
  /// Options may be repeated; `--option=value` is accepted too. The last `--output` wins.
  /// - Parameter arguments: The arguments, such as `["--screen", "login", "--size", "320x568"]`.
  /// - Throws: ``GalleryError`` for an unknown option, a missing or bad value, or an unknown
  ///   screen.
  public static func parse(_ arguments: [String]) throws -> GalleryOptions {
    var options = GalleryOptions()
    var screens: [String] = []
    var sizes: [GallerySize] = []
    var appearances: [GalleryAppearance] = []
    var scanner = OptionScanner(arguments)
    func value(for option: String, inline: String?) throws -> String {
      guard let value = scanner.value(inline: inline) else {
        throw GalleryError("option \(option) needs a value")
      }
      return value
    }
    while let (argument, name, inline) = scanner.next() {
      switch name {
      case "--output":
        let folder = try value(for: name, inline: inline)
        guard !folder.isEmpty else { throw GalleryError("option --output needs a folder") }
        options.output = folder
      case "--screen":
        let screen = try value(for: name, inline: inline)
        guard GalleryScreen.named(screen) != nil else {
          let known = GalleryScreen.all.map(\.name).joined(separator: ", ")
          throw GalleryError("unknown screen '\(screen)'; the screens are: \(known)")
        }
        if !screens.contains(screen) { screens.append(screen) }
      case "--size":
        let text = try value(for: name, inline: inline)
        guard let size = GallerySize(text) else {
          throw GalleryError("bad size '\(text)'; write it WxH in points, such as 390x844")
        }
        if !sizes.contains(size) { sizes.append(size) }
      case "--appearance":
        let text = try value(for: name, inline: inline)
        guard let appearance = GalleryAppearance.named(text) else {
          let known = GalleryAppearance.standard.map(\.name).joined(separator: ", ")
          throw GalleryError("unknown appearance '\(text)'; the appearances are: \(known)")
        }
        if !appearances.contains(appearance) { appearances.append(appearance) }
      case "--list" where inline == nil:
        options.list = true
      case "--help" where inline == nil, "-h":
        options.help = true
      default:
        guard argument.hasPrefix("-") else {
          throw GalleryError("unexpected argument '\(argument)'; see gallery --help")
        }
        throw GalleryError("unknown option '\(argument)'; see gallery --help")
      }
    }
    if !screens.isEmpty {
      options.screens = GalleryScreen.all.map(\.name).filter { screens.contains($0) }
    }
    if !sizes.isEmpty { options.sizes = sizes }
    if !appearances.isEmpty {
      options.appearances = appearances
    } else if !sizes.isEmpty {
      options.appearances = []
    }
    return options
  }
}
