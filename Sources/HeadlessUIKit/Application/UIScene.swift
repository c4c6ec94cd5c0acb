import Foundation

/// One instance of the app's interface; a `UIWindowScene` holds windows on a screen.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// Whether a scene is on screen and getting events. Raw values are UIKit's (UIScene.h):
  /// unattached -1, foregroundActive 0, foregroundInactive 1, background 2.
  public enum ActivationState: Int, Sendable {
    /// Not connected to the app.
    case unattached = -1
    /// On screen, getting events.
    case foregroundActive = 0
    /// On screen, not getting events.
    case foregroundInactive = 1
    /// Off screen.
    case background = 2
  }

  package override init() {
    super.init()
  }

  /// Where the scene is; always `.foregroundActive` here.
  open var activationState: UIScene.ActivationState { .foregroundActive }

  /// The scene's title, shown by the system where it lists scenes; empty by default.
  open var title: String! = ""

  /// The object told about the scene's life; the scene keeps it alive, as in UIKit.
  open var delegate: (any UISceneDelegate)?

  /// The scene's session, for the app's own windows.
  open private(set) lazy var session: UISceneSession = {
    let session = UISceneSession(
      role: .windowApplication,
      configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    session.scene = self
    return session
  }()
}

/// A scene that shows windows on a screen.
///
/// HeadlessUIKit makes one per screen, the first time a window on that screen asks for it;
/// `UIWindow(windowScene:)` puts a window in one.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  package init(screen: UIScreen) {
    self.screen = screen
    super.init()
  }

  /// The screen the scene's windows are on.
  public let screen: UIScreen

  /// The scene's traits: its screen's.
  open var traitCollection: UITraitCollection { screen.traitCollection }

  /// The scene's windows, in the order they were made.
  open var windows: [UIWindow] {
    UIApplication.shared.allWindows.filter { $0.windowScene === self }
  }

  /// The scene's coordinate space: its screen's.
  open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

  /// The scene's key window, or `nil`.
  open var keyWindow: UIWindow? {
    windows.first(where: \.isKeyWindow)
  }

  /// The window scene of a screen, made the first time it is asked for.
  package static func scene(for screen: UIScreen) -> UIWindowScene {
    if let scene = screen.windowScene { return scene }
    let scene = UIWindowScene(screen: screen)
    screen.windowScene = scene
    return scene
  }
}
