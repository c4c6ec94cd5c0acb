/// An ordered list of distinct objects that finds an object's position by identity quickly.
///
/// Views, layers and constraints live in arrays whose order matters (subviews back to front,
/// arranged subviews first to last). Finding one object by `===` in such an array retains and
/// releases every element it passes, which dominates hierarchy edits at thousands of views; this
/// list keeps the objects' identifiers alongside and scans those instead.
struct IdentityList<Element: AnyObject> {
  /// The objects, in order.
  private(set) var elements: [Element] = []
  private var identifiers: [ObjectIdentifier] = []
  private var members: Set<ObjectIdentifier> = []

  /// The number of objects.
  var count: Int { elements.count }

  /// The object at a position.
  subscript(index: Int) -> Element { elements[index] }

  /// The position of an object, searching from the end.
  func lastIndex(of element: Element) -> Int? {
    let identifier = ObjectIdentifier(element)
    guard members.contains(identifier) else { return nil }
    return identifiers.lastIndex(of: identifier)
  }

  /// Whether the list holds an object.
  func contains(_ element: Element) -> Bool {
    members.contains(ObjectIdentifier(element))
  }

  /// Adds an object at the end; the list must not hold it already.
  mutating func append(_ element: Element) {
    elements.append(element)
    identifiers.append(ObjectIdentifier(element))
    members.insert(ObjectIdentifier(element))
  }

  /// Inserts an object at a position; the list must not hold it already.
  mutating func insert(_ element: Element, at index: Int) {
    elements.insert(element, at: index)
    identifiers.insert(ObjectIdentifier(element), at: index)
    members.insert(ObjectIdentifier(element))
  }

  /// Removes the object at a position.
  @discardableResult
  mutating func remove(at index: Int) -> Element {
    members.remove(identifiers.remove(at: index))
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

  /// Removes every object and returns them, in order.
  mutating func takeAll() -> [Element] {
    defer { removeAll() }
    return elements
  }

  /// Releases a tree of objects without recursion: an object that only `pending` holds gives up
  /// its children (taken by `children`) to the list before it goes, so its own deinitializer
  /// finds none. (Releasing a chain of 100,000 nested views or layers one inside the other
  /// recursed once per level and overflowed the stack.)
  static func releaseTree(_ pending: consuming [Element], children: (Element) -> [Element]) {
    var pending = pending
    while var element = pending.popLast() {
      if isKnownUniquelyReferenced(&element) { pending += children(element) }
    }
  }

  /// Removes every object.
  mutating func removeAll() {
    elements.removeAll()
    identifiers.removeAll()
    members.removeAll()
  }
}

// A list of sendable objects (views, being main-actor objects) may be taken by a nonisolated
// deinitializer: UIView's hands its subviews to the main actor.
extension IdentityList: Sendable where Element: Sendable {}
