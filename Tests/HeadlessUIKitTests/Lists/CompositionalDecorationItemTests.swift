import DeclarativeUIKit
import Testing

/// Section background decorations: NSCollectionLayoutDecorationItem.background(elementKind:),
/// NSCollectionLayoutSection.decorationItems and UICollectionViewLayout's
/// register(_:forDecorationViewOfKind:) (UICollectionViewCompositionalLayout.h and
/// UICollectionViewLayout.h, iOS 16.5 SDK). The header's diagram puts the background over the
/// section's geometry with the item's content insets applied; its zIndex defaults to 0 and the
/// section's other elements are promoted above it.
@MainActor
@Suite struct CompositionalDecorationItemTests {
  private static let backgroundKind = "section-background"

  /// The registered decoration class: a rounded light grey view, as the "Section Background
  /// Decoration" screen of Apple's sample registers.
  final class SectionBackground: UICollectionReusableView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .systemGray5
      layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) { nil }
  }

  /// Two sections of three 44-point rows, 10-point section insets, a 30-point header, and a
  /// background inset by 5 points.
  private func decoratedList(registering: Bool = true) -> UICollectionView {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.backgroundKind)
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    if registering { layout.register(SectionBackground.self, forDecorationViewOfKind: Self.backgroundKind) }
    return flowGrid(FlowItems([3, 3]), layout: layout)
  }

  @Test func aBackgroundItemHasItsKindAndZIndexZero() {
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "kind")
    #expect(background.elementKind == "kind")
    #expect(background.zIndex == 0)
    #expect(background.contentInsets == .zero)
    #expect(
      NSCollectionLayoutSection(group: .horizontal(layoutSize: background.layoutSize, subitems: []))
        .decorationItems.isEmpty)
  }

  /// Each section is 30 (header) + 10 + 3 × 44 + 10 = 182 points tall; the background covers
  /// it across the whole width, 5 points in.
  @Test func aBackgroundCoversItsSectionInsetByItsContentInsets() {
    let grid = decoratedList()
    let layout = grid.collectionViewLayout
    let first = layout.layoutAttributesForDecorationView(
      ofKind: Self.backgroundKind, at: IndexPath(item: 0, section: 0))
    #expect(first?.frame == CGRect(x: 5, y: 5, width: 380, height: 172))
    #expect(first?.representedElementCategory == .decorationView)
    #expect(first?.representedElementKind == Self.backgroundKind)
    #expect(first?.zIndex == 0)
    let second = layout.layoutAttributesForDecorationView(
      ofKind: Self.backgroundKind, at: IndexPath(item: 0, section: 1))
    #expect(second?.frame == CGRect(x: 5, y: 187, width: 380, height: 172))
    #expect(
      layout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func theLayoutMakesTheRegisteredClassBehindTheSectionsItems() {
    let grid = decoratedList()
    let backgrounds = grid.subviews.compactMap { $0 as? SectionBackground }
    let frames: [CGRect] = backgrounds.map(\.frame).sorted { $0.minY < $1.minY }
    #expect(
      frames == [CGRect(x: 5, y: 5, width: 380, height: 172), CGRect(x: 5, y: 187, width: 380, height: 172)])
    let firstCell = grid.visibleCells.compactMap { grid.subviews.firstIndex(of: $0) }.min() ?? -1
    let lastBackground = backgrounds.compactMap { grid.subviews.firstIndex(of: $0) }.max() ?? .max
    #expect(lastBackground < firstCell)
  }

  @Test func theBackgroundIsDrawn() {
    let svg = SVGRenderer().render(decoratedList())
    // Both sections' backgrounds, rounded, in the registered class's grey, before the cells.
    let background = "<g transform=\"translate(5 5)\" data-view=\"SectionBackground\">"
    let firstCell = "data-view=\"UICollectionViewCell\""
    #expect(svg.contains(background))
    #expect(svg.contains("<g transform=\"translate(5 187)\" data-view=\"SectionBackground\">"))
    #expect(svg.contains("V160C380 166.63 374.63 172 368 172H12") && svg.contains("fill=\"#E5E5EA\""))
    let backgroundAt = svg.range(of: background)?.lowerBound
    let cellAt = svg.range(of: firstCell)?.lowerBound
    #expect(backgroundAt != nil && cellAt != nil && backgroundAt! < cellAt!)
  }

  @Test func theAttributesOfADecorationViewHaveItsKind() {
    let attributes = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: "kind", with: IndexPath(item: 0, section: 2))
    #expect(attributes.representedElementCategory == .decorationView)
    #expect(attributes.representedElementKind == "kind")
    #expect(attributes.indexPath == IndexPath(item: 0, section: 2))
  }

  /// UIKit raises when it cannot make a view of a kind nobody registered.
  @Test func anUnregisteredDecorationKindStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = CompositionalDecorationItemTests().decoratedList(registering: false)
      }
    }
  }
}
