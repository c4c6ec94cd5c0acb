/// A view that layers the views of a block on top of each other, each filling the container.
///
/// The first view is at the back, the last at the front. `spacing` is the distance kept between
/// every layer and the container's edges, so the layers share one frame inset by it:
///
/// ```swift
/// UIZStack(spacing: 16) {
///   UIImageView(image: background)  // 16 points inside each edge
///   UILabel().text("On top")  // the same frame, drawn above
/// }
/// ```
open class UIZStack: UIView {
  /// The distance between each layer and the container's edges.
  public private(set) var spacing: CGFloat = 0

  /// Creates a container layering the views of `content`, back to front.
  /// - Parameters:
  ///   - spacing: The distance between every layer and the container's edges; 0 by default.
  ///   - content: The views, back to front.
  public convenience init(spacing: CGFloat = 0, @UIViewBuilder _ content: () -> [UIView]) {
    self.init(frame: .zero)
    self.spacing = spacing
    let insets = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
    let views = content()
    for view in views {
      addSubview(view)
      view.edgesToSuperview(insets: insets)
    }
    DeclaredLayout.apply(to: views)
  }
}
