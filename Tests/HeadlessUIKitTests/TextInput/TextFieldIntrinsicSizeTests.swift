import Foundation
import HeadlessUIKit
import Testing

/// A text field's intrinsic size per border style, as UIKit computes it: the text (or the
/// placeholder, whichever is wider) inside the text rect, whose insets are the border style's
/// padding, padded once more by the style's metrics provider after its minimum content height.
/// Source: decompiled UIKitCore, `-[UITextField _intrinsicSizeWithinSize:]` and
/// `-[_UITextFieldPaddedMetricsProvider intrinsicSizeForContentSize:]`
/// (EthanArbuckle/iPhone17-1_18.2_22C152_Restore, System/Library/PrivateFrameworks/
/// UIKitCore.framework/UITextField.m and _UITextFieldPaddedMetricsProvider.m); the rounded rect's
/// metrics, padding 7 x 2 and minimum height 30, from `+[_UITextFieldSystemBackgroundProvider
/// systemStyleMetricsProvider]` (_UITextFieldSystemBackgroundProvider.m, same repository); the
/// line border's, padding 2 x 2, from `+[_UITextFieldLineBackgroundProvider
/// lineStyleMetricsProvider]` (EthanArbuckle/iPhone18-3_26.1_23B85_Restore). The provider
/// classes are in iOS 14.2's runtime headers too (dlevi309/iOS-Runtime-Headers,
/// iOS14/.../_UITextFieldPaddedMetricsProvider.h).
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

  @Test func aRoundedRectIsThirtyFourTallForTheUsualFonts() {
    // The content (a line of text and 2 points above and below) is raised to 30, then padded by
    // 2 again: 34 at 14 points (Interface Builder's default text field, 30 before iOS 13) as at
    // 17 points.
    for pointSize: CGFloat in [12, 14, 17, 20] {
      #expect(
        field(.roundedRect, pointSize: pointSize, placeholder: "Name").intrinsicContentSize.height == 34)
    }
  }

  @Test func aRoundedRectGrowsPastItsMinimumWithALargeFont() {
    let text = textSize("Name", pointSize: 34)
    let size = field(.roundedRect, pointSize: 34, placeholder: "Name").intrinsicContentSize
    #expect(text.height + 4 > 30)
    #expect(abs(size.height - TextMetrics.ceilToPixel(text.height + 8)) < 1e-9)
  }

  @Test func aRoundedRectIsTwentyEightWiderThanItsText() {
    let size = field(.roundedRect, pointSize: 14, placeholder: "Email address").intrinsicContentSize
    #expect(abs(size.width - (textSize("Email address", pointSize: 14).width + 28)) < 1e-9)
  }

  @Test func aLineBorderPadsTwoOnEverySideTwice() {
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
