import DeclarativeUIKit
import Testing

/// `overlay(alignment:)` places views over a view; `background` wraps a view with views behind
/// it. Checked through the frames of a laid-out root of fixed size.
@MainActor
@Suite struct OverlayAndBackgroundTests {
  private func layOut(_ view: UIView) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.addSubviews { view.topToSuperview().leadingToSuperview() }
    root.layoutIfNeeded()
    return root
  }

  @Test(arguments: [
    (OverlayAlignment.center, CGRect(x: 40, y: 30, width: 20, height: 20)),
    (.topLeading, CGRect(x: 0, y: 0, width: 20, height: 20)),
    (.top, CGRect(x: 40, y: 0, width: 20, height: 20)),
    (.topTrailing, CGRect(x: 80, y: 0, width: 20, height: 20)),
    (.leading, CGRect(x: 0, y: 30, width: 20, height: 20)),
    (.trailing, CGRect(x: 80, y: 30, width: 20, height: 20)),
    (.bottomLeading, CGRect(x: 0, y: 60, width: 20, height: 20)),
    (.bottom, CGRect(x: 40, y: 60, width: 20, height: 20)),
    (.bottomTrailing, CGRect(x: 80, y: 60, width: 20, height: 20)),
    (.fill, CGRect(x: 0, y: 0, width: 100, height: 80)),
  ])
  func overlayPlacesEachViewByItsAlignment(alignment: OverlayAlignment, expected: CGRect) {
    let priority: UILayoutPriority = alignment == .fill ? .defaultLow : .required  // fill stretches it
    let badge = UIView().frame(width: 20, priority: priority).frame(height: 20, priority: priority)
    let base = UIView().frame(width: 100, height: 80).overlay(alignment: alignment) { badge }
    _ = layOut(base)
    #expect(badge.superview === base)
    #expect(badge.frame == expected)
  }

  @Test func overlayKeepsALargerViewInsideTheCoveredOne() {
    let wide = UILabel(String(repeating: "wide ", count: 40))
    let base = UIView().frame(width: 100, height: 80).overlay { wide }
    _ = layOut(base)
    #expect(wide.frame.width == 100)
  }

  @Test func backgroundSitsBehindTheViewAtItsFrame() throws {
    let label = UILabel("New")
    let fill = UIView().backgroundColor(.systemRed)
    let container = label.padding(4).background { fill }
    _ = layOut(container)
    #expect(container.subviews.first === fill)
    let padded = try #require(label.superview)
    #expect(container.subviews.last === padded)
    #expect(fill.frame == padded.frame)
    #expect(
      fill.frame.size
        == CGSize(width: label.intrinsicContentSize.width + 8, height: label.intrinsicContentSize.height + 8))
  }
}
