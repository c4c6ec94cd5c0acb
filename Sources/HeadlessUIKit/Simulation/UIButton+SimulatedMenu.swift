import Foundation

extension UIButton {
  /// Opens the button's menu and chooses the action with a title, as a person does with a tap
  /// (when `showsMenuAsPrimaryAction` is on) or a long press, then a tap on the row
  /// (HeadlessUIKit only).
  ///
  /// The button sends `.menuActionTriggered` as the menu opens (UIControl.h); deferred elements
  /// are filled in by their providers; submenus are searched. In a menu with `.singleSelection`
  /// the chosen action is turned on and its siblings off; then the action runs with the button
  /// as its sender. Disabled and hidden actions cannot be chosen.
  ///
  /// ```swift
  /// button.menu = UIMenu(children: [UIAction(title: "Rename") { _ in rename() }])
  /// button.showsMenuAsPrimaryAction = true
  /// button.simulateMenuChoice("Rename")
  /// ```
  /// - Parameter title: The title of the action to choose.
  /// - Returns: `false`, and nothing runs, when the button has no menu, does not take touches,
  ///   or the menu has no enabled action with that title.
  @discardableResult
  public func simulateMenuChoice(_ title: String) -> Bool {
    guard let menu, acceptsSimulatedTouches else { return false }
    sendActions(for: .menuActionTriggered)
    guard let (action, parent) = Self.find(title, in: menu), !action.attributes.contains(.disabled) else {
      return false
    }
    parent.choose(action, sender: self)
    return true
  }

  /// The titles the button's menu shows when it opens, submenus' children indented by two
  /// spaces (HeadlessUIKit only): what a person would read.
  public var simulatedMenuTitles: [String] {
    guard let menu else { return [] }
    return Self.titles(in: menu, indent: "")
  }

  private static func find(_ title: String, in menu: UIMenu) -> (UIAction, UIMenu)? {
    for element in menu.displayedChildren {
      if let action = element as? UIAction, action.title == title { return (action, menu) }
      if let submenu = element as? UIMenu, let found = find(title, in: submenu) { return found }
    }
    return nil
  }

  private static func titles(in menu: UIMenu, indent: String) -> [String] {
    menu.displayedChildren.flatMap { element -> [String] in
      if let submenu = element as? UIMenu {
        let inline = submenu.options.contains(.displayInline)
        let heading = inline || submenu.title.isEmpty ? [] : [indent + submenu.title]
        return heading + titles(in: submenu, indent: inline ? indent : indent + "  ")
      }
      return [indent + element.title]
    }
  }
}
