import DeclarativeUIKit
import Testing

// Sources: UISearchController.h (iOS 16.5 SDK): obscuresBackgroundDuringPresentation "default is
// NO for apps linked on iOS 15.0 and later"; hidesNavigationBarDuringPresentation "default is
// YES"; automaticallyShowsCancelButton "Default YES" (shows Cancel while active);
// automaticallyShowsSearchResultsController "Defaults to true", and setting
// showsSearchResultsController turns it off; UISearchResultsUpdating is asked "when the search
// bar becomes the first responder or when the user makes changes inside the search bar" (Apple's
// documentation of updateSearchResults(for:)). UINavigationItem.h: searchController shows its
// search bar in the navigation bar; hidesSearchBarWhenScrolling defaults to true.

@MainActor private final class Updater: NSObject, UISearchResultsUpdating {
  var texts: [String] = []
  func updateSearchResults(for searchController: UISearchController) {
    texts.append(searchController.searchBar.text ?? "")
  }
}

@MainActor private final class Delegate: NSObject, UISearchControllerDelegate {
  var calls: [String] = []
  func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
  func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
  func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
  func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
}

@MainActor private func show(_ root: UIViewController) -> UIWindow {
  let screen = UIScreen(device: .iPhone15)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.rootViewController = root
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return window
}

@MainActor @Suite struct SearchControllerTests {
  @Test func defaultsAreUIKits() {
    let search = UISearchController(searchResultsController: nil)
    #expect(!search.obscuresBackgroundDuringPresentation)
    #expect(search.hidesNavigationBarDuringPresentation)
    #expect(search.automaticallyShowsCancelButton)
    #expect(search.automaticallyShowsSearchResultsController)
    #expect(!search.isActive)
    #expect(search.searchResultsController == nil)
    #expect(UINavigationItem(title: "").hidesSearchBarWhenScrolling)
    #expect(UINavigationItem(title: "").searchController == nil)
  }

  @Test func editingActivatesTypingUpdatesAndCancelEnds() {
    let results = UIViewController()
    let search = UISearchController(searchResultsController: results)
    let updater = Updater()
    let delegate = Delegate()
    search.searchResultsUpdater = updater
    search.delegate = delegate
    let root = UIViewController()
    root.navigationItem.searchController = search
    _ = show(UINavigationController(rootViewController: root))
    search.searchBar.searchTextField.simulateTyping("Fuji")
    #expect(search.isActive)
    #expect(search.searchBar.showsCancelButton)
    #expect(updater.texts.last == "Fuji")
    #expect(search.showsSearchResultsController)
    #expect(search.searchBar.simulateCancelButtonTap())
    #expect(!search.isActive)
    #expect(search.searchBar.text == "")
    #expect(!search.searchBar.showsCancelButton)
    #expect(delegate.calls == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
  }

  @Test func settingShowsSearchResultsControllerTurnsOffTheAutomaticOne() {
    let search = UISearchController(searchResultsController: UIViewController())
    search.showsSearchResultsController = true
    #expect(!search.automaticallyShowsSearchResultsController)
  }

  @Test func theNavigationBarShowsTheSearchBarUnderTheTitle() {
    let root = UIViewController()
    root.title = "Mountains"
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    _ = show(navigation)
    let search = UISearchController(searchResultsController: nil)
    root.navigationItem.searchController = search
    navigation.view.layoutIfNeeded()
    #expect(search.searchBar.superview === navigation.navigationBar)
    #expect(search.searchBar.frame == CGRect(x: 0, y: 96, width: 393, height: 56))
    #expect(abs(navigation.navigationBar.frame.height - (96 + 56)) < 0.01)
    #expect(abs(root.view.safeAreaInsets.top - (59 + 96 + 56)) < 0.01)
  }
}
