import DeclarativeUIKit
import Testing

/// UIKit's stroke, underline and strikethrough colour and glyph attributes exist, so attributed
/// strings written for iOS build (NSAttributedString.h, iOS 16.5 SDK). Raw values: GNUstep
/// libs-gui `Source/externs.m`.
@MainActor
@Suite struct MoreTextAttributesTests {
  @Test func outlinedTextKeepsItsAttributes() {
    let outlined = NSAttributedString(
      string: "Sale",
      attributes: [.strokeColor: UIColor.systemRed, .strokeWidth: -3.0, .font: UIFont.systemFont(ofSize: 40)])
    let label = UILabel().attributedText(outlined)
    let attributes = label.attributedText?.attributes(at: 0, effectiveRange: nil) ?? [:]
    #expect(attributes[.strokeColor] as? UIColor == .systemRed)
    #expect(attributes[.strokeWidth] as? Double == -3)
  }

  @Test func rawValuesAreTheRuntimeNames() {
    let keys: [NSAttributedString.Key] = [
      .strokeColor, .strokeWidth, .underlineColor, .strikethroughColor, .obliqueness, .expansion, .ligature,
    ]
    #expect(
      keys.map(\.rawValue) == [
        "NSStrokeColor", "NSStrokeWidth", "NSUnderlineColor", "NSStrikethroughColor", "NSObliqueness",
        "NSExpansion", "NSLigature",
      ])
  }
}
