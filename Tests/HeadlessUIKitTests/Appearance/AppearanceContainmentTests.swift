import DeclarativeUIKit
import Testing

// Sources: UIAppearance.h (iOS 16.5 SDK): `+appearanceWhenContainedInInstancesOfClasses:`
// customizes "instances of a class contained within an instance of a container class, or
// instances in a hierarchy"; the containers are listed innermost first
// (`@[[UITabBarController class], [UISplitViewController class]]` is a bar in a tab bar
// controller in a split view controller); "In any given view hierarchy the outermost
// appearance proxy wins. Specificity (depth of the chain) is the tie-breaker." Views and view
// controllers are the containers (UIView and UIViewController adopt UIAppearanceContainer).
//
// These tests proxy UIKit's own classes, but only inside containers private to this file, so
// no other suite's views are reached; the suite is serialized and forgets the proxies inside
// its containers after each test.
@MainActor
@Suite(.serialized) struct AppearanceContainmentTests {
  private final class Panel: UIView {}
  private final class Card: UIView {}
  private final class SettingsController: UIViewController {}
  private final class BrandedNavigationController: UINavigationController {}

  private func window() -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  private func forgetProxies() {
    AppearanceRegistry.shared.removeProxies(containedIn: [
      Panel.self, Card.self, SettingsController.self, BrandedNavigationController.self,
    ])
  }

  @Test func aContainedProxyReachesOnlyViewsInsideAContainerOfItsType() {
    defer { forgetProxies() }
    UISwitch.appearance(whenContainedInInstancesOf: [Panel.self]).onTintColor = .systemPink
    let panel = Panel()
    let row = UIView()
    let inside = UISwitch()
    let outside = UISwitch()
    row.addSubview(inside)
    panel.addSubview(row)
    let window = window()
    window.addSubview(panel)
    window.addSubview(outside)
    #expect(inside.onTintColor == .systemPink)
    #expect(outside.onTintColor == nil)
  }

  @Test func aViewControllerIsAContainerOfTheViewsInItsView() {
    defer { forgetProxies() }
    UISwitch.appearance(whenContainedInInstancesOf: [SettingsController.self]).onTintColor = .systemPink
    let controller = SettingsController()
    let control = UISwitch()
    controller.view.addSubview(control)
    let window = window()
    window.rootViewController = controller
    #expect(control.onTintColor == .systemPink)
  }

  @Test func aContainedProxyWinsOverThePlainOne() {
    final class ProxiedSwitch: UISwitch {}
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedSwitch.self]) }
    ProxiedSwitch.appearance(whenContainedInInstancesOf: [Panel.self]).onTintColor = .systemTeal
    ProxiedSwitch.appearance().onTintColor = .systemPink
    let panel = Panel()
    let inside = ProxiedSwitch()
    let outside = ProxiedSwitch()
    panel.addSubview(inside)
    let window = window()
    window.addSubview(panel)
    window.addSubview(outside)
    #expect(inside.onTintColor == .systemTeal)
    #expect(outside.onTintColor == .systemPink)
  }

  @Test(arguments: [true, false])
  func theProxyOfTheOutermostContainerWins(cardOutside: Bool) {
    defer { forgetProxies() }
    UISwitch.appearance(whenContainedInInstancesOf: [Panel.self]).onTintColor = .systemPink
    UISwitch.appearance(whenContainedInInstancesOf: [Card.self]).onTintColor = .systemTeal
    let card = Card()
    let panel = Panel()
    let control = UISwitch()
    if cardOutside {
      panel.addSubview(control)
      card.addSubview(panel)
      window().addSubview(card)
    } else {
      card.addSubview(control)
      panel.addSubview(card)
      window().addSubview(panel)
    }
    #expect(control.onTintColor == (cardOutside ? .systemTeal : .systemPink))
  }

  @Test func theLongerChainBreaksATieBetweenProxiesWithTheSameOutermostContainer() {
    defer { forgetProxies() }
    UISwitch.appearance(whenContainedInInstancesOf: [Panel.self, Card.self]).onTintColor = .systemPink
    UISwitch.appearance(whenContainedInInstancesOf: [Card.self]).onTintColor = .systemTeal
    let card = Card()
    let panel = Panel()
    let inPanel = UISwitch()
    let besidePanel = UISwitch()
    panel.addSubview(inPanel)
    card.addSubview(panel)
    card.addSubview(besidePanel)
    window().addSubview(card)
    #expect(inPanel.onTintColor == .systemPink)
    #expect(besidePanel.onTintColor == .systemTeal)
  }

  @Test func aChainNeedsItsContainersInOrderInnermostFirst() {
    defer { forgetProxies() }
    UISwitch.appearance(whenContainedInInstancesOf: [Card.self, Panel.self]).onTintColor = .systemPink
    // A card outside a panel is the wrong way round.
    let card = Card()
    let panel = Panel()
    let control = UISwitch()
    panel.addSubview(control)
    card.addSubview(panel)
    window().addSubview(card)
    #expect(control.onTintColor == nil)
  }

  @Test func aNavigationBarInANavigationControllerOfTheContainerTypeTakesTheProxy() {
    defer { forgetProxies() }
    let barProxy = UINavigationBar.appearance(whenContainedInInstancesOf: [BrandedNavigationController.self])
    barProxy.tintColor = .systemPink
    barProxy.barTintColor = .systemTeal
    let branded = BrandedNavigationController(rootViewController: UIViewController())
    let plain = UINavigationController(rootViewController: UIViewController())
    window().rootViewController = branded
    window().rootViewController = plain
    #expect(branded.navigationBar.tintColor == .systemPink)
    #expect(branded.navigationBar.barTintColor == .systemTeal)
    #expect(plain.navigationBar.barTintColor == nil)
  }

  @Test func barButtonItemsOnABarInTheContainerTakeTheItemProxy() {
    // UIBarButtonItem.h does not mark tintColor UI_APPEARANCE_SELECTOR; UIKit applies it to
    // the items of the bars its containers reach.
    defer { forgetProxies() }
    UIBarButtonItem.appearance(whenContainedInInstancesOf: [
      UINavigationBar.self, BrandedNavigationController.self,
    ])
    .tintColor = .systemPink
    let root = UIViewController()
    let edit = UIBarButtonItem(title: "Edit")
    let done = UIBarButtonItem(title: "Done")
    done.tintColor = .systemGreen
    root.navigationItem.rightBarButtonItems = [edit, done]
    let branded = BrandedNavigationController(rootViewController: root)
    window().rootViewController = branded
    #expect(edit.tintColor == .systemPink)
    #expect(done.tintColor == .systemGreen)
  }
}
