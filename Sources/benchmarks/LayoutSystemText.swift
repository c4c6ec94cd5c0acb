/// The text of ../shared/tools/layout-systems/gen.py's systems, written line for line as gen.py
/// writes them (`gen.py stack N`, `gen.py grid N`, `gen.py grid N --weak-last`), so that the
/// benchmark replays exactly what kiwi was timed on without running Python.
enum LayoutSystemText {
  private static let stackGap = 8
  private static let gridGap = 4
  private static let rootWidth = 390
  private static let newWidth = 320

  /// gen.py's `fmt`: an integral value without a fraction, else the shortest round-trip form.
  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : "\(value)"
  }

  /// gen.py's `prio`: a UIKit priority as a strength token.
  private static func priority(_ value: Int) -> String {
    value >= 1000 ? "required" : String(value * 1000)
  }

  private static func constraint(
    _ strength: String, _ relation: String, _ terms: [(Double, String)], _ constant: Double
  ) -> String {
    var parts = [strength, relation]
    for (coefficient, variable) in terms { parts += [format(coefficient), variable] }
    parts.append(format(constant))
    return parts.joined(separator: " ")
  }

  private static func intrinsicHeight(_ index: Int) -> Int {
    17 + (index * 37) % 44
  }

  /// `gen.py stack N`: N views in a vertical column.
  static func stack(_ count: Int) -> String {
    var lines = [
      "# stack N=\(count): vertical column, gap \(stackGap), intrinsic heights 17..60",
      "# strength mapping: UIKit p<1000 -> kiwi create(0,p,0) = p*1000; 1000 -> required",
      "edit rootWidth strong",
      "suggest rootWidth \(rootWidth)",
    ]
    for index in 0..<count {
      let view = "v\(index)"
      lines.append(constraint("required", "==", [(1, "\(view).left")], 0))
      lines.append(constraint("required", "==", [(1, "\(view).width"), (-1, "rootWidth")], 0))
      if index == 0 {
        lines.append(constraint("required", "==", [(1, "\(view).top")], 0))
      } else {
        let previous = "v\(index - 1)"
        lines.append(
          constraint(
            "required", "==", [(1, "\(view).top"), (-1, "\(previous).top"), (-1, "\(previous).height")],
            Double(-stackGap)))
      }
      let height = Double(intrinsicHeight(index))
      lines.append(constraint(priority(750), ">=", [(1, "\(view).height")], -height))
      lines.append(constraint(priority(250), "<=", [(1, "\(view).height")], -height))
    }
    lines.append("solve")
    let last = "v\(count - 1)"
    let lastTop = (0..<(count - 1)).reduce(0) { $0 + intrinsicHeight($1) + stackGap }
    lines += [
      "expect \(last).top \(lastTop)",
      "expect \(last).height \(intrinsicHeight(count - 1))",
      "expect \(last).width \(rootWidth)",
      "suggest rootWidth \(newWidth)",
      "solve",
      "expect \(last).top \(lastTop)",
      "expect \(last).width \(newWidth)",
      "expect v0.width \(newWidth)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `gen.py grid N [--weak-last]`: round(sqrt(N))^2 views in a square grid, anchor form.
  static func grid(_ requested: Int, weakLast: Bool) -> String {
    let k = Int(Double(requested).squareRoot().rounded(.toNearestOrEven))
    var lines = [
      "# grid N=\(k * k) (\(k)x\(k)): gap \(gridGap), aspect 1:1, equal widths per row, row spans rootWidth"
        + " (anchor form), weak width == 40\(weakLast ? " (weak prefs emitted last)" : "")",
      "# strength mapping: UIKit p<1000 -> kiwi create(0,p,0) = p*1000; 1000 -> required",
      "edit rootWidth strong",
      "suggest rootWidth \(rootWidth)",
    ]
    var deferred: [String] = []
    func name(_ row: Int, _ column: Int) -> String { "v\(row)_\(column)" }
    let gap = Double(-gridGap)
    for row in 0..<k {
      for column in 0..<k {
        let view = name(row, column)
        if column == 0 {
          lines.append(constraint("required", "==", [(1, "\(view).left")], 0))
        } else {
          let previous = name(row, column - 1)
          lines.append(
            constraint(
              "required", "==", [(1, "\(view).left"), (-1, "\(previous).left"), (-1, "\(previous).width")],
              gap
            ))
        }
        if row == 0 {
          lines.append(constraint("required", "==", [(1, "\(view).top")], 0))
        } else {
          let above = name(row - 1, column)
          lines.append(
            constraint(
              "required", "==", [(1, "\(view).top"), (-1, "\(above).top"), (-1, "\(above).height")], gap))
        }
        lines.append(constraint("required", "==", [(1, "\(view).width"), (-1, "\(view).height")], 0))
        if column > 0 {
          lines.append(
            constraint("required", "==", [(1, "\(view).width"), (-1, "\(name(row, 0)).width")], 0))
        }
        if column == k - 1 {
          lines.append(
            constraint("required", "==", [(1, "\(view).left"), (1, "\(view).width"), (-1, "rootWidth")], 0))
        }
        let preference = constraint("weak", "==", [(1, "\(view).width")], -40)
        if weakLast {
          deferred.append(preference)
        } else {
          lines.append(preference)
        }
      }
    }
    lines += deferred
    lines.append("solve")
    let last = name(k - 1, k - 1)
    for width in [rootWidth, newWidth] {
      let side = Double(width - gridGap * (k - 1)) / Double(k)
      if width == newWidth { lines += ["suggest rootWidth \(newWidth)", "solve"] }
      let offset = Double(k - 1) * (side + Double(gridGap))
      lines += [
        "expect \(last).width \(side)", "expect \(last).top \(offset)", "expect \(last).left \(offset)",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
