import Cassowary
import Testing

/// The solver's table from creation-order identifiers to its indices: identifiers near each
/// other are filed in an array, stray ones in a dictionary, and a long run of additions and
/// removals keeps the table in proportion to what it holds.
@Suite struct IdentifierIndexTests {
  @Test func nearbyIdentifiersGoToTheArrayAndStrayOnesToTheDictionary() {
    var index = IdentifierIndex()
    for id in 1_000..<1_100 { index.insert(Int32(id - 1_000), for: id) }
    index.insert(7, for: 10)  // before the first: the dictionary
    index.insert(8, for: 900_000)  // far after: the dictionary
    #expect(index.footprint.dense == 100)
    #expect(index.footprint.sparse == 2)
    #expect(index[1_042] == 42 && index[10] == 7 && index[900_000] == 8)
    #expect(index[999] == nil && index[1_100] == nil && index[11] == nil)
    // Typed, so the compiler does not try every overload of `+` and `map` (CI's 100 ms budget).
    let expected: Set<Int32> = Set((0..<100).map { (value: Int) -> Int32 in Int32(value) }).union([7, 8])
    #expect(Set(index.values) == expected)
    #expect(index.remove(900_000) == 8 && index.remove(900_000) == nil)
    #expect(index.remove(1_042) == 42 && index[1_042] == nil && index.remove(1_042) == nil)
  }

  /// Ten held at a time out of 100,000 added in turn, with gaps in the identifiers as other
  /// solvers' constraints make: the array keeps to the recent ones and the dictionary empties.
  @Test func churnWithGapsKeepsTheTableSmallAndDense() {
    var index = IdentifierIndex()
    var held: [Int] = []
    var id = 0
    for round in 0..<100_000 {
      id += round % 997 == 0 ? 5_000 : 2
      index.insert(Int32(round), for: id)
      held.append(id)
      if held.count > 10 { _ = index.remove(held.removeFirst()) }
    }
    #expect(index.footprint.dense < 2_100)
    #expect(index.footprint.sparse == 0)
    #expect(held.enumerated().allSatisfy { index[$0.element] == Int32(100_000 - 10 + $0.offset) })
  }
}
