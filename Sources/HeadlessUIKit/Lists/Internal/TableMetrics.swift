import Foundation

/// The lengths a table view uses where its API leaves the choice to UIKit, each with where it
/// comes from. Where no public source was found the entry says so: those are this library's
/// choice, made to look like iOS 16 on an iPhone, and may differ from a device. Each entry
/// names the iOS release its recordings were made on ("Release:"); HeadlessUIKit uses the
/// entries on every release it models (`SimulatedRelease`), since no recording shows one change.
enum TableMetrics {
  /// The height of a row whose cell does not size itself: 44 points. A cell made outside a
  /// table has the frame {320, 44} (UIKitCore recording in the write-up "UITableView：复用池的
  /// 真实结构与代理调用顺序"), and recursiveDescription dumps of UIKit tables show 44-point rows.
  /// Release: not stated by the recordings.
  static let defaultRowHeight: CGFloat = 44

  /// The frame of a cell made outside a table: {0, 0, 320, 44} (the same recording). Release:
  /// not stated.
  static let initialCellFrame = CGRect(x: 0, y: 0, width: 320, height: 44)

  /// The height a row is assumed to have until it is measured, when neither
  /// `estimatedRowHeight` nor `rowHeight` gives one. UIKit does not document its own estimate
  /// (the recording above found 40.05 on Mac Catalyst); no public source for iOS: the default
  /// row height is used. Release: none (no public source).
  static let defaultEstimatedRowHeight: CGFloat = 44

  /// A separator line is one pixel thick: 1 / 3 point at the 3x scale HeadlessUIKit measures
  /// text at (dumps show 0.5 at 2x and 0.333333 at 3x). Release: not stated by the dumps.
  static let separatorThickness: CGFloat = 1 / TextMetrics.displayScale

  /// How far a cell's content and its separator start from the cell's leading edge in a list
  /// wider than 375 points: the system's minimum layout margin there. Measured in
  /// cashapp/AccessibilitySnapshot's `testTableHitTarget` references (iOS 15.5 at 390 points,
  /// 16.4 and 17.5 at 393): separators from 20 points, a switch 20 from the edge. Narrower
  /// lists get 16: see ``contentMargin(forWidth:)``. Release: iOS 15.5, 16.4 and 17.5 (the same
  /// in all three).
  static let contentMargin: CGFloat = 20

  /// The content margin of a list `width` points wide: the system's minimum layout margin for
  /// that width, 16 up to 375 points and 20 above (sources at
  /// `UIViewController.systemMinimumSideMargin(forWidth:)`). Inset-grouped sections are inset
  /// by the same length (16 in getsentry/sentry-cocoa's 300-point iOS 16 list; 20 at 393 points
  /// in cashapp/AccessibilitySnapshot's iOS 17.5 `testListWithHeadersAndFooters` reference).
  /// Release: iOS 16 and 17.5.
  static func contentMargin(forWidth width: CGFloat) -> CGFloat {
    UIViewController.systemMinimumSideMargin(forWidth: width)
  }

  /// The corner radius of an inset-grouped section, a continuous curve. iOS 16 prints
  /// `cornerRadius = 10` for a grouped list's background (getsentry/sentry-cocoa's view dump),
  /// and the corners in iOS 16.4 and 17.5 snapshot references measure 10. Release: iOS 16.4 and
  /// 17.5.
  static let insetGroupedCornerRadius: CGFloat = 10

  /// The vertical margin above and below a list cell's text. No public source found; with the
  /// body font's line it makes a row of the default height. Release: none.
  static let verticalContentMargin: CGFloat = 11

  /// The height of a grouped or inset-grouped section's header or footer when it has no title,
  /// and of the space above the first section. No public source found. Release: none.
  static let groupedSpacing: CGFloat = 18

  /// The space above and below a section title's text. No public source found. Release: none.
  static let titleMargins = (top: CGFloat(16), bottom: CGFloat(6))
}

// MARK: Compositional list sections (added with UICollectionLayoutListConfiguration)

extension TableMetrics {
  /// The height a list section's supplementary header or footer counts at until its view is
  /// measured. No public source found: UIKit sizes the view from its content; the estimate only
  /// places the section until then, so it is the default row height. Release: none.
  static let listSupplementaryEstimatedHeight: CGFloat = defaultRowHeight
}

// MARK: List cell accessories (added with UICollectionViewListCell.accessories)

extension TableMetrics {
  /// The width UIKit reserves for a system accessory of `.standard` width. No public source
  /// found (UICellAccessoryStandardDimension's value is not published). Release: none.
  static let listAccessoryStandardWidth: CGFloat = 24

  /// The space between two accessories on one edge. No public source found. Release: none.
  static let listAccessorySpacing: CGFloat = 12
}
