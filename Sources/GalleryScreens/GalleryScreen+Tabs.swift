import DeclarativeUIKit

extension GalleryScreen {
  /// A reading app: a tab bar controller with three tabs, each a navigation controller; the
  /// first shows today's articles as cards.
  static let tabs: GalleryScreen = GalleryScreen(
    name: "tabs", summary: "A tab bar app: three tabs of navigation controllers, cards on the first"
  ) {
    let today = UIViewController {
      UIScrollingVStack(spacing: 16) {
        card("Design", "Building screens as values", "Keeping view code small on UIKit.")
        card("Swift", "Strict concurrency in practice", "What changed in the move to Swift 6.")
        card("Testing", "Snapshots without a simulator", "Drawing real screens to SVG on Linux.")
      }
      .padding(UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16))
    }
    .title("Today")
    .tabBarItem(UITabBarItem(title: "Today", image: UIImage(systemName: "doc.text.image"), tag: 0))
    let library = UIViewController { UIView() }
      .title("Library")
      .tabBarItem(UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 1))
    let search = UIViewController { UIView() }
      .title("Search")
      .tabBarItem(UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 2))
    let tabs = UITabBarController()
    tabs.viewControllers = [today, library, search].map { root in
      let navigation = UINavigationController(rootViewController: root).prefersLargeTitles(true)
      navigation.tabBarItem = root.tabBarItem
      return navigation
    }
    return tabs
  }

  /// A card: a coloured category, a title and a summary, on the grouped background.
  @MainActor
  private static func card(_ category: String, _ title: String, _ summary: String) -> UIView {
    UIVStack(spacing: 6) {
      UILabel().text(category.uppercased()).font(.preferredFont(forTextStyle: .caption1))
        .textColor(.systemBlue).adjustsFontForContentSizeCategory(true)
      UILabel().text(title).font(.preferredFont(forTextStyle: .title3)).numberOfLines(0)
        .adjustsFontForContentSizeCategory(true)
      UILabel().text(summary).font(.preferredFont(forTextStyle: .body)).textColor(.secondaryLabel)
        .numberOfLines(0).adjustsFontForContentSizeCategory(true)
    }
    .padding(16)
    .backgroundColor(.secondarySystemBackground)
    .cornerRadius(12)
  }
}
