import HeadlessUIKit
import Testing

// Sources (iOS 16.5 SDK): UISceneSession.h (UISceneSession: role, configuration,
// persistentIdentifier, userInfo; UISceneConfiguration initWithName:sessionRole:, sceneClass,
// delegateClass); UIWindowScene.h (UIWindowSceneSessionRoleApplication,
// UIWindowSceneSessionRoleExternalDisplayNonInteractive, coordinateSpace, UIWindowSceneDelegate's
// window); UIScene.h (a scene's delegate is strong, its session); UIApplication.h
// (application:configurationForConnectingSceneSession:options:).

/// An app's scene delegate written as Xcode's template writes it.
private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(frame: windowScene.coordinateSpace.bounds)
    window?.windowScene = windowScene
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
  }
}

/// An app delegate that only names its scene configuration.
private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
}

@MainActor @Suite(.serialized) struct SceneSessionTests {
  @Test func rolesAreUIKitsStrings() {
    #expect(UISceneSession.Role.windowApplication.rawValue == "UIWindowSceneSessionRoleApplication")
    #expect(
      UISceneSession.Role.windowExternalDisplayNonInteractive.rawValue
        == "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  @Test func aWindowScenesSessionIsForTheAppsWindowsAndNamesItsScene() {
    let scene = UIWindowScene.scene(for: UIScreen(device: .iPhone15))
    #expect(scene.session.role == .windowApplication)
    #expect(scene.session.scene === scene)
    #expect(scene.session.configuration.role == .windowApplication)
    #expect(!scene.session.persistentIdentifier.isEmpty)
  }

  @Test func aTemplateSceneDelegateMakesAWindowFillingTheScenesScreen() throws {
    let screen = UIScreen(device: .iPhone15)
    let scene = UIWindowScene.scene(for: screen)
    let delegate = TemplateSceneDelegate()
    scene.delegate = delegate
    delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
    let window = try #require(delegate.window)
    #expect(scene.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(window.frame == screen.bounds)
    #expect(window.windowScene === scene)
    #expect(scene.delegate === delegate)
  }

  @Test func theAppDelegatesConfigurationIsUsedAndTheDefaultFollowsTheRole() {
    let session = UIWindowScene.scene(for: UIScreen(device: .iPhone15)).session
    let named = TemplateAppDelegate().application(
      UIApplication.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
    #expect(named.name == "Default Configuration")
    #expect(named.role == .windowApplication)
    final class Plain: NSObject, UIApplicationDelegate {}
    let plain = Plain().application(
      UIApplication.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
    #expect(plain.name == nil)
    #expect(plain.role == session.role)
  }
}
