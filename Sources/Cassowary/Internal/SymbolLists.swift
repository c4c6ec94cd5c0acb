/// A short list of integers per symbol, all kept in one shared pool of linked nodes.
///
/// An array per symbol costs every symbol a reference and every nonempty list an allocation of
/// its own (a header and room to grow, for what is usually one or two entries), so a large
/// layout spends most of this memory, and the cache misses of touching it, on overhead. Here a
/// symbol costs three integers and an entry one node; freed nodes are reused.
struct SymbolLists {
  private struct List {
    var head: Int32 = -1
    var tail: Int32 = -1
    var count: Int32 = 0
  }

  private struct Node {
    var value: Int32
    var next: Int32
  }

  private var lists: [List] = []
  private var nodes: [Node] = []
  /// The first node of the chain of free nodes, or -1.
  private var free: Int32 = -1

  /// Adds an empty list for a new symbol.
  mutating func appendEmptyList() {
    lists.reserveFourfold()
    lists.append(List())
  }

  /// Makes room for lists of `count` symbols in all.
  mutating func reserveCapacity(_ count: Int) {
    lists.reserveAtLeast(count)
  }

  /// How many entries the symbol's list holds.
  func count(of symbol: Int32) -> Int {
    Int(lists[Int(symbol)].count)
  }

  /// Appends `value` at the end of the symbol's list.
  mutating func append(_ value: Int32, to symbol: Int32) {
    let node: Int32
    if free >= 0 {
      node = free
      free = nodes[Int(node)].next
      nodes[Int(node)] = Node(value: value, next: -1)
    } else {
      node = Int32(nodes.count)
      nodes.reserveFourfold()
      nodes.append(Node(value: value, next: -1))
    }
    let s = Int(symbol)
    if lists[s].tail >= 0 {
      nodes[Int(lists[s].tail)].next = node
    } else {
      lists[s].head = node
    }
    lists[s].tail = node
    lists[s].count += 1
  }

  /// The symbol's list, in the order appended.
  func values(of symbol: Int32) -> [Int32] {
    var result: [Int32] = []
    result.reserveCapacity(count(of: symbol))
    var node = lists[Int(symbol)].head
    while node >= 0 {
      result.append(nodes[Int(node)].value)
      node = nodes[Int(node)].next
    }
    return result
  }

  /// Empties the symbol's list, its nodes going back to the pool.
  mutating func removeAll(of symbol: Int32) {
    let s = Int(symbol)
    if lists[s].head >= 0 {
      nodes[Int(lists[s].tail)].next = free
      free = lists[s].head
    }
    lists[s] = List()
  }

  /// Makes `values` the symbol's list.
  mutating func replace(_ symbol: Int32, with values: [Int32]) {
    removeAll(of: symbol)
    for value in values { append(value, to: symbol) }
  }
}
