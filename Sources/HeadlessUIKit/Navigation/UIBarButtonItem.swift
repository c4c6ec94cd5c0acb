import Foundation

/// A button on a navigation bar or toolbar: a title, an image or a system item, with an action.
///
/// HeadlessUIKit has no selectors, so actions are `UIAction`s (`primaryAction`), as with
/// UIKit's iOS 14 initializers.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///   systemItem: .add, primaryAction: UIAction { _ in addRow() })
/// ```
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// How a bar button item looks. Raw values are UIKit's (UIBarButtonItem.h): plain 0,
  /// done 2 (1 was the retired bordered style).
  public enum Style: Int, Sendable {
    /// A plain item.
    case plain = 0
    /// A bold item that ends a task.
    case done = 2
  }

  /// The system's standard items. Raw values are UIKit's (UIBarButtonItem.h), from done 0 to
  /// close 24 (23, the retired page curl, is left out).
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done = 0
    /// Cancel.
    case cancel = 1
    /// Edit.
    case edit = 2
    /// Save.
    case save = 3
    /// A plus sign.
    case add = 4
    /// Space that stretches.
    case flexibleSpace = 5
    /// Space of a fixed width.
    case fixedSpace = 6
    /// A compose icon.
    case compose = 7
    /// A reply icon.
    case reply = 8
    /// A share icon.
    case action = 9
    /// An organize icon.
    case organize = 10
    /// A bookmarks icon.
    case bookmarks = 11
    /// A search icon.
    case search = 12
    /// A refresh icon.
    case refresh = 13
    /// A stop icon.
    case stop = 14
    /// A camera icon.
    case camera = 15
    /// A trash icon.
    case trash = 16
    /// A play icon.
    case play = 17
    /// A pause icon.
    case pause = 18
    /// A rewind icon.
    case rewind = 19
    /// A fast-forward icon.
    case fastForward = 20
    /// Undo.
    case undo = 21
    /// Redo.
    case redo = 22
    /// A close icon.
    case close = 24
  }

  /// Creates a plain item with no title, image or action.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive. HeadlessUIKit reads no archived properties: the item is
  /// a default item, as if made with `init()`.
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates an item with a title or an image, an action and a menu.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - primaryAction: What a tap does; its title and image are used when `title` and `image`
  ///     are `nil`.
  ///   - menu: A menu the item shows on a tap when it has no primary action, else on a long press.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates a system item with an action and a menu.
  /// - Parameters:
  ///   - systemItem: Which standard item.
  ///   - primaryAction: What a tap does.
  ///   - menu: A menu the item shows.
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
    if systemItem == .done { style = .done }
  }

  /// Creates an item that shows a view of your own in the bar.
  /// - Parameter customView: The view; the bar gives it its own size (its intrinsic size, else
  ///   its frame's).
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// A view shown in place of a title or image; `nil` by default.
  open var customView: UIView? {
    didSet { barItemDidChange() }
  }

  /// The menu the item shows (iOS 14); `nil` by default.
  open var menu: UIMenu? {
    didSet { barItemDidChange() }
  }

  /// Plain or done; `.plain` by default.
  open var style: UIBarButtonItem.Style = .plain {
    didSet { barItemDidChange() }
  }

  /// The standard item this is, if made from one (HeadlessUIKit keeps it to draw the item).
  public private(set) var systemItem: UIBarButtonItem.SystemItem?

  /// What a tap does.
  open var primaryAction: UIAction? {
    didSet { barItemDidChange() }
  }

  /// The item's colour; `nil` to use the bar's tint.
  open var tintColor: UIColor? {
    didSet {
      barItemDidChange()
      appearancePropertyDidChange(\UIBarButtonItem.tintColor)
    }
  }

  /// The navigation bar that shows the item, told when the item changes, as UIKit's bars follow
  /// their items.
  package weak var hostBar: UINavigationBar?

  package override func barItemDidChange() {
    hostBar?.barButtonItemDidChange()
  }

  /// The width of a fixed space item; 0 by default.
  open var width: CGFloat = 0
}
