import DeclarativeUIKit
import Testing

/// UICollectionViewListCell's accessories (UICollectionViewListCell.h and UIKit's Swift
/// interface of UICellAccessory): shown in their editing states, laid out at their edges outside
/// the content view, drawn, and indented with the cell.
@MainActor
@Suite struct ListCellAccessoriesTests {
  /// A plain list of three rows whose cells get `accessories`, laid out.
  private func list(_ accessories: @escaping (IndexPath) -> [UICellAccessory]) -> ListCollectionView {
    let items = ListItems([["Inbox", "Drafts", "Sent"]])
    let view = listView(items, configuration: UICollectionLayoutListConfiguration(appearance: .plain))
    for indexPath in view.indexPathsForVisibleItems {
      (view.cellForItem(at: indexPath) as? UICollectionViewListCell)?.accessories = accessories(indexPath)
    }
    view.layoutIfNeeded()
    return view
  }

  private func cell(_ view: UICollectionView, _ item: Int) -> UICollectionViewListCell? {
    view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
  }

  // The Swift interface's defaults: editing controls show while editing, indicators and labels
  // always; options default to shown; UICellAccessory.h: a reorder control shows its vertical
  // separator, a label uses the body font and follows the content size, a custom view is sized
  // during layout.
  @Test func defaults() {
    #expect(UICellAccessory.delete().accessoryType == .delete)
    #expect(UICellAccessory.disclosureIndicator().accessoryType == .disclosureIndicator)
    #expect(UICellAccessory.ReorderOptions().showsVerticalSeparator)
    #expect(!UICellAccessory.CheckmarkOptions().isHidden)
    #expect(UICellAccessory.LabelOptions().font == .preferredFont(forTextStyle: .body))
    #expect(UICellAccessory.LabelOptions().adjustsFontForContentSizeCategory)
    #expect(UICellAccessory.OutlineDisclosureOptions().style == .automatic)
    let custom = UICellAccessory.CustomViewConfiguration(customView: UIView(), placement: .trailing())
    #expect(!custom.maintainsFixedSize)
    let cell = UICollectionViewListCell()
    #expect(cell.accessories.isEmpty)
    #expect(cell.indentationLevel == 0)
    #expect(cell.indentsAccessories)
    // UITableViewCell.h's indentation width (UICollectionViewListCell.h gives none).
    #expect(cell.indentationWidth == 10)
  }

  @Test func trailingAccessoriesSitOutsideTheContentView() {
    let view = list { _ in [.disclosureIndicator()] }
    let row = cell(view, 0)
    // The content view stops where the accessory's slot begins: 390 less the 20-point margin
    // and the accessory's standard width.
    let width = 390 - 20 - UICellAccessory.standardWidthForTests
    #expect(row?.contentView.frame == CGRect(x: 0, y: 0, width: width, height: 44))
    let svg = SVGRenderer().render(view)
    // Three chevrons in the tertiary label colour (#3C3C43 at 30% in light mode).
    #expect(svg.components(separatedBy: "stroke-linejoin=\"round\"").count - 1 == 3)
  }

  @Test func accessoriesFollowTheCollectionViewsEditingState() {
    let view = list { _ in [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)] }
    let row = cell(view, 1)
    #expect(row?.contentView.frame.minX == 0)
    #expect(!SVGRenderer().render(view).contains("r=\"11\""))
    view.isEditing = true
    view.layoutIfNeeded()
    // The delete control takes the leading edge and the content view moves in after it.
    let leading = 20 + UICellAccessory.standardWidthForTests
    #expect(row?.contentView.frame.minX == leading)
    let svg = SVGRenderer().render(view)
    // Three red delete circles (systemRed, #FF3B30: UICellAccessory.h's default red).
    #expect(svg.components(separatedBy: "r=\"11\" fill=\"#FF3B30\"").count - 1 == 3)
    // No chevrons while editing; the separator starts at the moved text.
    #expect(svg.contains("<rect x=\"64\""))
    view.isEditing = false
    view.layoutIfNeeded()
    #expect(row?.contentView.frame.minX == 0)
  }

  @Test func aLabelAccessoryShowsItsText() {
    let view = list { indexPath in [.label(text: "\(indexPath.item * 7 + 3)"), .disclosureIndicator()] }
    let svg = SVGRenderer().render(view)
    #expect(svg.contains(">10<"))
    let label = cell(view, 1)?.subviews.compactMap { $0 as? UILabel }.first
    #expect(label?.text == "10")
    // The label sits before the indicator, the content view before the label.
    #expect((label?.frame.maxX ?? 0) < 390 - 20 - UICellAccessory.standardWidthForTests)
    #expect((cell(view, 1)?.contentView.frame.maxX ?? 0) <= label?.frame.minX ?? 0)
  }

  // UICellAccessory.h: a custom view keeps its frame's size with maintainsFixedSize, else it
  // is sized during layout (by its content).
  @Test func aCustomViewKeepsItsSizeOnlyWhenAsked() {
    let fixed = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    fixed.text = "New"
    let sized = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    sized.text = "New"
    let view = list { indexPath in
      switch indexPath.item {
      case 0:
        return [
          .customView(
            configuration: .init(customView: fixed, placement: .leading(), maintainsFixedSize: true))
        ]
      case 1: return [.customView(configuration: .init(customView: sized, placement: .leading()))]
      default: return []
      }
    }
    #expect(fixed.superview === cell(view, 0))
    #expect(fixed.frame == CGRect(x: 20, y: 12, width: 60, height: 20))
    #expect(cell(view, 0)?.contentView.frame.minX == 80)
    #expect(sized.frame.width == sized.intrinsicContentSize.width)
    #expect(sized.frame.width < 60)
  }

  // UICollectionViewListCell.h: the indentation is indentationLevel × indentationWidth; with
  // indentsAccessories NO only the content view moves in.
  @Test func indentationMovesTheContentAndTheLeadingAccessories() {
    let view = list { _ in [.multiselect(displayed: .always)] }
    let row = cell(view, 2)
    let standard = UICellAccessory.standardWidthForTests
    #expect(row?.contentView.frame.minX == 20 + standard)
    row?.indentationLevel = 3
    #expect(row?.contentView.frame.minX == 50 + standard)
    row?.indentsAccessories = false
    // The accessory stays at the edge; the content view keeps the indentation.
    #expect(row?.contentView.frame.minX == 20 + standard)
    row?.accessories = []
    #expect(row?.contentView.frame.minX == 30)
  }

  // Apple's documentation: the reorder control (UICellAccessoryReorder) and, on iOS, the
  // outline disclosure (UICellAccessoryOutlineDisclosure) appear at the trailing edge; the
  // insert control sits at the leading edge with the other editing controls.
  @Test func systemAccessoriesTakeTheirEdges() throws {
    let view = list { _ in [.insert(displayed: .always), .outlineDisclosure(), .reorder(displayed: .always)] }
    let row = try #require(cell(view, 0))
    let standard = UICellAccessory.standardWidthForTests
    #expect(row.contentView.frame.minX == 20 + standard)
    // Two trailing slots with the spacing between them, in from the trailing margin.
    #expect(row.contentView.frame.maxX == 390 - 20 - standard * 2 - 12)
  }

  // A self-sizing list row measures its content at the width the accessories leave it: text
  // that fits one line across the row wraps beside a wide label accessory.
  @Test func aRowIsMeasuredAtTheWidthItsAccessoriesLeave() {
    let title = "Notifications from shared albums"
    let plain = UICollectionLayoutListConfiguration(appearance: .plain)
    let alone = listView(ListItems([[title]]), configuration: plain)
    let items = ListItems([[title]])
    items.accessories = { _ in [.label(text: "Every day at noon"), .disclosureIndicator()] }
    let beside = listView(items, configuration: plain)
    #expect(alone.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 44)
    #expect((beside.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height ?? 0) > 44)
  }

  @Test func tappingAnAccessoryRunsItsHandler() {
    var deleted: [Int] = []
    let view = list { indexPath in [.delete(displayed: .always) { deleted.append(indexPath.item) }] }
    #expect(cell(view, 1)?.simulateTap(onAccessory: .delete) == true)
    #expect(deleted == [1])
    #expect(cell(view, 1)?.simulateTap(onAccessory: .checkmark) == false)
  }
}

extension UICellAccessory {
  /// The width HeadlessUIKit reserves for a system accessory of `.standard` width (no public
  /// source: see TableMetrics.listAccessoryStandardWidth).
  fileprivate static let standardWidthForTests: CGFloat = 24
}

/// What HeadlessUIKit does with two accessories of one kind.
@Suite struct ListCellAccessoryMisuseExitTests {
  // No public source gives UIKit's answer; HeadlessUIKit stops rather than drop one.
  @Test func twoAccessoriesOfOneKindStop() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        UICollectionViewListCell().accessories = [.checkmark(), .checkmark(displayed: .whenEditing)]
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("the accessories hold two of the same kind"))
  }
}
