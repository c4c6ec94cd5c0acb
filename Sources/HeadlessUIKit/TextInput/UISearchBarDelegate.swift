import Foundation

/// What a search bar asks before editing and tells after, and the buttons it reports. Every
/// method is optional, as in UIKit: the defaults below allow everything and do nothing.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
  /// Asks whether editing may begin; `true` by default.
  /// - Parameter searchBar: The search bar.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool

  /// Tells that editing began.
  /// - Parameter searchBar: The search bar.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)

  /// Asks whether editing may end; `true` by default.
  /// - Parameter searchBar: The search bar.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool

  /// Tells that editing ended.
  /// - Parameter searchBar: The search bar.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)

  /// Tells that the user changed the text (clearing included).
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - searchText: The new text.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)

  /// Asks whether the user's change of a range of the text may happen; `true` by default.
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - range: The range replaced, in UTF-16 units.
  ///   - text: The replacement.
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool

  /// Tells that the keyboard's search button was pressed.
  /// - Parameter searchBar: The search bar.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)

  /// Tells that the cancel button was tapped.
  /// - Parameter searchBar: The search bar.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// Allows editing to begin.
  /// - Parameter searchBar: The search bar.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }

  /// Does nothing.
  /// - Parameter searchBar: The search bar.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}

  /// Allows editing to end.
  /// - Parameter searchBar: The search bar.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }

  /// Does nothing.
  /// - Parameter searchBar: The search bar.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}

  /// Does nothing.
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - searchText: The new text.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}

  /// Allows the change.
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - range: The range replaced.
  ///   - text: The replacement.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }

  /// Does nothing.
  /// - Parameter searchBar: The search bar.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}

  /// Does nothing.
  /// - Parameter searchBar: The search bar.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
