import Foundation

/// What a scene's delegate is told about its scene's life (UIScene.h). Every requirement has a
/// default, as the Objective-C protocol's are optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// Called when the scene connects to the app: make its window here.
  /// - Parameters:
  ///   - scene: The scene.
  ///   - session: Its session.
  ///   - connectionOptions: What came with the connection.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// Called when the system let the scene go.
  /// - Parameter scene: The scene.
  func sceneDidDisconnect(_ scene: UIScene)
  /// Called when the scene began getting events.
  /// - Parameter scene: The scene.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// Called when the scene is about to stop getting events.
  /// - Parameter scene: The scene.
  func sceneWillResignActive(_ scene: UIScene)
  /// Called when the scene is about to come on screen.
  /// - Parameter scene: The scene.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// Called when the scene went off screen.
  /// - Parameter scene: The scene.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  /// Does nothing.
  /// - Parameters:
  ///   - scene: The scene.
  ///   - session: Its session.
  ///   - connectionOptions: What came with the connection.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing.
  /// - Parameter scene: The scene.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  /// - Parameter scene: The scene.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  /// - Parameter scene: The scene.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  /// - Parameter scene: The scene.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  /// - Parameter scene: The scene.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that holds the scene's main window (UIWindowScene.h).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window: the default for a delegate that declares none.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
