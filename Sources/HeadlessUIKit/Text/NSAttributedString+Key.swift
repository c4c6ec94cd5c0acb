import Foundation

// Foundation on Linux declares NSAttributedString.Key but none of UIKit's text attributes.
extension NSAttributedString.Key {
  /// The font of the text; the value is a `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// The colour of the text; the value is a `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text; the value is a `UIColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra space between characters in points; the value is a number.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The paragraph's layout (alignment, line spacing); the value is a paragraph style.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The underline style; the value is a number.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The strikethrough style; the value is a number.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A link; the value is a `URL` or a string.
  public static let link = NSAttributedString.Key("NSLink")
  /// The baseline's offset in points; the value is a number.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
