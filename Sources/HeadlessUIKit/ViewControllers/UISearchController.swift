import Foundation

/// Told when the search text or scope changes, to update the results.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// Called when the search bar's text changes and when search starts: filter the results here.
  /// - Parameter searchController: The search controller.
  func updateSearchResults(for searchController: UISearchController)
}

/// Told as a search controller becomes active and stops being active. Every method has a
/// default that does nothing, as the Objective-C protocol's are optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
  /// Called before search becomes active.
  /// - Parameter searchController: The search controller.
  func willPresentSearchController(_ searchController: UISearchController)
  /// Called after search became active.
  /// - Parameter searchController: The search controller.
  func didPresentSearchController(_ searchController: UISearchController)
  /// Called before search stops.
  /// - Parameter searchController: The search controller.
  func willDismissSearchController(_ searchController: UISearchController)
  /// Called after search stopped.
  /// - Parameter searchController: The search controller.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing.
  /// - Parameter searchController: The search controller.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  /// - Parameter searchController: The search controller.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  /// - Parameter searchController: The search controller.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  /// - Parameter searchController: The search controller.
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Search for a screen: a search bar, usually in the navigation bar through
/// `navigationItem.searchController`, that tells an updater what is typed, and an optional
/// view controller that shows the results over the screen.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self
/// search.searchBar.placeholder = "Search Mountains"
/// navigationItem.searchController = search
/// ```
///
/// Beginning to edit the search bar makes it active (the Cancel button shows, the updater is
/// asked); typing asks the updater again; Cancel clears the text and ends it.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// Creates a search controller.
  /// - Parameter searchResultsController: The view controller that shows the results, or `nil`
  ///   to show them in the searched view controller itself.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
  }

  /// Creates a search controller without a results controller.
  /// - Parameters:
  ///   - nibNameOrNil: The name of a nib file (unused).
  ///   - nibBundleOrNil: The bundle of the nib file (unused).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    searchResultsController = nil
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    searchBar.searchController = self
  }

  /// Creates a search controller from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
    searchBar.searchController = self
  }

  /// The search bar the controller manages.
  public let searchBar = UISearchBar()

  /// The view controller that shows the results, if any.
  public let searchResultsController: UIViewController?

  /// The object asked to update the results; not kept alive.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

  /// The object told as search starts and stops; not kept alive.
  open weak var delegate: (any UISearchControllerDelegate)?

  /// Whether the content is dimmed while search is active; `false` by default for apps built
  /// with the iOS 15 SDK or later (UISearchController.h).
  open var obscuresBackgroundDuringPresentation = false

  /// Whether the navigation bar hides while search is active; `true` by default
  /// (UISearchController.h).
  open var hidesNavigationBarDuringPresentation = true

  /// Whether the Cancel button shows while search is active; `true` by default
  /// (UISearchController.h). Setting the search bar's `showsCancelButton` turns it off.
  open var automaticallyShowsCancelButton = true

  /// Whether the results controller shows by itself once there is text; `true` by default
  /// (UISearchController.h). Setting `showsSearchResultsController` turns it off.
  open var automaticallyShowsSearchResultsController = true

  /// Whether the results controller shows. Set by the controller while
  /// `automaticallyShowsSearchResultsController` is on; setting it turns that off.
  open var showsSearchResultsController: Bool {
    get { storedShowsResults }
    set {
      automaticallyShowsSearchResultsController = false
      storedShowsResults = newValue
    }
  }

  private var storedShowsResults = false

  /// Whether search is active: the search bar is in use. Setting it starts or ends search, with
  /// the delegate's calls around it.
  open var isActive: Bool {
    get { storedIsActive }
    set {
      guard newValue != storedIsActive else { return }
      if newValue {
        delegate?.willPresentSearchController(self)
        storedIsActive = true
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
      } else {
        delegate?.willDismissSearchController(self)
        storedIsActive = false
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        searchBar.searchTextField.resignFirstResponder()
        updateResultsVisibility()
        delegate?.didDismissSearchController(self)
      }
    }
  }

  private var storedIsActive = false

  // MARK: What the search bar tells

  /// The search bar began editing: search becomes active.
  package func searchBarDidBeginEditing() {
    isActive = true
  }

  /// The text changed: the updater is asked, and the results controller shows once there is
  /// text.
  package func searchBarTextDidChange() {
    if !isActive { isActive = true }
    updateResultsVisibility()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// Cancel was tapped: the text is cleared and search ends.
  package func searchBarCancelled() {
    searchBar.text = ""
    isActive = false
  }

  private func updateResultsVisibility() {
    guard automaticallyShowsSearchResultsController else { return }
    storedShowsResults = isActive && !(searchBar.text ?? "").isEmpty
  }
}
