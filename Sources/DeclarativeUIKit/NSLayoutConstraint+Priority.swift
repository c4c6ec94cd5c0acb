@MainActor
extension NSLayoutConstraint {
  /// Sets the constraint's priority and returns the constraint, so a helper can make and
  /// prioritise a constraint in one expression.
  func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}
