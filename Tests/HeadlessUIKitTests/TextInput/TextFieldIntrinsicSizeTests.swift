import Foundation
import HeadlessUIKit
import Testing

/// A text field's intrinsic size per border style: the text (or the placeholder, whichever is
/// wider) inside the style's padding. The rounded rect's is iOS 16's, from Sentry's sample app
/// dump (github.com/getsentry/sentry, static/app/components/events/mockViewHierarchyData.tsx @
/// 21cad6e9): its 14-point DSN field (getsentry/sentry-cocoa's Samples/iOS-Swift Main.storyboard
/// between bb940ad6 and 725565ad, Xcode 14) prints `frame = (8 52.5; 343 30)` and its content view
/// `(7 2; 329 26)`. No public recording gives the line border's or the bezel's padding.
@MainActor @Suite struct TextFieldIntrinsicSizeTests {
  private func field(_ style: UITextField.BorderStyle, pointSize: CGFloat, placeholder: String) -> UITextField
  {
    let field = UITextField()
    field.borderStyle = style
    field.font = .systemFont(ofSize: pointSize)
    field.placeholder = placeholder
    return field
  }

  private func textSize(_ text: String, pointSize: CGFloat) -> CGSize {
    let metrics = TextMetrics(pointSize: pointSize)
    return CGSize(
      width: TextMetrics.ceilToPixel(metrics.width(of: text)),
      height: TextMetrics.ceilToPixel(metrics.lineHeight))
  }

  @Test func aRoundedRectOfFourteenPointTextIsThirtyTallOnIOS16() {
    let height = SimulatedRelease.$current.withValue(.iOS16) {
      field(.roundedRect, pointSize: 14, placeholder: "Name").intrinsicContentSize.height
    }
    #expect(height == 30)
  }

  @Test func aRoundedRectKeepsItsTwentySixPointContentForLinesThatFit() {
    // A 17-point line (20.333) fits the 26-point content view as a 14-point one does.
    for pointSize: CGFloat in [12, 14, 17] {
      #expect(
        field(.roundedRect, pointSize: pointSize, placeholder: "Name").intrinsicContentSize.height == 30)
    }
  }

  @Test func aRoundedRectGrowsPastItsMinimumWithALargeFont() {
    let text = textSize("Name", pointSize: 34)
    let size = field(.roundedRect, pointSize: 34, placeholder: "Name").intrinsicContentSize
    #expect(text.height > 26)
    #expect(abs(size.height - TextMetrics.ceilToPixel(text.height + 4)) < 1e-9)
  }

  @Test func aRoundedRectIsItsContentViewsFourteenPointsWiderThanItsText() {
    let size = field(.roundedRect, pointSize: 14, placeholder: "Email address").intrinsicContentSize
    #expect(abs(size.width - (textSize("Email address", pointSize: 14).width + 14)) < 1e-9)
  }

  @Test func aLineBorderPadsFourOnEverySide() {
    let text = textSize("Name", pointSize: 17)
    let size = field(.line, pointSize: 17, placeholder: "Name").intrinsicContentSize
    #expect(abs(size.width - TextMetrics.ceilToPixel(text.width + 8)) < 1e-9)
    #expect(abs(size.height - TextMetrics.ceilToPixel(text.height + 8)) < 1e-9)
  }

  @Test func noBorderIsTheTextAlone() {
    let size = field(.none, pointSize: 17, placeholder: "Name").intrinsicContentSize
    #expect(size == textSize("Name", pointSize: 17))
  }
}
