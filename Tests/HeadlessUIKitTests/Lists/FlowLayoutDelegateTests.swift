import DeclarativeUIKit
import Testing

/// UICollectionViewDelegateFlowLayout: the flow layout asks the collection view's delegate for
/// item sizes, section insets, spacings and header and footer sizes, and uses its own
/// properties for what the delegate does not answer (UICollectionViewFlowLayout.h: every
/// method of the protocol is optional).
@MainActor
@Suite struct FlowLayoutDelegateTests {
  /// A delegate sizing items from a list, with per-section insets and spacings.
  final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
    var sizes: [CGSize] = []
    var inset = UIEdgeInsets(top: 20, left: 16, bottom: 30, right: 16)
    var asked = 0

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      asked += 1
      return sizes[indexPath.item % sizes.count]
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets { section == 0 ? .zero : inset }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize { CGSize(width: 999, height: section == 0 ? 0 : 44) }
  }

  /// A delegate that only sets the spacing: items keep the layout's size.
  final class Spacing: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 2 }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { 2 }
  }

  // Apple, "Using the Flow Layout" (Collection View Programming Guide for iOS): items of
  // different sizes fill each line as far as they fit; a line is as tall as its tallest item,
  // and a shorter item is centred in it (stackoverflow.com/questions/16837928: "By default ...
  // cells are centered vertically").
  @Test func itemsOfTheirOwnSizesFillLinesAndCentreInThem() {
    let sizes = Sizes()
    sizes.sizes = [
      CGSize(width: 100, height: 50), CGSize(width: 200, height: 80), CGSize(width: 150, height: 40),
    ]
    let grid = flowGrid(FlowItems([3]), layout: UICollectionViewFlowLayout(), delegate: sizes)
    // 100 + 10 + 200 fit in 390, 150 more does not: the first line holds two, its 90 points
    // left over between them.
    #expect(grid.frame(ofItem: 0) == CGRect(x: 0, y: 15, width: 100, height: 50))
    #expect(grid.frame(ofItem: 1) == CGRect(x: 190, y: 0, width: 200, height: 80))
    #expect(grid.frame(ofItem: 2) == CGRect(x: 0, y: 90, width: 150, height: 40))
    #expect(grid.contentSize == CGSize(width: 390, height: 130))
    #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == grid.frame(ofItem: 1))
  }

  // The documentation of referenceSizeForHeaderInSection: in a vertical layout only the height
  // counts, the header as wide as the collection view; insetForSectionAt puts space around
  // that section's items only.
  @Test func insetsAndHeadersComePerSection() {
    let sizes = Sizes()
    sizes.sizes = [CGSize(width: 170, height: 100)]
    let grid = flowGrid(FlowItems([2, 2]), layout: UICollectionViewFlowLayout(), delegate: sizes)
    #expect(grid.frame(ofItem: 0) == CGRect(x: 0, y: 0, width: 170, height: 100))
    #expect(grid.frame(ofItem: 1) == CGRect(x: 220, y: 0, width: 170, height: 100))
    let header = grid.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.frame == CGRect(x: 0, y: 100, width: 390, height: 44))
    // Section 1: 44 header, 20 inset; across, 16 each side leaves 358 for two items of 170.
    #expect(grid.frame(ofItem: 0, section: 1) == CGRect(x: 16, y: 164, width: 170, height: 100))
    #expect(grid.frame(ofItem: 1, section: 1) == CGRect(x: 204, y: 164, width: 170, height: 100))
    // 100 for section 0; 44 + 20 + 100 + 30 for section 1.
    #expect(grid.contentSize.height == 294)
    #expect(grid.subviews.contains { $0.tag == -1 && $0.frame.minY == 100 })
  }

  // UIKit asks a delegate that sizes items for every item's size, as its documentation of
  // collectionView(_:layout:sizeForItemAt:) says the layout asks for each item.
  @Test func aDelegateThatSizesItemsIsAskedForEachItem() {
    let sizes = Sizes()
    sizes.sizes = [CGSize(width: 120, height: 120)]
    let grid = flowGrid(FlowItems([1_000]), layout: UICollectionViewFlowLayout(), delegate: sizes)
    sizes.asked = 0
    grid.collectionViewLayout.invalidateLayout()
    grid.layoutIfNeeded()
    #expect(sizes.asked == 1_000)
    #expect(grid.frame(ofItem: 999)?.minY == CGFloat(333 * 130))
  }

  // A delegate that leaves the size to the layout keeps the layout's itemSize, and its
  // spacings apply: 2 points leave room for seven 50-point items in 390.
  @Test(arguments: [100, 100_000])
  func aDelegateThatOnlySpacesKeepsTheGridVisibleOnly(count: Int) {
    let spacing = Spacing()
    let grid = flowGrid(FlowItems([count]), layout: UICollectionViewFlowLayout(), delegate: spacing)
    // Seven items leave 40 points for six gaps.
    #expect(grid.frame(ofItem: 1) == CGRect(x: 50 + CGFloat(40) / 6, y: 0, width: 50, height: 50))
    #expect(grid.frame(ofItem: 7)?.minY == 52)
    // 844 / 52: lines 0 to 16 show, seven items each.
    #expect(grid.visibleCells.count == min(count, 17 * 7))
  }

  // UIKit logs "negative or zero sizes are not supported in the flow layout" for a delegate's
  // size (quoted in github.com/jessesquires/JSQMessagesViewController issue 819) and goes on.
  @Test func aNegativeSizeIsLoggedAndTakesNoRoom() {
    let sizes = Sizes()
    sizes.sizes = [CGSize(width: 100, height: 100), CGSize(width: -20, height: 100)]
    let (grid, messages) = LayoutLog.capture {
      flowGrid(FlowItems([3]), layout: UICollectionViewFlowLayout(), delegate: sizes)
    }
    #expect(messages.contains("negative or zero sizes are not supported in the flow layout\n"))
    #expect(grid.frame(ofItem: 1)?.width == 0)
    #expect(grid.frame(ofItem: 2)?.minY == 0)
  }

  // The same wording with "item" for the layout's own itemSize, as device logs quoted in
  // public code show ("[Assert] negative or zero item sizes are not supported in the flow
  // layout", e.g. github.com/LiuXingCode/LXScrollContentView issue 1).
  @Test func aZeroItemSizeIsLogged() {
    let layout = UICollectionViewFlowLayout()
    let (_, messages) = LayoutLog.capture { layout.itemSize = .zero }
    #expect(messages == ["negative or zero item sizes are not supported in the flow layout\n"])
  }
}
