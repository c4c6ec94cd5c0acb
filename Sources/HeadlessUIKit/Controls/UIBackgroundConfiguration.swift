import Foundation

/// What a view's background shows: a fill colour, corner radius and stroke. Buttons with a
/// `UIButton.Configuration` draw theirs from one.
///
/// ```swift
/// var background = UIBackgroundConfiguration.clear()
/// background.backgroundColor = .systemYellow
/// background.cornerRadius = 8
/// ```
///
/// HeadlessUIKit keeps the properties a button's background needs; UIKit's list-cell backgrounds
/// (`listPlainCell()` and the like) and custom views are not here.
public struct UIBackgroundConfiguration: Hashable {
  /// The fill colour; `nil` lets the view that shows the background choose one (a configured
  /// button uses its style's colour).
  public var backgroundColor: UIColor?

  /// The corner radius; 0 by default. A configured button uses it for `CornerStyle.fixed` only.
  public var cornerRadius: CGFloat = 0

  /// The stroke colour; `nil` by default (no stroke unless `strokeWidth` and a colour are set).
  public var strokeColor: UIColor?

  /// The stroke width; 0 by default.
  public var strokeWidth: CGFloat = 0

  /// The space between the view's edges and the background; zero by default.
  public var backgroundInsets: NSDirectionalEdgeInsets = .zero

  /// A background with no colour, stroke or corner radius.
  public static func clear() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration()
  }

  private init() {}

  /// Hashes the colours, radius and stroke width (equal backgrounds hash alike).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(backgroundColor)
    hasher.combine(cornerRadius)
    hasher.combine(strokeColor)
    hasher.combine(strokeWidth)
  }
}
