import Foundation

/// How a section of a compositional layout looks and behaves as a list: its appearance,
/// separators, headers and footers, background and swipe actions.
///
/// ```swift
/// var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// list.headerMode = .supplementary
/// list.trailingSwipeActionsConfigurationProvider = { indexPath in
///   UISwipeActionsConfiguration(actions: [
///     UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
///   ])
/// }
/// let layout = UICollectionViewCompositionalLayout.list(using: list)
/// ```
///
/// A list section looks like a table section of the same style: rows of estimated height
/// that size themselves, a separator under each row, grouped sections apart and inset-grouped
/// ones inset from the sides with rounded ends. Defaults are those of UICollectionLayoutList.h.
public struct UICollectionLayoutListConfiguration {
  /// The list styles, as table view styles plus sidebars.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge.
    case plain = 0
    /// Sections apart on a grouped background.
    case grouped = 1
    /// Grouped sections inset from the sides.
    case insetGrouped = 2
    /// A sidebar.
    case sidebar = 3
    /// A plain sidebar.
    case sidebarPlain = 4
  }

  /// Where a section's header comes from.
  public enum HeaderMode: Hashable, Sendable {
    /// No header.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`, sized by its
    /// content.
    case supplementary
    /// The section's first item, drawn as a header.
    case firstItemInSection
  }

  /// Where a section's footer comes from.
  public enum FooterMode: Hashable, Sendable {
    /// No footer.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`, sized by its
    /// content.
    case supplementary
  }

  /// Gives the swipe actions of an item, or `nil` for none.
  public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) ->
    UISwipeActionsConfiguration?

  /// Gives the separators of an item from the section's, resolved for the item.
  public typealias ItemSeparatorHandler = (
    _ itemIndexPath: IndexPath, _ sectionSeparatorConfiguration: UIListSeparatorConfiguration
  ) -> UIListSeparatorConfiguration

  /// Creates a list configuration.
  /// - Parameter appearance: The list's appearance.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The list's appearance, fixed when the configuration is made.
  public private(set) var appearance: Appearance
  /// Whether rows are separated by lines; default `true`. When `false`,
  /// ``separatorConfiguration`` and ``itemSeparatorHandler`` have no effect.
  public var showsSeparators = true
  /// The separators of the section's items, before ``itemSeparatorHandler``; default those of
  /// the appearance.
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// Gives each item its separators; default `nil`.
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// The section's background; default `nil`, the system background of the appearance.
  public var backgroundColor: UIColor?
  /// Gives the actions of a swipe from an item's leading edge; default `nil`.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// Gives the actions of a swipe from an item's trailing edge; default `nil`.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// Where each section's header comes from; default `.none`.
  public var headerMode: HeaderMode = .none
  /// Where each section's footer comes from; default `.none`.
  public var footerMode: FooterMode = .none
  /// The space above each section header; default `nil`, the system's (Swift's spelling of
  /// `UICollectionViewLayoutAutomaticDimension`).
  public var headerTopPadding: CGFloat?
}
