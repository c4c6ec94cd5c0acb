/// An ordered list of objects that finds an object's position by identity quickly.
///
/// Views, layers and constraints live in arrays whose order matters (subviews back to front,
/// arranged subviews first to last). Finding one object by `===` in such an array retains and
/// releases every element it passes, which dominates hierarchy edits at thousands of views; this
/// list keeps the objects' identifiers alongside and scans those instead.
struct IdentityList<Element: AnyObject> {
  /// The objects, in order.
  private(set) var elements: [Element] = []
  private var identifiers: [ObjectIdentifier] = []

  /// The number of objects.
  var count: Int { elements.count }

  /// The object at a position.
  subscript(index: Int) -> Element { elements[index] }

  /// The position of an object, searching from the end.
  func lastIndex(of element: Element) -> Int? {
    identifiers.lastIndex(of: ObjectIdentifier(element))
  }

  /// Whether the list holds an object.
  func contains(_ element: Element) -> Bool {
    lastIndex(of: element) != nil
  }

  /// Adds an object at the end.
  mutating func append(_ element: Element) {
    elements.append(element)
    identifiers.append(ObjectIdentifier(element))
  }

  /// Inserts an object at a position.
  mutating func insert(_ element: Element, at index: Int) {
    elements.insert(element, at: index)
    identifiers.insert(ObjectIdentifier(element), at: index)
  }

  /// Removes the object at a position.
  @discardableResult
  mutating func remove(at index: Int) -> Element {
    identifiers.remove(at: index)
    return elements.remove(at: index)
  }

  /// Removes an object if present.
  /// - Returns: Whether it was present.
  @discardableResult
  mutating func remove(_ element: Element) -> Bool {
    guard let index = lastIndex(of: element) else { return false }
    remove(at: index)
    return true
  }

  /// Swaps the objects at two positions.
  mutating func swapAt(_ i: Int, _ j: Int) {
    elements.swapAt(i, j)
    identifiers.swapAt(i, j)
  }

  /// Removes every object.
  mutating func removeAll() {
    elements.removeAll()
    identifiers.removeAll()
  }
}
