import HeadlessUIKit
import Testing

// Sources: UIApplication.h (iOS 16.5 SDK): UIInterfaceOrientation unknown 0, portrait 1,
// portraitUpsideDown 2, landscapeLeft 4, landscapeRight 3; UIInterfaceOrientationMask bits
// 1 << orientation, landscape, all, allButUpsideDown. Apple's documentation of
// supportedInterfaceOrientations: all for the iPad idiom, allButUpsideDown for the iPhone idiom.
// UIApplication.h: statusBarFrame (deprecated in iOS 13).

@MainActor @Suite(.serialized) struct InterfaceOrientationTests {
  @Test func orientationsAndMasksHaveUIKitsRawValues() {
    #expect(UIInterfaceOrientation.portrait.rawValue == 1)
    #expect(UIInterfaceOrientation.portraitUpsideDown.rawValue == 2)
    #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4)
    #expect(UIInterfaceOrientation.landscapeRight.rawValue == 3)
    #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
    #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
    #expect(UIInterfaceOrientationMask.all.rawValue == 30)
    #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
  }

  @Test func aPhoneControllerSupportsAllButUpsideDown() {
    #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
    #expect(UIViewController().shouldAutorotate)
  }

  @Test func theStatusBarFrameRunsAcrossTheKeyWindowsScreen() {
    let screen = UIScreen(device: .iPhone15)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.makeKeyAndVisible()
    #expect(
      UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: screen.statusBarHeight))
    #expect(screen.statusBarHeight > 0)
  }
}
