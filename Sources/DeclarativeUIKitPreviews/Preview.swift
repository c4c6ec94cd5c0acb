import DeclarativeUIKit

#if !canImport(UIKit)
  /// A screen of your app registered for previews: a name, a builder of its view or view
  /// controller, and the devices and traits to draw it on.
  ///
  /// Give the list to ``PreviewRunner/main(_:)`` in a one-line executable target and run it with
  /// `swift run`:
  ///
  /// ```swift
  /// let previews = [
  ///   Preview("login", summary: "Sign-in form") { LoginView() },
  ///   Preview("inbox", devices: [.iPhone15, .iPhoneSE3], traits: [.light, .dark]) {
  ///     UINavigationController(rootViewController: InboxViewController())
  ///   },
  /// ]
  /// ```
  public struct Preview: Sendable {
    /// The name used with `--preview` and in file names, such as `"login"`.
    public let name: String
    /// One line saying what the screen shows, for `--list` and the index page.
    public var summary: String
    /// The devices to show the screen on, unless the command line names others.
    public var devices: [SimulatedDevice]
    /// The interface styles and text sizes to show the screen in, unless the command line names
    /// others.
    public var traits: [PreviewTraits]
    private let make: @MainActor @Sendable () throws -> UIViewController

    /// Registers a screen made of a root view, shown as a view controller's view so it fills the
    /// device's screen.
    /// - Parameters:
    ///   - name: The name used on the command line and in file names.
    ///   - summary: One line saying what the screen shows.
    ///   - devices: The devices to show it on; an iPhone 15 by default.
    ///   - traits: The styles and text sizes to show it in; light and dark by default.
    ///   - makeView: Builds the screen's root view; it may throw, and the runner reports it.
    public init(
      _ name: String, summary: String = "", devices: [SimulatedDevice] = [.iPhone15],
      traits: [PreviewTraits] = [.light, .dark], makeView: @escaping @MainActor @Sendable () throws -> UIView
    ) {
      self.init(name, summary: summary, devices: devices, traits: traits) {
        let controller = UIViewController()
        controller.view = try makeView()
        return controller
      }
    }

    /// Registers a screen made by a view controller, such as a navigation or tab bar controller.
    /// - Parameters:
    ///   - name: The name used on the command line and in file names.
    ///   - summary: One line saying what the screen shows.
    ///   - devices: The devices to show it on; an iPhone 15 by default.
    ///   - traits: The styles and text sizes to show it in; light and dark by default.
    ///   - makeViewController: Builds the screen's view controller; it may throw, and the runner
    ///     reports it.
    public init(
      _ name: String, summary: String = "", devices: [SimulatedDevice] = [.iPhone15],
      traits: [PreviewTraits] = [.light, .dark],
      makeViewController: @escaping @MainActor @Sendable () throws -> UIViewController
    ) {
      self.name = name
      self.summary = summary
      self.devices = devices
      self.traits = traits
      make = makeViewController
    }

    /// Builds a new instance of the screen's view controller.
    /// - Throws: Whatever the builder throws.
    @MainActor
    public func makeViewController() throws -> UIViewController {
      try make()
    }
  }
#endif
