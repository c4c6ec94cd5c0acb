extension UIStackView {
  /// Replaces the arranged views with `views`, in order, and applies the layout they declared
  /// (such as `customSpacing(_:)`): what a stack bound to state does after each change.
  /// - Parameter views: The new arranged views.
  func replaceArrangedSubviews(with views: [UIView]) {
    for view in arrangedSubviews { view.removeFromSuperview() }
    for view in views { addArrangedSubview(view) }
    DeclaredLayout.apply(to: views)
  }
}
