import Foundation

/// A view a compositional layout puts behind a section, such as a rounded background under its
/// items; the layout makes it from the class registered for its kind with
/// ``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``.
///
/// ```swift
/// let background = NSCollectionLayoutDecorationItem.background(elementKind: "section-background")
/// background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
/// section.decorationItems = [background]
/// layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "section-background")
/// ```
///
/// A background covers the section's whole area, its headers and footers and its content
/// insets included, inset by its own ``NSCollectionLayoutItem/contentInsets``
/// (UICollectionViewCompositionalLayout.h draws it over the section's geometry with its insets
/// applied); its ``zIndex`` is 0 and the section's cells and supplementary views come in front.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The kind of view that shows it.
  public let elementKind: String
  /// Its stacking order; default 0, behind the section's other elements
  /// (UICollectionViewCompositionalLayout.h).
  open var zIndex = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }

  /// A background behind a whole section.
  /// - Parameter elementKind: The kind of view that shows it, registered with the layout.
  public class func background(elementKind: String) -> Self {
    // UIKit's factory returns an instance of the class it is called on; HeadlessUIKit makes
    // decoration items of this class only (its initializer is not required, as UIKit's is
    // unavailable), so calling it on a subclass stops the program.
    guard let item = NSCollectionLayoutDecorationItem(elementKind: elementKind) as? Self else {
      fatalError("NSCollectionLayoutDecorationItem: background(elementKind:) makes only this class's items")
    }
    return item
  }

  /// Its frame over a section's area.
  func frame(over section: CGRect) -> CGRect {
    CGRect(
      x: section.minX + contentInsets.leading, y: section.minY + contentInsets.top,
      width: max(0, section.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, section.height - contentInsets.top - contentInsets.bottom))
  }
}
