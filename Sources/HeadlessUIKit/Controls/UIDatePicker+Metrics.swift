import Foundation

extension UIDatePicker {
  /// The sizes the date picker draws at. No public source gives UIKit's: these are
  /// HeadlessUIKit's own, chosen to look like iOS 14-16 (a value label of 17-point text on a
  /// rounded grey plate; a month of six weeks on 44-point rows). Release: none (no recording),
  /// used on every release HeadlessUIKit models.
  enum Metrics {
    /// The value labels' text.
    @MainActor static var font: UIFont { .systemFont(ofSize: 17) }
    /// The horizontal padding inside a value label.
    static let pillPadding: CGFloat = 11
    /// A value label's height.
    static let pillHeight: CGFloat = 34
    /// The space between the date and time labels.
    static let pillSpacing: CGFloat = 6
    /// The month's title row, the weekday row and six weeks.
    static let inlineHeaderHeight: CGFloat = 44
    static let inlineWeekdayHeight: CGFloat = 20
    static let inlineRowHeight: CGFloat = 44
    static var inlineCalendarHeight: CGFloat {
      inlineHeaderHeight + inlineWeekdayHeight + 6 * inlineRowHeight
    }
    /// The time row under the calendar in date-and-time mode.
    static let inlineTimeRowHeight: CGFloat = 52

    /// A value label's width for its text.
    @MainActor static func pillWidth(of text: String) -> CGFloat {
      (TextMetrics(font: font).width(of: text) + 2 * pillPadding).rounded(.up)
    }
  }
}
