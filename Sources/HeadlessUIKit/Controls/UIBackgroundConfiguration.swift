import Foundation

/// What a view's background shows: a fill colour, corner radius, stroke and custom view. Buttons
/// with a `UIButton.Configuration` and cells draw theirs from one.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listPlainCell()
/// background.cornerRadius = 8
/// cell.backgroundConfiguration = background
/// ```
///
/// A list style (`listPlainCell()` and the rest) gives the colour for each state a cell is in:
/// `updated(for:)` fills in the style's colour for the state wherever the app has not set one.
/// HeadlessUIKit keeps the properties buttons and cells draw; visual effects, images and the
/// stroke's colour transformer are not here.
public struct UIBackgroundConfiguration: Hashable {
  /// The system style a configuration was made from, which gives its colours per state.
  enum Style: Hashable {
    case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
    case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
  }

  let style: Style

  /// The colour the style gives for the state the configuration was last updated for.
  private var systemBackgroundColor: UIColor?
  /// The colour the app set, once it set one (`.some(nil)`: the tint colour).
  private var customBackgroundColor: UIColor??

  /// The fill colour; `nil` uses the view's tint colour (UIBackgroundConfiguration.h), `.clear`
  /// none. A list style gives one for the configuration's state until the app sets its own.
  public var backgroundColor: UIColor? {
    get { customBackgroundColor ?? systemBackgroundColor }
    set { customBackgroundColor = .some(newValue) }
  }

  /// A function applied to ``backgroundColor`` when it is resolved; `nil` by default, which
  /// uses the colour as it is (UIBackgroundConfiguration.h).
  public var backgroundColorTransformer: UIConfigurationColorTransformer?

  /// The fill colour in a view whose tint is `tintColor`: ``backgroundColor``, or the tint when
  /// it is `nil`, through ``backgroundColorTransformer`` (UIBackgroundConfiguration.h).
  /// - Parameter tintColor: The tint colour of the view showing the background.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// A view shown as the background, behind the colour's fill; `nil` by default.
  public var customView: UIView?

  /// The corner radius, continuous; 0 by default. A configured button uses it for
  /// `CornerStyle.fixed` only.
  public var cornerRadius: CGFloat = 0

  /// The stroke colour; `nil` by default (no stroke unless `strokeWidth` and a colour are set).
  public var strokeColor: UIColor?

  /// The stroke width; 0 by default.
  public var strokeWidth: CGFloat = 0

  /// How far the stroke sits outside the background; 0 by default.
  public var strokeOutset: CGFloat = 0

  /// The space between the view's edges and the background; zero by default.
  public var backgroundInsets: NSDirectionalEdgeInsets = .zero

  /// The edges where the view's layout margins add to ``backgroundInsets``; none by default.
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []

  private init(style: Style) {
    self.style = style
    systemBackgroundColor = style.backgroundColor(selected: false)
  }

  /// A background with no colour, stroke or corner radius.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }

  /// A plain list's row.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listPlainCell)
  }

  /// A plain list's section header or footer.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listPlainHeaderFooter)
  }

  /// A grouped or inset-grouped list's row.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listGroupedCell)
  }

  /// A grouped or inset-grouped list's section header or footer.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listGroupedHeaderFooter)
  }

  /// A sidebar's section header.
  public static func listSidebarHeader() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listSidebarHeader)
  }

  /// A sidebar's row.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listSidebarCell)
  }

  /// A row of a sidebar shown beside other content.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listAccompaniedSidebarCell)
  }

  /// The configuration for a state: the style's values for that state in the properties the
  /// app did not set (UIBackgroundConfiguration.h). A list row's colour turns to the selection
  /// colour while selected or highlighted.
  /// - Parameter state: The state of the view showing the background.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    var updated = self
    updated.systemBackgroundColor = style.backgroundColor(selected: Self.isSelectedOrHighlighted(state))
    return updated
  }

  private static func isSelectedOrHighlighted(_ state: any UIConfigurationState) -> Bool {
    if let cell = state as? UICellConfigurationState { return cell.isSelected || cell.isHighlighted }
    if let view = state as? UIViewConfigurationState { return view.isSelected || view.isHighlighted }
    return false
  }

  /// Equal when they show the same: style, colours, view, corners, stroke and insets.
  public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
    lhs.style == rhs.style && lhs.backgroundColor == rhs.backgroundColor
      && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer
      && lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
      && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
      && lhs.strokeOutset == rhs.strokeOutset && lhs.backgroundInsets == rhs.backgroundInsets
      && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
  }

  /// Hashes the colours, radius and stroke width (equal backgrounds hash alike).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(backgroundColor)
    hasher.combine(cornerRadius)
    hasher.combine(strokeColor)
    hasher.combine(strokeWidth)
  }
}

extension UIBackgroundConfiguration.Style {
  /// The style's fill. Rows take their list's row colour, the one a table of the same style
  /// gives its cells (``ListSectionLook``). While selected or highlighted a row shows the
  /// selection colour this package draws for table rows, `systemGray4`: no public source states
  /// UIKit's colour (UIBackgroundConfiguration.h and Apple's docs only say a style has values
  /// per state). Headers, footers and sidebar rows are clear: no public source gives theirs.
  func backgroundColor(selected: Bool) -> UIColor? {
    switch self {
    case .clear: return nil
    case .listPlainCell, .listGroupedCell, .listSidebarCell, .listAccompaniedSidebarCell:
      if selected { return .systemGray4 }
      if self == .listPlainCell { return ListSectionLook(appearance: .plain).rowBackgroundColor }
      if self == .listGroupedCell { return ListSectionLook(appearance: .insetGrouped).rowBackgroundColor }
      return .clear
    case .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader:
      return .clear
    }
  }
}
