import Foundation

/// Hands out process-wide identifiers in creation order, one sequence per kind of object; the
/// lock makes creation safe from any thread.
///
/// The solver indexes its tables by these identifiers: objects made one after another, as a
/// layout makes them, get neighbouring identifiers and so neighbouring slots, where a hash of
/// their addresses would scatter them over a table larger than the cache.
final class IdentifierCounter: @unchecked Sendable {
  static let variables = IdentifierCounter()
  static let constraints = IdentifierCounter()

  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
