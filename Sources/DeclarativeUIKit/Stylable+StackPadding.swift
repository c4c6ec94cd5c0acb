extension Stylable where Self: UIStackView {
  /// Keeps `insets` between the stack's edges and its arranged views, and returns the stack
  /// itself, so stack modifiers can follow: its layout margins, arranged relative to them, and
  /// not grown by the safe area (padding is a fixed space).
  ///
  /// ```swift
  /// UIVStack(spacing: 8) {
  ///   UILabel("Title")
  ///   UILabel("Body")
  /// }
  /// .padding(UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16))
  /// .spacing(12)
  /// ```
  /// Other views are wrapped in a container instead, since only a stack arranges its content.
  /// - Parameter insets: The space on each side; `left` is the leading side's.
  @discardableResult
  public func padding(_ insets: UIEdgeInsets) -> Self {
    directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    insetsLayoutMarginsFromSafeArea = false
    isLayoutMarginsRelativeArrangement = true
    return self
  }

  /// Keeps the same space on every side of the stack's arranged views, and returns the stack.
  /// - Parameter length: The space on each side; 16 points by default.
  @discardableResult
  public func padding(_ length: CGFloat = 16) -> Self {
    padding(UIEdgeInsets(top: length, left: length, bottom: length, right: length))
  }

  /// Keeps `length` points on some sides of the stack's arranged views (none on the others), and
  /// returns the stack: `.padding(.horizontal, 12)`.
  /// - Parameters:
  ///   - edges: The sides that get the space.
  ///   - length: The space on each of those sides; 16 points by default.
  @discardableResult
  public func padding(_ edges: NSDirectionalRectEdge, _ length: CGFloat = 16) -> Self {
    padding(UIEdgeInsets(edges, length))
  }

  /// Puts the views of `content` behind the stack's arranged views, each filling the stack, and
  /// returns the stack itself.
  ///
  /// A stack view draws no content of its own, so the views go inside it, behind its arranged
  /// views, as subviews it does not arrange:
  ///
  /// ```swift
  /// UIHStack { UILabel("Pro") }
  ///   .padding(.horizontal, 8)
  ///   .background { UIView().backgroundColor(.systemYellow).cornerRadius(6) }
  /// ```
  /// - Parameter content: The views, back to front.
  @discardableResult
  public func background(@UIViewBuilder _ content: () -> [UIView]) -> Self {
    let views = content()
    for (index, view) in views.enumerated() {
      insertSubview(view, at: index)
      view.edgesToSuperview()
    }
    DeclaredLayout.apply(to: views)
    return self
  }
}
