import Foundation

/// What a list section gives one of its cells, headers or footers: the content configuration
/// it starts from, its background and its separators, as a table section of the same style
/// gives its rows.
struct ListCellStyle: Equatable {
  /// What the view is in its section.
  enum Role: Equatable {
    case cell, header, footer
  }

  /// A separator line across the view, from `leading` to `trailing` points in from its edges;
  /// `nil` insets are the automatic ones: from where the cell's text starts to the trailing edge.
  struct Separator: Equatable {
    var color: UIColor
    var leading: CGFloat?
    var trailing: CGFloat?
  }

  var appearance: UICollectionLayoutListConfiguration.Appearance
  var role: Role
  /// The background drawn under the view's own, or `nil` for none (headers and footers).
  var backgroundColor: UIColor?
  /// The corners the background is rounded at: the ends of an inset-grouped section.
  var roundedCorners: CACornerMask = []
  var topSeparator: Separator?
  var bottomSeparator: Separator?

  /// The content configuration a list cell in this place starts from. No public source gives
  /// UIKit's choice; the configurations named for the place: `sidebarCell()` in a sidebar,
  /// `cell()` elsewhere, and the plain, grouped or sidebar header or footer.
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
