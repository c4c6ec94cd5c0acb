import DeclarativeUIKit
import Testing

/// What custom list cells line their own views up with (UIListContentConfiguration.h,
/// UIListContentImageProperties.h, UIListContentTextProperties.h, UICollectionViewListCell.h and
/// UIGeometry.h, iOS 16.5 SDK; Swift spellings from its UIKit.swiftinterface): the content
/// view's text, secondary text and image guides, the list cell's separator guide, and the
/// properties Apple's "Implementing Modern Collection Views" custom cell reads.
@MainActor
@Suite struct ListContentLayoutGuideTests {
  private func laidOut(_ configuration: UIListContentConfiguration) -> UIListContentView {
    let view = UIListContentView(configuration: configuration)
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 80)
    view.layoutIfNeeded()
    return view
  }

  /// Whether two rectangles agree within half a pixel at 3x: a view's frame snaps to pixels, a
  /// guide's does not.
  private func same(_ a: CGRect, _ b: CGRect?) -> Bool {
    guard let b else { return false }
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
      abs($0) < 1.0 / 6
    }
  }

  private func labels(in view: UIView) -> [UILabel] { view.subviews.compactMap { $0 as? UILabel } }

  @Test func theTextGuidesFollowTheirTextAndAreNilWithoutIt() throws {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Headphones"
    content.secondaryText = "A portable pair of earphones"
    let view = laidOut(content)
    let text = try #require(view.textLayoutGuide)
    let secondary = try #require(view.secondaryTextLayoutGuide)
    let shown = labels(in: view)
    #expect(same(text.layoutFrame, shown.first { $0.text == "Headphones" }?.frame))
    #expect(same(secondary.layoutFrame, shown.first { $0.text == "A portable pair of earphones" }?.frame))
    #expect(text.layoutFrame.width > 0 && secondary.layoutFrame.minY > text.layoutFrame.maxY)
    #expect(view.imageLayoutGuide == nil)
    #expect(laidOut(.cell()).textLayoutGuide == nil)
  }

  @Test func theTextGuideStaysWhileThereIsTextAndLeavesTheViewWithIt() throws {
    var content = UIListContentConfiguration.cell()
    content.text = "Plane"
    let view = laidOut(content)
    let guide = try #require(view.textLayoutGuide)
    content.text = "Tram"
    view.configuration = content
    #expect(view.textLayoutGuide === guide)
    #expect(guide.owningView === view)
    content.text = nil
    view.configuration = content
    #expect(view.textLayoutGuide == nil)
    #expect(guide.owningView == nil)
  }

  @Test func theImageGuideFollowsTheImageAndItsSymbolConfiguration() throws {
    var content = UIListContentConfiguration.cell()
    content.text = "Car"
    content.image = UIImage(systemName: "car")
    let symbol = UIImage.SymbolConfiguration(font: content.textProperties.font, scale: .large)
    #expect(content.imageProperties.preferredSymbolConfiguration == nil)
    content.imageProperties.preferredSymbolConfiguration = symbol
    let view = laidOut(content)
    let image = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
    #expect(image.preferredSymbolConfiguration == symbol)
    let imageGuide = try #require(view.imageLayoutGuide)
    #expect(same(imageGuide.layoutFrame, image.frame), "\(imageGuide.layoutFrame) \(image.frame)")
    #expect(image.frame.width > 0)
  }

  // UIListContentImageProperties.h: a nil tint uses the view's; UIListContentTextProperties.h:
  // the resolved colour is the colour (no transformer set). Apple's documentation of
  // axesPreservingSuperviewLayoutMargins: both axes by default.
  @Test func resolvedColoursAndDefaults() {
    var content = UIListContentConfiguration.valueCell()
    #expect(content.imageProperties.resolvedTintColor(for: .systemPink) == .systemPink)
    content.imageProperties.tintColor = .systemGreen
    #expect(content.imageProperties.resolvedTintColor(for: .systemPink) == .systemGreen)
    #expect(content.secondaryTextProperties.resolvedColor() == content.secondaryTextProperties.color)
    #expect(content.axesPreservingSuperviewLayoutMargins == .both)
    content.axesPreservingSuperviewLayoutMargins = []
    #expect(content.axesPreservingSuperviewLayoutMargins.isEmpty)
    #expect(content.textProperties.transform == .none)
  }

  // UIListContentTextProperties.h: the transform is applied to the text before it shows.
  @Test func theTextTransformChangesTheShownText() {
    var content = UIListContentConfiguration.cell()
    content.text = "tropical storm"
    content.textProperties.transform = .capitalized
    #expect(labels(in: laidOut(content)).first?.text == "Tropical Storm")
    content.textProperties.transform = .uppercase
    #expect(labels(in: laidOut(content)).first?.text == "TROPICAL STORM")
  }

  // UIListContentTextProperties.h: the text's alignment; centred text needs the width between
  // the margins to centre in (the cell's 20-point margins at 390 points).
  @Test func centredTextTakesTheWidthBetweenTheMargins() throws {
    var content = UIListContentConfiguration.cell()
    content.text = "Snow"
    #expect(content.textProperties.alignment == .natural)
    content.textProperties.alignment = .center
    let label = try #require(labels(in: laidOut(content)).first)
    #expect(label.textAlignment == .center)
    #expect(same(label.frame, CGRect(x: 20, y: label.frame.minY, width: 350, height: label.frame.height)))
  }

  // UIView.h: of two views that cannot both keep their size, the one of lower compression
  // resistance gives way. Apple's custom cell list lowers its list content view's by one so the
  // category label beside it keeps its width and the description wraps.
  @Test func aListContentViewGivesWayAtItsOwnCompressionResistance() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Headphones"
    content.secondaryText = "A portable pair of earphones that are used to listen to music and other audio."
    let list = UIListContentView(configuration: content)
    let tag = UILabel()
    tag.text = "Music"
    for view in [list, tag] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    let resistance = list.contentCompressionResistancePriority(for: .horizontal)
    list.setContentCompressionResistancePriority(resistance - 1, for: .horizontal)
    NSLayoutConstraint.activate([
      list.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      list.topAnchor.constraint(equalTo: container.topAnchor),
      tag.leadingAnchor.constraint(greaterThanOrEqualTo: list.trailingAnchor),
      container.trailingAnchor.constraint(equalTo: tag.trailingAnchor),
      tag.centerYAnchor.constraint(equalTo: list.centerYAnchor),
    ])
    container.layoutIfNeeded()
    #expect(abs(tag.frame.width - tag.intrinsicContentSize.width) < 0.5)
    #expect(list.frame.maxX <= tag.frame.minX + 0.01)
    #expect(list.frame.minX == 0)
  }

  // UIGeometry.h (iOS 13.4): UIAxisHorizontal 1 << 0, UIAxisVertical 1 << 1, UIAxisBoth both.
  @Test func axisRawValues() {
    #expect(UIAxis.horizontal.rawValue == 1)
    #expect(UIAxis.vertical.rawValue == 2)
    #expect(UIAxis.both.rawValue == 3)
  }

  // UICollectionViewListCell.h: constraining the separator guide's leading anchor moves the
  // separators; until then it sits where the cell puts them (here the row text's start).
  @Test func theSeparatorFollowsTheSeparatorGuide() throws {
    let list = listView(ListItems([["Row 0", "Row 1"]]), configuration: .init(appearance: .plain))
    let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    let guide = cell.separatorLayoutGuide
    #expect(cell.separatorLayoutGuide === guide)
    list.layoutIfNeeded()
    #expect(guide.layoutFrame.minX == 20)
    #expect(guide.layoutFrame.maxX == cell.bounds.width)
    guide.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 64).isActive = true
    list.layoutIfNeeded()
    #expect(guide.layoutFrame.minX == 64)
    #expect(SVGRenderer().render(cell).contains("<rect x=\"64\""))
  }
}
