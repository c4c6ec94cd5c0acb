import Foundation

/// What a list section gives one of its rows, headers or footers to look like its place: the
/// content configuration it starts from, its background and its separators. A table view gives
/// one to each of its cells and header and footer views, a compositional list section to each
/// of its list cells; ``ListSectionLook`` holds the rules both follow.
struct ListCellLook: Equatable {
  /// What the view is in its section.
  enum Role: Equatable {
    case cell, header, footer
  }

  /// A separator line along the top or bottom of the view, from `leading` to `trailing` points
  /// in from its sides; `nil` insets are the view's automatic ones (a table cell's
  /// `separatorInset`; a list cell's, from where its text starts to its trailing edge).
  struct Separator: Equatable {
    /// The line's colour; `nil` draws nothing (a table's `separatorColor` set to `nil`) but the
    /// line keeps its place.
    var color: UIColor?
    var leading: CGFloat?
    var trailing: CGFloat?
    /// Whether the line has a pixel row of its own below the content view, as a table row's
    /// separator has; otherwise it is drawn over the content (a grouped table's section edge, a
    /// list cell's separator).
    var isBelowContent = false
  }

  var appearance: UICollectionLayoutListConfiguration.Appearance
  var role: Role
  /// The background drawn under the view's own, or `nil` for none (headers and footers).
  var backgroundColor: UIColor?
  /// The corners the background is rounded at: the ends of an inset-grouped section.
  var roundedCorners: CACornerMask = []
  var topSeparator: Separator?
  var bottomSeparator: Separator?

  /// The height the bottom separator takes below the content view.
  var separatorHeightBelowContent: CGFloat {
    bottomSeparator?.isBelowContent == true ? TableMetrics.separatorThickness : 0
  }

  /// The content configuration a view in this place starts from. No public source gives
  /// UIKit's choice for list cells; the configurations named for the place: `sidebarCell()` in
  /// a sidebar, `cell()` elsewhere, and the plain, grouped or sidebar header or footer (a
  /// table's section header and footer views: `plainHeader()` and the rest, as UIKit's
  /// documentation of `UITableViewHeaderFooterView.defaultContentConfiguration()` says).
  var defaultContentConfiguration: UIListContentConfiguration {
    let isSidebar = appearance == .sidebar || appearance == .sidebarPlain
    switch (role, appearance) {
    case (.cell, _): return isSidebar ? .sidebarCell() : .cell()
    case (.header, .plain): return .plainHeader()
    case (.header, _): return isSidebar ? .sidebarHeader() : .groupedHeader()
    case (.footer, .plain), (.footer, .sidebarPlain): return .plainFooter()
    case (.footer, _): return .groupedFooter()
    }
  }
}

/// The rules a list section of one appearance follows for its rows, the same for a table view
/// of a style and a collection view's list section of the same appearance: backgrounds, rounded
/// ends and where separators go.
struct ListSectionLook {
  let appearance: UICollectionLayoutListConfiguration.Appearance

  init(appearance: UICollectionLayoutListConfiguration.Appearance) {
    self.appearance = appearance
  }

  /// The look of a table view of a style: the list appearance of the same name.
  init(tableStyle style: UITableView.Style) {
    switch style {
    case .plain: appearance = .plain
    case .grouped: appearance = .grouped
    case .insetGrouped: appearance = .insetGrouped
    }
  }

  /// Whether sections stand apart on a grouped background.
  var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }

  var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }

  /// The background behind the sections: `systemBackground` plain, `systemGroupedBackground`
  /// grouped (a table view's default `backgroundColor` for its style). No public source for
  /// sidebars: a sidebar is drawn as a grouped list, a plain sidebar as a plain one.
  var backgroundColor: UIColor { isGrouped ? .systemGroupedBackground : .systemBackground }

  /// A row's background: `systemBackground` plain, `secondarySystemGroupedBackground` grouped.
  var rowBackgroundColor: UIColor { isGrouped ? .secondarySystemGroupedBackground : .systemBackground }

  /// The look of a row of a section whose rows run from `firstRow` to `count - 1`: its
  /// background, rounded at the section's ends when inset-grouped. Separators are added by
  /// the caller (see ``showsSeparator(belowRow:of:)``).
  func row(_ row: Int, from firstRow: Int = 0, of count: Int) -> ListCellLook {
    var look = ListCellLook(appearance: appearance, role: .cell, backgroundColor: rowBackgroundColor)
    if appearance == .insetGrouped {
      if row == firstRow { look.roundedCorners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if row == count - 1 { look.roundedCorners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    }
    return look
  }

  /// Whether the automatic separator under a row shows: under every row of a plain section, all
  /// but the last of a grouped one, none in a sidebar (no public source for sidebars: they show
  /// rows without lines).
  func showsSeparator(belowRow row: Int, of count: Int) -> Bool {
    !isSidebar && (appearance == .plain || row < count - 1)
  }

  /// The look of a section's header or footer view: no background, no separators.
  func sectionView(isHeader: Bool) -> ListCellLook {
    ListCellLook(appearance: appearance, role: isHeader ? .header : .footer)
  }
}
