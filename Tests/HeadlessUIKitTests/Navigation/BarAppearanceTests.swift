import DeclarativeUIKit
import Testing

// Sources: UIBarAppearance.h (iOS 16.5 SDK: a new appearance is configured with the default
// background; `configureWithDefaultBackground`, `configureWithOpaqueBackground` "with a set of
// opaque colors appropriate for the current theme", `configureWithTransparentBackground` "with a
// fully transparent background and no shadow"), UINavigationBar.h (the four appearances are
// `copy` properties; a nil scrollEdgeAppearance is "a modified standardAppearance"), Apple's
// `scrollEdgeAppearance` documentation ("modified to use a transparent background").
@MainActor
@Suite struct BarAppearanceTests {
  @Test func aNewAppearanceHasTheDefaultBackground() {
    let appearance = UINavigationBarAppearance()
    #expect(appearance.backgroundEffect != nil)
    #expect(appearance.backgroundColor == nil)
    #expect(appearance.shadowColor != nil)
    #expect(appearance.titleTextAttributes.isEmpty)
  }

  @Test func configuringSetsTheBackgroundAndTheLine() {
    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundEffect == nil)
    #expect(appearance.backgroundColor == .systemBackground)
    #expect(appearance.shadowColor != nil)
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundColor == .clear)
    #expect(appearance.shadowColor == nil)
    appearance.configureWithDefaultBackground()
    #expect(appearance.backgroundEffect != nil)
    #expect(appearance.backgroundColor == nil)
  }

  @Test func aBarKeepsACopyOfTheAppearanceItIsGiven() {
    let bar = UINavigationBar()
    let appearance = UINavigationBarAppearance()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
    bar.scrollEdgeAppearance = appearance
    appearance.backgroundColor = .systemRed
    #expect(bar.scrollEdgeAppearance !== appearance)
    #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
    #expect(bar.scrollEdgeAppearance?.titleTextAttributes[.foregroundColor] as? UIColor == .systemPink)
    let tabBar = UITabBar()
    let tabAppearance = UITabBarAppearance(barAppearance: appearance)
    tabBar.standardAppearance = tabAppearance
    tabAppearance.backgroundColor = .systemGreen
    #expect(tabBar.standardAppearance !== tabAppearance)
    #expect(tabBar.standardAppearance.backgroundColor == .systemRed)
  }

  @Test func theScrollEdgeAppearanceColoursTheTitleAndTheBackgroundAtRest() {
    let root = UIViewController()
    root.title = "Inbox"
    let navigation = UINavigationController(rootViewController: root)
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    navigation.navigationBar.scrollEdgeAppearance = appearance
    navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    navigation.view.layoutIfNeeded()
    let svg = SVGRenderer().render(navigation.navigationBar)
    #expect(svg.contains("fill=\"#5856D6\""))
    #expect(svg.contains("fill=\"#FFFFFF\"") && svg.contains(">Inbox</text>"))
  }

  @Test func withoutAScrollEdgeAppearanceTheBarDrawsNoBackgroundAtRest() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    bar.standardAppearance.backgroundColor = .systemIndigo
    #expect(!SVGRenderer().render(bar).contains("#5856D6"))
  }
}
