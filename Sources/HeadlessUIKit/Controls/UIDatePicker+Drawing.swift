import Foundation

/// How a date picker shows itself in its style: compact value labels on grey plates, an inline
/// month calendar with the picked day circled (and the time under it), or wheels with the values
/// on a band.
/// The metrics are `UIDatePicker.Metrics` (no public source; see there).
extension UIDatePicker {
  func drawDatePicker(in bounds: CGRect, on canvas: inout SVGCanvas) {
    canvas.group(enabledGroup) { canvas in
      switch datePickerStyle {
      case .compact, .automatic:
        drawCompactLabels(compactLabels, in: bounds, trailing: true, on: &canvas)
      case .inline:
        drawInlineCalendar(in: bounds, on: &canvas)
      case .wheels:
        drawDateWheels(in: bounds, on: &canvas)
      }
    }
  }
}

extension UIDatePicker {
  /// Value labels side by side, against the trailing edge (where UIKit puts a compact picker's
  /// content when it is wider than its labels) or from the leading edge.
  private func drawCompactLabels(
    _ labels: [String], in bounds: CGRect, trailing: Bool, on canvas: inout SVGCanvas
  ) {
    let metrics = UIDatePicker.Metrics.self
    let font = metrics.font
    let widths = labels.map { metrics.pillWidth(of: $0) }
    let total = widths.reduce(0, +) + CGFloat(Swift.max(0, widths.count - 1)) * metrics.pillSpacing
    var x = trailing ? bounds.maxX - total : bounds.minX
    for (label, width) in zip(labels, widths) {
      let plate = CGRect(
        x: x, y: bounds.midY - metrics.pillHeight / 2, width: width, height: metrics.pillHeight)
      canvas.add(.path(.roundedRect(plate, radius: 6)).fill(UIColor.tertiarySystemFill.cgColor))
      canvas.drawText(
        TextLayout.singleLine(label, font: font, width: width), font: font, color: UIColor.label.cgColor,
        alignment: .center, in: plate)
      x += width + metrics.pillSpacing
    }
  }

  /// The month of the picked date: its title and the arrows, the weekday initials, the days on
  /// six rows with the picked one circled in the tint colour, then the time row.
  private func drawInlineCalendar(in bounds: CGRect, on canvas: inout SVGCanvas) {
    let metrics = UIDatePicker.Metrics.self
    let tint: UIColor = tintColor ?? .systemBlue
    if datePickerMode == .time {
      let row = CGRect(
        x: bounds.minX, y: bounds.minY, width: bounds.width, height: metrics.inlineTimeRowHeight)
      drawTimeRow(in: row, on: &canvas)
      return
    }
    var calendar: Calendar = self.calendar
    calendar.timeZone = timeZone ?? calendar.timeZone
    let date = date
    let title = formatter(date: .none, time: .none)
    title.setLocalizedDateFormatFromTemplate("MMMMyyyy")
    let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    let titleRect = CGRect(
      x: bounds.minX + 16, y: bounds.minY, width: bounds.width - 100, height: metrics.inlineHeaderHeight)
    canvas.drawText(
      TextLayout.singleLine(title.string(from: date), font: titleFont, width: titleRect.width),
      font: titleFont,
      color: UIColor.label.cgColor, alignment: .left, in: titleRect)
    let arrowY = bounds.minY + metrics.inlineHeaderHeight / 2
    let previous = bounds.maxX - 60
    let next = bounds.maxX - 22
    // The previous and next month's chevrons.
    for (x, direction) in [(previous, CGFloat(-1)), (next, CGFloat(1))] {
      var chevron = SVGPathData()
      chevron.move(to: CGPoint(x: x - 3 * direction, y: arrowY - 7))
      chevron.line(to: CGPoint(x: x + 3 * direction, y: arrowY))
      chevron.line(to: CGPoint(x: x - 3 * direction, y: arrowY + 7))
      canvas.add(.path(chevron).stroke(tint.cgColor, width: 2.5).lineCap(.round).lineJoin(.round).noFill())
    }
    let columnWidth = (bounds.width - 16) / 7
    let weekdayFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    let symbols: [String] = formatter(date: .none, time: .none).shortWeekdaySymbols
    let first = calendar.firstWeekday - 1
    for column in 0..<7 where symbols.count == 7 {
      let symbol = symbols[(column + first) % 7].uppercased()
      let rect = CGRect(
        x: bounds.minX + 8 + CGFloat(column) * columnWidth, y: bounds.minY + metrics.inlineHeaderHeight,
        width: columnWidth, height: metrics.inlineWeekdayHeight)
      canvas.drawText(
        TextLayout.singleLine(symbol, font: weekdayFont, width: columnWidth), font: weekdayFont,
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
        canvas.add(
          .circle(center: CGPoint(x: rect.midX, y: rect.midY), radius: 20).fill(tint.cgColor, opacity: 0.12))
      }
      let font = isPicked ? pickedFont : dayFont
      canvas.drawText(
        TextLayout.singleLine("\(day)", font: font, width: columnWidth), font: font,
        color: (isPicked ? tint : UIColor.label).cgColor, alignment: .center, in: rect)
    }
    if datePickerMode == .dateAndTime {
      let row = CGRect(
        x: bounds.minX, y: top + 6 * metrics.inlineRowHeight, width: bounds.width,
        height: metrics.inlineTimeRowHeight)
      drawTimeRow(in: row, on: &canvas)
    }
  }

  /// "Time" and the time's value label, as the inline style shows them under the calendar.
  private func drawTimeRow(in rect: CGRect, on canvas: inout SVGCanvas) {
    let font = UIFont.systemFont(ofSize: 17)
    let label = CGRect(x: rect.minX + 16, y: rect.minY, width: rect.width / 2, height: rect.height)
    canvas.drawText(
      TextLayout.singleLine("Time", font: font, width: label.width), font: font, color: UIColor.label.cgColor,
      alignment: .left, in: label)
    let time = formatter(date: .none, time: .short).string(from: date)
    drawCompactLabels([time], in: rect.insetBy(dx: 16, dy: 0), trailing: true, on: &canvas)
  }

  /// The wheels: a band across the middle with the picked values on it (the date, the hour and
  /// the minute, or the countdown's hours and minutes).
  private func drawDateWheels(in bounds: CGRect, on canvas: inout SVGCanvas) {
    let band = CGRect(x: bounds.minX + 8, y: bounds.midY - 17, width: bounds.width - 16, height: 34)
    canvas.add(.path(.roundedRect(band, radius: 8)).fill(UIColor.tertiarySystemFill.cgColor))
    let values: [String]
    if datePickerMode == .countDownTimer {
      let minutes = Int(countDownDuration / 60)
      values = ["\(minutes / 60) hours", "\(minutes % 60) min"]
    } else {
      values = compactLabels
    }
    let font = UIFont.systemFont(ofSize: 21)
    let width = bounds.width / CGFloat(Swift.max(values.count, 1))
    for (index, value) in values.enumerated() {
      let rect = CGRect(
        x: bounds.minX + CGFloat(index) * width, y: band.minY, width: width, height: band.height)
      canvas.drawText(
        TextLayout.singleLine(value, font: font, width: width), font: font, color: UIColor.label.cgColor,
        alignment: .center, in: rect)
    }
  }
}
