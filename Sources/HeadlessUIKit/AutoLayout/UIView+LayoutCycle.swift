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

  /// Converts a point from this view's coordinates to another view's (to the root's when `nil`).
  /// - Parameters:
  ///   - point: A point in this view's coordinates.
  ///   - view: The view whose coordinates to use, or `nil` for the window's.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    let origin = view.pointInRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// Converts a point from another view's coordinates (the root's when `nil`) to this view's.
  /// - Parameters:
  ///   - point: A point in `view`'s coordinates.
  ///   - view: The view whose coordinates `point` is in, or `nil` for the window's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view?.pointInRoot(point) ?? point
    let origin = pointInRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// Converts a rectangle from this view's coordinates to another view's.
  /// - Parameters:
  ///   - rect: A rectangle in this view's coordinates.
  ///   - view: The view whose coordinates to use, or `nil` for the window's.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from another view's coordinates to this view's.
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s coordinates.
  ///   - view: The view whose coordinates `rect` is in, or `nil` for the window's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: UIView? = self
    while let current = view, current.superview != nil {
      result.x += current.frame.minX - current.bounds.minX
      result.y += current.frame.minY - current.bounds.minY
      view = current.superview
    }
    return result
  }
}
