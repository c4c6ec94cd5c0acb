import DeclarativeUIKit
import Testing

/// Swipe actions of list sections: UICollectionLayoutList.h's leading and trailing swipe
/// actions configuration providers, called for the index path swiped.
@MainActor
@Suite struct ListSwipeActionsTests {
  @Test func theProvidersGiveTheActionsOfTheItemSwiped() {
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    var deleted: [IndexPath] = []
    var flagged: [IndexPath] = []
    list.trailingSwipeActionsConfigurationProvider = { indexPath in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, view, done in
          #expect(view is UICollectionViewListCell)
          deleted.append(indexPath)
          done(true)
        }
      ])
    }
    list.leadingSwipeActionsConfigurationProvider = { indexPath in
      indexPath.item == 0
        ? nil
        : UISwipeActionsConfiguration(actions: [
          UIContextualAction(style: .normal, title: "Flag") { _, _, done in
            flagged.append(indexPath)
            done(true)
          }
        ])
    }
    let view = listView(ListItems([["A", "B", "C"]]), configuration: list)
    #expect(view.simulateTrailingSwipeAction(onItemAt: IndexPath(item: 2, section: 0)))
    #expect(deleted == [IndexPath(item: 2, section: 0)])
    #expect(!view.simulateTrailingSwipeAction(at: 1, onItemAt: IndexPath(item: 2, section: 0)))
    #expect(!view.simulateLeadingSwipeAction(onItemAt: IndexPath(item: 0, section: 0)))
    #expect(view.simulateLeadingSwipeAction(onItemAt: IndexPath(item: 1, section: 0)))
    #expect(flagged == [IndexPath(item: 1, section: 0)])
  }

  @Test func aListWithoutProvidersHasNoSwipeActions() {
    let view = listView(
      ListItems([["A"]]), configuration: UICollectionLayoutListConfiguration(appearance: .plain))
    #expect(!view.simulateTrailingSwipeAction(onItemAt: IndexPath(item: 0, section: 0)))
  }
}
