import Foundation

extension UICollectionView {
  /// What kind of view an element of a collection view is.
  public enum ElementCategory: UInt, Sendable {
    /// A cell, one per item.
    case cell = 0
    /// A supplementary view such as a section header.
    case supplementaryView = 1
    /// A decoration view the layout adds.
    case decorationView = 2
  }
}

/// Where one element of a collection view goes: its frame, its index path and kind.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The element's rectangle in the collection view's content coordinates.
  open var frame: CGRect = .zero
  /// The element's index path.
  open var indexPath: IndexPath
  /// Whether it is a cell or a supplementary view.
  open private(set) var representedElementCategory: UICollectionView.ElementCategory
  /// A supplementary view's kind, or `nil` for a cell.
  open private(set) var representedElementKind: String?
  /// The element's size; setting it keeps the centre.
  open var size: CGSize {
    get { frame.size }
    set {
      frame = CGRect(
        x: frame.midX - newValue.width / 2, y: frame.midY - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }
  /// The element's centre; setting it keeps the size.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The element's stacking order; default 0.
  open var zIndex = 0
  /// Whether the element is hidden; default `false`.
  open var isHidden = false

  /// The attributes of a cell.
  /// - Parameter indexPath: The item.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .cell, kind: nil)
  }

  /// The attributes of a supplementary view.
  /// - Parameters:
  ///   - elementKind: The view's kind, such as `UICollectionView.elementKindSectionHeader`.
  ///   - indexPath: Its index path.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
  }

  /// The attributes of a decoration view.
  /// - Parameters:
  ///   - decorationViewKind: The view's kind, as registered with the layout.
  ///   - indexPath: Its index path.
  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .decorationView, kind: decorationViewKind)
  }

  /// Whether a self-sizing view keeps the width it is given and fits only its height (a
  /// compositional layout's item whose width is not estimated).
  var keepsWidth = false

  /// A copy, as UIKit's attributes are copied (`NSCopying`) before a view changes them.
  func copied() -> UICollectionViewLayoutAttributes {
    let copy = UICollectionViewLayoutAttributes(
      indexPath: indexPath, category: representedElementCategory, kind: representedElementKind)
    copy.frame = frame
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.keepsWidth = keepsWidth
    return copy
  }

  init(indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?) {
    self.indexPath = indexPath
    self.representedElementCategory = category
    self.representedElementKind = kind
    super.init()
  }
}
