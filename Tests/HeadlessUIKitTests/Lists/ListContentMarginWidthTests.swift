import DeclarativeUIKit
import Testing

/// A compositional list takes the system margin of its width, as a table does: 16 points up to
/// 375 points wide, 20 above (the recordings are cited at
/// `UIViewController.systemMinimumSideMargin(forWidth:)`; getsentry/sentry-cocoa's 300-point
/// iOS 16 dump is of such a list, its inset-grouped cells at x 16). The margin sets the inset of
/// inset-grouped sections, the text of rows and headers, and the accessories.
@MainActor
@Suite struct ListContentMarginWidthTests {
  private func list(width: CGFloat) -> ListCollectionView {
    let items = ListItems([["Inbox", "Drafts"]])
    items.accessories = { _ in [.disclosureIndicator()] }
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    return listView(items, configuration: configuration, width: width)
  }

  /// The first label under `view`, in `view`'s coordinates.
  private func labelFrame(in view: UIView) -> CGRect? {
    var queue = view.subviews
    while !queue.isEmpty {
      let next = queue.removeFirst()
      if let label = next as? UILabel { return label.convert(label.bounds, to: view) }
      queue += next.subviews
    }
    return nil
  }

  @Test(arguments: [(CGFloat(300), CGFloat(16)), (375, 16), (390, 20), (430, 20)])
  func theMarginFollowsTheWidth(width: CGFloat, margin: CGFloat) throws {
    let view = list(width: width)
    let row = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    // The inset-grouped card is inset by the margin on both sides.
    #expect(row.frame.minX == margin)
    #expect(row.frame.width == width - 2 * margin)
    // The text starts one margin into the card.
    #expect(labelFrame(in: row)?.minX == margin)
    // The chevron's slot ends one margin before the card's trailing edge.
    let chevron = try #require(row.subviews.first { $0 !== row.contentView && !$0.isHidden })
    #expect(chevron.frame.maxX == row.bounds.width - margin)
    let header = try #require(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(labelFrame(in: header)?.minX == (header.frame.minX == 0 ? 2 * margin : margin))
  }
}
