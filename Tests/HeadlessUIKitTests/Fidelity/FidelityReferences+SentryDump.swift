import Foundation
import HeadlessUIKit

// References from a real app's view hierarchy: the `recursiveDescription` of Sentry's iOS sample
// app (getsentry/sentry-cocoa, Samples/iOS-Swift) kept as a fixture by getsentry/sentry,
// static/app/components/events/mockViewHierarchyData.tsx @ 21cad6e9. It was recorded on a
// 375 x 667 window at 2x (an iPhone 8 class simulator: every size is a multiple of half a
// point). The hierarchy is the sample's Main.storyboard as it stood from sentry-cocoa bb940ad6
// (2022-09-19, which added the `.plain()` Flush button) to bbf53346 (2022-11-29, which added the
// next buttons), so it was recorded on Xcode 14's iOS 16 runtime. The buttons are `.system`
// buttons at the default 15-point title font (their labels are 18 points tall, which is 15-point
// SF Pro's line ceiled to half a point), the navigation bar's title is 17-point semibold and its
// back button's title 17-point regular (both 20.5 tall); the DSN field is a 14-point rounded rect.

extension FidelitySource {
  static let sentryDump = FidelitySource(
    name: "sentry view hierarchy",
    location: "github.com/getsentry/sentry static/app/components/events/mockViewHierarchyData.tsx @ 21cad6e9")
}

/// Lays a view out alone in a full-screen window of a 375 x 667, 2x device, sized to fit.
@MainActor private func sizedOnTwoX(_ view: UIView) -> UIView {
  let screen = UIScreen(device: .iPhoneSE3)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.addSubview(view)
  view.sizeToFit()
  return view
}

extension FidelityReference {
  /// The references of the Sentry sample app's hierarchy.
  static let sentryDump: [FidelityReference] =
    buttonTitles + [configuredButtonTitle] + navigation + columns + textField

  /// The title label of the `.plain()` Flush button, printed `frame = (77.5 6.5; 41 20.5)`: a
  /// configured button's title is in the body style, 17 points at the default content size.
  private static var configuredButtonTitle: FidelityReference {
    text("Flush", pointSize: 17, weight: .regular, width: 41, height: 20.5, what: "configured button title")
  }

  /// Scene of one run of text in a label with a system font.
  private static func text(
    _ text: String, pointSize: CGFloat, weight: UIFont.Weight, width: CGFloat, height: CGFloat,
    what: String
  ) -> FidelityReference {
    let scene = FidelityScene(
      source: .sentryDump, recording: "\(what) '\(text)'", iOS: "16 (2x simulator)", release: .iOS16,
      scale: 2,
      screen: CGSize(width: 375, height: 667),
      code:
        "a label of '\(text)' at \(pointSize) pt \(weight == .regular ? "regular" : "semibold"), sized to fit",
      build: {
        let label = UILabel()
        label.font = .systemFont(ofSize: pointSize, weight: weight)
        label.text = text
        return ["label": sizedOnTwoX(label)]
      })
    return FidelityReference(
      scene: scene, view: "label", quantity: .size(CGSize(width: width, height: height)), kind: .text)
  }

  /// The title labels of the sample's `.system` buttons (UIButtonLabel frames).
  private static var buttonTitles: [FidelityReference] {
    let titles: [(String, CGFloat)] = [
      ("add Breadcrumb", 114.5), ("Message", 62), ("UIClick Transaction", 132.5), ("User Feedback", 103.5),
      ("Error", 34), ("NSException", 87.5), ("fatalError", 64), ("crash", 38), ("OOM crash", 78),
      ("async crash", 82), ("permissions", 82.5), ("ANR fully blocking", 125.5),
      ("ANR filling run loop", 131.5), ("Capture Transaction", 139), ("Lorem Ipsum", 89), ("Image", 42),
      ("Show Nib", 65.5), ("TableView", 69), ("SplitView", 63.5), ("Core Data", 69),
      ("Performance scenarios", 158.5), ("Reset DSN", 74),
    ]
    return titles.map { title, width in
      text(title, pointSize: 15, weight: .regular, width: width, height: 18, what: "button title")
    }
  }

  /// The navigation controller of the "Navigation Transaction" screen: the bar, its title and
  /// back button labels, and the 240-point image view 20 points under the bar.
  private static var navigation: [FidelityReference] {
    let scene = FidelityScene(
      source: .sentryDump, recording: "Navigation Transaction screen", iOS: "16 (2x simulator)",
      release: .iOS16,
      scale: 2, screen: CGSize(width: 375, height: 667),
      code:
        "a navigation controller; the root shows a 240 x 240 image view centred, 20 pt under the safe area's top",
      build: {
        let controller = UIViewController()
        controller.title = "Navigation Transaction"
        let image = UIImageView()
        image.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(image)
        let safe = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
          image.widthAnchor.constraint(equalToConstant: 240),
          image.heightAnchor.constraint(equalToConstant: 240),
          image.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
          image.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
        ])
        let navigation = UINavigationController(rootViewController: controller)
        let screen = UIScreen(device: .iPhoneSE3)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return ["bar": navigation.navigationBar, "image": image]
      })
    return [
      FidelityReference(scene: scene, view: "bar", quantity: .origin(CGPoint(x: 0, y: 20)), kind: .layout),
      FidelityReference(
        scene: scene, view: "bar", quantity: .size(CGSize(width: 375, height: 44)), kind: .control),
      FidelityReference(
        scene: scene, view: "image", quantity: .origin(CGPoint(x: 67.5, y: 84)), kind: .layout),
      text(
        "Navigation Transaction", pointSize: 17, weight: .semibold, width: 184, height: 20.5,
        what: "navigation title"),
      text("Back", pointSize: 17, weight: .regular, width: 38, height: 20.5, what: "back button title"),
      // The root's title, fading out (alpha = 0) and still at its size.
      text(
        "Sentry Test App (Swift)", pointSize: 17, weight: .semibold, width: 186.5, height: 20.5,
        what: "previous navigation title"),
    ]
  }

  /// The two columns of buttons side by side in a 359-point row: the storyboard's row is
  /// `.fillProportionally` with `.top` alignment, each column a vertical `.fillEqually` stack of
  /// `.system` buttons, the second ending with the `.plain()` Flush button. The dump prints the
  /// columns (0 0; 163.5 330) and (163.5 0; 195.5 363): 163.5 : 195.5 is 132.5 : 158.5, the
  /// widest titles of each column, and in the second column every button is 33 tall like Flush
  /// (its first at (0 0; 195.5 33), Flush at (0 330; 195.5 33)).
  private static var columns: [FidelityReference] {
    let first = [
      "add Breadcrumb", "Message", "UIClick Transaction", "User Feedback", "Error", "NSException",
      "fatalError", "crash", "OOM crash", "async crash", "permissions",
    ]
    let second = [
      "ANR fully blocking", "ANR filling run loop", "Capture Transaction", "Lorem Ipsum", "Image", "Show Nib",
      "TableView", "SplitView", "Core Data", "Performance scenarios",
    ]
    let scene = FidelityScene(
      source: .sentryDump, recording: "button columns", iOS: "16 (2x simulator)", release: .iOS16, scale: 2,
      screen: CGSize(width: 375, height: 667),
      code:
        "a 359-point horizontal fillProportionally stack (alignment top) of two vertical fillEqually "
        + "stacks of .system buttons, the second ending with a .plain() button",
      build: {
        @MainActor func column(_ titles: [String], last: UIButton? = nil) -> UIStackView {
          var buttons = titles.map { title in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            return button
          }
          if let last { buttons.append(last) }
          let stack = UIStackView(arrangedSubviews: buttons)
          stack.axis = .vertical
          stack.distribution = .fillEqually
          return stack
        }
        var flushConfiguration = UIButton.Configuration.plain()
        flushConfiguration.title = "Flush"
        let flush = UIButton(configuration: flushConfiguration)
        let left = column(first)
        let right = column(second, last: flush)
        let row = UIStackView(arrangedSubviews: [left, right])
        row.distribution = .fillProportionally
        row.alignment = .top
        row.translatesAutoresizingMaskIntoConstraints = false
        let screen = UIScreen(device: .iPhoneSE3)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.addSubview(row)
        NSLayoutConstraint.activate([
          row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
          row.topAnchor.constraint(equalTo: window.topAnchor, constant: 73),
          row.widthAnchor.constraint(equalToConstant: 359),
        ])
        window.layoutIfNeeded()
        return ["left": left, "right": right, "firstOfRight": right.arrangedSubviews[0], "flush": flush]
      })
    return [
      FidelityReference(scene: scene, view: "left", quantity: .width(163.5), kind: .stack),
      FidelityReference(scene: scene, view: "left", quantity: .height(330), kind: .stack),
      FidelityReference(
        scene: scene, view: "right", quantity: .origin(CGPoint(x: 163.5, y: 0)), kind: .stack),
      FidelityReference(scene: scene, view: "right", quantity: .width(195.5), kind: .stack),
      FidelityReference(scene: scene, view: "right", quantity: .height(363), kind: .stack),
      FidelityReference(scene: scene, view: "firstOfRight", quantity: .height(33), kind: .stack),
      FidelityReference(scene: scene, view: "flush", quantity: .origin(CGPoint(x: 0, y: 330)), kind: .layout),
      FidelityReference(scene: scene, view: "flush", quantity: .height(33), kind: .control),
    ]
  }

  /// The DSN field: a 14-point rounded-rect text field stretched across a 343-point stack, printed
  /// `frame = (8 52.5; 343 30)`.
  private static var textField: [FidelityReference] {
    let scene = FidelityScene(
      source: .sentryDump, recording: "DSN text field", iOS: "16 (2x simulator)", release: .iOS16, scale: 2,
      screen: CGSize(width: 375, height: 667),
      code: "a UITextField, borderStyle .roundedRect, 14-point system font, 343 points wide",
      build: {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 14)
        field.text = "https://6cc9bae94def43cab"  // the dump prints this much of it
        field.translatesAutoresizingMaskIntoConstraints = false
        let screen = UIScreen(device: .iPhoneSE3)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.addSubview(field)
        NSLayoutConstraint.activate([
          field.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
          field.topAnchor.constraint(equalTo: window.topAnchor, constant: 125.5),
          field.widthAnchor.constraint(equalToConstant: 343),
        ])
        window.layoutIfNeeded()
        return ["field": field]
      })
    return [FidelityReference(scene: scene, view: "field", quantity: .height(30), kind: .control)]
  }
}
