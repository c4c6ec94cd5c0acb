import DeclarativeUIKit
import Testing

// A navigation bar configured through appearance proxies draws with their values. Sources:
// UINavigationBar.h (titleTextAttributes is UI_APPEARANCE_SELECTOR), UIAppearance.h
// (`+appearanceWhenContainedInInstancesOfClasses:`); systemPink is #FF2D55 in the light
// appearance (UIColor+StandardColors.swift names its source).
@MainActor
@Suite(.serialized) struct AppearanceRenderingTests {
  private final class BrandedNavigationController: UINavigationController {}

  private func renderedNavigation(_ navigation: UINavigationController) -> String {
    navigation.viewControllers.first?.title = "Inbox"
    navigation.viewControllers.first?.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.overrideUserInterfaceStyle = .light
    window.rootViewController = navigation
    window.layoutIfNeeded()
    return SVGRenderer().render(navigation.view)
  }

  /// The `<text>` element that shows a string, from its opening tag.
  private func textElement(showing text: String, in svg: String) -> Substring? {
    guard let end = svg.range(of: ">\(text)</text>") else { return nil }
    guard let start = svg[..<end.lowerBound].range(of: "<text", options: .backwards) else { return nil }
    return svg[start.lowerBound..<end.upperBound]
  }

  @Test func aNavigationBarDrawsTheTitleColourAndTintOfItsProxy() {
    defer {
      AppearanceRegistry.shared.removeProxies(of: [UINavigationBar.self, UIBarButtonItem.self])
    }
    let proxy = UINavigationBar.appearance(whenContainedInInstancesOf: [BrandedNavigationController.self])
    proxy.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
    UIBarButtonItem.appearance(whenContainedInInstancesOf: [BrandedNavigationController.self]).tintColor =
      .systemTeal
    let branded = renderedNavigation(BrandedNavigationController(rootViewController: UIViewController()))
    let plain = renderedNavigation(UINavigationController(rootViewController: UIViewController()))
    #expect(textElement(showing: "Inbox", in: branded)?.contains("fill=\"#FF2D55\"") == true)
    #expect(textElement(showing: "Edit", in: branded)?.contains("fill=\"#30B0C7\"") == true)
    #expect(!plain.contains("#FF2D55"))
    #expect(!plain.contains("#30B0C7"))
  }
}
