import Foundation

/// A menu: a titled group of actions, submenus and deferred elements, shown by a button, a bar
/// button item or a context menu.
///
/// ```swift
/// let sort = UIMenu(title: "Sort By", options: .singleSelection, children: [
///   UIAction(title: "Date", state: .on) { _ in },
///   UIAction(title: "Name") { _ in },
/// ])
/// button.menu = sort
/// button.showsMenuAsPrimaryAction = true
/// ```
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// The name of a menu. UIKit's system menus have their own; an app's menus get a unique one
  /// unless given one.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifying string.
    public let rawValue: String

    /// Creates an identifier from its string.
    /// - Parameter rawValue: The identifying string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier from its string.
    /// - Parameter rawValue: The identifying string.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// How a menu shows its children. Raw values are UIKit's (UIMenu.h): displayInline 1 << 0,
  /// destructive 1 << 1, singleSelection 1 << 5 (iOS 15).
  public struct Options: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates options from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The children show in the parent menu, set off by separators, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu's title is drawn as destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one child is on at a time; choosing one turns the others off.
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// How large an inline menu's children are drawn. Raw values are UIKit's (UIMenu.h, iOS 16):
  /// small 0, medium 1, large 2.
  public enum ElementSize: Int, Sendable {
    /// Small: icons in a row.
    case small = 0
    /// Medium: icons with titles in a row.
    case medium = 1
    /// Large: one row per child, the standard look.
    case large = 2
  }

  /// Creates a menu.
  /// - Parameters:
  ///   - title: The title, shown above the children or on a submenu's row; empty by default.
  ///   - subtitle: A second line under the title.
  ///   - image: An image next to the title.
  ///   - identifier: The menu's name; a unique one when `nil`.
  ///   - options: How the children show; none by default.
  ///   - preferredElementSize: How large inline children are; `.large` by default.
  ///   - children: The actions, submenus and deferred elements, in order.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = .large,
    children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// The menu's name.
  public let identifier: UIMenu.Identifier

  /// How the children show.
  public let options: UIMenu.Options

  /// How large inline children are drawn.
  open var preferredElementSize: UIMenu.ElementSize

  /// The actions, submenus and deferred elements, in order.
  public let children: [UIMenuElement]

  /// The children that are on (their `state` is `.on`), in order (iOS 15).
  open var selectedElements: [UIMenuElement] {
    children.filter { ($0 as? UIAction)?.state == .on }
  }

  /// A copy of this menu with other children.
  /// - Parameter newChildren: The children of the copy.
  /// - Returns: The copy.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
  }

  /// Chooses one of the menu's actions, as a tap on its row does (HeadlessUIKit only): in a
  /// single-selection menu it turns that action on and the others off, then it runs the action.
  /// Disabled actions do nothing.
  /// - Parameters:
  ///   - action: One of the menu's children.
  ///   - sender: What showed the menu (a button, say), given to the action as its sender.
  package func choose(_ action: UIAction, sender: AnyObject?) {
    guard !action.attributes.contains(.disabled) else { return }
    if options.contains(.singleSelection) {
      for case let other as UIAction in children { other.state = other === action ? .on : .off }
    }
    action.perform(sender: sender)
  }
}

/// A placeholder in a menu whose elements are provided later, when the menu opens.
///
/// ```swift
/// let recent = UIDeferredMenuElement { completion in
///   completion([UIAction(title: "Last Document") { _ in }])
/// }
/// ```
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
  /// The closure a deferred element calls for its elements; it calls its argument with them.
  public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

  /// Creates an element whose provider is called once, the first time a menu holding it opens.
  /// - Parameter elementProvider: Gives the elements to its completion handler.
  public required init(_ elementProvider: @escaping ElementProvider) {
    self.elementProvider = elementProvider
    isCached = true
    super.init(title: "", subtitle: nil, image: nil)
  }

  /// Creates an element whose provider is called every time a menu holding it opens (iOS 15).
  /// - Parameter elementProvider: Gives the elements to its completion handler.
  /// - Returns: The element.
  public class func uncached(_ elementProvider: @escaping ElementProvider) -> Self {
    let element = self.init(elementProvider)
    element.isCached = false
    return element
  }

  private let elementProvider: ElementProvider
  private var isCached: Bool
  private var cachedElements: [UIMenuElement]?

  /// The elements in the element's place as a menu opens: the provider's, asked for once when
  /// cached, every time when not; `nil` while the provider has not answered (UIKit shows a
  /// loading row then).
  package func resolvedElements() -> [UIMenuElement]? {
    if isCached, let cachedElements { return cachedElements }
    var result: [UIMenuElement]?
    elementProvider { elements in result = elements }
    if isCached { cachedElements = result }
    return result
  }
}

extension UIMenu {
  /// The elements a menu shows when it opens, with deferred elements replaced by what their
  /// providers give and hidden elements left out (HeadlessUIKit only).
  package var displayedChildren: [UIMenuElement] {
    children.flatMap { child -> [UIMenuElement] in
      if let deferred = child as? UIDeferredMenuElement { return deferred.resolvedElements() ?? [] }
      if let action = child as? UIAction, action.attributes.contains(.hidden) { return [] }
      return [child]
    }
  }
}
