extension UISearchBar {
  /// How a search bar's background looks. Raw values are UIKit's (UISearchBar.h, an
  /// `NSUInteger` enum): default 0, prominent 1, minimal 2.
  public enum Style: UInt, Sendable {
    /// The system's choice: currently `.prominent`.
    case `default` = 0
    /// An opaque bar behind the field, as in Mail and Messages.
    case prominent = 1
    /// No bar: the field alone, as in Calendar and Notes.
    case minimal = 2
  }
}
