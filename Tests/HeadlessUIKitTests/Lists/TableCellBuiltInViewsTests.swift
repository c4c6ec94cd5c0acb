import DeclarativeUIKit
import Testing

/// Rows of a style, filled the way code before iOS 14 fills them: through the cell's built-in
/// `textLabel`, `detailTextLabel` and `imageView`.
@MainActor
private final class LegacyRows: NSObject, UITableViewDataSource {
  let style: UITableViewCell.CellStyle
  var titles: [String]
  var details: [String?]
  var image: UIImage?

  init(style: UITableViewCell.CellStyle, titles: [String], details: [String?] = [], image: UIImage? = nil) {
    self.style = style
    self.titles = titles
    self.details = details
    self.image = image
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "legacy")
      ?? UITableViewCell(style: style, reuseIdentifier: "legacy")
    cell.textLabel?.text = titles[indexPath.row]
    cell.detailTextLabel?.text = indexPath.row < details.count ? details[indexPath.row] : nil
    cell.imageView?.image = image
    return cell
  }
}

/// Whether two lengths agree to a thousandth of a point (frames are sums of solved values).
private func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool {
  abs(a - b) < 0.001
}

/// A table cell's built-in views: which styles have which, what they look like, and where the
/// cell puts them (UITableViewCell.h and the sources in `TableCellBuiltInViews`).
@MainActor
@Suite struct TableCellBuiltInViewsTests {
  /// A laid-out 390-point table of rows kept alive with it.
  private func table(_ rows: LegacyRows) -> (UITableView, LegacyRows) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
    table.dataSource = rows
    table.layoutIfNeeded()
    return (table, rows)
  }

  // UITableViewCell.h: the detail label is "created if necessary (and the current style
  // supports a detail label)"; the default style has none.
  @Test(arguments: [
    (UITableViewCell.CellStyle.default, false), (.value1, true), (.value2, true), (.subtitle, true),
  ])
  func onlyStylesWithADetailLabelHaveOne(style: UITableViewCell.CellStyle, hasDetail: Bool) {
    let cell = UITableViewCell(style: style, reuseIdentifier: nil)
    #expect((cell.detailTextLabel != nil) == hasDetail)
    #expect(cell.textLabel != nil)
    #expect(cell.imageView != nil)
  }

  // UITableViewCell.h: the views are created when first needed and are the cell's from then on.
  @Test func theViewsAreMadeOnceInTheContentView() throws {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    let label = try #require(cell.textLabel)
    #expect(cell.textLabel === label)
    #expect(cell.detailTextLabel === cell.detailTextLabel)
    #expect(cell.imageView === cell.imageView)
    #expect(label.superview === cell.contentView)
  }

  // UITableViewCell.h: "These properties will always return nil when a non-nil
  // `contentConfiguration` is set."
  @Test func theyAreNilWhileAContentConfigurationIsSet() {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = "Wi-Fi"
    var content = cell.defaultContentConfiguration()
    content.text = "Bluetooth"
    cell.contentConfiguration = content
    #expect(cell.textLabel == nil)
    #expect(cell.detailTextLabel == nil)
    #expect(cell.imageView == nil)
  }

  // iOS 15 logs (zjmdyd/ZJIOS): a subtitle cell's text label is the body style (17 pt), its
  // detail label caption 1 (12 pt); iOS 13 draws the subtitle in the secondary label colour.
  @Test func fontsAndColoursFollowTheStyle() throws {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    let text = try #require(cell.textLabel)
    let detail = try #require(cell.detailTextLabel)
    #expect(text.font == .preferredFont(forTextStyle: .body))
    #expect(text.font.pointSize == 17)
    #expect(text.textColor == .label)
    #expect(detail.font == .preferredFont(forTextStyle: .caption1))
    #expect(detail.font.pointSize == 12)
    #expect(detail.textColor == .secondaryLabel)
  }

  /// The text starts at the content margin (20 points in a 390-point table), as the style's
  /// default configuration's text does.
  @Test func theTextStartsAtTheContentMargin() throws {
    let (table, _) = table(LegacyRows(style: .default, titles: ["General"]))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let label = try #require(cell.textLabel)
    // A frame is read back from the centre and the size (a whole number of pixels), so the
    // origin may be off by a rounding error, as on iOS.
    #expect(abs(label.frame.minX - 20) < 1e-9)
    #expect(label.frame.width > 0)
    // Centred down the content view, to the pixel (1/3 point).
    let offCentre = abs(label.frame.midY - cell.contentView.bounds.midY)
    #expect(offCentre < 0.34)
  }

  /// An image goes at the margin and pushes the text after it by the configuration's
  /// image-to-text padding.
  @Test func anImagePushesTheTextAfterIt() throws {
    let image = try #require(UIImage(systemName: "gear"))
    let (table, _) = table(LegacyRows(style: .default, titles: ["General"], image: image))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let imageView = try #require(cell.imageView)
    let label = try #require(cell.textLabel)
    #expect(imageView.frame.minX == 20)
    #expect(imageView.frame.size == image.size)
    let padding = UIListContentConfiguration.cell().imageToTextPadding
    #expect(isClose(label.frame.minX, imageView.frame.maxX + padding))
  }

  /// `.value1` puts the detail at the trailing margin on the text's baseline; `.value2` right
  /// after the text; `.subtitle` below it.
  @Test func theDetailGoesWhereTheStylePutsIt() throws {
    let (value1, _) = table(LegacyRows(style: .value1, titles: ["Wi-Fi"], details: ["Home"]))
    let cell1 = try #require(value1.cellForRow(at: IndexPath(row: 0, section: 0)))
    let text1 = try #require(cell1.textLabel)
    let detail1 = try #require(cell1.detailTextLabel)
    #expect(isClose(detail1.frame.maxX, cell1.contentView.bounds.width - 20))
    #expect(detail1.frame.minX > text1.frame.maxX)

    let (value2, _) = table(LegacyRows(style: .value2, titles: ["mobile"], details: ["+1 555 0100"]))
    let cell2 = try #require(value2.cellForRow(at: IndexPath(row: 0, section: 0)))
    let text2 = try #require(cell2.textLabel)
    let detail2 = try #require(cell2.detailTextLabel)
    let padding = UIListContentConfiguration.valueCell().textToSecondaryTextHorizontalPadding
    #expect(isClose(detail2.frame.minX, text2.frame.maxX + padding))

    let (subtitle, _) = table(LegacyRows(style: .subtitle, titles: ["Inbox"], details: ["12 unread"]))
    let cell3 = try #require(subtitle.cellForRow(at: IndexPath(row: 0, section: 0)))
    let text3 = try #require(cell3.textLabel)
    let detail3 = try #require(cell3.detailTextLabel)
    #expect(isClose(detail3.frame.minX, text3.frame.minX))
    #expect(detail3.frame.minY > text3.frame.maxY)
    // Two lines of text make the row taller than the default 44 points.
    #expect(cell3.frame.height > 44)
  }

  /// A detail label without text takes no room: the text alone is centred.
  @Test func anEmptyDetailTakesNoRoom() throws {
    let (table, _) = table(LegacyRows(style: .subtitle, titles: ["Inbox"]))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let text = try #require(cell.textLabel)
    let offCentre = abs(text.frame.midY - cell.contentView.bounds.midY)
    #expect(offCentre < 0.34)
  }

  /// Changing a label's text after the cell is shown arranges the cell again.
  @Test func settingTheDetailLaterMakesRoomForIt() throws {
    let (table, _) = table(LegacyRows(style: .subtitle, titles: ["Inbox"]))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.detailTextLabel?.text = "12 unread"
    table.layoutIfNeeded()
    let text = try #require(cell.textLabel)
    let detail = try #require(cell.detailTextLabel)
    #expect(detail.frame.minY > text.frame.maxY)
  }

  /// The renderer draws the built-in labels' text.
  @Test func theTextIsDrawn() {
    let (table, _) = table(LegacyRows(style: .value1, titles: ["Wi-Fi"], details: ["Home"]))
    let svg = SVGRenderer().render(table)
    #expect(svg.contains("Wi-Fi"))
    #expect(svg.contains("Home"))
  }
}
