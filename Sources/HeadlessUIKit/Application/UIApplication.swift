import Foundation

/// The running app: its windows, its scenes and its delegate.
///
/// There is one, `UIApplication.shared`. HeadlessUIKit runs no event loop and launches nothing
/// itself: code that sets up its screens in an app delegate can be called as UIKit would call
/// it, and the windows it makes are listed here.
///
/// ```swift
/// let delegate = AppDelegate()
/// UIApplication.shared.delegate = delegate
/// _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
/// let window = UIApplication.shared.connectedScenes
///   .compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
/// ```
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// Whether the app is in the foreground and getting events. Raw values are UIKit's
  /// (UIApplication.h): active 0, inactive 1, background 2.
  public enum State: Int, Sendable {
    /// In the foreground, getting events.
    case active = 0
    /// In the foreground, not getting events.
    case inactive = 1
    /// In the background.
    case background = 2
  }

  /// Names of the values that come with a launch (a URL that opened the app, say).
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String

    /// Creates a key from its string.
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The URL the app was opened with.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that opened this one.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
  }

  private override init() {
    super.init()
  }

  /// The app.
  public class var shared: UIApplication { instance }

  private static let instance = UIApplication()

  /// The object told about the app's life; not kept alive.
  open weak var delegate: (any UIApplicationDelegate)?

  /// Whether the app is active; always `.active` here.
  open var applicationState: UIApplication.State { .active }

  /// The direction the app's interface runs: left to right, as for the English locale
  /// HeadlessUIKit runs in.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether the screen may dim and lock while the app runs; `false` by default.
  open var isIdleTimerDisabled = false

  /// The number on the app's icon; 0 (none) by default.
  open var applicationIconBadgeNumber = 0

  /// Whether the app shows several scenes at once; `false` here.
  open var supportsMultipleScenes: Bool { false }

  /// The app's windows, shown or hidden, in the order they were made.
  @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
  open var windows: [UIWindow] { allWindows }

  /// The key window, the one getting keyboard events.
  @available(
    iOS, deprecated: 13.0,
    message:
      "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes"
  )
  open var keyWindow: UIWindow? { UIWindow.currentKeyWindow }

  /// The scenes that have windows: one window scene per screen a window is on.
  open var connectedScenes: Set<UIScene> {
    Set(allWindows.compactMap { $0.windowScene as UIScene? })
  }

  /// The windows alive, in the order they were made.
  package var allWindows: [UIWindow] {
    windowList.removeAll { $0.window == nil }
    return windowList.compactMap(\.window)
  }

  private var windowList: [WeakWindow] = []

  private struct WeakWindow {
    weak var window: UIWindow?
  }

  /// Lists a new window.
  package func register(_ window: UIWindow) {
    windowList.removeAll { $0.window == nil }
    windowList.append(WeakWindow(window: window))
  }
}
