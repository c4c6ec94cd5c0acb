/// A vertical stack view built from a block of views.
///
/// ```swift
/// UIVStack(spacing: 8) {
///   UILabel().text("Title")
///   UILabel().text("Subtitle")
/// }
/// ```
///
/// By default it fills its width with each view (`alignment: .fill`, UIStackView's own default),
/// sizes them with `distribution: .fill` and puts 16 points between them.
open class UIVStack: UIStackView {
  /// Creates a vertical stack arranging the views of `content`, top to bottom.
  /// - Parameters:
  ///   - alignment: How views are placed across the stack; `.fill` (full width) by default.
  ///   - distribution: How views are sized along the stack; `.fill` by default.
  ///   - spacing: The gap between views; 16 points by default.
  ///   - content: The views, in order.
  public convenience init(
    alignment: UIStackView.Alignment = .fill,
    distribution: UIStackView.Distribution = .fill,
    spacing: CGFloat = 16,
    @UIViewBuilder _ content: () -> [UIView]
  ) {
    self.init(arrangedSubviews: content())
    axis = .vertical
    self.alignment = alignment
    self.distribution = distribution
    self.spacing = spacing
    DeclaredLayout.apply(to: arrangedSubviews)
  }
}
