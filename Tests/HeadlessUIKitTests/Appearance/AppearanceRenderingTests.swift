import DeclarativeUIKit
import Testing

// A navigation bar configured through appearance proxies draws with their values. Sources:
// UINavigationBar.h (titleTextAttributes and scrollEdgeAppearance are UI_APPEARANCE_SELECTOR),
// UIAppearance.h (`+appearanceWhenContainedInInstancesOfClasses:`); systemPink is #FF2D55 and
// systemIndigo #5856D6 in the light appearance (UIColor+StandardColors.swift names the source).
// The proxies are for UIKit's classes inside a container private to this file, so no other
// suite's bars are reached, and only proxies inside that container are forgotten.
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
    defer { AppearanceRegistry.shared.removeProxies(containedIn: [BrandedNavigationController.self]) }
    let proxy = UINavigationBar.appearance(whenContainedInInstancesOf: [BrandedNavigationController.self])
    proxy.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
    let barAppearance = UINavigationBarAppearance()
    barAppearance.configureWithOpaqueBackground()
    barAppearance.backgroundColor = .systemIndigo
    proxy.scrollEdgeAppearance = barAppearance
    UIBarButtonItem.appearance(whenContainedInInstancesOf: [BrandedNavigationController.self]).tintColor =
      .systemTeal
    let branded = renderedNavigation(BrandedNavigationController(rootViewController: UIViewController()))
    let plain = renderedNavigation(UINavigationController(rootViewController: UIViewController()))
    #expect(textElement(showing: "Inbox", in: branded)?.contains("fill=\"#FF2D55\"") == true)
    #expect(textElement(showing: "Edit", in: branded)?.contains("fill=\"#30B0C7\"") == true)
    #expect(branded.contains("fill=\"#5856D6\""))
    #expect(!plain.contains("#FF2D55"))
    #expect(!plain.contains("#5856D6"))
    #expect(!plain.contains("#30B0C7"))
  }
}
