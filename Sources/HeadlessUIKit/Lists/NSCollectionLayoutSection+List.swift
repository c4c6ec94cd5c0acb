import Foundation

extension NSCollectionLayoutSection {
  /// A section of list rows in a list configuration's appearance, as a table section of the
  /// same style lays them out: full-width rows of estimated height that size themselves, and
  /// the configuration's header and footer.
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout { _, environment in
  ///   var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
  ///   list.headerMode = .supplementary
  ///   return .list(using: list, layoutEnvironment: environment)
  /// }
  /// ```
  ///
  /// With `.supplementary` header or footer mode the section asks the data source for a view
  /// of kind `UICollectionView.elementKindSectionHeader` or `...Footer`, sized by its content.
  /// - Parameters:
  ///   - configuration: The list's configuration.
  ///   - layoutEnvironment: The environment the section provider was given.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    // Rows and their group count at the default row height until their cells are measured.
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(TableMetrics.defaultRowHeight))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
    let section = NSCollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    let appearance = configuration.appearance
    let isGrouped = appearance != .plain && appearance != .sidebarPlain
    // Inset-grouped sections are inset by the system margin of the list's width, as a table's.
    let margin = TableMetrics.contentMargin(forWidth: layoutEnvironment.container.contentSize.width)
    let sideInset = appearance == .insetGrouped || appearance == .sidebar ? margin : 0
    // A grouped section is set apart by the spacing a table gives a section without a header or
    // footer; a header or footer view takes its place, as a table's section title does.
    let spacing = isGrouped ? TableMetrics.groupedSpacing : 0
    section.contentInsets = NSDirectionalEdgeInsets(
      top: configuration.headerMode == .supplementary ? 0 : spacing, leading: sideInset,
      bottom: configuration.footerMode == .supplementary ? 0 : spacing, trailing: sideInset)
    var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
    let titleSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(TableMetrics.listSupplementaryEstimatedHeight))
    if configuration.headerMode == .supplementary {
      boundary.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: titleSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      boundary.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: titleSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundary
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list section of a configuration.
  /// - Parameter configuration: The list's configuration.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
