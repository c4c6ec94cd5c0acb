import Foundation

extension UIFont {
  /// A Dynamic Type text style: the role of some text, which decides its font.
  ///
  /// Raw values are the strings UIKit's style constants hold at run time (for example
  /// `"UICTFontTextStyleBody"`).
  ///
  /// ```swift
  /// UIFont.preferredFont(forTextStyle: .headline)  // 17 pt semibold
  /// ```
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public var rawValue: String

    /// Creates a style from its name.
    /// - Parameter rawValue: The style's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Very large titles; 34 pt.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// First-level titles; 28 pt.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Second-level titles; 22 pt.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Third-level titles; 20 pt.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headings; 17 pt semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadings; 15 pt.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text; 17 pt.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callouts; 16 pt.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnotes; 13 pt.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Standard captions; 12 pt.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Alternate captions; 11 pt.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}
