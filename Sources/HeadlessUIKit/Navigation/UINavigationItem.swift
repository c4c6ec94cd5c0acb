import Foundation

/// What a navigation bar shows for one view controller: its title or title view, a prompt,
/// whether the title is large, the back button and the bar button items on each side.
///
/// Items are live, as in UIKit: whatever is set, before or after the view controller is pushed,
/// reaches every bar that shows the item at once.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// When a navigation bar shows its large title. Raw values are UIKit's
  /// (UINavigationItem.h): automatic 0, always 1, never 2.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the previous item does; the first item shows a large title when the bar prefers them.
    case automatic = 0
    /// Always large when this item is on top.
    case always = 1
    /// Never large.
    case never = 2
  }

  /// What the back button leading to the item below shows. Raw values are UIKit's
  /// (UINavigationItem.h, iOS 14): default 0, generic 1, minimal 2.
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The previous item's back button title or title.
    case `default` = 0
    /// "Back".
    case generic = 1
    /// The chevron alone.
    case minimal = 2
  }

  /// Creates an item with a title.
  /// - Parameter title: The title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// The title in the middle of the bar.
  open var title: String? { didSet { itemDidChange() } }

  /// A view shown in the middle of the bar in place of the title; `nil` by default.
  open var titleView: UIView? { didSet { itemDidChange() } }

  /// A line of text above the title, in its own row at the top of the bar; `nil` by default.
  open var prompt: String? { didSet { itemDidChange() } }

  /// When the bar shows this item's title large; `.automatic` by default.
  open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic {
    didSet { itemDidChange() }
  }

  /// The item shown as the back button that leads back to this item's view controller; `nil`
  /// makes one from `backButtonTitle` or the title.
  open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }

  /// The title of the back button that leads back to this item's view controller; `nil` uses
  /// the title.
  open var backButtonTitle: String? { didSet { itemDidChange() } }

  /// What the back button on the next item's bar shows; `.default` by default.
  open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode = .default {
    didSet { itemDidChange() }
  }

  /// Whether the back button is hidden; `false` by default.
  open var hidesBackButton = false { didSet { itemDidChange() } }

  /// Hides or shows the back button.
  /// - Parameters:
  ///   - hidesBackButton: Whether to hide it.
  ///   - animated: Whether to animate (there is no animation here).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Whether the leading items go after the back button instead of replacing it; `false` by
  /// default.
  open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }

  /// The items on the leading side, from the edge inwards.
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
  /// The items on the trailing side, from the edge inwards.
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

  /// The first leading item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first trailing item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the leading items.
  /// - Parameters:
  ///   - items: The items, from the edge inwards.
  ///   - animated: Whether to animate (there is no animation here).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the trailing items.
  /// - Parameters:
  ///   - items: The items, from the edge inwards.
  ///   - animated: Whether to animate (there is no animation here).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Sets the one leading item.
  /// - Parameters:
  ///   - item: The item, or `nil` for none.
  ///   - animated: Whether to animate (there is no animation here).
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the one trailing item.
  /// - Parameters:
  ///   - item: The item, or `nil` for none.
  ///   - animated: Whether to animate (there is no animation here).
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// A search controller whose search bar the navigation bar shows under the title (iOS 11);
  /// `nil` by default.
  open var searchController: UISearchController? { didSet { itemDidChange() } }

  /// Whether the search bar hides as the content scrolls up; `true` by default
  /// (UINavigationItem.h). At rest it shows either way.
  open var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }

  // MARK: Bar appearances for this item (UINavigationItem.h)

  /// How the bar looks at its standard height while this item is on top, or `nil` for the
  /// bar's own; the item keeps a copy.
  open var standardAppearance: UINavigationBarAppearance? {
    didSet {
      standardAppearance = standardAppearance.map(UINavigationBarAppearance.init(barAppearance:))
      itemDidChange()
    }
  }

  /// How the bar looks at its compact height while this item is on top, or `nil` for the
  /// bar's own; the item keeps a copy.
  open var compactAppearance: UINavigationBarAppearance? {
    didSet {
      compactAppearance = compactAppearance.map(UINavigationBarAppearance.init(barAppearance:))
      itemDidChange()
    }
  }

  /// How the bar looks with no content scrolled under it while this item is on top, or `nil`
  /// for the bar's own; the item keeps a copy.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      scrollEdgeAppearance = scrollEdgeAppearance.map(UINavigationBarAppearance.init(barAppearance:))
      itemDidChange()
    }
  }

  /// How the bar looks at its compact height with no content scrolled under it while this item
  /// is on top, or `nil` for the bar's own; the item keeps a copy.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      compactScrollEdgeAppearance = compactScrollEdgeAppearance.map(
        UINavigationBarAppearance.init(barAppearance:))
      itemDidChange()
    }
  }

  // MARK: Reaching the bars

  /// The bars that show this item, held weakly.
  private var bars: [WeakBar] = []

  private struct WeakBar {
    weak var bar: UINavigationBar?
  }

  /// Records that `bar` shows this item, so changes reach it.
  package func attach(to bar: UINavigationBar) {
    bars.removeAll { $0.bar == nil || $0.bar === bar }
    bars.append(WeakBar(bar: bar))
  }

  /// Tells the bars showing this item that it changed, as UIKit's bars follow their items.
  package func itemDidChange() {
    bars.removeAll { $0.bar == nil }
    for entry in bars { entry.bar?.itemDidChange(self) }
  }
}
