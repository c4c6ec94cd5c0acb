import Foundation

/// A rectangle in a flow layout's own axes: `main` runs the way the content scrolls (down for
/// a vertical layout, right for a horizontal one), `cross` across it.
struct FlowRect {
  var main: CGFloat
  var cross: CGFloat
  var mainLength: CGFloat
  var crossLength: CGFloat

  /// The rectangle in the collection view's coordinates.
  func rect(vertical: Bool) -> CGRect {
    vertical
      ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
      : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
  }
}

/// One section of a flow layout in the layout's axes: header, items in lines, footer.
///
/// A section whose items all have one size keeps no value per item: its lines are computed
/// when asked for, so a grid of 100,000 items costs what one of 100 does. A section of sized
/// items keeps each item's rectangle and the start of each line.
struct FlowLayoutSection {
  /// Where the section (its header) starts along the main axis.
  var start: CGFloat = 0
  var count: Int
  var header: CGFloat
  var footer: CGFloat
  /// The section insets before and after the items along the main axis.
  var insetBefore: CGFloat
  var insetAfter: CGFloat
  /// Where the items' lines start across, and the room across them.
  var crossStart: CGFloat
  var available: CGFloat
  var lineSpacing: CGFloat
  var lines: Lines

  enum Lines {
    /// Items of one size: `perLine` to a line, spread by `spacing`.
    case uniform(mainLength: CGFloat, crossLength: CGFloat, perLine: Int, spacing: CGFloat)
    /// Items of their own sizes: each item's rectangle relative to the first line's start,
    /// the first item of each line, and each line's start and length.
    case sized(frames: [FlowRect], lineFirstItems: [Int], lineStarts: [CGFloat], lineLengths: [CGFloat])
  }

  /// The number of lines.
  var lineCount: Int {
    switch lines {
    case .uniform(_, _, let perLine, _): count == 0 ? 0 : (count + perLine - 1) / perLine
    case .sized(_, let firstItems, _, _): firstItems.count
    }
  }

  /// The length of all lines and the spaces between them.
  var itemsLength: CGFloat {
    switch lines {
    case .uniform(let mainLength, _, _, _):
      let lines = lineCount
      return lines == 0 ? 0 : CGFloat(lines) * mainLength + CGFloat(lines - 1) * lineSpacing
    case .sized(_, _, let starts, let lengths):
      return starts.last.map { $0 + lengths[lengths.count - 1] } ?? 0
    }
  }

  /// Where the first line starts.
  var itemsStart: CGFloat { start + header + insetBefore }
  /// Where the items and the inset after them end: a pinned header stops there.
  var contentEnd: CGFloat { itemsStart + itemsLength + insetAfter }
  /// The whole section's length, header to footer.
  var length: CGFloat { header + insetBefore + itemsLength + insetAfter + footer }

  /// The items of a line.
  func items(inLine line: Int) -> Range<Int> {
    switch lines {
    case .uniform(_, _, let perLine, _):
      return line * perLine..<min(count, (line + 1) * perLine)
    case .sized(_, let firstItems, _, _):
      return firstItems[line]..<(line + 1 < firstItems.count ? firstItems[line + 1] : count)
    }
  }

  /// The lines that meet the main-axis range `from..<to`.
  func lines(meeting from: CGFloat, _ to: CGFloat) -> ClosedRange<Int>? {
    let lines = lineCount
    guard lines > 0 else { return nil }
    let from = from - itemsStart
    let to = to - itemsStart
    let first: Int
    let last: Int
    switch self.lines {
    case .uniform(let mainLength, _, _, _):
      let pitch = mainLength + lineSpacing
      guard pitch > 0 else { return 0...lines - 1 }
      first = max(0, Int((from / pitch).rounded(.down)))
      last = min(lines - 1, Int((to / pitch).rounded(.down)))
    case .sized(_, _, let starts, _):
      first = max(0, lastIndex(in: starts, atOrBelow: from))
      last = max(0, lastIndex(in: starts, atOrBelow: to))
    }
    return first <= last ? first...last : nil
  }

  /// The index of the last value at or below `value` in ascending `values`, or -1.
  private func lastIndex(in values: [CGFloat], atOrBelow value: CGFloat) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  /// An item's rectangle.
  func frame(ofItem item: Int) -> FlowRect {
    switch lines {
    case .uniform(let mainLength, let crossLength, let perLine, let spacing):
      let line = item / perLine
      let main = itemsStart + CGFloat(line) * (mainLength + lineSpacing)
      let cross: CGFloat
      if perLine == 1 || count == 1 {
        // A line of one item centres it.
        cross = crossStart + (available - crossLength) / 2
      } else {
        cross = crossStart + CGFloat(item % perLine) * (crossLength + spacing)
      }
      return FlowRect(main: main, cross: cross, mainLength: mainLength, crossLength: crossLength)
    case .sized(let frames, _, _, _):
      var frame = frames[item]
      frame.main += itemsStart
      frame.cross += crossStart
      return frame
    }
  }

  /// Breaks items of their own sizes into lines, as text breaks into lines: as many as fit
  /// across with at least `interitemSpacing` between them. Items in a line are centred on the
  /// line's length, which is its longest item's (the flow layout centres a short cell in a
  /// taller row: stackoverflow.com/questions/16837928). Every line but the last shares out
  /// the space left between its items; a line of one item is centred; the last line of a
  /// section of several keeps the spacing of the line before so it lines up under it (or the
  /// minimum, if its items are wider) - this library's reading, as for uniform items.
  static func sizedLines(
    sizes: [(main: CGFloat, cross: CGFloat)], available: CGFloat, interitemSpacing: CGFloat,
    lineSpacing: CGFloat
  ) -> Lines {
    var firstItems: [Int] = []
    var used: CGFloat = 0
    for (index, size) in sizes.enumerated() {
      if firstItems.isEmpty || used + interitemSpacing + size.cross > available {
        firstItems.append(index)
        used = size.cross
      } else {
        used += interitemSpacing + size.cross
      }
    }
    var frames = [FlowRect](
      repeating: FlowRect(main: 0, cross: 0, mainLength: 0, crossLength: 0), count: sizes.count)
    var starts: [CGFloat] = []
    var lengths: [CGFloat] = []
    var main: CGFloat = 0
    var previousSpacing = interitemSpacing
    for (line, first) in firstItems.enumerated() {
      let end = line + 1 < firstItems.count ? firstItems[line + 1] : sizes.count
      let items = sizes[first..<end]
      let length = items.map(\.main).max() ?? 0
      let crossTotal = items.reduce(0) { $0 + $1.cross }
      let isLast = line == firstItems.count - 1
      var cross: CGFloat = 0
      var spacing = interitemSpacing
      if items.count == 1 {
        if !isLast || firstItems.count == 1 { cross = (available - crossTotal) / 2 }
      } else if !isLast || firstItems.count == 1 {
        spacing = (available - crossTotal) / CGFloat(items.count - 1)
      } else if crossTotal + previousSpacing * CGFloat(items.count - 1) <= available {
        spacing = previousSpacing
      }
      previousSpacing = spacing
      for index in first..<end {
        let size = sizes[index]
        frames[index] = FlowRect(
          main: main + (length - size.main) / 2, cross: cross, mainLength: size.main, crossLength: size.cross)
        cross += size.cross + spacing
      }
      starts.append(main)
      lengths.append(length)
      main += length + lineSpacing
    }
    return .sized(frames: frames, lineFirstItems: firstItems, lineStarts: starts, lineLengths: lengths)
  }
}
