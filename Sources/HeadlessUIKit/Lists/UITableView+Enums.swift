import Foundation

extension UITableView {
  /// How a table view draws its sections; fixed when the table view is made.
  public enum Style: Int, Sendable {
    /// Rows run edge to edge; section headers and footers float over them.
    case plain = 0
    /// Sections stand apart on a grouped background.
    case grouped = 1
    /// Grouped sections inset from the sides, with rounded corners.
    case insetGrouped = 2
  }

  /// Where a row ends up when the table view scrolls to it.
  public enum ScrollPosition: Int, Sendable {
    /// The least scrolling that shows the row.
    case none = 0
    /// At the top of the visible area.
    case top = 1
    /// In the middle of the visible area.
    case middle = 2
    /// At the bottom of the visible area.
    case bottom = 3
  }

  /// How inserted, deleted and reloaded rows animate (HeadlessUIKit does not animate).
  public enum RowAnimation: Int, Sendable {
    /// Fades in or out.
    case fade = 0
    /// Slides from or to the right.
    case right = 1
    /// Slides from or to the left.
    case left = 2
    /// Slides from or to the top.
    case top = 3
    /// Slides from or to the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// Keeps the row centred in its space.
    case middle = 6
    /// The system's choice.
    case automatic = 100
  }

  /// A value that asks the table view for its own choice of a height: a row's height from its
  /// content, a header's from its title. Its value is -1, as UIKit's.
  public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
  /// The layout of a cell's built-in labels.
  public enum CellStyle: Int, Sendable {
    /// A text label and an optional image.
    case `default` = 0
    /// A text label on the left and a secondary label on the right.
    case value1 = 1
    /// A small label on the left and a text label after it.
    case value2 = 2
    /// A text label above a secondary label.
    case subtitle = 3
  }

  /// How a separator line between cells is drawn.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none = 0
    /// A single thin line.
    case singleLine = 1
    /// An etched line (deprecated in UIKit since iOS 11).
    case singleLineEtched = 2
  }

  /// How a selected cell shows that it is selected.
  public enum SelectionStyle: Int, Sendable {
    /// Not at all.
    case none = 0
    /// A blue background (drawn grey since iOS 7).
    case blue = 1
    /// A grey background.
    case gray = 2
    /// The system's selection background.
    case `default` = 3
  }

  /// The standard view at a cell's trailing edge.
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none = 0
    /// A chevron: the row leads somewhere.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// The control a row shows while its table is editing.
  public enum EditingStyle: Int, Sendable {
    /// None.
    case none = 0
    /// A delete control.
    case delete = 1
    /// An insert control.
    case insert = 2
  }
}
