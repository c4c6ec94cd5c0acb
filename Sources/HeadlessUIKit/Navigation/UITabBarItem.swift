import Foundation

/// A tab of a tab bar: a title and an image, with an optional selected image and badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The system's standard tabs. Raw values are UIKit's (UITabBarItem.h): more 0 to
  /// mostViewed 11.
  public enum SystemItem: Int, Sendable {
    /// More.
    case more = 0
    /// Favorites.
    case favorites = 1
    /// Featured.
    case featured = 2
    /// Top Rated.
    case topRated = 3
    /// Recents.
    case recents = 4
    /// Contacts.
    case contacts = 5
    /// History.
    case history = 6
    /// Bookmarks.
    case bookmarks = 7
    /// Search.
    case search = 8
    /// Downloads.
    case downloads = 9
    /// Most Recent.
    case mostRecent = 10
    /// Most Viewed.
    case mostViewed = 11
  }

  /// Creates an item with no title or image.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive. HeadlessUIKit reads no archived properties: the item is
  /// a default item, as if made with `init()`.
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates an item with a title, an image and a tag.
  /// - Parameters:
  ///   - title: The title under the image.
  ///   - image: The image.
  ///   - tag: A number to tell items apart.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and an image for when it is selected.
  /// - Parameters:
  ///   - title: The title under the image.
  ///   - image: The image.
  ///   - selectedImage: The image while selected.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates a system item.
  /// - Parameters:
  ///   - systemItem: Which standard tab.
  ///   - tag: A number to tell items apart.
  public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
    self.init()
    self.tag = tag
    title = UITabBarItem.title(of: systemItem)
    image = UIImage(systemName: UITabBarItem.symbol(of: systemItem))
  }

  /// The image while selected; `nil` uses `image`.
  open var selectedImage: UIImage? { didSet { barItemDidChange() } }

  /// Text in a badge on the item; `nil` (no badge) by default.
  open var badgeValue: String? { didSet { barItemDidChange() } }

  /// The badge's colour; `nil` for the system's red.
  open var badgeColor: UIColor? { didSet { barItemDidChange() } }

  /// The tab bar that shows the item, told when the item changes, as UIKit's tab bars follow
  /// their items.
  package weak var hostTabBar: UITabBar?

  package override func barItemDidChange() {
    hostTabBar?.itemsDidChange()
  }

  private static func title(of item: SystemItem) -> String {
    switch item {
    case .more: "More"
    case .favorites: "Favorites"
    case .featured: "Featured"
    case .topRated: "Top Rated"
    case .recents: "Recents"
    case .contacts: "Contacts"
    case .history: "History"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .downloads: "Downloads"
    case .mostRecent: "Most Recent"
    case .mostViewed: "Most Viewed"
    }
  }

  private static func symbol(of item: SystemItem) -> String {
    switch item {
    case .search: "magnifyingglass"
    case .favorites: "star.fill"
    case .contacts: "person.crop.circle"
    case .history, .recents, .mostRecent: "clock"
    case .bookmarks: "book"
    case .downloads: "arrow.down.circle"
    default: "ellipsis"
    }
  }
}
