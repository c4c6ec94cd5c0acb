import Foundation

/// A control that picks a date, a time, both, or a countdown duration.
///
/// ```swift
/// let starts = UIDatePicker()
/// starts.datePickerMode = .dateAndTime
/// starts.preferredDatePickerStyle = .compact
/// starts.minimumDate = Date()
/// ```
///
/// `date` stays between `minimumDate` and `maximumDate` when both are set and in order (UIKit
/// ignores the range otherwise). Setting it from code sends no event; a user's pick
/// (`simulatePick(_:)`, HeadlessUIKit only) sends `.valueChanged`. The compact and inline styles
/// cannot show the countdown timer: choosing them together stops the program with UIKit's
/// message (UIKit raises `NSInternalInconsistencyException`).
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  // MARK: Drawing (UIDatePicker+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawDatePicker(in: rect, on: &canvas) }

  // MARK: Content size

  /// The size the style draws at: the compact style's value labels, the inline style's
  /// calendar, the wheels' height. See `UIDatePicker.Metrics` for where the numbers come from.
  open override var intrinsicContentSize: CGSize { contentSize }

  /// The size that fits: the content size, whatever the space offered.
  /// - Parameter size: The space available (not used).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize }

  // MARK: Value

  /// What the picker picks; `.dateAndTime` by default.
  open var datePickerMode: UIDatePicker.Mode = .dateAndTime {
    didSet {
      UIDatePicker.checkSupported(style: preferredDatePickerStyle, mode: datePickerMode)
      invalidateIntrinsicContentSize()
    }
  }

  /// The style asked for; `.automatic` by default. The countdown timer with `.compact` or
  /// `.inline` stops the program with UIKit's message.
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
    didSet {
      UIDatePicker.checkSupported(style: preferredDatePickerStyle, mode: datePickerMode)
      invalidateIntrinsicContentSize()
    }
  }

  /// The style shown: the preferred one, or for `.automatic` the compact style (the wheels for
  /// the countdown timer), as UIKit resolves it.
  open var datePickerStyle: UIDatePickerStyle {
    guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
    return datePickerMode == .countDownTimer ? .wheels : .compact
  }

  private var storedDate = Date()

  /// The picked date; the current date when the picker was made. Kept within the range.
  open var date: Date {
    get { clamped(storedDate) }
    set { storedDate = newValue }
  }

  /// The earliest date, or `nil` (the default). Ignored when later than `maximumDate`.
  open var minimumDate: Date?

  /// The latest date, or `nil` (the default). Ignored when earlier than `minimumDate`.
  open var maximumDate: Date?

  private var storedLocale: Locale?

  /// The locale the values are written in; `nil` (the default) reads as the current locale.
  open var locale: Locale? {
    get { storedLocale ?? .current }
    set { storedLocale = newValue }
  }

  private var storedCalendar: Calendar?

  /// The calendar; the current one unless set. Setting `nil` restores the current one.
  open var calendar: Calendar! {
    get { storedCalendar ?? .current }
    set { storedCalendar = newValue }
  }

  /// The time zone, or `nil` (the default) for the calendar's.
  open var timeZone: TimeZone?

  /// The countdown timer's duration in seconds; 0 by default. Whole minutes only, at most
  /// 23:59 (86,399 seconds).
  open var countDownDuration: TimeInterval = 0 {
    didSet {
      let minutes = (Swift.min(Swift.max(countDownDuration, 0), 86_399) / 60).rounded(.down)
      if countDownDuration != minutes * 60 { countDownDuration = minutes * 60 }
    }
  }

  /// The step of the minutes; 1 by default. It must divide 60 and lie in 1...30: other values
  /// are ignored (UIKit's header states the rule; no public source says what UIKit does with
  /// other values, and it raises no exception).
  open var minuteInterval = 1 {
    didSet {
      if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = oldValue }
    }
  }

  /// Whether a date set from code is rounded to `minuteInterval`; `true` by default.
  open var roundsToMinuteInterval = true

  /// Creates a date picker showing the current date.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a date picker from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the date without sending an event.
  /// - Parameters:
  ///   - date: The new date.
  ///   - animated: Whether UIKit would spin the wheels (no effect here).
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// The date kept within the range, when the range is in order.
  private func clamped(_ date: Date) -> Date {
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
    var result = date
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate { result = maximumDate }
    return result
  }

  /// Stops the program, as UIKit raises, for the countdown timer in the compact or inline style.
  private static func checkSupported(style: UIDatePickerStyle, mode: UIDatePicker.Mode) {
    guard style == .compact || style == .inline, mode == .countDownTimer else { return }
    let styleName = style == .compact ? "compact" : "inline"
    fatalError(
      "NSInternalInconsistencyException: UIDatePickerMode .countDownTimer is unsupported when using "
        + "style .\(styleName).")
  }

  // MARK: Text of the values

  /// A formatter for the picker's locale, calendar and time zone.
  func formatter(date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = timeZone ?? calendar.timeZone
    formatter.dateStyle = dateStyle
    formatter.timeStyle = timeStyle
    return formatter
  }

  /// The compact style's labels: the date (medium style) and the time (short style), as the
  /// mode shows them.
  var compactLabels: [String] {
    let date = self.date
    switch datePickerMode {
    case .date: return [formatter(date: .medium, time: .none).string(from: date)]
    case .time: return [formatter(date: .none, time: .short).string(from: date)]
    case .dateAndTime:
      return [
        formatter(date: .medium, time: .none).string(from: date),
        formatter(date: .none, time: .short).string(from: date),
      ]
    case .countDownTimer: return []
    }
  }

  private var contentSize: CGSize {
    let metrics = UIDatePicker.Metrics.self
    switch datePickerStyle {
    case .compact, .automatic:
      let widths = compactLabels.map { metrics.pillWidth(of: $0) }
      let width = widths.reduce(0, +) + CGFloat(Swift.max(0, widths.count - 1)) * metrics.pillSpacing
      return CGSize(width: width, height: metrics.pillHeight)
    case .inline:
      let time = datePickerMode == .dateAndTime ? metrics.inlineTimeRowHeight : 0
      if datePickerMode == .time {
        return CGSize(width: UIView.noIntrinsicMetric, height: metrics.inlineTimeRowHeight)
      }
      return CGSize(width: UIView.noIntrinsicMetric, height: metrics.inlineCalendarHeight + time)
    case .wheels:
      return CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.defaultHeight)
    }
  }
}
