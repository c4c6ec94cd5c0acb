import DeclarativeUIKit
import Testing

/// Separators and backgrounds of list sections, drawn as a table of the same style draws them
/// (UICollectionLayoutList.h, UIListSeparatorConfiguration.h).
@MainActor
@Suite struct ListSeparatorTests {
  /// How many separators of the default colour (`UIColor.separator`, #3C3C43 in light mode)
  /// the SVG of a list has.
  private func separators(_ list: UICollectionLayoutListConfiguration, rows: Int = 3) -> Int {
    let view = listView(ListItems([(0..<rows).map { "Row \($0)" }]), configuration: list)
    let svg = SVGRenderer().render(view)
    return svg.components(separatedBy: "height=\"0.33\" fill=\"#3C3C43\"").count - 1
  }

  // UIListSeparatorConfiguration.h: both visibilities default to automatic, insets to the
  // automatic placeholder; the list configuration's separators are its appearance's.
  @Test func defaults() {
    let separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
    #expect(separators.topSeparatorVisibility == .automatic)
    #expect(separators.bottomSeparatorVisibility == .automatic)
    #expect(separators.topSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
    #expect(separators.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
    #expect(separators.visualEffect == nil)
    let list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(list.separatorConfiguration == separators)
    #expect(list.showsSeparators)
    #expect(list.itemSeparatorHandler == nil)
  }

  @Test func plainRowsEachHaveASeparatorAndGroupedOnesNoneUnderTheLast() {
    #expect(separators(UICollectionLayoutListConfiguration(appearance: .plain)) == 3)
    #expect(separators(UICollectionLayoutListConfiguration(appearance: .grouped)) == 2)
    #expect(separators(UICollectionLayoutListConfiguration(appearance: .insetGrouped)) == 2)
  }

  // UICollectionLayoutList.h: with showsSeparators NO the separator configuration has no effect.
  @Test func showsSeparatorsFalseDrawsNone() {
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    list.showsSeparators = false
    list.separatorConfiguration.topSeparatorVisibility = .visible
    #expect(separators(list) == 0)
  }

  // UIListSeparatorConfiguration's documentation: the item separator handler hides the bottom
  // separator of one index path.
  @Test func theHandlerHidesOneItemsSeparator() {
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    var asked: [IndexPath] = []
    list.itemSeparatorHandler = { indexPath, section in
      asked.append(indexPath)
      // The section's configuration comes resolved for the item.
      #expect(section.bottomSeparatorVisibility == .visible)
      var separators = section
      if indexPath.item == 1 { separators.bottomSeparatorVisibility = .hidden }
      return separators
    }
    #expect(separators(list) == 2)
    #expect(
      Set(asked) == [
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0),
      ])
  }

  @Test func visibleTopSeparatorsAndTheirColourAreDrawn() {
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    list.separatorConfiguration.topSeparatorVisibility = .visible
    #expect(separators(list) == 6)
    list.separatorConfiguration.color = .systemRed
    let view = listView(ListItems([["A", "B"]]), configuration: list)
    let svg = SVGRenderer().render(view)
    #expect(svg.components(separatedBy: "height=\"0.33\" fill=\"#FF3B30\"").count - 1 == 4)
  }

  @Test func theSeparatorStartsAtTheTextUnlessInsetsAreGiven() {
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    let automatic = SVGRenderer().render(listView(ListItems([["A"]]), configuration: list))
    #expect(automatic.contains("<rect x=\"20\" y=\"43.67\" width=\"370\" height=\"0.33\""))
    list.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 60, bottom: 0, trailing: 10)
    let inset = SVGRenderer().render(listView(ListItems([["A"]]), configuration: list))
    #expect(inset.contains("<rect x=\"60\" y=\"43.67\" width=\"320\" height=\"0.33\""))
  }

  // UICollectionViewListCell.h: with a system content configuration the separator is aligned
  // to the primary text, after the image (20 margin + 20-point symbol + 16 padding).
  @Test func theSeparatorStartsAfterTheImage() {
    let items = ListItems([["Inbox"]])
    items.image = UIImage(systemName: "tray")
    let svg = SVGRenderer().render(
      listView(items, configuration: UICollectionLayoutListConfiguration(appearance: .plain)))
    #expect(svg.contains("<rect x=\"56\" y=\"43.67\" width=\"334\" height=\"0.33\""))
  }

  // UICollectionLayoutList.h: backgroundColor defaults to nil, the system background of the
  // appearance (a grouped table's is systemGroupedBackground, #F2F2F7 in light mode).
  @Test func sectionsHaveTheirBackground() {
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(list.backgroundColor == nil)
    let grouped = SVGRenderer().render(listView(ListItems([["A"]]), configuration: list))
    #expect(grouped.contains("#F2F2F7"))
    list.backgroundColor = .systemIndigo
    let indigo = SVGRenderer().render(listView(ListItems([["A"]]), configuration: list))
    #expect(indigo.contains(UIColor.systemIndigo.svgHex))
    #expect(!indigo.contains("#F2F2F7"))
  }
}

extension UIColor {
  /// The colour as the SVG writes an opaque light-mode colour.
  fileprivate var svgHex: String {
    var (red, green, blue, alpha) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
    _ = resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(
      &red, green: &green, blue: &blue, alpha: &alpha)
    return String(
      format: "#%02X%02X%02X", Int((red * 255).rounded()), Int((green * 255).rounded()),
      Int((blue * 255).rounded()))
  }
}
