import Foundation

/// An item shown on a bar: a title, an image, whether it is enabled and a tag. The base of
/// `UIBarButtonItem` and `UITabBarItem`.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// Creates an item with no title or image.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive. HeadlessUIKit reads no archived properties: the item is
  /// a default item, as if made with `init()`. Appearance proxies are made with it.
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// What appearance proxies know of the item: whether it is a proxy, and which customizable
  /// properties the app set on it (made on first use).
  package lazy var appearanceState = AppearanceState()

  /// The item's title; `nil` by default.
  open var title: String? { didSet { barItemDidChange() } }
  /// The item's image; `nil` by default.
  open var image: UIImage? { didSet { barItemDidChange() } }
  /// Whether the item responds to touches; `true` by default.
  open var isEnabled = true { didSet { barItemDidChange() } }
  /// A number to tell items apart; 0 by default.
  open var tag = 0

  /// Called after a property the bar shows changed, so the bar showing the item redraws it.
  package func barItemDidChange() {}
}

extension UIBarItem: AppearanceCustomizable {}
