import DeclarativeUIKit
import Foundation
import Testing

/// NSString's and NSAttributedString's measuring additions (NSStringDrawing.h of the iOS 16.5
/// SDK), which real code calls to size cells and columns by their text. They measure as a label
/// does: Apple's documentation of `size(withAttributes:)` says the size is fractional and to
/// ceil it for views, which is what a label's own size is.
@MainActor
@Suite struct StringDrawingTests {
  private let font = UIFont.systemFont(ofSize: 17)

  @Test func oneLineIsWhatALabelCeilsToItsPixels() {
    let text = "Skyline Ridge Loop"
    let size = text.size(withAttributes: [.font: font])
    let label = UILabel()
    label.font = font
    label.text = text
    let labelSize = label.intrinsicContentSize
    #expect((size.width * 3).rounded(.up) / 3 == labelSize.width)
    #expect((size.height * 3).rounded(.up) / 3 == labelSize.height)
    #expect((text as NSString).size(withAttributes: [.font: font]) == size)
    #expect(NSAttributedString(string: text, attributes: [.font: font]).size() == size)
  }

  /// The header: "To correctly draw and size multi-line text, pass
  /// NSStringDrawingUsesLineFragmentOrigin"; without it the text is one line.
  @Test func lineFragmentOriginWrapsWithinTheWidth() {
    let text = "Weather warnings for the trails you follow"
    let oneLine = text.size(withAttributes: [.font: font])
    let wrapped = text.boundingRect(
      with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: nil)
    #expect(wrapped.origin == .zero)
    #expect(wrapped.width <= 120)
    #expect(wrapped.height >= 3 * oneLine.height - 1e-9)
    let unwrapped = text.boundingRect(
      with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: [],
      attributes: [.font: font], context: nil)
    #expect(unwrapped.width == oneLine.width)
    #expect(unwrapped.height == oneLine.height)
    // Measured from the baseline (the header: without the option the origin is the baseline's),
    // so the box starts above it.
    #expect(unwrapped.minY < 0)
  }

  @Test func aHeightLimitsTheLinesAndTheContextGetsTheBounds() {
    let text = "Weather warnings for the trails you follow"
    let lineHeight = text.size(withAttributes: [.font: font]).height
    let context = NSStringDrawingContext()
    let rect = (text as NSString).boundingRect(
      with: CGSize(width: 120, height: lineHeight * 2 + 1), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: context)
    #expect(abs(rect.height - 2 * lineHeight) < 1e-9)
    #expect(context.totalBounds == rect)
    #expect(context.actualScaleFactor == 1)
    #expect(context.minimumScaleFactor == 0)
  }

  /// NSAttributedString.h: the default font is Helvetica 12.
  @Test func withoutAFontTheTextIsHelvetica12() {
    let text = "Hikers"
    #expect(
      text.size(withAttributes: nil)
        == text.size(withAttributes: [.font: UIFont(name: "Helvetica", size: 12)!]))
  }

  @Test func rawValuesAreTheHeaders() {
    #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
    #expect(NSStringDrawingOptions.usesFontLeading.rawValue == 2)
    #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
    #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
  }
}
