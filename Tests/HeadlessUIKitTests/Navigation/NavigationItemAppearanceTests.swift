import HeadlessUIKit
import Testing

// Sources: UINavigationItem.h (iOS 16.5 SDK): standardAppearance, compactAppearance,
// scrollEdgeAppearance, compactScrollEdgeAppearance, each copied, "when the navigation bar is
// displaying this item" used in place of the bar's. UINavigationBar.h / UIBarCommon.h (iOS 16.5):
// barStyle (UIBarStyle default 0, black 1, blackTranslucent 2), UIBarMetrics default 0, compact 1,
// defaultPrompt 101, compactPrompt 102; shadowImage, setBackgroundImage:forBarMetrics:.

@MainActor @Suite(.serialized) struct NavigationItemAppearanceTests {
  @Test func theTopItemsScrollEdgeAppearanceIsTheOneTheBarDraws() {
    let controller = UIViewController()
    let appearance = UINavigationBarAppearance()
    appearance.backgroundColor = .systemIndigo
    controller.navigationItem.scrollEdgeAppearance = appearance
    let navigation = UINavigationController(rootViewController: controller)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let svg = SVGRenderer().render(navigation.navigationBar)
    #expect(svg.contains("fill=\"#5856D6\""), "systemIndigo, light: 88, 86, 214 (Apple's colour table)")
    #expect(controller.navigationItem.scrollEdgeAppearance !== appearance, "the item keeps a copy")
  }

  @Test func withoutItsOwnTheItemLeavesTheBarsAppearance() {
    let item = UINavigationItem(title: "Inbox")
    #expect(item.standardAppearance == nil)
    #expect(item.compactAppearance == nil)
    #expect(item.scrollEdgeAppearance == nil)
    #expect(item.compactScrollEdgeAppearance == nil)
  }

  @Test func legacyStylingKeepsWhatWasSetWithUIKitsRawValues() {
    #expect(UIBarStyle.default.rawValue == 0)
    #expect(UIBarStyle.black.rawValue == 1)
    #expect(UIBarMetrics.default.rawValue == 0)
    #expect(UIBarMetrics.compact.rawValue == 1)
    #expect(UIBarMetrics.defaultPrompt.rawValue == 101)
    #expect(UIBarMetrics.compactPrompt.rawValue == 102)
    let bar = UINavigationBar()
    let clear = UIImage()
    bar.setBackgroundImage(clear, for: .default)
    bar.shadowImage = clear
    bar.barStyle = .black
    #expect(bar.backgroundImage(for: .default) === clear)
    #expect(bar.backgroundImage(for: .compact) == nil)
    #expect(bar.shadowImage === clear)
    #expect(bar.barStyle == .black)
  }
}
