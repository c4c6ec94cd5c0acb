import Foundation

extension SVGPathData {
  /// An outline read from a font (an SVG font's glyph `d`, in font units), with every point
  /// moved by `transform`: the moves, lines, cubic and quadratic curves and closes of SVG path data,
  /// absolute or relative, written as absolute commands. Quadratic and smooth curves become
  /// cubic ones; an arc becomes a line to its end (icon fonts do not use arcs).
  /// - Parameters:
  ///   - fontOutline: The path data.
  ///   - transform: Where a point of the outline goes.
  init(fontOutline: String, transform: CGAffineTransform) {
    self.init()
    var reader = PathDataReader(fontOutline)
    var current = CGPoint.zero
    var start = CGPoint.zero
    // The last cubic's second control point and quadratic's control point, for S and T.
    var lastCubic: CGPoint?
    var lastQuadratic: CGPoint?
    let to = { (point: CGPoint) -> CGPoint in
      let t = transform
      return CGPoint(x: t.a * point.x + t.c * point.y + t.tx, y: t.b * point.x + t.d * point.y + t.ty)
    }
    while let command = reader.nextCommand() {
      let relative = command.isLowercase
      let origin = { (point: CGPoint) -> CGPoint in
        relative ? CGPoint(x: current.x + point.x, y: current.y + point.y) : point
      }
      var first = true
      repeat {
        var cubic: CGPoint?
        var quadratic: CGPoint?
        switch command.uppercased() {
        case "M":
          guard let point = reader.point() else { break }
          current = origin(point)
          if first {
            start = current
            move(to: to(current))
          } else {
            line(to: to(current))
          }
        case "L":
          guard let point = reader.point() else { break }
          current = origin(point)
          line(to: to(current))
        case "H":
          guard let x = reader.number() else { break }
          current.x = relative ? current.x + x : x
          line(to: to(current))
        case "V":
          guard let y = reader.number() else { break }
          current.y = relative ? current.y + y : y
          line(to: to(current))
        case "C":
          guard let c1 = reader.point(), let c2 = reader.point(), let end = reader.point() else { break }
          let (a, b, c) = (origin(c1), origin(c2), origin(end))
          curve(to: to(c), control1: to(a), control2: to(b))
          (current, cubic) = (c, b)
        case "S":
          guard let c2 = reader.point(), let end = reader.point() else { break }
          let a = lastCubic.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
          let (b, c) = (origin(c2), origin(end))
          curve(to: to(c), control1: to(a), control2: to(b))
          (current, cubic) = (c, b)
        case "Q", "T":
          var control: CGPoint
          if command.uppercased() == "Q" {
            guard let c1 = reader.point() else { break }
            control = origin(c1)
          } else {
            control =
              lastQuadratic.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
          }
          guard let point = reader.point() else { break }
          let end = origin(point)
          let a = CGPoint(
            x: current.x + (control.x - current.x) * 2 / 3, y: current.y + (control.y - current.y) * 2 / 3)
          let b = CGPoint(x: end.x + (control.x - end.x) * 2 / 3, y: end.y + (control.y - end.y) * 2 / 3)
          curve(to: to(end), control1: to(a), control2: to(b))
          (current, quadratic) = (end, control)
        case "A":
          guard reader.number() != nil, reader.number() != nil, reader.number() != nil,
            reader.number() != nil,
            reader.number() != nil, let point = reader.point()
          else { break }
          current = origin(point)
          line(to: to(current))
        case "Z":
          close()
          current = start
        default:
          break
        }
        lastCubic = cubic
        lastQuadratic = quadratic
        first = false
      } while command.uppercased() != "Z" && reader.hasNumber
    }
  }
}

/// Reads SVG path data: command letters and the numbers after them.
private struct PathDataReader {
  private let characters: [Character]
  private var index = 0

  init(_ text: String) {
    characters = Array(text)
  }

  /// Skips spaces and commas.
  private mutating func skipSeparators() {
    while index < characters.count, characters[index].isWhitespace || characters[index] == "," { index += 1 }
  }

  /// Whether a number comes next.
  var hasNumber: Bool {
    mutating get {
      skipSeparators()
      guard index < characters.count else { return false }
      let next = characters[index]
      return next.isNumber || next == "-" || next == "+" || next == "."
    }
  }

  /// The next command letter, skipping anything else.
  mutating func nextCommand() -> Character? {
    while index < characters.count {
      let character = characters[index]
      index += 1
      if character.isLetter, character != "e", character != "E" { return character }
    }
    return nil
  }

  /// The next number.
  mutating func number() -> CGFloat? {
    guard hasNumber else { return nil }
    let begin = index
    var seenDot = false
    var seenExponent = false
    if characters[index] == "-" || characters[index] == "+" { index += 1 }
    while index < characters.count {
      let character = characters[index]
      if character.isNumber {
        index += 1
      } else if character == ".", !seenDot, !seenExponent {
        seenDot = true
        index += 1
      } else if character == "e" || character == "E", !seenExponent {
        seenExponent = true
        index += 1
        if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
      } else {
        break
      }
    }
    return Double(String(characters[begin..<index])).map { CGFloat($0) }
  }

  /// The next two numbers as a point.
  mutating func point() -> CGPoint? {
    guard let x = number(), let y = number() else { return nil }
    return CGPoint(x: x, y: y)
  }
}
