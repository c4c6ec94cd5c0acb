import DeclarativeUIKit
import Foundation
import Testing

/// UIDatePicker: defaults, the date kept in range, the style UIKit resolves, minute interval
/// rules, and the compact and inline drawings.
///
/// Sources: defaults and rules from UIDatePicker.h in the iOS 16.5 SDK (mode dateAndTime; date
/// the current date; min and max nil and "When min > max, the values are ignored"; countdown
/// "limit is 23:59 (86,399 seconds). value being set is div 60"; minute interval "must be evenly
/// divided into 60. default is 1. min is 1, max is 30"); raw values from the same header; the
/// automatic style's resolution and the exception for the countdown timer in the compact or
/// inline style from UIKit's decompiled `_UIDatePickerClassForStyleAndMode` (a public decompile
/// of UIKitCore).
@MainActor @Suite struct DatePickerTests {
  private static let utc = TimeZone(identifier: "UTC")!
  private static let offsite: Date = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar.date(from: DateComponents(year: 2026, month: 12, day: 4, hour: 9))!
  }()

  private func picker() -> UIDatePicker {
    let picker = UIDatePicker()
    picker.locale = Locale(identifier: "en_US")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Self.utc
    picker.calendar = calendar
    picker.timeZone = Self.utc
    picker.date = Self.offsite
    return picker
  }

  @Test func defaults() {
    let before = Date()
    let picker = UIDatePicker()
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.preferredDatePickerStyle == .automatic)
    #expect(picker.date >= before && picker.date <= Date())
    #expect(picker.minimumDate == nil && picker.maximumDate == nil)
    #expect(picker.timeZone == nil)
    #expect(picker.minuteInterval == 1)
    #expect(picker.countDownDuration == 0)
    #expect(UIDatePicker.Mode.countDownTimer.rawValue == 3)
    #expect(UIDatePickerStyle.inline.rawValue == 3)
  }

  @Test func automaticIsCompactExceptForTheCountdown() {
    let picker = UIDatePicker()
    #expect(picker.datePickerStyle == .compact)
    picker.datePickerMode = .countDownTimer
    #expect(picker.datePickerStyle == .wheels)
    picker.datePickerMode = .date
    picker.preferredDatePickerStyle = .inline
    #expect(picker.datePickerStyle == .inline)
  }

  @Test func dateIsKeptInAnOrderedRange() {
    let picker = picker()
    let day: TimeInterval = 86_400
    picker.minimumDate = Self.offsite.addingTimeInterval(day)
    #expect(picker.date == Self.offsite.addingTimeInterval(day))
    picker.maximumDate = Self.offsite.addingTimeInterval(2 * day)
    picker.date = Self.offsite.addingTimeInterval(5 * day)
    #expect(picker.date == Self.offsite.addingTimeInterval(2 * day))
    picker.maximumDate = Self.offsite
    #expect(picker.date == Self.offsite.addingTimeInterval(5 * day))
  }

  @Test func minuteIntervalMustDivideSixtyUpToThirty() {
    let picker = UIDatePicker()
    picker.minuteInterval = 15
    #expect(picker.minuteInterval == 15)
    for invalid in [0, 7, 60, -5] {
      picker.minuteInterval = invalid
      #expect(picker.minuteInterval == 15)
    }
  }

  @Test func countdownIsWholeMinutesUpTo2359() {
    let picker = UIDatePicker()
    picker.countDownDuration = 90_000
    #expect(picker.countDownDuration == 86_340)
    picker.countDownDuration = 125
    #expect(picker.countDownDuration == 120)
  }

  @Test func aPickSendsValueChangedAndCodeDoesNot() {
    let picker = picker()
    var events = 0
    picker.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
    picker.setDate(Self.offsite.addingTimeInterval(60), animated: true)
    #expect(events == 0)
    #expect(picker.simulatePick(Self.offsite))
    #expect(events == 1)
    #expect(picker.date == Self.offsite)
  }

  @Test func compactShowsTheDateAndTheTime() {
    let picker = picker()
    #expect(picker.intrinsicContentSize.height == 34)
    picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
    let both = SVGRenderer().render(picker)
    #expect(both.contains(">Dec 4, 2026</text>"))
    #expect(both.contains(">9:00"))  // ICU may put a narrow no-break space before AM
    let bothWidth = picker.intrinsicContentSize.width
    picker.datePickerMode = .date
    #expect(picker.intrinsicContentSize.width < bothWidth)
    picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
    let date = SVGRenderer().render(picker)
    #expect(date.contains(">Dec 4, 2026</text>"))
    #expect(!date.contains(">9:00"))
  }

  @Test func inlineDrawsTheMonthWithThePickedDay() {
    let picker = picker()
    picker.preferredDatePickerStyle = .inline
    picker.frame = CGRect(x: 0, y: 0, width: 360, height: picker.intrinsicContentSize.height)
    let svg = SVGRenderer().render(picker)
    #expect(svg.contains(">December 2026</text>"))
    #expect(svg.contains(">31</text>"))
    #expect(svg.contains(">9:00"))
    #expect(svg.components(separatedBy: "<circle").count - 1 == 1)
  }
}

/// UIKit raises NSInternalInconsistencyException for the countdown timer in the compact or
/// inline style; HeadlessUIKit stops the program.
@Suite struct DatePickerExitTests {
  @Test func theCountdownInTheCompactStyleStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .compact
        picker.datePickerMode = .countDownTimer
      }
    }
  }

  @Test func theInlineStyleForTheCountdownStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let picker = UIDatePicker()
        picker.datePickerMode = .countDownTimer
        picker.preferredDatePickerStyle = .inline
      }
    }
  }
}
