/// A scroll view whose content is a horizontal stack of the views of a block, such as a row of
/// cards or chips.
///
/// The stack is as tall as the scroll view and as wide as its views need; the content scrolls
/// horizontally once it is wider than the scroll view.
///
/// ```swift
/// UIScrollingHStack(spacing: 8) {
///   for tag in tags {
///     UILabel().text(tag)
///   }
/// }
/// ```
open class UIScrollingHStack: UIScrollView {
  /// The stack holding the views.
  public let stack = UIStackView(frame: .zero)

  /// Creates a horizontally scrolling stack of the views of `content`.
  /// - Parameters:
  ///   - alignment: How views are placed across the stack; `.fill` by default.
  ///   - distribution: How views are sized along the stack; `.fill` by default.
  ///   - spacing: The gap between views; 16 points by default.
  ///   - content: The views, leading to trailing.
  public convenience init(
    alignment: UIStackView.Alignment = .fill,
    distribution: UIStackView.Distribution = .fill,
    spacing: CGFloat = 16,
    @UIViewBuilder _ content: () -> [UIView]
  ) {
    self.init(frame: .zero)
    installScrollingStack(
      with: stack, axis: .horizontal, alignment: alignment, distribution: distribution, spacing: spacing,
      views: content())
  }
}
