extension UIScrollView {
  /// Fills the scroll view with `stack` holding `views`: the stack is pinned to the content area
  /// and matches the scroll view's frame across its axis, so the content scrolls along the axis
  /// once the views need more room than the scroll view has. Shared by ``UIScrollingVStack`` and
  /// ``UIScrollingHStack``.
  @MainActor
  func installScrollingStack(
    with stack: UIStackView, axis: NSLayoutConstraint.Axis, alignment: UIStackView.Alignment,
    distribution: UIStackView.Distribution, spacing: CGFloat, views: [UIView]
  ) {
    stack.axis = axis
    stack.alignment = alignment
    stack.distribution = distribution
    stack.spacing = spacing
    for view in views {
      stack.addArrangedSubview(view)
    }
    DeclaredLayout.apply(to: stack.arrangedSubviews)
    addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    let across =
      axis == .vertical
      ? stack.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor)
      : stack.heightAnchor.constraint(equalTo: frameLayoutGuide.heightAnchor)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: contentLayoutGuide.leadingAnchor),
      stack.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
      stack.trailingAnchor.constraint(equalTo: contentLayoutGuide.trailingAnchor),
      across,
    ])
  }
}
