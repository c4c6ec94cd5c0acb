import Foundation

extension SVGRenderPass {
  /// A date picker in its style: compact value labels on grey plates, an inline month calendar
  /// with the picked day circled (and the time under it), or wheels with the values on a band.
  /// The metrics are `UIDatePicker.Metrics` (no public source; see there).
  mutating func drawDatePicker(_ picker: UIDatePicker, in bounds: CGRect) {
    let opacity = picker.isEnabled ? "" : " opacity=\"0.5\""
    document.openGroup(opacity)
    switch picker.datePickerStyle {
    case .compact, .automatic:
      drawCompactLabels(picker.compactLabels, in: bounds, trailing: true)
    case .inline:
      drawInlineCalendar(picker, in: bounds)
    case .wheels:
      drawDateWheels(picker, in: bounds)
    }
    document.closeGroup()
  }

  /// Value labels side by side, against the trailing edge (where UIKit puts a compact picker's
  /// content when it is wider than its labels) or from the leading edge.
  private mutating func drawCompactLabels(_ labels: [String], in bounds: CGRect, trailing: Bool) {
    let metrics = UIDatePicker.Metrics.self
    let font = metrics.font
    let widths = labels.map { metrics.pillWidth(of: $0) }
    let total = widths.reduce(0, +) + CGFloat(Swift.max(0, widths.count - 1)) * metrics.pillSpacing
    var x = trailing ? bounds.maxX - total : bounds.minX
    for (label, width) in zip(labels, widths) {
      let plate = CGRect(
        x: x, y: bounds.midY - metrics.pillHeight / 2, width: width, height: metrics.pillHeight)
      document.add(
        "<path d=\"\(SVGPath.roundedRect(plate, radius: 6))\"\(SVGFormat.paint("fill", UIColor.tertiarySystemFill.cgColor))/>"
      )
      drawLines(
        Self.singleLine(label, font: font, width: width), font: font, color: UIColor.label.cgColor,
        alignment: .center, in: plate)
      x += width + metrics.pillSpacing
    }
  }

  /// The month of the picked date: its title and the arrows, the weekday initials, the days on
  /// six rows with the picked one circled in the tint colour, then the time row.
  private mutating func drawInlineCalendar(_ picker: UIDatePicker, in bounds: CGRect) {
    let metrics = UIDatePicker.Metrics.self
    let n = SVGFormat.number
    let tint: UIColor = picker.tintColor ?? .systemBlue
    if picker.datePickerMode == .time {
      drawTimeRow(
        picker,
        in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: metrics.inlineTimeRowHeight))
      return
    }
    var calendar: Calendar = picker.calendar
    calendar.timeZone = picker.timeZone ?? calendar.timeZone
    let date = picker.date
    let title = picker.formatter(date: .none, time: .none)
    title.setLocalizedDateFormatFromTemplate("MMMMyyyy")
    let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    let titleRect = CGRect(
      x: bounds.minX + 16, y: bounds.minY, width: bounds.width - 100, height: metrics.inlineHeaderHeight)
    drawLines(
      Self.singleLine(title.string(from: date), font: titleFont, width: titleRect.width), font: titleFont,
      color: UIColor.label.cgColor, alignment: .left, in: titleRect)
    let arrowY = bounds.minY + metrics.inlineHeaderHeight / 2
    let stroke =
      SVGFormat.paint("stroke", tint.cgColor)
      + " stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\""
    let previous = bounds.maxX - 60
    let next = bounds.maxX - 22
    document.add(
      "<path d=\"M \(n(previous + 3)) \(n(arrowY - 7)) L \(n(previous - 3)) \(n(arrowY)) L \(n(previous + 3)) \(n(arrowY + 7))\"\(stroke)/>"
    )
    document.add(
      "<path d=\"M \(n(next - 3)) \(n(arrowY - 7)) L \(n(next + 3)) \(n(arrowY)) L \(n(next - 3)) \(n(arrowY + 7))\"\(stroke)/>"
    )
    let columnWidth = (bounds.width - 16) / 7
    let weekdayFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    let symbols: [String] = picker.formatter(date: .none, time: .none).shortWeekdaySymbols
    let first = calendar.firstWeekday - 1
    for column in 0..<7 where symbols.count == 7 {
      let symbol = symbols[(column + first) % 7].uppercased()
      let rect = CGRect(
        x: bounds.minX + 8 + CGFloat(column) * columnWidth, y: bounds.minY + metrics.inlineHeaderHeight,
        width: columnWidth, height: metrics.inlineWeekdayHeight)
      drawLines(
        Self.singleLine(symbol, font: weekdayFont, width: columnWidth), font: weekdayFont,
        color: UIColor.tertiaryLabel.cgColor, alignment: .center, in: rect)
    }
    guard let month = calendar.dateInterval(of: .month, for: date),
      let days = calendar.range(of: .day, in: .month, for: date)
    else { return }
    let leading = (calendar.component(.weekday, from: month.start) - calendar.firstWeekday + 7) % 7
    let picked = calendar.component(.day, from: date)
    let dayFont = UIFont.systemFont(ofSize: 20)
    let pickedFont = UIFont.systemFont(ofSize: 20, weight: .semibold)
    let top = bounds.minY + metrics.inlineHeaderHeight + metrics.inlineWeekdayHeight
    for day in days {
      let index = leading + day - 1
      let rect = CGRect(
        x: bounds.minX + 8 + CGFloat(index % 7) * columnWidth,
        y: top + CGFloat(index / 7) * metrics.inlineRowHeight, width: columnWidth,
        height: metrics.inlineRowHeight)
      let isPicked = day == picked
      if isPicked {
        document.add(
          "<circle cx=\"\(n(rect.midX))\" cy=\"\(n(rect.midY))\" r=\"20\"\(SVGFormat.paint("fill", tint.cgColor, opacity: 0.12))/>"
        )
      }
      let font = isPicked ? pickedFont : dayFont
      drawLines(
        Self.singleLine("\(day)", font: font, width: columnWidth), font: font,
        color: (isPicked ? tint : UIColor.label).cgColor, alignment: .center, in: rect)
    }
    if picker.datePickerMode == .dateAndTime {
      drawTimeRow(
        picker,
        in: CGRect(
          x: bounds.minX, y: top + 6 * metrics.inlineRowHeight, width: bounds.width,
          height: metrics.inlineTimeRowHeight))
    }
  }

  /// "Time" and the time's value label, as the inline style shows them under the calendar.
  private mutating func drawTimeRow(_ picker: UIDatePicker, in rect: CGRect) {
    let font = UIFont.systemFont(ofSize: 17)
    let label = CGRect(x: rect.minX + 16, y: rect.minY, width: rect.width / 2, height: rect.height)
    drawLines(
      Self.singleLine("Time", font: font, width: label.width), font: font, color: UIColor.label.cgColor,
      alignment: .left, in: label)
    let time = picker.formatter(date: .none, time: .short).string(from: picker.date)
    drawCompactLabels([time], in: rect.insetBy(dx: 16, dy: 0), trailing: true)
  }

  /// The wheels: a band across the middle with the picked values on it (the date, the hour and
  /// the minute, or the countdown's hours and minutes).
  private mutating func drawDateWheels(_ picker: UIDatePicker, in bounds: CGRect) {
    let band = CGRect(x: bounds.minX + 8, y: bounds.midY - 17, width: bounds.width - 16, height: 34)
    document.add(
      "<path d=\"\(SVGPath.roundedRect(band, radius: 8))\"\(SVGFormat.paint("fill", UIColor.tertiarySystemFill.cgColor))/>"
    )
    let values: [String]
    if picker.datePickerMode == .countDownTimer {
      let minutes = Int(picker.countDownDuration / 60)
      values = ["\(minutes / 60) hours", "\(minutes % 60) min"]
    } else {
      values = picker.compactLabels
    }
    let font = UIFont.systemFont(ofSize: 21)
    let width = bounds.width / CGFloat(Swift.max(values.count, 1))
    for (index, value) in values.enumerated() {
      let rect = CGRect(
        x: bounds.minX + CGFloat(index) * width, y: band.minY, width: width, height: band.height)
      drawLines(
        Self.singleLine(value, font: font, width: width), font: font, color: UIColor.label.cgColor,
        alignment: .center, in: rect)
    }
  }
}
