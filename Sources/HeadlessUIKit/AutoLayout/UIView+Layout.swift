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
    let layout = AutoLayout.shared
    let engine = layout.engine(for: root)
    layout.synchronize(engine, root: root)
    guard engine.isPlaced(self) else { return false }
    let base = engine.base(of: self)
    let derived = engine.hasDerivedPosition(self)
    let stackAxisIsHorizontal = (superview as? UIStackView)?.axis == .horizontal
    for offset in 0..<4 {
      if derived && offset == (stackAxisIsHorizontal ? 0 : 1) { continue }
      if engine.isAmbiguous(base + offset) { return true }
    }
    return false
  }
}
