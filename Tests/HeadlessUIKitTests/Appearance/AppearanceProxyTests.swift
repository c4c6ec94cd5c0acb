import DeclarativeUIKit
import Testing

// Sources: UIAppearance.h (iOS 16.5 SDK: `+appearance` returns instancetype, the proxy "for
// all instances of a class"); Apple's UIAppearance documentation ("iOS applies appearance
// changes when a view enters a window, it doesn't change the appearance of a view that's already
// in a window. To change the appearance of a view that's currently in a window, remove the view
// from the view hierarchy and then put it back"); the properties each header marks
// UI_APPEARANCE_SELECTOR (UISwitch.h onTintColor and thumbTintColor, UILabel.h textColor and
// font, UITableView.h separatorColor, UINavigationBar.h barTintColor and titleTextAttributes,
// UITabBar.h barTintColor and unselectedItemTintColor, UIButton.h setTitleColor:forState:).
//
// The registry is global and suites run in parallel: every test proxies classes of its own
// (private subclasses), so no other test's views are reached, and forgets them at the end.
@MainActor
@Suite(.serialized) struct AppearanceProxyTests {
  private final class ProxiedSwitch: UISwitch {}
  private final class OtherSwitch: UISwitch {}

  private func window() -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func appearanceReturnsTheSameProxyOfTheClassEachTime() {
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedSwitch.self]) }
    let proxy = ProxiedSwitch.appearance()
    #expect(proxy === ProxiedSwitch.appearance())
    #expect(type(of: proxy) == ProxiedSwitch.self)
    proxy.onTintColor = .systemPink
    #expect(ProxiedSwitch.appearance().onTintColor == .systemPink)
  }

  @Test func proxyValuesReachAViewWhenItEntersAWindowNotBefore() {
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedSwitch.self]) }
    ProxiedSwitch.appearance().onTintColor = .systemPink
    ProxiedSwitch.appearance().thumbTintColor = .systemYellow
    let control = ProxiedSwitch()
    #expect(control.onTintColor == nil)
    let container = UIView()
    container.addSubview(control)
    #expect(control.onTintColor == nil)
    window().addSubview(container)
    #expect(control.onTintColor == .systemPink)
    #expect(control.thumbTintColor == .systemYellow)
  }

  @Test func proxyValuesReachOnlyInstancesOfTheClassAndItsSubclasses() {
    final class Subclass: UISwitch {}
    class Base: UISwitch {}
    final class Derived: Base {}
    defer { AppearanceRegistry.shared.removeProxies(of: [Base.self]) }
    Base.appearance().onTintColor = .systemPink
    let derived = Derived()
    let unrelated = Subclass()
    let window = window()
    window.addSubview(derived)
    window.addSubview(unrelated)
    #expect(derived.onTintColor == .systemPink)
    #expect(unrelated.onTintColor == nil)
  }

  @Test func aValueTheAppSetBeforeEnteringTheWindowWins() {
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedSwitch.self]) }
    ProxiedSwitch.appearance().onTintColor = .systemPink
    ProxiedSwitch.appearance().thumbTintColor = .systemYellow
    let control = ProxiedSwitch()
    control.onTintColor = .systemGreen
    window().addSubview(control)
    #expect(control.onTintColor == .systemGreen)
    #expect(control.thumbTintColor == .systemYellow)
  }

  @Test func aValueTheAppSetAfterwardsWinsAndStaysWhenTheViewEntersAWindowAgain() {
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedSwitch.self]) }
    ProxiedSwitch.appearance().onTintColor = .systemPink
    let control = ProxiedSwitch()
    let window = window()
    window.addSubview(control)
    control.onTintColor = .systemGreen
    control.removeFromSuperview()
    window.addSubview(control)
    #expect(control.onTintColor == .systemGreen)
  }

  @Test func aProxySetLaterReachesAViewOnScreenOnlyWhenItEntersAWindowAgain() {
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedSwitch.self]) }
    let control = ProxiedSwitch()
    let window = window()
    window.addSubview(control)
    ProxiedSwitch.appearance().onTintColor = .systemPink
    #expect(control.onTintColor == nil)
    control.removeFromSuperview()
    window.addSubview(control)
    #expect(control.onTintColor == .systemPink)
  }

  @Test func aSubclassProxyWinsOverItsSuperclassProxy() {
    class Base: UISwitch {}
    final class Derived: Base {}
    defer { AppearanceRegistry.shared.removeProxies(of: [Base.self, Derived.self]) }
    // Set in both orders: the class decides, not the order.
    Derived.appearance().onTintColor = .systemGreen
    Base.appearance().onTintColor = .systemPink
    Base.appearance().thumbTintColor = .systemYellow
    let derived = Derived()
    let base = Base()
    let window = window()
    window.addSubview(derived)
    window.addSubview(base)
    #expect(derived.onTintColor == .systemGreen)
    #expect(derived.thumbTintColor == .systemYellow)
    #expect(base.onTintColor == .systemPink)
  }

  @Test func theProxyOfAnotherClassChangesNothing() {
    defer { AppearanceRegistry.shared.removeProxies(of: [OtherSwitch.self]) }
    OtherSwitch.appearance().onTintColor = .systemPink
    let control = ProxiedSwitch()
    window().addSubview(control)
    #expect(control.onTintColor == nil)
  }

  @Test func viewTintColorIsAppliedAndInheritedBySubviews() {
    // UIView.h does not mark tintColor UI_APPEARANCE_SELECTOR, yet UIKit applies it
    // (`UIView.appearance().tintColor` is the common way to set an app's tint).
    final class TintedView: UIView {}
    defer { AppearanceRegistry.shared.removeProxies(of: [TintedView.self]) }
    TintedView.appearance().tintColor = .systemPink
    let view = TintedView()
    let button = UIButton(type: .system)
    view.addSubview(button)
    window().addSubview(view)
    #expect(view.tintColor == .systemPink)
    #expect(button.tintColor == .systemPink)
  }

  @Test func labelTextColorAndFontAreApplied() {
    final class ProxiedLabel: UILabel {}
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedLabel.self]) }
    ProxiedLabel.appearance().textColor = .systemPink
    ProxiedLabel.appearance().font = .systemFont(ofSize: 30)
    let label = ProxiedLabel()
    label.text = "Hello"
    window().addSubview(label)
    #expect(label.textColor == .systemPink)
    #expect(label.font == .systemFont(ofSize: 30))
  }

  @Test func tableViewSeparatorsAreApplied() {
    // UITableView.h marks separatorColor; separatorStyle is not marked but UIKit applies it.
    final class ProxiedTable: UITableView {}
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedTable.self]) }
    ProxiedTable.appearance().separatorStyle = .none
    ProxiedTable.appearance().separatorColor = .systemPink
    let table = ProxiedTable(frame: .zero, style: .plain)
    window().addSubview(table)
    #expect(table.separatorStyle == .none)
    #expect(table.separatorColor == .systemPink)
  }

  @Test func barsTakeTheirBarTintAndItemColours() {
    final class ProxiedTabBar: UITabBar {}
    final class ProxiedNavigationBar: UINavigationBar {}
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedTabBar.self, ProxiedNavigationBar.self]) }
    ProxiedTabBar.appearance().barTintColor = .systemPink
    ProxiedTabBar.appearance().unselectedItemTintColor = .systemGray
    ProxiedNavigationBar.appearance().barTintColor = .systemTeal
    ProxiedNavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.systemPink]
    let tabBar = ProxiedTabBar()
    let navigationBar = ProxiedNavigationBar()
    let window = window()
    window.addSubview(tabBar)
    window.addSubview(navigationBar)
    #expect(tabBar.barTintColor == .systemPink)
    #expect(tabBar.unselectedItemTintColor == .systemGray)
    #expect(navigationBar.barTintColor == .systemTeal)
    #expect(navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor == .systemPink)
  }

  @Test func barAppearancesAreAppliedAsCopies() {
    // UINavigationBar.h and UITabBar.h mark the bar appearances UI_APPEARANCE_SELECTOR.
    final class ProxiedNavigationBar: UINavigationBar {}
    final class ProxiedTabBar: UITabBar {}
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedNavigationBar.self, ProxiedTabBar.self]) }
    let appearance = UINavigationBarAppearance()
    appearance.backgroundColor = .systemIndigo
    ProxiedNavigationBar.appearance().standardAppearance = appearance
    ProxiedNavigationBar.appearance().scrollEdgeAppearance = appearance
    let tabAppearance = UITabBarAppearance()
    tabAppearance.configureWithOpaqueBackground()
    ProxiedTabBar.appearance().scrollEdgeAppearance = tabAppearance
    let bar = ProxiedNavigationBar()
    let tabBar = ProxiedTabBar()
    let window = window()
    window.addSubview(bar)
    window.addSubview(tabBar)
    #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
    #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
    #expect(bar.scrollEdgeAppearance !== appearance)
    #expect(tabBar.scrollEdgeAppearance?.backgroundColor == .systemBackground)
  }

  @Test func buttonTitleColourIsAppliedPerState() {
    final class ProxiedButton: UIButton {}
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedButton.self]) }
    ProxiedButton.appearance().setTitleColor(.systemPink, for: .normal)
    ProxiedButton.appearance().setTitleColor(.systemGray, for: .disabled)
    let button = ProxiedButton(type: .custom)
    button.setTitleColor(.systemGreen, for: .disabled)
    window().addSubview(button)
    #expect(button.titleColor(for: .normal) == .systemPink)
    #expect(button.titleColor(for: .disabled) == .systemGreen)
  }

  @Test func settingAPropertyOnTheProxyDoesNotMarkItAsTheApps() {
    // The proxy is itself an instance of the class; what is set on it is recorded for others.
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedSwitch.self]) }
    let proxy = ProxiedSwitch.appearance()
    proxy.onTintColor = .systemPink
    proxy.onTintColor = .systemTeal
    let control = ProxiedSwitch()
    window().addSubview(control)
    #expect(control.onTintColor == .systemTeal)
  }
}
