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
}
