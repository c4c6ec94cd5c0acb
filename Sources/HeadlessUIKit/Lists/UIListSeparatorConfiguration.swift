import Foundation

/// How the separators above and below the items of a list section look: whether each shows,
/// where it starts and ends, and its colour.
///
/// ```swift
/// var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// list.separatorConfiguration.color = .systemGray3
/// list.itemSeparatorHandler = { indexPath, section in
///   var separators = section
///   if indexPath.item == 0 { separators.bottomSeparatorVisibility = .hidden }
///   return separators
/// }
/// ```
///
/// A list section resolves `.automatic` visibility and ``automaticInsets`` for each item as a
/// table of the same style draws its separators: one under each row, none under the last row of
/// a grouped section, starting where the row's text starts.
public struct UIListSeparatorConfiguration: Hashable {
  /// Whether a separator shows.
  public enum Visibility: Hashable {
    /// The list section decides.
    case automatic
    /// It shows.
    case visible
    /// It does not show.
    case hidden
  }

  /// Whether the separator above the item shows; default `.automatic` (UIListSeparatorConfiguration.h).
  public var topSeparatorVisibility: Visibility = .automatic
  /// Whether the separator below the item shows; default `.automatic`.
  public var bottomSeparatorVisibility: Visibility = .automatic

  /// Insets whose edges mean "the list section's own inset". UIKit does not publish the
  /// placeholder's numbers; no public source: HeadlessUIKit uses the greatest finite length,
  /// which no real inset takes.
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
    trailing: .greatestFiniteMagnitude)

  /// Where the separator above the item starts and ends; default ``automaticInsets`` (the header).
  public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// Where the separator below the item starts and ends; default ``automaticInsets``.
  public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets

  /// The separators' colour. No public source for the list default: `UIColor.separator`, the
  /// default of `UITableView.separatorColor`.
  public var color: UIColor = .separator
  /// The separators' colour in a group of selected items. No public source: the same as
  /// ``color``.
  public var multipleSelectionColor: UIColor = .separator
  /// A visual effect the separators are drawn with; default `nil`. HeadlessUIKit draws them
  /// without it.
  public var visualEffect: UIVisualEffect?

  /// Creates the separators of a list appearance.
  /// - Parameter listAppearance: The list's appearance.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
    self.listAppearance = listAppearance
  }

  /// The appearance the automatic values resolve for.
  let listAppearance: UICollectionLayoutListConfiguration.Appearance

  /// Whether two configurations are the same: equal values and the same visual effect object.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.topSeparatorVisibility == rhs.topSeparatorVisibility
      && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
      && lhs.topSeparatorInsets == rhs.topSeparatorInsets
      && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets
      && lhs.color == rhs.color && lhs.multipleSelectionColor == rhs.multipleSelectionColor
      && lhs.visualEffect.map(ObjectIdentifier.init) == rhs.visualEffect.map(ObjectIdentifier.init)
      && lhs.listAppearance == rhs.listAppearance
  }

  /// Hashes the visibilities, the colour and the appearance.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(topSeparatorVisibility)
    hasher.combine(bottomSeparatorVisibility)
    hasher.combine(color)
    hasher.combine(listAppearance)
  }
}
