import HeadlessUIKit
import Testing

/// A collection view cell's content view follows the cell's size however it is set.
@MainActor
@Suite struct CollectionCellContentViewTests {
  @Test func theContentViewFollowsTheCellsBounds() {
    let cell = UICollectionViewCell(frame: .zero)
    cell.bounds = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
  }

  @Test func theContentViewResizesWithTheCell() {
    let cell = UICollectionViewCell(frame: .zero)
    let mask: UIView.AutoresizingMask = cell.contentView.autoresizingMask
    #expect(mask == [.flexibleWidth, .flexibleHeight])
  }
}
