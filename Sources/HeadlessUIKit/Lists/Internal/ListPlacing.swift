import Foundation

/// A view that places its cells itself during its own `layoutSubviews` (a table view, a
/// collection view): the cells it adds or moves must still lay out their content in the same
/// pass, as in UIKit.
@MainActor
protocol ListPlacing: UIView {
  /// Set while the views just placed are laid out, so that layout does not start another.
  var isLayingOutPlacedViews: Bool { get set }
}

extension ListPlacing {
  /// Lays the whole hierarchy out again so the views just placed lay out their content in this
  /// pass; does nothing when called from within that layout.
  func layOutPlacedViews() {
    guard !isLayingOutPlacedViews else { return }
    isLayingOutPlacedViews = true
    var root: UIView = self
    while let parent = root.superview { root = parent }
    LayoutEngine.engine(for: root).layOut(root)
    isLayingOutPlacedViews = false
  }
}

/// A view that records the changes of a batch update before applying them together.
@MainActor
protocol ListBatchRecording: AnyObject {
  /// The batch update under way, or `nil`.
  var openBatch: ListBatch? { get set }
  /// Applies the changes recorded by `updates` together.
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
}

extension ListBatchRecording {
  /// Adds a change to the batch under way, or makes a batch of it alone (UIKit applies a change
  /// made outside `performBatchUpdates` at once).
  func record(_ change: (inout ListBatch) -> Void) {
    if openBatch != nil {
      change(&openBatch!)
      return
    }
    withoutActuallyEscaping(change) { change in
      performBatchUpdates({ self.record(change) }, completion: nil)
    }
  }
}

extension Dictionary where Key == IndexPath {
  /// Moves the values of index paths that stay in a batch update to their new index paths;
  /// returns the values of those deleted or reloaded, bottom first.
  mutating func move(by batch: ListBatch) -> [(value: Value, indexPath: IndexPath)] {
    var moved: [IndexPath: Value] = [:]
    var left: [(value: Value, indexPath: IndexPath)] = []
    for indexPath in keys.sorted().reversed() {
      guard let value = self[indexPath] else { continue }
      if let destination = batch.newIndexPath(for: indexPath) {
        moved[destination] = value
      } else {
        left.append((value, indexPath))
      }
    }
    self = moved
    return left
  }
}
