import Foundation

/// What list sections (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) add to a
/// compositional layout: the look of their cells, headers and footers, their separators and
/// their background.
extension UICollectionViewCompositionalLayout {
  /// The kind of the decoration view behind a list section.
  static let listSectionBackgroundKind = "HeadlessUIKitListSectionBackground"

  /// The list configuration of a section, or `nil` when it is not a list section.
  /// - Parameter section: The section.
  func listConfiguration(inSection section: Int) -> UICollectionLayoutListConfiguration? {
    sections.indices.contains(section) ? sections[section].source.listConfiguration : nil
  }

  /// The background of a list section: the whole section, behind its cells, in the
  /// configuration's colour.
  func listBackgroundAttributes(of section: Int) -> UICollectionViewLayoutAttributes {
    let placed = sections[section]
    let attributes = UICollectionViewLayoutAttributes(
      indexPath: IndexPath(item: 0, section: section), category: .decorationView,
      kind: Self.listSectionBackgroundKind)
    attributes.frame = CGRect(
      x: 0, y: placed.top, width: collectionViewContentSize.width, height: placed.height)
    attributes.zIndex = -1
    return attributes
  }

  /// The view behind a list section, in its background colour.
  func makeListSectionBackground(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView
  {
    let view = UICollectionReusableView()
    if let configuration = listConfiguration(inSection: attributes.indexPath.section) {
      view.backgroundColor =
        configuration.backgroundColor ?? Self.systemBackground(of: configuration.appearance)
    }
    return view
  }

  /// The background a list of an appearance has when its configuration sets none: the one a
  /// table of the same style has (`systemBackground` plain, `systemGroupedBackground` grouped).
  /// No public source for sidebars: a sidebar is drawn as a grouped list, a plain sidebar as a
  /// plain one.
  static func systemBackground(of appearance: UICollectionLayoutListConfiguration.Appearance) -> UIColor {
    appearance == .plain || appearance == .sidebarPlain ? .systemBackground : .systemGroupedBackground
  }

  /// What a list section gives the view of one of its elements.
  func listSectionStyle(
    of category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath
  ) -> ListCellStyle? {
    guard let configuration = listConfiguration(inSection: indexPath.section) else { return nil }
    let appearance = configuration.appearance
    switch category {
    case .supplementaryView:
      let role: ListCellStyle.Role = kind == UICollectionView.elementKindSectionFooter ? .footer : .header
      return ListCellStyle(appearance: appearance, role: role)
    case .decorationView:
      return nil
    case .cell:
      break
    }
    let count = sections[indexPath.section].count
    let item = indexPath.item
    if configuration.headerMode == .firstItemInSection, item == 0 {
      // The first item is the header: drawn as one, without a background or separators.
      return ListCellStyle(appearance: appearance, role: .header)
    }
    let firstRow = configuration.headerMode == .firstItemInSection ? 1 : 0
    let isGrouped = appearance != .plain && appearance != .sidebarPlain
    var style = ListCellStyle(
      appearance: appearance, role: .cell,
      backgroundColor: isGrouped ? .secondarySystemGroupedBackground : .systemBackground)
    if appearance == .insetGrouped {
      if item == firstRow { style.roundedCorners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if item == count - 1 { style.roundedCorners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    }
    guard configuration.showsSeparators else { return style }
    // Automatic separators are a table's: one under each row, none under the last row of a
    // grouped section, none above. No public source for sidebars: none, as sidebars show rows
    // without lines.
    let isSidebar = appearance == .sidebar || appearance == .sidebarPlain
    var separators = configuration.separatorConfiguration
    separators.resolveVisibility(
      top: false, bottom: !isSidebar && (appearance == .plain || item < count - 1))
    if let handler = configuration.itemSeparatorHandler {
      separators = handler(indexPath, separators)
      separators.resolveVisibility(
        top: false, bottom: !isSidebar && (appearance == .plain || item < count - 1))
    }
    style.topSeparator = separators.topSeparator
    style.bottomSeparator = separators.bottomSeparator
    return style
  }
}

extension UIListSeparatorConfiguration {
  /// Replaces `.automatic` visibilities with what the section decides.
  fileprivate mutating func resolveVisibility(top: Bool, bottom: Bool) {
    if topSeparatorVisibility == .automatic { topSeparatorVisibility = top ? .visible : .hidden }
    if bottomSeparatorVisibility == .automatic { bottomSeparatorVisibility = bottom ? .visible : .hidden }
  }

  /// The separator above the item, if it shows.
  fileprivate var topSeparator: ListCellStyle.Separator? {
    separator(topSeparatorVisibility, insets: topSeparatorInsets)
  }

  /// The separator below the item, if it shows.
  fileprivate var bottomSeparator: ListCellStyle.Separator? {
    separator(bottomSeparatorVisibility, insets: bottomSeparatorInsets)
  }

  private func separator(_ visibility: Visibility, insets: NSDirectionalEdgeInsets) -> ListCellStyle
    .Separator?
  {
    guard visibility == .visible else { return nil }
    let automatic = Self.automaticInsets
    return ListCellStyle.Separator(
      color: color, leading: insets.leading == automatic.leading ? nil : insets.leading,
      trailing: insets.trailing == automatic.trailing ? nil : insets.trailing)
  }
}
