import Foundation

/// One SVG element as a value: its name, its attributes in the order they were given, and its
/// content (nothing, text, or child elements). Views build elements with the typed constructors
/// and modifiers below and hand them to an ``SVGCanvas``; only ``serialized()`` writes SVG text,
/// so every number, colour and piece of text is formatted and escaped in one place.
///
/// ```swift
/// let thumb = SVGElement.circle(center: CGPoint(x: 15.5, y: 15.5), radius: 13.5)
///   .fill(UIColor.white.cgColor)
/// thumb.serialized()  // <circle cx="15.5" cy="15.5" r="13.5" fill="#FFFFFF"/>
/// ```
struct SVGElement {
  /// The element types HeadlessUIKit draws with.
  enum Name: String {
    case group = "g"
    case path, rect, circle, line, text, image, title, clipPath, filter
    case feGaussianBlur, feOffset, feFlood, feComposite, feMerge, feMergeNode
    case linearGradient, stop
  }

  /// What an element holds between its tags.
  enum Content {
    /// Nothing: the element closes itself (`<path .../>`).
    case empty
    /// Character data, escaped when written.
    case text(String)
    /// Child elements, written on the same line.
    case children([SVGElement])
  }

  /// The element's type.
  let name: Name
  /// The attributes, in the order they are written.
  private(set) var attributes: [(name: SVGAttribute, value: String)] = []
  /// What the element holds.
  private(set) var content: Content = .empty

  /// An element with no attributes and the given content.
  init(_ name: Name, content: Content = .empty) {
    self.name = name
    self.content = content
  }

  // MARK: Shapes and other elements

  /// A group, which its attributes (a transform, an opacity, a clip) apply to as a whole.
  static var group: SVGElement { SVGElement(.group) }

  /// A path with the given outline.
  static func path(_ data: SVGPathData) -> SVGElement {
    SVGElement(.path).setting(.d, data.text)
  }

  /// A rectangle.
  static func rect(_ rect: CGRect) -> SVGElement {
    SVGElement(.rect).setting(.x, rect.minX).setting(.y, rect.minY).setting(.width, rect.width)
      .setting(.height, rect.height)
  }

  /// A circle.
  static func circle(center: CGPoint, radius: CGFloat) -> SVGElement {
    SVGElement(.circle).setting(.cx, center.x).setting(.cy, center.y).setting(.r, radius)
  }

  /// A straight line.
  static func line(from start: CGPoint, to end: CGPoint) -> SVGElement {
    SVGElement(.line).setting(.x1, start.x).setting(.y1, start.y).setting(.x2, end.x).setting(.y2, end.y)
  }

  /// Text whose first baseline starts at `origin`.
  static func text(_ string: String, at origin: CGPoint) -> SVGElement {
    SVGElement(.text, content: .text(string)).setting(.x, origin.x).setting(.y, origin.y)
  }

  /// A title: the tooltip and accessible name of its parent.
  static func title(_ string: String) -> SVGElement {
    SVGElement(.title, content: .text(string))
  }

  /// An image drawn from `reference` (a URL or a `data:` URI) stretched over `rect`, with a
  /// title naming it.
  static func image(_ reference: String, in rect: CGRect, title: String) -> SVGElement {
    SVGElement(.image, content: .children([.title(title)])).setting(.x, rect.minX).setting(.y, rect.minY)
      .setting(.width, rect.width).setting(.height, rect.height).setting(.preserveAspectRatio, "none")
      .setting(.href, reference)
  }

  /// A clip path of one outline.
  static func clipPath(id: String, _ outline: SVGPathData) -> SVGElement {
    SVGElement(.clipPath, content: .children([.path(outline)])).setting(.id, id)
  }
  /// A linear gradient across the filled element's bounding box, from `start` to `end` in unit
  /// coordinates (0 to 1), through colour stops at offsets from 0 to 1.
  static func linearGradient(
    id: String, from start: CGPoint, to end: CGPoint, stops: [(offset: CGFloat, color: CGColor)]
  ) -> SVGElement {
    let children = stops.map { stop -> SVGElement in
      let alpha = SVGFormat.components(stop.color).alpha
      let element = SVGElement(.stop).setting(.offset, stop.offset).setting(
        .stopColor, SVGFormat.hex(stop.color))
      return alpha < 1 ? element.setting(.stopOpacity, alpha) : element
    }
    return SVGElement(.linearGradient, content: .children(children)).setting(.id, id)
      .setting(.x1, start.x).setting(.y1, start.y).setting(.x2, end.x).setting(.y2, end.y)
  }

  // MARK: Attributes

  /// The element with an attribute set to a number (written with at most two decimals).
  func setting(_ attribute: SVGAttribute, _ value: CGFloat) -> SVGElement {
    setting(attribute, SVGFormat.number(value))
  }

  /// The element with an attribute set to a text value (escaped when written).
  func setting(_ attribute: SVGAttribute, _ value: String) -> SVGElement {
    var element = self
    element.attributes.append((attribute, value))
    return element
  }

  /// The element filled with a colour, times `opacity` (`fill`, and `fill-opacity` when the
  /// result is not opaque).
  func fill(_ color: CGColor, opacity: CGFloat = 1) -> SVGElement {
    paint(.fill, .fillOpacity, color, opacity: opacity)
  }

  /// The element filled with a paint server (a gradient) defined with the given id.
  func fill(definition id: String) -> SVGElement { setting(.fill, "url(#\(id))") }

  /// The element without a fill.
  func noFill() -> SVGElement { setting(.fill, "none") }

  /// The element's outline stroked `width` points wide in a colour, times `opacity`.
  func stroke(_ color: CGColor, opacity: CGFloat = 1, width: CGFloat) -> SVGElement {
    paint(.stroke, .strokeOpacity, color, opacity: opacity).setting(.strokeWidth, width)
  }

  /// How the ends of the element's strokes are drawn.
  func lineCap(_ cap: SVGLineCap) -> SVGElement { setting(.strokeLinecap, cap.rawValue) }

  /// How the corners of the element's strokes are drawn.
  func lineJoin(_ join: SVGLineJoin) -> SVGElement { setting(.strokeLinejoin, join.rawValue) }

  /// The element's stroke drawn in dashes and gaps of these lengths.
  func dashes(_ lengths: [CGFloat]) -> SVGElement {
    setting(.strokeDasharray, lengths.map(SVGFormat.number).joined(separator: " "))
  }

  /// The element moved, rotated or scaled by transforms applied right to left.
  func transform(_ transforms: [SVGTransform]) -> SVGElement {
    setting(.transform, transforms.map(\.text).joined(separator: " "))
  }

  /// The element drawn at an opacity from 0 to 1.
  func opacity(_ value: CGFloat) -> SVGElement { setting(.opacity, value) }

  /// The element drawn through a filter defined with the given id.
  func filter(_ id: String) -> SVGElement { setting(.filter, "url(#\(id))") }

  /// The element clipped to a clip path defined with the given id.
  func clipped(to id: String) -> SVGElement { setting(.clipPath, "url(#\(id))") }

  /// Text in a font: its family stack, size, weight and style.
  func font(_ font: UIFont) -> SVGElement {
    var element = setting(.fontFamily, SVGFont.family(of: font)).setting(.fontSize, font.pointSize)
    let weight = SVGFont.cssWeight(font.weight)
    if weight != 400 { element = element.setting(.fontWeight, "\(weight)") }
    if font.isItalic { element = element.setting(.fontStyle, "italic") }
    return element
  }

  /// Text stretched or squeezed, glyphs and spacing alike, to `width` points.
  func textLength(_ width: CGFloat) -> SVGElement {
    setting(.textLength, width).setting(.lengthAdjust, "spacingAndGlyphs")
  }

  /// Text whose spaces are all kept (XML collapses runs of spaces otherwise).
  func preservingSpaces() -> SVGElement { setting(.xmlSpace, "preserve") }

  private func paint(
    _ attribute: SVGAttribute, _ opacityAttribute: SVGAttribute, _ color: CGColor, opacity: CGFloat
  ) -> SVGElement {
    let alpha = SVGFormat.components(color).alpha * opacity
    let element = setting(attribute, SVGFormat.hex(color))
    return alpha < 1 ? element.setting(opacityAttribute, alpha) : element
  }

  // MARK: Writing

  /// The element as SVG text on one line: its children, if any, inline.
  func serialized() -> String {
    switch content {
    case .empty: return "<\(name.rawValue)\(serializedAttributes)/>"
    case .text(let text): return openingTag + SVGFormat.escape(text) + closingTag
    case .children(let children): return openingTag + children.map { $0.serialized() }.joined() + closingTag
    }
  }

  /// The start tag, for an element whose content is written after it (a group).
  var openingTag: String { "<\(name.rawValue)\(serializedAttributes)>" }

  /// The end tag.
  var closingTag: String { "</\(name.rawValue)>" }

  private var serializedAttributes: String {
    attributes.map { " \($0.name.rawValue)=\"\(SVGFormat.escape($0.value))\"" }.joined()
  }
}

/// The SVG attributes HeadlessUIKit writes, by their SVG names.
enum SVGAttribute: String {
  case d, x, y, width, height, cx, cy, r, rx, x1, y1, x2, y2, id, href, opacity, filter, transform
  case fill, stroke, result, dx, dy, `operator`, `in`, in2
  case fillOpacity = "fill-opacity"
  case offset
  case stopColor = "stop-color"
  case stopOpacity = "stop-opacity"
  case strokeOpacity = "stroke-opacity"
  case strokeWidth = "stroke-width"
  case strokeLinecap = "stroke-linecap"
  case strokeLinejoin = "stroke-linejoin"
  case strokeDasharray = "stroke-dasharray"
  case clipPath = "clip-path"
  case preserveAspectRatio, textLength, lengthAdjust, viewBox, filterUnits, stdDeviation
  case fontFamily = "font-family"
  case fontSize = "font-size"
  case fontWeight = "font-weight"
  case fontStyle = "font-style"
  case xmlSpace = "xml:space"
  case floodColor = "flood-color"
  case floodOpacity = "flood-opacity"
  /// The drawn view's class, so a drawing can be read against its view tree.
  case dataView = "data-view"
  /// The SF Symbol a placeholder or glyph stands for.
  case dataSymbol = "data-symbol"
  /// The simulated device a framed drawing shows.
  case dataDevice = "data-device"
}

/// How the ends of a stroke are drawn.
enum SVGLineCap: String {
  case butt, round, square
}

/// How the corners of a stroke are drawn.
enum SVGLineJoin: String {
  case miter, round, bevel
}

/// One step of an element's `transform`.
enum SVGTransform {
  /// A move by `x`, `y`.
  case translate(CGFloat, CGFloat)
  /// A turn clockwise by degrees about the origin.
  case rotate(CGFloat)
  /// An affine transform.
  case matrix(CGAffineTransform)

  var text: String {
    let n = SVGFormat.number
    switch self {
    case .translate(let x, let y): return "translate(\(n(x)) \(n(y)))"
    case .rotate(let degrees): return "rotate(\(n(degrees)))"
    case .matrix(let t):
      return "matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))"
    }
  }
}
