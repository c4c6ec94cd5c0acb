extension Stylable where Self: UIView {
  /// Sets the space a stack view keeps after this view, in place of its `spacing`, as UIKit's
  /// `setCustomSpacing(_:after:)` does, from inside the stack's builder.
  ///
  /// ```swift
  /// UIVStack(spacing: 8) {
  ///   UILabel("Title").spacingAfter(24)
  ///   UILabel("Body")
  /// }
  /// ```
  /// It applies at once when the view is already arranged in a stack view, and otherwise when a
  /// stack of this module (or `activateDeclaredLayout()`) arranges it.
  /// - Parameter spacing: The space after the view, in points.
  @discardableResult
  public func spacingAfter(_ spacing: CGFloat) -> Self {
    DeclaredLayout.spacingAfter(self, spacing)
    return self
  }
}
