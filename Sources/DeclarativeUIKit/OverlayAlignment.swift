/// Where ``Stylable/overlay(alignment:_:)`` places its views inside the view they cover.
///
/// Each view keeps its own size (at most the covered view's) and is placed at the named edge,
/// corner or center; ``fill`` stretches it over the whole view.
public struct OverlayAlignment: Equatable, Sendable {
  enum Horizontal: Equatable, Sendable { case leading, center, trailing, fill }
  enum Vertical: Equatable, Sendable { case top, center, bottom, fill }

  let horizontal: Horizontal
  let vertical: Vertical

  /// Centered on both axes.
  public static let center = OverlayAlignment(horizontal: .center, vertical: .center)
  /// Centered horizontally, along the top edge.
  public static let top = OverlayAlignment(horizontal: .center, vertical: .top)
  /// Centered horizontally, along the bottom edge.
  public static let bottom = OverlayAlignment(horizontal: .center, vertical: .bottom)
  /// Centered vertically, along the leading edge.
  public static let leading = OverlayAlignment(horizontal: .leading, vertical: .center)
  /// Centered vertically, along the trailing edge.
  public static let trailing = OverlayAlignment(horizontal: .trailing, vertical: .center)
  /// In the top leading corner.
  public static let topLeading = OverlayAlignment(horizontal: .leading, vertical: .top)
  /// In the top trailing corner.
  public static let topTrailing = OverlayAlignment(horizontal: .trailing, vertical: .top)
  /// In the bottom leading corner.
  public static let bottomLeading = OverlayAlignment(horizontal: .leading, vertical: .bottom)
  /// In the bottom trailing corner.
  public static let bottomTrailing = OverlayAlignment(horizontal: .trailing, vertical: .bottom)
  /// Stretched over the whole view.
  public static let fill = OverlayAlignment(horizontal: .fill, vertical: .fill)
}
