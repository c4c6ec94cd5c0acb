import DeclarativeUIKit
import Testing

/// UICollectionViewCell's backgroundView and selectedBackgroundView (UICollectionViewCell.h,
/// iOS 16.5 SDK): the background view is behind all other views; the selected background view
/// sits above it and shows on selection.
@MainActor
@Suite struct CollectionCellBackgroundViewTests {
  @Test func backgroundsGoBehindTheContentInOrderAndFollowTheCell() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
    let background = UIView()
    let selected = UIView()
    cell.selectedBackgroundView = selected
    cell.backgroundView = background
    #expect(cell.subviews.first === background)
    #expect(cell.subviews.firstIndex(of: selected) == 1)
    #expect(cell.subviews.last === cell.contentView)
    cell.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
    #expect(background.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    #expect(selected.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
  }

  @Test func theSelectedBackgroundShowsOnlyWhileSelectedOrHighlighted() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let selected = UIView()
    cell.selectedBackgroundView = selected
    #expect(selected.isHidden)
    cell.isSelected = true
    #expect(!selected.isHidden)
    cell.isSelected = false
    cell.isHighlighted = true
    #expect(!selected.isHidden)
    cell.isHighlighted = false
    #expect(selected.isHidden)
  }

  @Test func replacingABackgroundTakesTheOldOneOut() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let old = UIView()
    cell.backgroundView = old
    cell.backgroundView = UIView()
    #expect(old.superview == nil)
  }
}

/// UICollectionViewCell.backgroundConfiguration (UICollectionViewCell.h, iOS 14): it supersedes
/// the background views, which are nil while it is set; a list cell shows it instead of its
/// section's background.
@MainActor
@Suite struct CollectionCellBackgroundConfigurationTests {
  @Test func aConfigurationClearsTheBackgroundViews() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(cell.backgroundConfiguration == nil)
    cell.backgroundView = UIView()
    cell.selectedBackgroundView = UIView()
    cell.backgroundConfiguration = .clear()
    #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
  }

  @Test func aListCellDrawsItsConfigurationInsteadOfTheSectionsBackground() throws {
    let items = ListItems([["One"]])
    let view = listView(items, configuration: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    let before = SVGRenderer().render(cell)
    #expect(before.contains("fill=\"#FFFFFF\""))
    cell.backgroundConfiguration = .clear()
    #expect(!SVGRenderer().render(cell).contains("fill=\"#FFFFFF\""))
    var yellow = UIBackgroundConfiguration.clear()
    yellow.backgroundColor = .systemYellow
    cell.backgroundConfiguration = yellow
    #expect(SVGRenderer().render(cell).contains("fill=\"#FFCC00\""))
  }
}
