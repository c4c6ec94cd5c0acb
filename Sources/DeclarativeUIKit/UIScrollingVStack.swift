/// A scroll view whose content is a vertical stack of the views of a block.
///
/// The stack is as wide as the scroll view and as tall as its views need; the content scrolls
/// vertically once it is taller than the scroll view.
///
/// ```swift
/// UIScrollingVStack(spacing: 8) {
///   for item in items {
///     UILabel().text(item)
///   }
/// }
/// ```
open class UIScrollingVStack: UIScrollView {
  /// The stack holding the views.
  public let stack = UIStackView(frame: .zero)

  /// Creates a vertically scrolling stack of the views of `content`.
  /// - Parameters:
  ///   - alignment: How views are placed across the stack; `.fill` by default.
  ///   - distribution: How views are sized along the stack; `.fill` by default.
  ///   - spacing: The gap between views; 16 points by default.
  ///   - content: The views, top to bottom.
  public convenience init(
    alignment: UIStackView.Alignment = .fill,
    distribution: UIStackView.Distribution = .fill,
    spacing: CGFloat = 16,
    @UIViewBuilder _ content: () -> [UIView]
  ) {
    self.init(frame: .zero)
    installScrollingStack(
      with: stack, axis: .vertical, alignment: alignment, distribution: distribution, spacing: spacing,
      views: content())
  }
}
