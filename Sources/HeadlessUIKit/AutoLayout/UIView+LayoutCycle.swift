import Foundation

extension UIView {
  /// Runs `layoutSubviews()` on this view and those inside it that are marked, parents first
  /// (walked without recursion, so any depth is laid out), between the owning view controller's
  /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`. `engine` is the engine of the
  /// hierarchy they are in. Each view's safe area is worked out again from its superview's
  /// before it is laid out (its frame is placed by then).
  /// - Returns: The views whose safe-area insets changed.
  @discardableResult
  func layoutMarkedViews(engine: LayoutEngine?) -> [UIView] {
    var changedSafeAreas: [UIView] = []
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      if view.updateSafeAreaFromSuperview() { changedSafeAreas.append(view) }
      if view.needsLayout {
        view.needsLayout = false
        let controller = view.owningViewController
        controller?.viewWillLayoutSubviews()
        LayoutEngine.callLayoutSubviews(of: view, engine: engine)
        controller?.viewDidLayoutSubviews()
      }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return changedSafeAreas
  }
}
