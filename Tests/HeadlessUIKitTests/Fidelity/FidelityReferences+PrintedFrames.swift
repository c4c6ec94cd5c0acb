import Foundation
import HeadlessUIKit

// References from frames printed in debugger sessions and test comments, each with the code that
// made the view:
// - skyfe79/blog.contents, content/posts/skyfe79-blog.contents-1118038013-post-44.md @ bd5647ed
//   (a post of 2022-01-29 on type erasure): `print(view)` of `UILabel(frame: .zero)`,
//   `UIButton(frame: .zero)` and `UISwitch(frame: .zero)` on a simulator (64-bit heap addresses);
//   the iOS version is not stated. The label and the button keep the zero frame, the switch is
//   51 x 31.
// - rustymagnet3000/lldb_debugger, 6_ios_UI_manipulation.md @ 0ec8bb4a: lldb's `search
//   UITabBar` in an app whose window's root is a `UITabBarController` on a 375 x 667 simulator
//   (an iPhone 8 class, 2x, no home indicator); the bar is at (0 618; 375 49). The iOS version
//   is not stated.
// - getsentry/sentry-cocoa, Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+Common.swift
//   @ c34c99b9, testDefaultIgnoredControls_shouldNotRedactUISwitch: the `recursiveDescription`
//   of a 100 x 100 view holding `UISwitch(frame: CGRect(x: 10, y: 40, width: 80, height: 30))`,
//   given as the same on iOS 16, 17, 18 and 26 simulators (the test's reference images are named
//   for iOS 16.4, 17.5, 18.6 and an iPhone 17 Pro on iOS 26.1): the switch is at (10 40; 51 31). Sentry's SDK tests are a different recording from
//   the sample-app dump of `FidelityReferences+SentryDump.swift`, by the same organisation.

extension FidelitySource {
  static let skyfe79Post = FidelitySource(
    name: "skyfe79 blog (simulator)",
    location:
      "github.com/skyfe79/blog.contents content/posts/skyfe79-blog.contents-1118038013-post-44.md @ bd5647ed")

  static let lldbNotes = FidelitySource(
    name: "rustymagnet3000 lldb notes (simulator)",
    location: "github.com/rustymagnet3000/lldb_debugger 6_ios_UI_manipulation.md @ 0ec8bb4a")

  static let sentryCocoaTests = FidelitySource(
    name: "sentry-cocoa tests (simulator)",
    location:
      "github.com/getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+Common.swift @ c34c99b9"
  )
}

extension FidelityReference {
  /// The references of printed frames.
  static let printedFrames: [FidelityReference] = skyfe79 + lldbNotes + sentryCocoa

  /// The blog post's views made with a zero frame: UIKit sizes only the switch.
  private static var skyfe79: [FidelityReference] {
    let scene = FidelityScene(
      source: .skyfe79Post, recording: "print of views made with frame .zero",
      iOS: "not stated (simulator, January 2022); no text is measured", release: .iOS16, scale: 3,
      screen: .zero,
      code: "UILabel(frame: .zero), UIButton(frame: .zero), UISwitch(frame: .zero), printed",
      build: {
        [
          "label": UILabel(frame: .zero), "button": UIButton(frame: .zero),
          "switch": UISwitch(frame: .zero),
        ]
      })
    return [
      FidelityReference(scene: scene, view: "label", quantity: .size(.zero), kind: .control),
      FidelityReference(scene: scene, view: "button", quantity: .size(.zero), kind: .control),
      FidelityReference(
        scene: scene, view: "switch", quantity: .size(CGSize(width: 51, height: 31)), kind: .control),
    ]
  }

  /// The tab bar of a tab bar controller that is a 667-point window's root.
  private static var lldbNotes: [FidelityReference] {
    let scene = FidelityScene(
      source: .lldbNotes, recording: "search UITabBar", iOS: "not stated (2x simulator)", release: .iOS16,
      scale: 2,
      screen: CGSize(width: 375, height: 667),
      code: "a UITabBarController of two view controllers as the window's root view controller",
      build: {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        let screen = UIScreen(device: .iPhoneSE3)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return ["tabBar": tabs.tabBar]
      })
    return [
      FidelityReference(
        scene: scene, view: "tabBar", quantity: .origin(CGPoint(x: 0, y: 618)), kind: .layout),
      FidelityReference(
        scene: scene, view: "tabBar", quantity: .size(CGSize(width: 375, height: 49)), kind: .control),
    ]
  }

  /// Sentry's switch, made with a frame of another size.
  private static var sentryCocoa: [FidelityReference] {
    let scene = FidelityScene(
      source: .sentryCocoaTests, recording: "testDefaultIgnoredControls_shouldNotRedactUISwitch",
      iOS: "16, 17, 18 and 26 (simulators); no text is measured", release: .iOS16, scale: 3,
      screen: CGSize(width: 100, height: 100),
      code: "UISwitch(frame: CGRect(x: 10, y: 40, width: 80, height: 30)) in a 100 x 100 view",
      build: {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let toggle = UISwitch(frame: CGRect(x: 10, y: 40, width: 80, height: 30))
        root.addSubview(toggle)
        root.layoutIfNeeded()
        return ["switch": toggle]
      })
    return [
      FidelityReference(
        scene: scene, view: "switch", quantity: .size(CGSize(width: 51, height: 31)), kind: .control)
    ]
  }
}
