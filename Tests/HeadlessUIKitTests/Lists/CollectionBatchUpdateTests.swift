import DeclarativeUIKit
import Testing

/// A collection view's batch updates: items that stay keep their cells, and a data source that
/// disagrees with the changes stops the program with UIKit's message, which speaks of items and
/// of the collection view (not of a table's rows).
@MainActor
@Suite struct CollectionBatchUpdateTests {
  private func grid(_ items: FlowItems) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    return flowGrid(items, layout: layout)
  }

  @Test func insertedItemsMoveTheCellsAfterThem() {
    let items = FlowItems([4])
    let grid = grid(items)
    let second = grid.cellForItem(at: IndexPath(item: 1, section: 0))
    items.counts = [5]
    grid.insertItems(at: [IndexPath(item: 0, section: 0)])
    grid.layoutIfNeeded()
    #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0)) === second)
  }

  /// The message a device prints for a wrong item count after an update (mikaoj/BSImagePicker
  /// issue 329, iOS 12.4).
  @Test func aWrongItemCountStopsWithTheCollectionViewsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let items = FlowItems([3])
        let layout = UICollectionViewFlowLayout()
        let grid = flowGrid(items, layout: layout)
        grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let message: String = """
      UICollectionView: Invalid update: invalid number of items in section 0. The number of items \
      contained in an existing section after the update (3) must be equal to the number of items \
      contained in that section before the update (3), plus or minus the number of items inserted \
      or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items \
      moved into or out of that section (0 moved in, 0 moved out).
      """
    #expect(text.contains(message))
  }

  /// firebase/friendlypix-ios issue 43 quotes the device's words for deleting an item that is
  /// not there.
  @Test func deletingAnItemThatIsNotThereStopsWithTheCollectionViewsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let items = FlowItems([3])
        let grid = flowGrid(items, layout: UICollectionViewFlowLayout())
        items.counts = [2]
        grid.deleteItems(at: [IndexPath(item: 7, section: 0)])
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains("attempt to delete item 7 from section 0 which only contains 3 items before the update"))
  }

  /// voxeet/voxeet-uxkit-reactnative issue 61 (iOS 15.2) quotes the words for inserting an
  /// item past the new count.
  @Test func insertingPastTheNewCountStopsWithTheCollectionViewsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let items = FlowItems([1])
        let grid = flowGrid(items, layout: UICollectionViewFlowLayout())
        grid.insertItems(at: [IndexPath(item: 1, section: 0)])
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains(
        "attempt to insert item 1 into section 0, but there are only 1 items in section 0 after the update"))
  }

  /// firebase/friendlypix-ios issue 43 quotes the sections message of a collection view.
  @Test func aWrongSectionCountStopsWithTheCollectionViewsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let items = FlowItems([1, 1])
        let grid = flowGrid(items, layout: UICollectionViewFlowLayout())
        grid.deleteSections(IndexSet(integer: 0))
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains(
        "The number of sections contained in the collection view after the update (2) must be equal to the "
          + "number of sections contained in the collection view before the update (2), plus or minus the "
          + "number of sections inserted or deleted (0 inserted, 1 deleted)."))
  }
}
