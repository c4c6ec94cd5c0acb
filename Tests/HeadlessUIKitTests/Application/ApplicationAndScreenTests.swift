import DeclarativeUIKit
import Testing

// Sources: UIWindow.h (iOS 16.5 SDK): a window's `screen` "default is [UIScreen mainScreen]";
// `initWithWindowScene:` puts a window in a scene. UIScreen.h: `nativeBounds` is the physical
// screen in pixels, held upright. iPhone 15: 393 x 852 points at 3x (Apple's Human Interface
// Guidelines, Layout, Specifications), 2556 x 1179 pixels (Apple's iPhone 15 technical
// specifications). UIApplication.h: `sharedApplication`, `windows`, `keyWindow`,
// `connectedScenes`; UIApplicationState raw values active 0, inactive 1, background 2;
// UISceneActivationState (UIScene.h) unattached -1 to background 2.

@MainActor @Suite(.serialized) struct ApplicationAndScreenTests {
  @Test func theMainScreenIsAnUprightIPhone15ByDefault() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(UIScreen.main.scale == 3)
    #expect(UIScreen.main.nativeScale == 3)
    #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
    #expect(UIScreen.main.device == .iPhone15)
  }

  @Test func nativeBoundsStayUprightOnASideways() {
    let screen = UIScreen(device: .iPhoneSE3, orientation: .landscape)
    #expect(screen.bounds.size == CGSize(width: 667, height: 375))
    #expect(screen.nativeBounds.size == CGSize(width: 750, height: 1334))
  }

  @Test func aWindowMadeWithoutAFrameCoversTheMainScreenAndGetsItsSafeArea() {
    let window = UIWindow()
    #expect(window.frame == UIScreen.main.bounds)
    #expect(window.screen === UIScreen.main)
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test func choosingAnotherMainScreenChangesWhatNewWindowsCover() {
    let previous = UIScreen.setMain(UIScreen(device: .iPhoneSE3))
    defer { UIScreen.setMain(previous) }
    #expect(UIWindow().frame.size == CGSize(width: 375, height: 667))
    #expect(UIWindow(frame: UIScreen.main.bounds).safeAreaInsets.top == 20)
  }

  /// A view controller's first view is the size of the main screen (UIViewController.loadView's
  /// documented default), so `UICollectionView(frame: view.bounds, ...)` in `viewDidLoad` has a size.
  @Test func aViewControllersFirstViewIsTheSizeOfTheMainScreen() {
    #expect(UIViewController().view.bounds.size == CGSize(width: 393, height: 852))
  }

  @Test func theApplicationListsItsWindowsAndTheKeyOne() {
    let window = UIWindow()
    #expect(UIApplication.shared === UIApplication.shared)
    #expect(UIApplication.shared.allWindows.contains { $0 === window })
    window.makeKeyAndVisible()
    #expect(UIApplication.shared.allWindows.last(where: \.isKeyWindow) === window)
    let scene = window.windowScene
    #expect(scene?.screen === UIScreen.main)
    #expect(scene?.keyWindow === window)
    #expect(UIApplication.shared.connectedScenes.contains { $0 === scene })
    #expect(UIApplication.shared.applicationState == .active)
  }

  @Test func aWindowMadeInASceneCoversItsScreen() {
    let screen = UIScreen(device: .iPhone15ProMax)
    let scene = UIWindowScene.scene(for: screen)
    let window = UIWindow(windowScene: scene)
    #expect(window.frame.size == CGSize(width: 430, height: 932))
    #expect(window.screen === screen)
    #expect(scene.windows.contains { $0 === window })
  }

  /// UIWindow.h declares `windowScene` weak: the window does not keep the app's scene alive
  /// there, the application does. Here the windows keep their scene, and nothing keeps a screen,
  /// its scene and its windows alive once the app lets them go.
  @Test func aScreenItsSceneAndItsWindowsGoWhenNothingHoldsThem() {
    weak var screen: UIScreen?
    weak var scene: UIWindowScene?
    weak var window: UIWindow?
    do {
      let madeScreen = UIScreen(device: .iPhoneSE3)
      let madeWindow = UIWindow(windowScene: UIWindowScene.scene(for: madeScreen))
      #expect(madeWindow.windowScene === madeWindow.windowScene, "one scene, asked twice")
      #expect(madeWindow.windowScene?.screen === madeScreen)
      screen = madeScreen
      scene = madeWindow.windowScene
      window = madeWindow
    }
    #expect(window == nil)
    #expect(scene == nil)
    #expect(screen == nil)
  }

  @Test func rawValuesAreUIKits() {
    #expect(UIApplication.State.active.rawValue == 0)
    #expect(UIApplication.State.inactive.rawValue == 1)
    #expect(UIApplication.State.background.rawValue == 2)
    #expect(UIScene.ActivationState.unattached.rawValue == -1)
    #expect(UIScene.ActivationState.foregroundActive.rawValue == 0)
    #expect(UIScene.ActivationState.background.rawValue == 2)
  }

  @Test func anAppDelegateSetsUpItsWindowAsUIKitCallsIt() {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        window?.makeKeyAndVisible()
        return true
      }
    }
    let delegate = AppDelegate()
    UIApplication.shared.delegate = delegate
    #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
    #expect(delegate.window?.rootViewController?.view.frame.size == CGSize(width: 393, height: 852))
    #expect(delegate.window?.isKeyWindow == true)
  }
}
