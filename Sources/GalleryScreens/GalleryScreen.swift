import DeclarativeUIKit

/// A screen of the gallery: a named view hierarchy written with DeclarativeUIKit, built anew
/// each time it is drawn.
///
/// ```swift
/// let screen = GalleryScreen.named("login")!
/// let controller = screen.makeViewController()
/// ```
public struct GalleryScreen: Sendable {
  /// The screen's name on the command line and in file names, such as `"login"`.
  public let name: String
  /// What the screen shows, for the index page and `--list`.
  public let summary: String
  private let make: @MainActor @Sendable () -> UIViewController

  /// Creates a screen from a root view.
  /// - Parameters:
  ///   - name: The name used on the command line and in file names.
  ///   - summary: One line saying what the screen shows.
  ///   - make: Builds the screen's root view, which fills whatever size it is given.
  public init(name: String, summary: String, make: @escaping @MainActor @Sendable () -> UIView) {
    self.name = name
    self.summary = summary
    self.make = {
      let controller = UIViewController()
      controller.view = make()
      return controller
    }
  }

  /// Creates a screen from a view controller, such as a navigation or tab bar controller.
  /// - Parameters:
  ///   - name: The name used on the command line and in file names.
  ///   - summary: One line saying what the screen shows.
  ///   - makeViewController: Builds the screen's view controller.
  public init(
    name: String, summary: String,
    makeViewController: @escaping @MainActor @Sendable () -> UIViewController
  ) {
    self.name = name
    self.summary = summary
    make = makeViewController
  }

  /// Builds a new instance of the screen's view controller.
  @MainActor
  public func makeViewController() -> UIViewController {
    make()
  }

  /// Every screen of the gallery, in the order the gallery draws them: one for each seed
  /// article, a login form, then an app's inbox in a navigation controller, a tab bar app, a
  /// profile made with the layout vocabulary, a settings list, an account page with a table header, a photo grid, a New Event form, an
  /// alert over it, a product page with configured buttons, a mail app's mailboxes and a notes
  /// app's folders (an outline list under a search bar).
  // (Each screen's `static let` states its type: otherwise this list type-checks every screen's
  // initializer to learn it, which took over 100 ms.)
  public static let all: [GalleryScreen] = [
    update, controls, summaryCard, vehicleButtons, popup, login, inbox, tabs, profile, settings,
    account, photos, newEvent, discardAlert, product, mailboxes, folders,
  ]

  /// The screen with a name, or `nil`.
  /// - Parameter name: A screen's name, such as `"popup"`.
  public static func named(_ name: String) -> GalleryScreen? {
    all.first { $0.name == name }
  }

  /// A full-screen root view in the system background colour holding `content` pinned to its
  /// top, leading and trailing edges with margins (and to the bottom when `fillsHeight`).
  @MainActor
  static func root(
    _ content: UIView, top: CGFloat = 64, margin: CGFloat = 20, fillsHeight: Bool = false
  ) -> UIView {
    let root = UIView().backgroundColor(.systemBackground)
    var constraints: [SubviewConstraint] = [
      .equal(\.topAnchor, constant: top),
      .equal(\.leadingAnchor, constant: margin),
      .equal(\.trailingAnchor, constant: -margin),
    ]
    if fillsHeight { constraints.append(.equal(\.bottomAnchor, constant: -margin)) }
    root.addSubview(content, constraints: constraints)
    return root
  }
}
