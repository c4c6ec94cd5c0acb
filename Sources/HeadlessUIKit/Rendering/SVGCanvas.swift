import Foundation

/// What a view draws on: HeadlessUIKit's stand-in for the graphics context UIKit gives
/// `draw(_:)`. A view adds typed ``SVGElement``s in its own coordinates (its bounds' origin at
/// 0, 0), groups them, and defines filters and clip paths it refers to; the renderer places the
/// view and does its layer's work around what it draws.
///
/// ```swift
/// override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) {
///   canvas.add(.path(.roundedRect(rect, radius: 8)).fill(UIColor.systemFill.cgColor))
/// }
/// ```
struct SVGCanvas {
  /// The document drawn so far.
  private(set) var document = SVGDocument()
  /// Ids of definitions shared by every element that uses them, made on first use.
  private var sharedIdentifiers: [String: String] = [:]
  /// The glyphs symbol images are drawn with; `nil` draws them as placeholders.
  var symbolArtwork: SymbolArtwork?

  /// Draws an element.
  mutating func add(_ element: SVGElement) {
    document.add(element)
  }

  /// Opens a group: what is drawn until ``closeGroup()`` goes inside it.
  mutating func openGroup(_ group: SVGElement = .group) {
    document.openGroup(group)
  }

  /// Closes the innermost open group.
  mutating func closeGroup() {
    document.closeGroup()
  }

  /// Draws what `body` draws inside a group.
  mutating func group(_ group: SVGElement = .group, _ body: (inout SVGCanvas) -> Void) {
    openGroup(group)
    body(&self)
    closeGroup()
  }

  /// Defines an element (a filter, a clip path) under a new id made from `prefix`, for
  /// elements to refer to, and returns the id.
  mutating func define(_ prefix: String, _ make: (String) -> SVGElement) -> String {
    let id = document.makeIdentifier(prefix)
    document.define(make(id))
    return id
  }

  /// The id of a definition shared by many elements, defined the first time it is asked for.
  mutating func sharedDefinition(_ key: String, _ make: (String) -> SVGElement) -> String {
    if let id = sharedIdentifiers[key] { return id }
    let id = define(key, make)
    sharedIdentifiers[key] = id
    return id
  }
}
