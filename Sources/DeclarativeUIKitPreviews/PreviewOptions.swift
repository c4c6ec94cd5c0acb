import DeclarativeUIKit

#if !canImport(UIKit)
  /// The preview runner's command-line options.
  ///
  /// ```
  /// previews [--output DIR] [--preview NAME]... [--device NAME]... [--appearance light|dark]...
  ///          [--text-size NAME]... [--images DIR] [--frame] [--png] [--timeout SECONDS] [--in-process]
  ///          [--watch] [--list] [--help]
  /// ```
  public struct PreviewOptions: Equatable, Sendable {
    /// The folder the SVGs and `index.html` are written to; default `previews`.
    public var output = "previews"
    /// The previews to draw; every registered one when empty.
    public var previews: [String] = []
    /// The devices to draw on instead of each preview's own; none means each preview's own.
    public var devices: [SimulatedDevice] = []
    /// The interface styles to draw in instead of each preview's own.
    public var styles: [UIUserInterfaceStyle] = []
    /// The text sizes to draw at instead of each preview's own.
    public var textSizes: [UIContentSizeCategory] = []
    /// A folder of images `UIImage(named:)` reads (PNG, JPEG and SVG files).
    public var images: String?
    /// Whether to draw the device around each screen: rounded screen corners and a bezel.
    public var frame = false
    /// Whether to also write a PNG of each SVG (needs `rsvg-convert`).
    public var png = false
    /// Whether to draw every preview in this process instead of one child process each; a
    /// preview that traps then stops the run.
    public var inProcess = false
    /// How long a child process may take to draw one preview before it is stopped and reported,
    /// in seconds; 120 by default (a choice: generous for a screen, short of a stuck CI job).
    public var timeout: Double = 120
    /// Whether to keep running after drawing, rebuilding this executable with `swift build` and
    /// drawing again whenever a Swift file of the package changes; `index.html` reloads itself.
    public var watch = false
    /// The version a redraw under `--watch` gives its page (`--watch-version`, set by the
    /// watcher for the rebuilt executable).
    var watchVersion: String?
    /// Whether to list the previews instead of drawing them.
    public var list = false
    /// Whether to print the usage instead of drawing.
    public var help = false
    /// Set in the child process that draws one preview for its parent.
    var child = false

    /// The options with their default values.
    public init() {}

    /// The devices `--device` accepts besides those the previews name, by their command-line
    /// names (see ``deviceName(_:)``).
    public static let knownDevices: [SimulatedDevice] = [.iPhoneSE3, .iPhone15, .iPhone15ProMax, .iPadPro11]

    /// A device's command-line name: its name in lower case, words joined by `-`
    /// (`iphone-15`, `iphone-se-3rd-generation`, `ipad-pro-11-inch`).
    /// - Parameter device: The device.
    public static func deviceName(_ device: SimulatedDevice) -> String {
      device.name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
    }

    /// The text sizes `--text-size` accepts: the names of `UIContentSizeCategory`'s constants.
    public static let textSizeNames: [String] = UIContentSizeCategory.ordered.compactMap(\.caseName)

    /// The usage text printed by `--help`.
    public static func usage(program: String) -> String {
      """
      USAGE: \(program) [--output DIR] [--preview NAME]... [--device NAME]... [--appearance light|dark]...
                [--text-size NAME]... [--images DIR] [--frame] [--png] [--timeout SECONDS]
                [--in-process] [--watch] [--list] [--help]

      Draws the registered previews with HeadlessUIKit: one SVG per preview, device, appearance
      and text size (a window on a simulated device, with its status bar and home indicator),
      and an index.html showing them side by side. Each preview is drawn in a child process of
      this program, so one that throws or traps is reported and the others are still drawn.

      OPTIONS:
        --output DIR       Folder to write to (default: previews, in the current directory).
        --preview NAME     Draw only this preview; repeat for several (see --list).
        --device NAME      Draw on this device instead of each preview's own; repeat for several:
                           \(knownDevices.map(deviceName).joined(separator: ", ")).
        --appearance NAME  light or dark, instead of each preview's own; repeat for both.
        --text-size NAME   A UIContentSizeCategory, such as large or accessibilityLarge, instead
                           of each preview's own; repeat for several.
        --images DIR       Folder of PNG, JPEG and SVG files that UIImage(named:) reads.
        --frame            Draw the device around each screen.
        --png              Also write a PNG of each drawing (needs rsvg-convert from librsvg).
        --timeout SECONDS  Stop and report a preview that takes longer to draw (default: 120).
        --in-process       Draw every preview in this process (a trap then stops the run).
        --watch            Keep running: when a Swift file of the package changes, rebuild this
                           program with swift build and draw again; index.html reloads itself
                           and shows build errors. Stop with Ctrl-C.
        --list             List the previews and exit.
        -h, --help         Show this help and exit.

      """
    }

    /// Reads the command-line arguments (without the program name), checking preview names
    /// against the registered ones.
    ///
    /// `--option=value` is accepted too; the last `--output` and `--images` win.
    /// - Parameters:
    ///   - arguments: The arguments, such as `["--preview", "login", "--appearance", "dark"]`.
    ///   - previews: The registered previews.
    /// - Throws: ``PreviewError`` for an unknown option, a missing value, or an unknown preview,
    ///   device, appearance or text size, naming the valid ones.
    public static func parse(_ arguments: [String], previews: [Preview]) throws -> PreviewOptions {
      var options = PreviewOptions()
      var scanner = OptionScanner(arguments)
      func value(for option: String, inline: String?) throws -> String {
        guard let value = scanner.value(inline: inline) else {
          throw PreviewError("option \(option) needs a value")
        }
        return value
      }
      func unknown(_ kind: String, _ text: String, _ known: [String]) -> PreviewError {
        PreviewError("unknown \(kind) '\(text)'; the \(kind)s are: \(known.joined(separator: ", "))")
      }
      while let (argument, name, inline) = scanner.next() {
        switch name {
        case "--output":
          let folder = try value(for: name, inline: inline)
          guard !folder.isEmpty else { throw PreviewError("option --output needs a folder") }
          options.output = folder
        case "--preview":
          let text = try value(for: name, inline: inline)
          guard previews.contains(where: { $0.name == text }) else {
            throw unknown("preview", text, previews.map(\.name))
          }
          if !options.previews.contains(text) { options.previews.append(text) }
        case "--device":
          let text = try value(for: name, inline: inline)
          // The presets, and any device of your own that a preview names.
          var devices = knownDevices
          for device in previews.flatMap(\.devices) where !devices.contains(device) { devices.append(device) }
          guard let device = devices.first(where: { deviceName($0) == text.lowercased() }) else {
            throw unknown("device", text, devices.map(deviceName))
          }
          if !options.devices.contains(device) { options.devices.append(device) }
        case "--appearance":
          let text = try value(for: name, inline: inline)
          let styles: [String: UIUserInterfaceStyle] = ["light": .light, "dark": .dark]
          guard let style = styles[text] else { throw unknown("appearance", text, ["light", "dark"]) }
          if !options.styles.contains(style) { options.styles.append(style) }
        case "--text-size":
          let text = try value(for: name, inline: inline)
          guard let size = UIContentSizeCategory.ordered.first(where: { $0.caseName == text }) else {
            throw unknown("text size", text, textSizeNames)
          }
          if !options.textSizes.contains(size) { options.textSizes.append(size) }
        case "--timeout":
          let text = try value(for: name, inline: inline)
          guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
            throw PreviewError("bad timeout '\(text)'; give a number of seconds, such as 60")
          }
          options.timeout = seconds
        case "--images":
          let folder = try value(for: name, inline: inline)
          guard !folder.isEmpty else { throw PreviewError("option --images needs a folder") }
          options.images = folder
        case "--frame" where inline == nil:
          options.frame = true
        case "--png" where inline == nil:
          options.png = true
        case "--in-process" where inline == nil:
          options.inProcess = true
        case "--child" where inline == nil:
          options.child = true
        case "--watch" where inline == nil:
          options.watch = true
        case "--watch-version":
          options.watchVersion = try value(for: name, inline: inline)
        case "--list" where inline == nil:
          options.list = true
        case "--help" where inline == nil, "-h":
          options.help = true
        default:
          guard argument.hasPrefix("-") else {
            throw PreviewError("unexpected argument '\(argument)'; see --help")
          }
          throw PreviewError("unknown option '\(argument)'; see --help")
        }
      }
      return options
    }

    /// The arguments that give a child process these options for one preview.
    func childArguments(for preview: String) -> [String] {
      var arguments = ["--child", "--output", output, "--preview", preview]
      for device in devices { arguments += ["--device", Self.deviceName(device)] }
      for style in styles { arguments += ["--appearance", style == .dark ? "dark" : "light"] }
      for size in textSizes { arguments += ["--text-size", size.caseName ?? "large"] }
      if let images { arguments += ["--images", images] }
      arguments += ["--timeout", Self.seconds(timeout)]
      if frame { arguments.append("--frame") }
      if png { arguments.append("--png") }
      return arguments
    }

    /// Seconds as written on the command line: `120`, `0.5`.
    static func seconds(_ value: Double) -> String {
      value == value.rounded() && value < 1e9 ? "\(Int(value))" : "\(value)"
    }

    /// The devices and traits to draw a preview with: its own, with those the options name put
    /// in their place.
    /// - Parameter preview: The preview.
    public func renderings(of preview: Preview) -> [(device: SimulatedDevice, traits: PreviewTraits)] {
      let devices = self.devices.isEmpty ? preview.devices : self.devices
      var traits: [PreviewTraits] = []
      for own in preview.traits {
        for style in styles.isEmpty ? [own.style] : styles {
          for size in textSizes.isEmpty ? [own.contentSizeCategory] : textSizes {
            let chosen = PreviewTraits(style: style, contentSizeCategory: size)
            if !traits.contains(chosen) { traits.append(chosen) }
          }
        }
      }
      return devices.flatMap { device in traits.map { (device, $0) } }
    }
  }
#endif
