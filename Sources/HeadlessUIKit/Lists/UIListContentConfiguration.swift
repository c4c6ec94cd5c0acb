import Foundation

/// The content of a list row, header or footer: text, secondary text and an image, with
/// their fonts and colours, in one of UIKit's standard layouts.
///
/// ```swift
/// var content = UIListContentConfiguration.valueCell()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
///
/// The fonts of each layout are UIKit's: see the factory methods. Layout margins and paddings
/// are listed in `TableMetrics`, with where each comes from.
public struct UIListContentConfiguration: Equatable {
  /// How text is drawn: font, colour, line count and case.
  public struct TextProperties: Equatable {
    /// A change of case applied to the text before it shows (UIListContentTextProperties.h).
    public enum TextTransform: Hashable, Sendable {
      /// The text as given.
      case none
      /// All capitals.
      case uppercase
      /// All lower case.
      case lowercase
      /// Each word capitalized.
      case capitalized
    }

    /// How the text lines up across the width it is given (UIListContentTextProperties.h).
    public enum TextAlignment: Hashable, Sendable {
      /// The leading edge of the writing direction.
      case natural
      /// Centred.
      case center
      /// Justified, the last line at the natural edge.
      case justified
    }

    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// The most lines shown; 0 for as many as needed. UIKit's default is 0.
    public var numberOfLines: Int = 0
    /// Whether the font follows the content size category. No public source gives UIKit's
    /// default: `true`, since every configuration's font is a text style's. HeadlessUIKit
    /// keeps the value; the content view's labels keep the configuration's font as it is.
    public var adjustsFontForContentSizeCategory = true
    /// How the text lines up. No public source gives the default: `.natural`, the enum's zero
    /// value. Centred or justified text takes the width between the margins.
    public var alignment: TextAlignment = .natural
    /// The change of case the text shows with; `.none` except in a grouped section header,
    /// whose title UIKit shows in capitals.
    public var transform: TextTransform = .none

    /// The colour the text is drawn in: ``color`` (HeadlessUIKit has no colour transformers),
    /// as UIListContentTextProperties.h resolves it from the colour and its transformer.
    public func resolvedColor() -> UIColor {
      color
    }

    /// `text` with ``transform`` applied.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: return text
      case .uppercase: return text.uppercased()
      case .lowercase: return text.lowercased()
      case .capitalized: return text.capitalized
      }
    }
  }

  /// How the image is drawn.
  public struct ImageProperties: Equatable {
    /// The symbol configuration a symbol image is drawn with, over its own; default `nil`.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// A tint for template images, or `nil` for the view's tint.
    public var tintColor: UIColor?
    /// The image's corner radius; default 0.
    public var cornerRadius: CGFloat = 0
    /// The size the image is drawn at, or zero for its own size.
    public var reservedLayoutSize: CGSize = .zero

    /// The tint the image is drawn with in a view whose tint is `tintColor`: ``tintColor``, or
    /// the view's when it is `nil` (UIListContentImageProperties.h; HeadlessUIKit has no
    /// colour transformers).
    /// - Parameter tintColor: The tint colour of the view showing the image.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      self.tintColor ?? tintColor
    }
  }

  /// The layouts UIKit offers.
  enum Layout: Hashable {
    case cell, subtitle, value, header, footer
  }

  let layout: Layout

  /// Whether it is a header's configuration.
  var isHeader: Bool { layout == .header }

  /// The primary text.
  public var text: String?
  /// The secondary text: below the text in a subtitle cell, at the trailing edge in a value cell.
  public var secondaryText: String?
  /// The image before the text.
  public var image: UIImage?
  /// How the text is drawn.
  public var textProperties: TextProperties
  /// How the secondary text is drawn.
  public var secondaryTextProperties: TextProperties
  /// How the image is drawn.
  public var imageProperties = ImageProperties()
  /// The axes on which the content view keeps the layout margins it inherits from its
  /// superview; both by default (Apple's documentation of the property). HeadlessUIKit keeps
  /// the value and lays the content out within ``directionalLayoutMargins`` alone, which is
  /// what UIKit does for `[]`.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
  /// The margins around the content.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    didSet { followsSystemSideMargins = false }
  }
  /// Whether the side margins are still the system's, which a table cell sets for its width.
  package private(set) var followsSystemSideMargins = true
  /// Whether text and secondary text sit side by side when there is room (value cells).
  public var prefersSideBySideTextAndSecondaryText: Bool
  /// The space between the image and the text.
  public var imageToTextPadding: CGFloat = 16
  /// The space between text and secondary text side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between text and secondary text one above the other.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3

  private init(
    layout: Layout, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets
  ) {
    self.layout = layout
    self.textProperties = text
    self.secondaryTextProperties = secondary
    self.directionalLayoutMargins = margins
    self.prefersSideBySideTextAndSecondaryText = layout == .value
  }

  private static var cellMargins: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: TableMetrics.verticalContentMargin, leading: TableMetrics.contentMargin,
      bottom: TableMetrics.verticalContentMargin, trailing: TableMetrics.contentMargin)
  }

  private static var titleMargins: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: TableMetrics.titleMargins.top, leading: TableMetrics.contentMargin,
      bottom: TableMetrics.titleMargins.bottom, trailing: TableMetrics.contentMargin)
  }

  /// A cell with text in the body font and label colour.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      layout: .cell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
      margins: cellMargins)
  }

  /// A cell with text in the body font above secondary text in the subheadline font.
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      layout: .subtitle, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
      margins: cellMargins)
  }

  /// A cell with text at the leading edge and secondary text, both in the body font, at the
  /// trailing edge in the secondary label colour (the Settings look).
  public static func valueCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      layout: .value, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
      margins: cellMargins)
  }

  /// A plain table's section header: headline text.
  public static func plainHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      layout: .header, text: .init(font: .preferredFont(forTextStyle: .headline), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
      margins: titleMargins)
  }

  /// A plain table's section footer: footnote text in the secondary label colour.
  public static func plainFooter() -> UIListContentConfiguration {
    footer()
  }

  /// A grouped table's section header: footnote text in the secondary label colour, in capitals.
  public static func groupedHeader() -> UIListContentConfiguration {
    var header = UIListContentConfiguration(
      layout: .header,
      text: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      margins: titleMargins)
    header.textProperties.transform = .uppercase
    return header
  }

  /// A grouped table's section footer: footnote text in the secondary label colour.
  public static func groupedFooter() -> UIListContentConfiguration {
    footer()
  }

  /// An inset-grouped list's prominent section header: bold title 3 text in the label colour.
  /// No public source gives its font: the title 3 size in bold, as iOS draws it.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    prominentHeader(style: .title3)
  }

  /// An inset-grouped list's extra prominent section header: bold title 2 text in the label
  /// colour. No public source gives its font: the title 2 size in bold, as iOS draws it.
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    prominentHeader(style: .title2)
  }

  private static func prominentHeader(style: UIFont.TextStyle) -> UIListContentConfiguration {
    let size = UIFont.preferredFont(forTextStyle: style).pointSize
    return UIListContentConfiguration(
      layout: .header, text: .init(font: .systemFont(ofSize: size, weight: .bold), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
      margins: titleMargins)
  }

  /// A sidebar row: body text in the label colour. No public source gives sidebar fonts: those
  /// of `cell()`.
  public static func sidebarCell() -> UIListContentConfiguration {
    cell()
  }

  /// A sidebar row with secondary text below the text, as ``subtitleCell()``.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    subtitleCell()
  }

  /// A sidebar row accompanying other content (in a split view beside it), as ``sidebarCell()``.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration {
    sidebarCell()
  }

  /// A sidebar row accompanying other content, with secondary text below, as
  /// ``sidebarSubtitleCell()``.
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    sidebarSubtitleCell()
  }

  /// A sidebar's section header: headline text in the secondary label colour. No public source
  /// gives its font and colour.
  public static func sidebarHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      layout: .header, text: .init(font: .preferredFont(forTextStyle: .headline), color: .secondaryLabel),
      secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
      margins: titleMargins)
  }

  /// The configuration of a table's section title in a place: the configuration the place
  /// starts from (the plain or grouped header or footer) with the table's content `margin` at
  /// its sides, moved in by the sections' inset (the same margin) in an inset-grouped table so
  /// it lines up with the rows' text.
  static func sectionTitle(for look: ListCellLook, margin: CGFloat) -> UIListContentConfiguration {
    var content = look.defaultContentConfiguration
    content.setSystemSideMargins(look.appearance == .insetGrouped ? 2 * margin : margin)
    return content
  }

  /// Sets the side margins to the system's for where the content shows.
  package mutating func setSystemSideMargins(_ side: CGFloat) {
    directionalLayoutMargins.leading = side
    directionalLayoutMargins.trailing = side
    followsSystemSideMargins = true
  }

  private static func footer() -> UIListContentConfiguration {
    var margins = titleMargins
    margins.top = TableMetrics.titleMargins.bottom
    margins.bottom = TableMetrics.titleMargins.top
    return UIListContentConfiguration(
      layout: .footer,
      text: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      margins: margins)
  }

}

extension UIListContentConfiguration: UIContentConfiguration {
  /// Makes a ``UIListContentView`` showing this configuration.
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The configuration for a state, with the system's values for that state in the properties
  /// the app did not set (UIListContentConfiguration.h). No public source says that a list
  /// cell's text, secondary text or image change with selection, highlighting or editing
  /// (Apple's docs show the app making such changes itself), so HeadlessUIKit returns the
  /// configuration unchanged.
  /// - Parameter state: The state of the view showing the configuration.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    self
  }
}
