import Foundation

/// A view a table or collection view hands out again once it leaves the screen: table cells,
/// table header and footer views, a collection view's cells and supplementary views.
@MainActor
protocol ListReusableView: UIView {
  /// Makes a view of a registered class (UIKit makes them with their designated initializer).
  init()
  /// The identifier the view is reused under.
  var reuseIdentifier: String? { get set }
  /// Resets the view before it is handed out again.
  func prepareForReuse()
}

extension UITableViewCell: ListReusableView {}
extension UITableViewHeaderFooterView: ListReusableView {}
extension UICollectionReusableView: ListReusableView {}

/// The classes registered for reuse keys and the views waiting for reuse under them. A table
/// view keeps one for its cells and one for its header and footer views (keyed by reuse
/// identifier); a collection view one for all its views (keyed by ``CollectionReuseKey``).
@MainActor
struct ListReusePool<Key: Hashable, View: ListReusableView> {
  private var classes: [Key: View.Type] = [:]
  private var nibs: [Key: UINib] = [:]
  private var waiting: [Key: [View]] = [:]

  /// Registers the class to make views of for a key; `nil`, or a class that is not a `View`,
  /// removes the registration.
  mutating func register(_ viewClass: AnyClass?, for key: Key) {
    nibs[key] = nil
    classes[key] = viewClass.flatMap { $0 as? View.Type }
  }

  /// Registers the nib to make views from for a key; `nil` removes the registration.
  mutating func register(_ nib: UINib?, for key: Key) {
    classes[key] = nil
    nibs[key] = nib
  }

  /// Whether a class or nib is registered for the key.
  func isRegistered(_ key: Key) -> Bool {
    classes[key] != nil || nibs[key] != nil
  }

  /// A view waiting under the key, prepared for reuse; else a new one of the class registered
  /// for it, reused under `identifier`; else `nil`.
  mutating func dequeue(_ key: Key, identifier: String) -> View? {
    if let view = waiting[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    if let nib = nibs[key] {
      return nib.instantiate(withOwner: nil, options: nil).first as? View
    }
    guard let viewClass = classes[key] else { return nil }
    let view = viewClass.init()
    view.reuseIdentifier = identifier
    return view
  }

  /// Takes a view out of its superview and keeps it for reuse under the key.
  mutating func enqueue(_ view: View, under key: Key) {
    view.removeFromSuperview()
    waiting[key, default: []].append(view)
  }
}

/// What a collection view's view is reused as: a cell of an identifier, or a supplementary view
/// of a kind and identifier.
enum CollectionReuseKey: Hashable {
  case cell(identifier: String)
  case supplementary(kind: String, identifier: String)
}

/// Which element of a collection view a supplementary or decoration view shows: its category,
/// kind and index path (UIKit keys its views the same way, by kind and index path).
struct CollectionElementKey: Hashable {
  var category: UICollectionView.ElementCategory
  var kind: String
  var indexPath: IndexPath
}
