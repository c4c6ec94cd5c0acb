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
        configuration.backgroundColor ?? ListSectionLook(appearance: configuration.appearance).backgroundColor
    }
    return view
  }

  /// What a list section gives the view of one of its elements: the look of a table section of
  /// the same appearance (``ListSectionLook``), with the separators the list configuration asks
  /// for.
  func listSectionLook(
    of category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath
  ) -> ListCellLook? {
    guard let configuration = listConfiguration(inSection: indexPath.section) else { return nil }
    let section = ListSectionLook(appearance: configuration.appearance)
    switch category {
    case .supplementaryView:
      return section.sectionView(isHeader: kind != UICollectionView.elementKindSectionFooter)
    case .decorationView:
      return nil
    case .cell:
      break
    }
    let count = sections[indexPath.section].count
    let item = indexPath.item
    if configuration.headerMode == .firstItemInSection, item == 0 {
      // The first item is the header: drawn as one, without a background or separators.
      return section.sectionView(isHeader: true)
    }
    let firstRow = configuration.headerMode == .firstItemInSection ? 1 : 0
    var look = section.row(item, from: firstRow, of: count)
    guard configuration.showsSeparators else { return look }
    // Automatic separators are a table's: one under each row, none under the last row of a
    // grouped section, none above.
    let showsBottom = section.showsSeparator(belowRow: item, of: count)
    var separators = configuration.separatorConfiguration
    separators.resolveVisibility(top: false, bottom: showsBottom)
    if let handler = configuration.itemSeparatorHandler {
      separators = handler(indexPath, separators)
      separators.resolveVisibility(top: false, bottom: showsBottom)
    }
    look.topSeparator = separators.topSeparator
    look.bottomSeparator = separators.bottomSeparator
    return look
  }
}

extension UIListSeparatorConfiguration {
  /// Replaces `.automatic` visibilities with what the section decides.
  fileprivate mutating func resolveVisibility(top: Bool, bottom: Bool) {
    if topSeparatorVisibility == .automatic { topSeparatorVisibility = top ? .visible : .hidden }
    if bottomSeparatorVisibility == .automatic { bottomSeparatorVisibility = bottom ? .visible : .hidden }
  }

  /// The separator above the item, if it shows.
  fileprivate var topSeparator: ListCellLook.Separator? {
    separator(topSeparatorVisibility, insets: topSeparatorInsets)
  }

  /// The separator below the item, if it shows.
  fileprivate var bottomSeparator: ListCellLook.Separator? {
    separator(bottomSeparatorVisibility, insets: bottomSeparatorInsets)
  }

  private func separator(_ visibility: Visibility, insets: NSDirectionalEdgeInsets) -> ListCellLook.Separator?
  {
    guard visibility == .visible else { return nil }
    let automatic = Self.automaticInsets
    return ListCellLook.Separator(
      color: color, leading: insets.leading == automatic.leading ? nil : insets.leading,
      trailing: insets.trailing == automatic.trailing ? nil : insets.trailing)
  }
}
