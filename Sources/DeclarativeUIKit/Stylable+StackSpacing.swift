extension Stylable where Self: UIView {
  /// Sets the space the stack view arranging this view keeps after it, in place of its
  /// `spacing`: UIKit's `setCustomSpacing(_:after:)`, written on the view inside the stack's
  /// builder.
  ///
  /// ```swift
  /// UIVStack(spacing: 8) {
  ///   UILabel("Title").customSpacing(24)
  ///   UILabel("Body")
  /// }
  /// ```
  /// It applies at once when the view is already arranged in a stack view, and otherwise when a
  /// stack of this module (or `activateDeclaredLayout()`) arranges it. On the stack itself,
  /// `customSpacing(_:after:)` names the view instead.
  /// - Parameter spacing: The space after the view, in points.
  @discardableResult
  public func customSpacing(_ spacing: CGFloat) -> Self {
    DeclaredLayout.customSpacing(self, spacing)
    return self
  }
}
