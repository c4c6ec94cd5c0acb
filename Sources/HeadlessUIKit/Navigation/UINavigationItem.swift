import Foundation

/// What a navigation bar shows for one view controller: its title, whether the title is large,
/// the back button's title and the bar button items on each side.
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

  /// Creates an item with a title.
  /// - Parameter title: The title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// The title in the middle of the bar.
  open var title: String?

  /// When the bar shows this item's title large; `.automatic` by default.
  open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic

  /// The title of the back button that leads back to this item's view controller; `nil` uses
  /// the title.
  open var backButtonTitle: String?

  /// Whether the back button is hidden; `false` by default.
  open var hidesBackButton = false

  /// The items on the leading side, from the edge inwards.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The items on the trailing side, from the edge inwards.
  open var rightBarButtonItems: [UIBarButtonItem]?

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
}
