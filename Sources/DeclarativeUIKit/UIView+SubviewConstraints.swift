extension UIView {
  /// Adds a subview and places it with constraints to this view, all activated together.
  ///
  /// The subview's `translatesAutoresizingMaskIntoConstraints` is turned off.
  ///
  /// ```swift
  /// container.addSubview(effectView, constraints: .allEqual())
  /// container.addSubview(stack, constraints: .allEqual(margin: 30))
  /// ```
  /// - Parameters:
  ///   - view: The view to add.
  ///   - constraints: How it is placed relative to this view.
  /// - Returns: The activated constraints, in the order given.
  @discardableResult
  public func addSubview(_ view: UIView, constraints: [SubviewConstraint]) -> [NSLayoutConstraint] {
    addSubview(view)
    view.translatesAutoresizingMaskIntoConstraints = false
    let made = constraints.map { $0.constraint(for: view, in: self) }
    NSLayoutConstraint.activate(made)
    DeclaredLayout.apply(to: view)
    return made
  }
}
