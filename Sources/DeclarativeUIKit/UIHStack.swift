/// A horizontal stack view built from a block of views.
///
/// ```swift
/// UIHStack(alignment: .center, spacing: 8) {
///   UIImageView(image: icon)
///   UILabel().text("Name")
///   Spacer()
/// }
/// ```
///
/// By default it fills its height with each view (`alignment: .fill`), sizes them with
/// `distribution: .fill` and puts 16 points between them.
open class UIHStack: UIStackView {
  /// Creates a horizontal stack arranging the views of `content`, leading to trailing.
  /// - Parameters:
  ///   - alignment: How views are placed across the stack; `.fill` (full height) by default.
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
    axis = .horizontal
    self.alignment = alignment
    self.distribution = distribution
    self.spacing = spacing
    DeclaredLayout.apply(to: arrangedSubviews)
  }
}
