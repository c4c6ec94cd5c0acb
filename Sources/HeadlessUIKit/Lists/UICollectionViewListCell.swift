import Foundation

/// A collection view cell for list sections: its default content and background are those of
/// its place in the list (a row, or the header of a section whose first item is its header),
/// and it draws the separators its section gives it.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The list content configuration for the cell's place: `cell()` for a row (`sidebarCell()`
  /// in a sidebar), a header configuration for a header, `cell()` outside a list section.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    listStyle?.defaultContentConfiguration ?? .cell()
  }

  /// What the cell's list section gives it: its background and separators. Set by the
  /// collection view when it hands the cell out and when it places it.
  var listStyle: ListCellStyle?

  /// Where an automatic separator starts: where the text of the cell's content starts, the
  /// content margin a table row has.
  var separatorLeading: CGFloat { TableMetrics.contentMargin }
}
