extension Stylable where Self: UIView {
  /// Pins some or all of the view's edges to its superview's (or to the superview's safe area),
  /// inset by `insets`, and places the view with Auto Layout.
  ///
  /// It can be written before the view has a superview: the constraints are activated when a
  /// container of this module adds it (see `activateDeclaredLayout()`).
  ///
  /// ```swift
  /// UIView().addSubviews {
  ///   UILabel("Inset").edgesToSuperview(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
  ///   UIView().edgesToSuperview([.top, .leading, .trailing]).frame(height: 1)
  /// }
  /// ```
  /// To give one edge another priority, pin it on its own: `.edgesToSuperview([.top, .leading,
  /// .trailing]).bottomToSuperview(priority: .defaultHigh)`.
  /// - Parameters:
  ///   - edges: The edges to pin; all four by default. `.horizontal` is leading and trailing,
  ///     `.vertical` top and bottom.
  ///   - insets: The distance from each of the superview's edges (`left` is the leading edge's,
  ///     `right` the trailing edge's); none by default.
  ///   - safeArea: `true` to pin to the superview's safe area instead of its edges.
  ///   - priority: The constraints' priority; required by default.
  @discardableResult
  public func edgesToSuperview(
    _ edges: NSDirectionalRectEdge = .all, insets: UIEdgeInsets = .zero, safeArea: Bool = false,
    priority: UILayoutPriority = .required
  ) -> Self {
    if edges.contains(.top) { topToSuperview(insets.top, safeArea: safeArea, priority: priority) }
    if edges.contains(.leading) { leadingToSuperview(insets.left, safeArea: safeArea, priority: priority) }
    if edges.contains(.bottom) { bottomToSuperview(insets.bottom, safeArea: safeArea, priority: priority) }
    if edges.contains(.trailing) {
      trailingToSuperview(insets.right, safeArea: safeArea, priority: priority)
    }
    return self
  }

  /// Pins some or all of the view's edges to its superview's (or its safe area's), each inset by
  /// the same distance: `.edgesToSuperview(.horizontal, inset: 16)`.
  /// - Parameters:
  ///   - edges: The edges to pin.
  ///   - inset: The distance from each pinned edge of the superview.
  ///   - safeArea: `true` to pin to the superview's safe area instead of its edges.
  ///   - priority: The constraints' priority; required by default.
  @discardableResult
  public func edgesToSuperview(
    _ edges: NSDirectionalRectEdge, inset: CGFloat, safeArea: Bool = false,
    priority: UILayoutPriority = .required
  ) -> Self {
    edgesToSuperview(
      edges, insets: UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset), safeArea: safeArea,
      priority: priority)
  }

  /// Centers the view in its superview, now or when a container of this module adds it.
  ///
  /// - Parameters:
  ///   - offset: How far the view's center is from the superview's; none by default.
  ///   - priority: The constraints' priority; required by default.
  @discardableResult
  public func centerInSuperview(offset: CGPoint = .zero, priority: UILayoutPriority = .required) -> Self {
    centerXInSuperview(offset.x, priority: priority).centerYInSuperview(offset.y, priority: priority)
  }

  /// Centers the view horizontally in its superview, now or when a container of this module
  /// adds it.
  ///
  /// ```swift
  /// UILabel("Title").centerXInSuperview().topToSuperview(20)
  /// ```
  /// - Parameters:
  ///   - offset: How far right of the superview's center the view's center is; 0 by default.
  ///   - priority: The constraint's priority; required by default.
  @discardableResult
  public func centerXInSuperview(_ offset: CGFloat = 0, priority: UILayoutPriority = .required) -> Self {
    DeclaredLayout.constrain(self) { view, superview in
      view.centerXAnchor.constraint(equalTo: superview.centerXAnchor, constant: offset).withPriority(priority)
    }
    return self
  }

  /// Centers the view vertically in its superview, now or when a container of this module
  /// adds it.
  /// - Parameters:
  ///   - offset: How far below the superview's center the view's center is; 0 by default.
  ///   - priority: The constraint's priority; required by default.
  @discardableResult
  public func centerYInSuperview(_ offset: CGFloat = 0, priority: UILayoutPriority = .required) -> Self {
    DeclaredLayout.constrain(self) { view, superview in
      view.centerYAnchor.constraint(equalTo: superview.centerYAnchor, constant: offset).withPriority(priority)
    }
    return self
  }

  /// Keeps the view's top edge `inset` points below its superview's top (or its safe area's).
  ///
  /// `relation` compares that distance with `inset`: `.greaterThanOrEqual` keeps the view at least
  /// `inset` below the top, `.lessThanOrEqual` at most.
  /// - Parameters:
  ///   - inset: The distance from the superview's top; 0 by default.
  ///   - relation: How the distance compares with `inset`; equal by default.
  ///   - safeArea: `true` to measure from the safe area's top.
  ///   - priority: The constraint's priority; required by default.
  @discardableResult
  public func topToSuperview(
    _ inset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal, safeArea: Bool = false,
    priority: UILayoutPriority = .required
  ) -> Self {
    DeclaredLayout.constrain(self) { view, superview in
      let top = safeArea ? superview.safeAreaLayoutGuide.topAnchor : superview.topAnchor
      return relate(view.topAnchor, relation, top, constant: inset).withPriority(priority)
    }
    return self
  }

  /// Keeps the view's bottom edge `inset` points above its superview's bottom (or its safe
  /// area's); `relation` compares that distance with `inset`.
  /// - Parameters:
  ///   - inset: The distance from the superview's bottom; 0 by default.
  ///   - relation: How the distance compares with `inset`; equal by default.
  ///   - safeArea: `true` to measure from the safe area's bottom.
  ///   - priority: The constraint's priority; required by default.
  @discardableResult
  public func bottomToSuperview(
    _ inset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal, safeArea: Bool = false,
    priority: UILayoutPriority = .required
  ) -> Self {
    DeclaredLayout.constrain(self) { view, superview in
      let bottom = safeArea ? superview.safeAreaLayoutGuide.bottomAnchor : superview.bottomAnchor
      return relate(bottom, relation, view.bottomAnchor, constant: inset).withPriority(priority)
    }
    return self
  }

  /// Keeps the view's leading edge `inset` points after its superview's leading edge (or its
  /// safe area's); `relation` compares that distance with `inset`.
  /// - Parameters:
  ///   - inset: The distance from the superview's leading edge; 0 by default.
  ///   - relation: How the distance compares with `inset`; equal by default.
  ///   - safeArea: `true` to measure from the safe area's leading edge.
  ///   - priority: The constraint's priority; required by default.
  @discardableResult
  public func leadingToSuperview(
    _ inset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal, safeArea: Bool = false,
    priority: UILayoutPriority = .required
  ) -> Self {
    DeclaredLayout.constrain(self) { view, superview in
      let leading = safeArea ? superview.safeAreaLayoutGuide.leadingAnchor : superview.leadingAnchor
      return relate(view.leadingAnchor, relation, leading, constant: inset).withPriority(priority)
    }
    return self
  }

  /// Keeps the view's trailing edge `inset` points before its superview's trailing edge (or its
  /// safe area's); `relation` compares that distance with `inset`.
  /// - Parameters:
  ///   - inset: The distance from the superview's trailing edge; 0 by default.
  ///   - relation: How the distance compares with `inset`; equal by default.
  ///   - safeArea: `true` to measure from the safe area's trailing edge.
  ///   - priority: The constraint's priority; required by default.
  @discardableResult
  public func trailingToSuperview(
    _ inset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal, safeArea: Bool = false,
    priority: UILayoutPriority = .required
  ) -> Self {
    DeclaredLayout.constrain(self) { view, superview in
      let trailing =
        safeArea ? superview.safeAreaLayoutGuide.trailingAnchor : superview.trailingAnchor
      return relate(trailing, relation, view.trailingAnchor, constant: inset).withPriority(priority)
    }
    return self
  }

  /// Relates one of the view's anchors to an anchor of another view, such as a sibling, now or
  /// (if the view has no superview yet) when a container of this module adds it.
  ///
  /// ```swift
  /// let title = UILabel("Title").topToSuperview().leadingToSuperview()
  /// let subtitle = UILabel("Subtitle").leadingToSuperview()
  ///   .constrain(\.topAnchor, to: title, \.bottomAnchor, constant: 4)
  /// ```
  /// The two views must be in one hierarchy when the constraint is activated.
  /// - Parameters:
  ///   - anchor: The view's anchor, such as `\.topAnchor`.
  ///   - relation: How the view's anchor compares with the other's; equal by default.
  ///   - other: The other view; held weakly until the constraint is made.
  ///   - otherAnchor: The other view's anchor, of the same axis.
  ///   - constant: Added to the other view's anchor.
  ///   - priority: The constraint's priority; required by default.
  @discardableResult
  public func constrain<Axis, Anchor: NSLayoutAnchor<Axis>>(
    _ anchor: KeyPath<UIView, Anchor>, _ relation: NSLayoutConstraint.Relation = .equal,
    to other: UIView, _ otherAnchor: KeyPath<UIView, Anchor>, constant: CGFloat = 0,
    priority: UILayoutPriority = .required
  ) -> Self {
    DeclaredLayout.constrain(self) { [weak other] view, _ in
      guard let other else {
        preconditionFailure("constrain(_:_:to:_:constant:priority:): the other view no longer exists")
      }
      return relate(view[keyPath: anchor], relation, other[keyPath: otherAnchor], constant: constant)
        .withPriority(priority)
    }
    return self
  }

  /// Adds the views of `content` as subviews, then applies the layout each declared (such as
  /// ``edgesToSuperview(_:insets:safeArea:priority:)``), so they can refer to each other.
  ///
  /// ```swift
  /// let avatar = UIView().frame(width: 48, height: 48).addSubviews {
  ///   UILabel("AB").centerInSuperview()
  /// }
  /// ```
  /// - Parameter content: The views, back to front.
  @discardableResult
  public func addSubviews(@UIViewBuilder _ content: () -> [UIView]) -> Self {
    let views = content()
    for view in views { addSubview(view) }
    DeclaredLayout.apply(to: views)
    return self
  }
}

/// A constraint between `first` and `second` with the given relation, plus `constant`.
@MainActor
func relate<AnchorType>(
  _ first: NSLayoutAnchor<AnchorType>, _ relation: NSLayoutConstraint.Relation,
  _ second: NSLayoutAnchor<AnchorType>, constant: CGFloat
) -> NSLayoutConstraint {
  switch relation {
  case .lessThanOrEqual: first.constraint(lessThanOrEqualTo: second, constant: constant)
  case .greaterThanOrEqual: first.constraint(greaterThanOrEqualTo: second, constant: constant)
  default: first.constraint(equalTo: second, constant: constant)
  }
}
