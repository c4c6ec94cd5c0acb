import DeclarativeUIKit
import Testing

// Sources: UIMenu.h and UIMenuElement.h (iOS 16.5 SDK): UIMenu.Options raw values
// (displayInline 1 << 0, destructive 1 << 1, singleSelection 1 << 5), ElementSize (small 0,
// medium 1, large 2), `children`, `selectedElements`, `menuByReplacingChildren:` (Swift
// `replacingChildren(_:)`), and the Swift overlay's initializer defaults (title "", no image, a
// generated identifier, no options, `.large`, no children); UIDeferredMenuElement.h: the
// provider of `init(_:)` is called once, "when the element is first encountered in a menu", that
// of `uncached(_:)` every time; UIButton.h: `menu` defaults to nil and turns the context menu
// interaction on when set; UIControl.h: `showsMenuAsPrimaryAction` "NO by default" and
// `.menuActionTriggered` is sent as the menu opens; UIBarButtonItem.h: `menu` (iOS 14).

@MainActor @Suite struct MenuTests {
  @Test func defaultsAndRawValuesAreUIKits() {
    let menu = UIMenu()
    #expect(menu.title == "")
    #expect(menu.image == nil)
    #expect(menu.options == [])
    #expect(menu.preferredElementSize == .large)
    #expect(menu.children.isEmpty)
    #expect(UIMenu().identifier != menu.identifier)
    #expect(UIMenu.Options.displayInline.rawValue == 1)
    #expect(UIMenu.Options.destructive.rawValue == 2)
    #expect(UIMenu.Options.singleSelection.rawValue == 32)
    #expect(UIMenu.ElementSize.small.rawValue == 0)
    #expect(UIMenu.ElementSize.large.rawValue == 2)
    let button = UIButton()
    #expect(button.menu == nil)
    #expect(!button.showsMenuAsPrimaryAction)
    #expect(!button.isContextMenuInteractionEnabled)
    #expect(UIBarButtonItem().menu == nil)
  }

  @Test func replacingChildrenCopiesEverythingElse() {
    let menu = UIMenu(title: "Sort", options: .singleSelection, children: [UIAction(title: "Date") { _ in }])
    let copy = menu.replacingChildren([UIAction(title: "Name") { _ in }])
    #expect(copy !== menu)
    #expect(copy.title == "Sort")
    #expect(copy.identifier == menu.identifier)
    #expect(copy.options == .singleSelection)
    #expect(copy.children.map(\.title) == ["Name"])
  }

  @Test func aButtonMenuRunsTheChosenActionWithTheButtonAsSender() {
    var chosen: [String] = []
    // The sender's identity only: the button keeps its menu's actions, so keeping the button in
    // what they capture would be a cycle.
    var sender: ObjectIdentifier?
    let button = UIButton(type: .system)
    button.menu = UIMenu(children: [
      UIAction(title: "Rename") { action in
        chosen.append(action.title)
        sender = (action.sender as AnyObject?).map(ObjectIdentifier.init)
      },
      UIAction(title: "Delete", attributes: .destructive) { action in chosen.append(action.title) },
      UIAction(title: "Locked", attributes: .disabled) { action in chosen.append(action.title) },
    ])
    button.showsMenuAsPrimaryAction = true
    #expect(button.isContextMenuInteractionEnabled)
    var opened = 0
    button.addAction(UIAction { _ in opened += 1 }, for: .menuActionTriggered)
    #expect(button.simulateMenuChoice("Rename"))
    #expect(chosen == ["Rename"])
    #expect(sender == ObjectIdentifier(button))
    #expect(opened == 1)
    #expect(!button.simulateMenuChoice("Locked"))
    #expect(!button.simulateMenuChoice("Missing"))
    #expect(chosen == ["Rename"])
  }

  @Test func singleSelectionTurnsTheChosenActionOnAndTheOthersOff() {
    let date = UIAction(title: "Date", state: .on) { _ in }
    let name = UIAction(title: "Name") { _ in }
    let button = UIButton()
    button.menu = UIMenu(title: "Sort By", options: .singleSelection, children: [date, name])
    button.simulateMenuChoice("Name")
    #expect(date.state == .off)
    #expect(name.state == .on)
    #expect(button.menu?.selectedElements.map(\.title) == ["Name"])
  }

  @Test func deferredElementsAreAskedOnceUnlessUncached() {
    var cachedCalls = 0
    var uncachedCalls = 0
    let cached = UIDeferredMenuElement { completion in
      cachedCalls += 1
      completion([UIAction(title: "Recent") { _ in }])
    }
    let uncached = UIDeferredMenuElement.uncached { completion in
      uncachedCalls += 1
      completion([UIAction(title: "Now") { _ in }])
    }
    let button = UIButton()
    button.menu = UIMenu(children: [
      cached, uncached, UIMenu(title: "More", children: [UIAction(title: "Help") { _ in }]),
    ])
    #expect(button.simulatedMenuTitles == ["Recent", "Now", "More", "  Help"])
    #expect(button.simulateMenuChoice("Help"))
    #expect(cachedCalls == 1)
    #expect(uncachedCalls == 2)
  }

  @Test func aBarButtonItemsMenuIsOnItsButtonInTheBar() {
    var chosen = ""
    let root = UIViewController()
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Sort", menu: UIMenu(children: [UIAction(title: "Newest") { _ in chosen = "Newest" }]))
    let navigation = UINavigationController(rootViewController: root)
    navigation.loadViewIfNeeded()
    let button = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first {
      $0.title(for: .normal) == "Sort"
    }
    #expect(button?.showsMenuAsPrimaryAction == true)
    #expect(button?.simulateMenuChoice("Newest") == true)
    #expect(chosen == "Newest")
  }
}
