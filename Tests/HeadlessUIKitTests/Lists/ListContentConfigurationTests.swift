import DeclarativeUIKit
import Testing

/// UITableViewCell's defaults and UIListContentConfiguration's layouts.
@MainActor
@Suite struct ListContentConfigurationTests {
  // UITableViewCell.h: accessoryType none, selectionStyle default, not selected; the frame of a
  // cell made outside a table is {320, 44} (recorded in the write-up
  // "UITableView：复用池的真实结构与代理调用顺序").
  @Test func cellDefaults() {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: "value")
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(cell.reuseIdentifier == "value")
    #expect(cell.accessoryType == .none)
    #expect(cell.accessoryView == nil)
    #expect(cell.selectionStyle == .default)
    #expect(!cell.isSelected)
    #expect(cell.contentView.superview === cell)
    #expect(cell.contentView.frame == cell.bounds)
    #expect(cell.contentConfiguration == nil)
    #expect(UITableViewCell().reuseIdentifier == nil)
  }

  // UIListContentConfiguration documentation: cell() shows one label; valueCell() a label and a
  // value beside it at the trailing edge; subtitleCell() the secondary text below. The fonts
  // (body for text, subheadline for a subtitle, body for a value) and colours (label,
  // secondaryLabel) have no public source: they are what iOS 16 shows.
  @Test func eachStyleHasItsConfiguration() {
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
    #expect(
      UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
    #expect(
      UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell()
    )
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(UIListContentConfiguration.cell().textProperties.font == body)
    #expect(UIListContentConfiguration.cell().textProperties.color == .label)
    #expect(
      UIListContentConfiguration.subtitleCell().secondaryTextProperties.font
        == UIFont.preferredFont(forTextStyle: .subheadline))
    #expect(UIListContentConfiguration.valueCell().secondaryTextProperties.font == body)
    #expect(UIListContentConfiguration.valueCell().secondaryTextProperties.color == .secondaryLabel)
    #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    #expect(!UIListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
  }

  private func laidOut(_ content: UIListContentConfiguration, width: CGFloat = 390) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.contentConfiguration = content
    cell.frame = CGRect(x: 0, y: 0, width: width, height: 60)
    cell.layoutIfNeeded()
    return cell
  }

  private func labels(of cell: UITableViewCell) -> [UILabel] {
    cell.contentView.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
  }

  @Test func valueCellPutsTheValueAtTheTrailingEdge() {
    var content = UIListContentConfiguration.valueCell()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    let found = labels(of: laidOut(content))
    let text = found.first { $0.text == "Wi-Fi" }
    let value = found.first { $0.text == "Home" }
    #expect(abs((text?.frame.minX ?? 0) - 20) < 1e-9)
    #expect(abs((value?.frame.maxX ?? 0) - 370) < 0.01)
    #expect(abs((text?.frame.midY ?? 0) - (value?.frame.midY ?? 1)) < 0.01)
  }

  @Test func subtitleCellPutsTheSecondaryTextBelow() {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Title"
    content.secondaryText = "Subtitle"
    let found = labels(of: laidOut(content))
    let text = found.first { $0.text == "Title" }
    let secondary = found.first { $0.text == "Subtitle" }
    #expect(abs((text?.frame.minX ?? 0) - (secondary?.frame.minX ?? 1)) < 1e-9)
    #expect((secondary?.frame.minY ?? 0) > (text?.frame.maxY ?? 0))
  }

  @Test func accessoryNarrowsTheContentView() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    cell.accessoryType = .disclosureIndicator
    #expect(cell.contentView.frame.width < 390)
    cell.accessoryType = .none
    #expect(cell.contentView.frame.width == 390)
  }
}
