import Foundation
import HeadlessUIKit
import Testing

/// A view that names an inner label for its baselines, as UIKit asks custom views to.
@MainActor private final class Captioned: UIView {
  let caption = UILabel()
  override init(frame: CGRect) {
    super.init(frame: frame)
    caption.text = "Caption"
    caption.translatesAutoresizingMaskIntoConstraints = false
    addSubview(caption)
    NSLayoutConstraint.activate([
      caption.leadingAnchor.constraint(equalTo: leadingAnchor),
      caption.trailingAnchor.constraint(equalTo: trailingAnchor),
      caption.topAnchor.constraint(equalTo: topAnchor, constant: 40),
      caption.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
    ])
  }
  required init(coder: NSCoder) { fatalError("not used") }
  override var forLastBaselineLayout: UIView { caption }
}

/// The view a stack names for its baselines, and where constraints to a stack's baselines put
/// other views. The rules are the iOS 16.5 SDK headers': UIStackView.h says a vertical stack
/// names its first view for the first baseline and its last for the last, a horizontal one its
/// tallest for both, and a nested stack passes the question on to its own views; UIView.h says
/// a plain view's first-baseline view is its last-baseline view, which is the view itself.
@MainActor @Suite struct StackViewBaselineTests {
  private func label(_ text: String, size: CGFloat = 17) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: size)
    return label
  }

  private func column(_ views: [UIView]) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 8
    return stack
  }

  /// Lays `views` out in a 400-point root view with the constraints `constraints` makes, after
  /// pinning the first view to the root's top left.
  private func layOut(_ views: [UIView], _ constraints: () -> [NSLayoutConstraint]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate(
      [
        views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
        views[0].topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      ] + constraints())
    root.layoutIfNeeded()
  }

  // MARK: The view named

  @Test func aPlainViewIsItsOwnBaselineView() {
    let view = UIView()
    #expect(view.forFirstBaselineLayout === view)
    #expect(view.forLastBaselineLayout === view)
  }

  @Test func overridingTheLastBaselineViewMovesTheFirstToo() {
    let view = Captioned()
    #expect(view.forLastBaselineLayout === view.caption)
    #expect(view.forFirstBaselineLayout === view.caption)
  }

  @Test func aColumnNamesItsFirstAndLastVisibleViews() {
    let views = [label("Title"), label("Subtitle"), label("Footnote")]
    let stack = column(views)
    #expect(stack.forFirstBaselineLayout === views[0])
    #expect(stack.forLastBaselineLayout === views[2])
    views[0].isHidden = true
    views[2].isHidden = true
    #expect(stack.forFirstBaselineLayout === views[1])
    #expect(stack.forLastBaselineLayout === views[1])
  }

  @Test func aRowNamesItsTallestVisibleView() {
    let views = [label("Small"), label("Large", size: 34), label("Small")]
    let stack = UIStackView(arrangedSubviews: views)
    #expect(stack.forFirstBaselineLayout === views[1])
    #expect(stack.forLastBaselineLayout === views[1])
    views[1].isHidden = true
    // Of equal heights the first is the tallest.
    #expect(stack.forFirstBaselineLayout === views[0])
  }

  @Test func aStackWithoutVisibleViewsIsItsOwnBaselineView() {
    let empty = UIStackView()
    #expect(empty.forFirstBaselineLayout === empty)
    let hidden = label("Hidden")
    hidden.isHidden = true
    let stack = column([hidden])
    #expect(stack.forLastBaselineLayout === stack)
  }

  @Test func aNestedStackNamesItsOwnBaselineView() {
    let large = label("Large", size: 34)
    let row = UIStackView(arrangedSubviews: [label("Small"), large])
    let last = label("Last")
    let stack = column([row, last])
    #expect(stack.forFirstBaselineLayout === large)
    #expect(stack.forLastBaselineLayout === last)
  }

  // MARK: Constraints to a stack's baselines

  @Test func aLabelBesideAColumnMeetsItsFirstOrLastLine() {
    let title = label("Title")
    let subtitle = label("Subtitle")
    let stack = column([title, subtitle])
    let first = label("First")
    let last = label("Last")
    layOut([stack, first, last]) {
      [
        first.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 8),
        first.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
        last.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
        last.lastBaselineAnchor.constraint(equalTo: stack.lastBaselineAnchor),
      ]
    }
    // Labels of one font share their baseline offset, so equal baselines mean equal tops.
    #expect(abs(first.frame.minY - (stack.frame.minY + title.frame.minY)) < 1e-9)
    #expect(abs(last.frame.minY - (stack.frame.minY + subtitle.frame.minY)) < 1e-9)
    #expect(last.frame.minY > first.frame.minY)
  }

  @Test func aLabelBesideARowMeetsItsTallestViewsBaseline() {
    let small = label("Small")
    let large = label("Large", size: 34)
    let row = UIStackView(arrangedSubviews: [small, large])
    row.alignment = .top
    let beside = label("Beside")
    layOut([row, beside]) {
      [
        beside.leadingAnchor.constraint(equalTo: row.trailingAnchor, constant: 8),
        beside.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor),
      ]
    }
    // Both labels sit at the row's top; the large one's baseline is its ascender lower.
    let ascenderDifference = (34.0 - 17.0) * 1950 / 2048
    #expect(small.frame.minY == 0 && large.frame.minY == 0)
    #expect(abs(beside.frame.minY - row.frame.minY - ascenderDifference) < 0.5)
  }

  /// kean's "Let's Build UIStackView" (kean.blog, 2017) prints a baseline-relative column's
  /// constraints: `Subview1.firstBaseline == Subview0.lastBaseline + 20` between views, and
  /// `StackView.top == Subview0.top`, `Subview2.bottom == StackView.bottom` at the ends: the
  /// edges, not the baselines, meet the stack.
  @Test func aBaselineRelativeColumnSpacesBaselinesAndMeetsItsEdgesWithViewEdges() {
    let views = [label("Title", size: 28), label("Subtitle"), label("Footnote", size: 13)]
    let stack = column(views)
    stack.spacing = 20
    stack.isBaselineRelativeArrangement = true
    layOut([stack]) { [] }
    #expect(views[0].frame.minY == 0)
    #expect(abs(views[2].frame.maxY - stack.frame.height) < 1e-9)
    // Baselines 20 apart: each label's baseline is its top plus its ascender (to the pixel).
    func baseline(_ view: UILabel) -> CGFloat {
      view.frame.minY + view.font.pointSize * 1950 / 2048
    }
    #expect(abs(baseline(views[1]) - baseline(views[0]) - 20) < 0.5)
    #expect(abs(baseline(views[2]) - baseline(views[1]) - 20) < 0.5)
  }

  @Test func aConstraintToACustomViewsBaselineUsesTheViewItNames() {
    let captioned = Captioned()
    let beside = label("Beside")
    layOut([captioned, beside]) {
      [
        beside.leadingAnchor.constraint(equalTo: captioned.trailingAnchor, constant: 8),
        beside.lastBaselineAnchor.constraint(equalTo: captioned.lastBaselineAnchor),
      ]
    }
    // The caption is 40 points down; at its own bottom edge the label would be far lower.
    #expect(abs(beside.frame.minY - (captioned.frame.minY + 40)) < 1e-9)
  }
}
