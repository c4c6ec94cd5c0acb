import Foundation

extension UIView {
  /// Whether Auto Layout leaves this view's frame undetermined: some position or size could
  /// change without making any constraint less satisfied. A debugging aid, as in UIKit.
  ///
  /// ```swift
  /// view.widthAnchor.constraint(equalToConstant: 100).isActive = true  // no x, y or height
  /// view.hasAmbiguousLayout  // true
  /// ```
  public var hasAmbiguousLayout: Bool {
    var root = self
    while let parent = root.superview { root = parent }
    let engine = LayoutEngine.engine(for: root)
    engine.relist(root)
    guard engine.isPlaced(self) else { return false }
    let base = engine.variables.base(of: self)
    let derived = engine.hasDerivedPosition(self)
    let stackAxisIsHorizontal = (superview as? UIStackView)?.axis == .horizontal
    // A position a stack computes from its chain is as determined as the sizes it follows from.
    let derivedOffset = LayoutVariables.Offset.position(horizontal: stackAxisIsHorizontal)
    for offset in 0..<LayoutVariables.perItem {
      if derived && offset == derivedOffset { continue }
      if engine.isAmbiguous(base + offset) { return true }
    }
    return false
  }

  /// How many times the layout engine of this view's hierarchy has listed every constraint of
  /// the hierarchy; a pass that only applies changed constants and priorities does not count.
  /// For tests and diagnostics of incremental layout.
  package var layoutListingCount: Int {
    var root = self
    while let parent = root.superview { root = parent }
    return root.rootLayoutEngine?.listings ?? 0
  }
}
