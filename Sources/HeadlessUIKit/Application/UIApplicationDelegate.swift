import Foundation

/// What an app's delegate can be told about the app's life, above all that it finished
/// launching. Every requirement has a default, as the Objective-C protocol's are optional.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// The app's main window, for an app that makes its window in its delegate.
  var window: UIWindow? { get set }

  /// Called when the app has launched; set up the window here. The default returns `true`.
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app was launched, or `nil` for a launch from the home screen.
  /// - Returns: `false` when the app cannot handle a URL it was opened with.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Called just before `application(_:didFinishLaunchingWithOptions:)`. The default returns
  /// `true`.
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app was launched, or `nil`.
  /// - Returns: `false` when the app cannot handle a URL it was opened with.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Called when a scene session is about to connect, for the configuration to make its scene
  /// with. The default is an unnamed configuration for the session's role.
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The session.
  ///   - options: What came with the connection.
  /// - Returns: The configuration.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// Called when the user closed scenes' sessions. The default does nothing.
  /// - Parameters:
  ///   - application: The app.
  ///   - sceneSessions: The sessions that went away.
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  /// No window: the default for a delegate that declares none.
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  /// Does nothing and returns `true`.
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app was launched.
  /// - Returns: `true`.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Does nothing and returns `true`.
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app was launched.
  /// - Returns: `true`.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// An unnamed configuration for the session's role.
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The session.
  ///   - options: What came with the connection.
  /// - Returns: The configuration.
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }

  /// Does nothing.
  /// - Parameters:
  ///   - application: The app.
  ///   - sceneSessions: The sessions that went away.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
}
