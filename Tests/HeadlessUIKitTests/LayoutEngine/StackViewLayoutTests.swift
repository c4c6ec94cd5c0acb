import Foundation
import HeadlessUIKit
import Testing

/// A view with a fixed content size, as a label or image view would have.
@MainActor private final class Box: UIView {
  var size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  override var intrinsicContentSize: CGSize { size }
}

/// UIStackView frames for every distribution and alignment, computed by hand from the rules in
/// UIStackView's documentation.
@MainActor @Suite struct StackViewLayoutTests {
  /// Lays out `stack` at the origin of a root view, at a given size (or its own size along a
  /// dimension given as nil).
  @discardableResult
  private func layOut(_ stack: UIStackView, width: CGFloat?, height: CGFloat?) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
  }

  private func row(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment = .fill)
    -> (UIStackView, [Box])
  {
    let boxes = [Box(50, 20), Box(60, 30), Box(70, 40)]
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.axis = .horizontal
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = 10
    return (stack, boxes)
  }

  private func column(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment = .fill)
    -> (UIStackView, [Box])
  {
    let boxes = [Box(20, 50), Box(30, 60), Box(40, 70)]
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.axis = .vertical
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = 10
    return (stack, boxes)
  }

  /// A solved coordinate on a 3x screen's pixel grid, where UIKit places frames (a label
  /// centred at 161.167 is at 161.333: swift-snapshot-testing's testTraits.iphone-8.txt, in the
  /// fidelity suite).
  private func onPixels(_ value: Double) -> Double { (value * 3).rounded() / 3 }

  private func expectClose(
    _ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let close =
      abs(actual.minX - expected.minX) < 1e-6 && abs(actual.minY - expected.minY) < 1e-6
      && abs(actual.width - expected.width) < 1e-6 && abs(actual.height - expected.height) < 1e-6
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
  }

  // MARK: Distributions, horizontal

  @Test func fillStretchesTheViewWithTheLowestHugging() {
    let (stack, boxes) = row(.fill)
    boxes[0].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    boxes[2].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    layOut(stack, width: 300, height: 100)
    // 50 + 60 + 70 + 2 x 10 = 200: the 100 points left go to the middle view.
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    #expect(boxes[1].frame == CGRect(x: 60, y: 0, width: 160, height: 100))
    #expect(boxes[2].frame == CGRect(x: 230, y: 0, width: 70, height: 100))
  }

  @Test func fillShrinksTheViewWithTheLowestCompressionResistance() {
    let (stack, boxes) = row(.fill)
    boxes[2].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
    layOut(stack, width: 150, height: 100)
    // 200 points of content in 150: the last view gives up 50.
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    #expect(boxes[1].frame == CGRect(x: 60, y: 0, width: 60, height: 100))
    #expect(boxes[2].frame == CGRect(x: 130, y: 0, width: 20, height: 100))
  }

  @Test func fillWithoutAFixedSizeHugsItsContent() {
    let (stack, boxes) = row(.fill)
    layOut(stack, width: nil, height: nil)
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(boxes[1].frame == CGRect(x: 60, y: 0, width: 60, height: 40))
  }

  @Test func fillEquallyGivesEveryViewTheSameWidth() {
    let (stack, boxes) = row(.fillEqually)
    layOut(stack, width: 300, height: 100)
    let width = (300.0 - 20) / 3
    expectClose(boxes[0].frame, CGRect(x: 0, y: 0, width: width, height: 100))
    expectClose(boxes[1].frame, CGRect(x: width + 10, y: 0, width: width, height: 100))
    expectClose(boxes[2].frame, CGRect(x: 2 * width + 20, y: 0, width: width, height: 100))
  }

  @Test func fillEquallyWithoutAFixedSizeUsesTheLargestContent() {
    let (stack, boxes) = row(.fillEqually)
    layOut(stack, width: nil, height: 100)
    // The widest content (70) sets every width.
    #expect(stack.frame.width == 230)
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 70, height: 100))
    #expect(boxes[2].frame == CGRect(x: 160, y: 0, width: 70, height: 100))
  }

  @Test func fillProportionallySharesByTheFittingSizeOfViewsWithoutContentSize() {
    // Nested stacks have no intrinsic size: their shares follow their fitting widths, 100 : 200
    // here, as the two button columns of Sentry's sample-app hierarchy dump share 359 points
    // 163.5 : 195.5, the ratio of their widest buttons (a reference of the fidelity suite).
    let narrow = UIStackView(arrangedSubviews: [Box(100, 20), Box(40, 20)])
    narrow.axis = .vertical
    let wide = UIStackView(arrangedSubviews: [Box(200, 20)])
    wide.axis = .vertical
    let stack = UIStackView(arrangedSubviews: [narrow, wide])
    stack.distribution = .fillProportionally
    layOut(stack, width: 360, height: 100)
    expectClose(narrow.frame, CGRect(x: 0, y: 0, width: 120, height: 100))
    expectClose(wide.frame, CGRect(x: 120, y: 0, width: 240, height: 100))
  }

  @Test func fillProportionallySharesTheWidthByContentSize() {
    let (stack, boxes) = row(.fillProportionally)
    layOut(stack, width: 300, height: 100)
    // 280 points shared 50 : 60 : 70, each edge then on the pixel grid.
    let widths = [50.0, 60.0, 70.0].map { 280 * $0 / 180 }
    let edges = [0, widths[0], widths[0] + 10, widths[0] + widths[1] + 10, widths[0] + widths[1] + 20, 300]
      .map(onPixels)
    expectClose(boxes[0].frame, CGRect(x: 0, y: 0, width: edges[1], height: 100))
    expectClose(boxes[1].frame, CGRect(x: edges[2], y: 0, width: edges[3] - edges[2], height: 100))
    expectClose(boxes[2].frame, CGRect(x: edges[4], y: 0, width: edges[5] - edges[4], height: 100))
  }

  @Test func equalSpacingSharesTheRoomBetweenViews() {
    let (stack, boxes) = row(.equalSpacing)
    layOut(stack, width: 300, height: 100)
    // Content 180 wide: two gaps of (300 - 180) / 2 = 60.
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    #expect(boxes[1].frame == CGRect(x: 110, y: 0, width: 60, height: 100))
    #expect(boxes[2].frame == CGRect(x: 230, y: 0, width: 70, height: 100))
  }

  @Test func equalSpacingKeepsTheSpacingAsAMinimum() {
    let (stack, boxes) = row(.equalSpacing)
    stack.spacing = 30
    boxes[0].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
    layOut(stack, width: 200, height: 100)
    // 180 + 60 > 200: gaps stay 30 and the least resistant view shrinks by 40.
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 10, height: 100))
    #expect(boxes[1].frame == CGRect(x: 40, y: 0, width: 60, height: 100))
    #expect(boxes[2].frame == CGRect(x: 130, y: 0, width: 70, height: 100))
  }

  @Test func equalCenteringSpacesTheCentresEqually() {
    let (stack, boxes) = row(.equalCentering)
    layOut(stack, width: 300, height: 100)
    // Centres at 25 and 265 (the ends); the middle one at 145.
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    #expect(boxes[1].frame == CGRect(x: 115, y: 0, width: 60, height: 100))
    #expect(boxes[2].frame == CGRect(x: 230, y: 0, width: 70, height: 100))
  }

  // MARK: Alignments, horizontal

  @Test func topAlignmentKeepsContentHeights() {
    let (stack, boxes) = row(.fill, .top)
    layOut(stack, width: 200, height: 100)
    #expect(boxes.map(\.frame.minY) == [0, 0, 0])
    #expect(boxes.map(\.frame.height) == [20, 30, 40])
  }

  @Test func centerAlignmentCentresEachView() {
    let (stack, boxes) = row(.fill, .center)
    layOut(stack, width: 200, height: 100)
    #expect(boxes.map(\.frame.minY) == [40, 35, 30])
    #expect(boxes.map(\.frame.height) == [20, 30, 40])
  }

  @Test func bottomAlignmentPutsViewsOnTheBottomEdge() {
    let (stack, boxes) = row(.fill, .bottom)
    layOut(stack, width: 200, height: 100)
    #expect(boxes.map(\.frame.minY) == [80, 70, 60])
  }

  @Test func fillAlignmentStretchesAcross() {
    let (stack, boxes) = row(.fill, .fill)
    layOut(stack, width: 200, height: 100)
    #expect(boxes.map(\.frame.height) == [100, 100, 100])
    #expect(boxes.map(\.frame.minY) == [0, 0, 0])
  }

  @Test func nonFillAlignmentsHugTheTallestView() {
    for alignment in [UIStackView.Alignment.top, .center, .bottom, .firstBaseline, .lastBaseline] {
      let (stack, _) = row(.fill, alignment)
      layOut(stack, width: 200, height: nil)
      #expect(stack.frame.height == 40, "alignment \(alignment)")
    }
  }

  @Test func firstBaselineAlignmentLinesUpTextBaselines() {
    let small = UILabel()
    small.text = "Small"
    let large = UILabel()
    large.text = "Large"
    large.font = .systemFont(ofSize: 34)
    let stack = UIStackView(arrangedSubviews: [small, large])
    stack.alignment = .firstBaseline
    layOut(stack, width: nil, height: nil)
    // The tallest view (34 pt) sits at the top; the small label's baseline meets its baseline,
    // to the pixel.
    let largeAscender = 34.0 * 1950 / 2048
    let smallAscender = 17.0 * 1950 / 2048
    #expect(abs(large.frame.minY) < 1e-6)
    #expect(abs(small.frame.minY - onPixels(largeAscender - smallAscender)) < 1e-6)
    #expect(abs(stack.frame.height - large.frame.height) < 1e-6)
  }

  @Test func lastBaselineAlignmentLinesUpBottomsOfPlainViews() {
    let (stack, boxes) = row(.fill, .lastBaseline)
    layOut(stack, width: 200, height: 100)
    // Views without text have their baseline at the bottom; with room left the row sits low.
    #expect(boxes.map(\.frame.maxY) == [100, 100, 100])
  }

  // MARK: Vertical

  @Test func verticalFillStacksTopToBottom() {
    let (stack, boxes) = column(.fill)
    boxes[0].setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    boxes[1].setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    layOut(stack, width: 100, height: 300)
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(boxes[1].frame == CGRect(x: 0, y: 60, width: 100, height: 60))
    #expect(boxes[2].frame == CGRect(x: 0, y: 130, width: 100, height: 170))
  }

  @Test func verticalDistributions() {
    let (equally, equalBoxes) = column(.fillEqually)
    layOut(equally, width: 100, height: 320)
    #expect(equalBoxes.map(\.frame.minY) == [0, 110, 220])
    #expect(equalBoxes.map(\.frame.height) == [100, 100, 100])

    let (spacing, spacingBoxes) = column(.equalSpacing)
    layOut(spacing, width: 100, height: 300)
    #expect(spacingBoxes.map(\.frame.minY) == [0, 110, 230])

    let (centering, centeringBoxes) = column(.equalCentering)
    layOut(centering, width: 100, height: 300)
    #expect(centeringBoxes.map(\.frame.midY) == [25, 145, 265])
  }

  @Test func verticalAlignments() {
    let expectations: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
      (.leading, [0, 0, 0], [20, 30, 40]),
      (.center, [40, 35, 30], [20, 30, 40]),
      (.trailing, [80, 70, 60], [20, 30, 40]),
      (.fill, [0, 0, 0], [100, 100, 100]),
    ]
    for (alignment, xs, widths) in expectations {
      let (stack, boxes) = column(.fill, alignment)
      layOut(stack, width: 100, height: 200)
      #expect(boxes.map(\.frame.minX) == xs, "alignment \(alignment)")
      #expect(boxes.map(\.frame.width) == widths, "alignment \(alignment)")
    }
  }

  // MARK: Spacing and hidden views

  @Test func customSpacingAfterAViewOverridesTheSpacing() {
    let (stack, boxes) = row(.fill, .top)
    stack.setCustomSpacing(25, after: boxes[0])
    layOut(stack, width: nil, height: nil)
    #expect(boxes.map(\.frame.minX) == [0, 75, 145])
    #expect(stack.frame.width == 215)
  }

  @Test func systemSpacingIsEightPoints() {
    let (stack, boxes) = row(.fill, .top)
    stack.spacing = UIStackView.spacingUseSystem
    layOut(stack, width: nil, height: nil)
    #expect(boxes.map(\.frame.minX) == [0, 58, 126])
  }

  @Test func hiddenViewsCollapseWithTheirSpacing() {
    let (stack, boxes) = row(.fill, .top)
    stack.setCustomSpacing(40, after: boxes[1])
    boxes[1].isHidden = true
    layOut(stack, width: nil, height: nil)
    // The hidden view and the gap after it take no room: 50 + 10 + 70.
    #expect(boxes[0].frame.minX == 0)
    #expect(boxes[2].frame.minX == 60)
    #expect(boxes[1].frame.width == 0)
    #expect(stack.frame.width == 130)
  }

  @Test func changesApplyOnTheNextLayoutPass() {
    let (stack, boxes) = row(.fill, .top)
    let root = layOut(stack, width: nil, height: nil)
    #expect(stack.frame.width == 200)
    stack.spacing = 20
    root.layoutIfNeeded()
    #expect(boxes.map(\.frame.minX) == [0, 70, 150])
    boxes[0].isHidden = true
    root.layoutIfNeeded()
    #expect(boxes[1].frame.minX == 0)
    #expect(stack.frame.width == 150)
    boxes[0].isHidden = false
    stack.axis = .vertical
    root.layoutIfNeeded()
    #expect(boxes.map(\.frame.minY) == [0, 40, 90])
    stack.removeArrangedSubview(boxes[2])
    boxes[2].removeFromSuperview()
    root.layoutIfNeeded()
    #expect(stack.frame.height == 70)
  }

  @Test func arrangedViewsOwnConstraintsTakePart() {
    let (stack, boxes) = column(.fill, .leading)
    boxes[1].heightAnchor.constraint(equalToConstant: 44).isActive = true
    boxes[2].widthAnchor.constraint(equalToConstant: 90).isActive = true
    layOut(stack, width: nil, height: nil)
    #expect(boxes.map(\.frame.height) == [50, 44, 70])
    #expect(stack.frame.width == 90)
  }

  // MARK: Margins and baselines

  @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
    let (stack, boxes) = row(.fill, .top)
    stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    stack.isLayoutMarginsRelativeArrangement = true
    layOut(stack, width: nil, height: nil)
    #expect(boxes[0].frame.origin == CGPoint(x: 20, y: 10))
    #expect(stack.frame.size == CGSize(width: 200 + 60, height: 40 + 40))
  }

  @Test func baselineRelativeArrangementSpacesBaselines() {
    let first = UILabel()
    first.text = "First"
    let second = UILabel()
    second.text = "Second"
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.spacing = 30
    stack.isBaselineRelativeArrangement = true
    layOut(stack, width: 200, height: nil)
    // The second label's first baseline is 30 points below the first label's last baseline.
    let ascender = 17.0 * 1950 / 2048
    let firstBaseline = first.frame.minY + ascender
    let secondBaseline = second.frame.minY + ascender
    #expect(abs(secondBaseline - firstBaseline - 30) < 1e-6)
  }
}
