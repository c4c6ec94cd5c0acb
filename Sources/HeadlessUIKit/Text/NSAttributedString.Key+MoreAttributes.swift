import Foundation

// More of UIKit's text attributes, so attributed strings written for iOS build here. HeadlessUIKit
// stores them and does not draw them. Raw values: the runtime names that GNUstep's libs-gui
// (`Source/externs.m`) gives these constants, as for the attributes in NSAttributedString+Key.swift.
extension NSAttributedString.Key {
  /// The colour of the outline drawn around the glyphs; the value is a `UIColor`.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline's width as a percentage of the font size (negative also fills); a number.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// The colour of the underline; the value is a `UIColor`.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The colour of the strikethrough line; the value is a `UIColor`.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// The skew applied to the glyphs; a number.
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// The log of the expansion factor applied to the glyphs; a number.
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// Whether ligatures are used (0 none, 1 the default ones); a number.
  public static let ligature = NSAttributedString.Key("NSLigature")
}
