import Foundation

/// An SVG document being written: an indented element tree, a `<defs>` section for clip paths
/// and filters, and ids numbered in the order they are asked for, so the same drawing always
/// gives the same bytes.
struct SVGDocument {
  private var body: [String] = []
  private var definitions: [String] = []
  private var depth = 1
  private var nextIdentifier = 1

  /// Appends one element, with its content, at the current depth, indented two spaces a level
  /// up to ``deepestIndentation`` levels (deeper elements are indented as much, which keeps a
  /// deep tree's document linear in its size).
  mutating func add(_ element: SVGElement) {
    addLine(element.serialized())
  }

  private mutating func addLine(_ line: String) {
    body.append(String(repeating: "  ", count: min(depth, Self.deepestIndentation)) + line)
  }

  /// The most levels an element is indented by.
  static let deepestIndentation = 64

  /// Opens a group (an element of type `g` and its attributes); what is added until
  /// ``closeGroup()`` goes inside it.
  mutating func openGroup(_ group: SVGElement) {
    addLine(group.openingTag)
    depth += 1
  }

  /// Closes the innermost open group.
  mutating func closeGroup() {
    depth -= 1
    addLine(SVGElement.group.closingTag)
  }

  /// Reserves a new id with the given prefix: `clip1`, `shadow2`...
  mutating func makeIdentifier(_ prefix: String) -> String {
    defer { nextIdentifier += 1 }
    return "\(prefix)\(nextIdentifier)"
  }

  /// Adds a definition (clip path, filter) to the `<defs>` section.
  mutating func define(_ element: SVGElement) {
    definitions.append("    " + element.serialized())
  }

  /// The finished document, `width` by `height` points.
  func text(width: CGFloat, height: CGFloat) -> String {
    var lines = [SVGDocument.openingTag(width: width, height: height)]
    if !definitions.isEmpty {
      lines.append("  <defs>")
      lines.append(contentsOf: definitions)
      lines.append("  </defs>")
    }
    lines.append(contentsOf: body)
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The root element's start tag for a drawing of `width` by `height` points, with more
  /// attributes after the size when given.
  static func openingTag(width: CGFloat, height: CGFloat, _ more: [(SVGAttribute, String)] = []) -> String {
    let w = SVGFormat.number(width)
    let h = SVGFormat.number(height)
    let extra = more.map { " \($0.0.rawValue)=\"\(SVGFormat.escape($0.1))\"" }.joined()
    return
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\"\(extra)>"
  }
}

/// Formatting shared by the SVG renderer and the view tree description: numbers with at most two
/// decimals and no locale, colours in hex, text escaped for XML.
enum SVGFormat {
  /// A number rounded to hundredths, without trailing zeros: `12`, `0.5`, `-3.25`. A number that
  /// is not finite is written as such (`nan`, `inf`, `-inf`), so a broken layout shows; one too
  /// large for hundredths in an `Int` is written whole, in exponent form (`1e+20`).
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
    guard abs(value) < 1e15 else { return "\(Double(value.rounded()))" }
    let hundredths = Int((value * 100).rounded())
    if hundredths == 0 { return "0" }
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// The red, green, blue and alpha components of a colour, 0 to 1.
  static func components(_ color: CGColor) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let values = color.components ?? [0, 1]
    if values.count >= 4 { return (values[0], values[1], values[2], values[3]) }
    let gray = values.first ?? 0
    return (gray, gray, gray, values.count > 1 ? values[1] : 1)
  }

  /// A colour's RGB part as `#RRGGBB`.
  static func hex(_ color: CGColor) -> String {
    let (red, green, blue, _) = components(color)
    return "#" + [red, green, blue].map(byteHex).joined()
  }

  /// A colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
  static func hexWithAlpha(_ color: CGColor) -> String {
    let alpha = components(color).alpha
    return alpha >= 1 ? hex(color) : hex(color) + byteHex(alpha)
  }

  /// A component, 0 to 1, as two hex digits; a component that is NaN counts as 0.
  private static func byteHex(_ value: CGFloat) -> String {
    let byte = value.isNaN ? 0 : Int((min(max(value, 0), 1) * 255).rounded())
    let digits = Array("0123456789ABCDEF")
    return String([digits[byte / 16], digits[byte % 16]])
  }

  /// Text escaped for XML content and attribute values. Works on Unicode scalars, not
  /// characters, so `&` or `<` followed by a combining mark is escaped too; characters XML 1.0
  /// does not allow (control characters other than tab, line feed and carriage return,
  /// U+FFFE and U+FFFF) are replaced by U+FFFD, the replacement character.
  static func escape(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result.append(contentsOf: "&amp;".unicodeScalars)
      case "<": result.append(contentsOf: "&lt;".unicodeScalars)
      case ">": result.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
      case "'": result.append(contentsOf: "&apos;".unicodeScalars)
      default: result.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return String(result)
  }

  /// Whether XML 1.0 allows a character (its `Char` production): tab, line feed, carriage
  /// return, U+0020 to U+D7FF, U+E000 to U+FFFD, and U+10000 up. (Swift strings hold no lone
  /// surrogates.)
  static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
