import DeclarativeUIKit
import Testing

@Suite struct GeometryTests {
  @Test func edgeInsetsZeroAndEquality() {
    #expect(UIEdgeInsets() == .zero)
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(
      UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5)
    )
    #expect(NSDirectionalEdgeInsets() == .zero)
    #expect(
      NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).leading == 2)
    #expect(UIOffset() == .zero)
    #expect(UIOffset(horizontal: 1, vertical: 2).vertical == 2)
  }

  @Test func rectInsetByShrinksEachEdge() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(
      rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        == CGRect(x: 2, y: 1, width: 94, height: 46))
  }

  @Test func optionSetRawValuesAreUIKits() {
    #expect(UIRectEdge.top.rawValue == 1)
    #expect(UIRectEdge.left.rawValue == 2)
    #expect(UIRectEdge.bottom.rawValue == 4)
    #expect(UIRectEdge.right.rawValue == 8)
    #expect(UIRectEdge.all.rawValue == 15)
    #expect(NSDirectionalRectEdge.leading.rawValue == 2)
    #expect(NSDirectionalRectEdge.trailing.rawValue == 8)
    #expect(NSDirectionalRectEdge.all.rawValue == 15)
    let masks: [UIView.AutoresizingMask] = [
      .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
      .flexibleBottomMargin,
    ]
    #expect(masks.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
  }

  @Test func enumRawValuesAreUIKits() {
    let modes: [UIView.ContentMode] = [
      .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left, .right,
      .topLeft, .topRight, .bottomLeft, .bottomRight,
    ]
    #expect(modes.map(\.rawValue) == Array(0...12))
    #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
    #expect(UISemanticContentAttribute.playback.rawValue == 1)
  }
}
