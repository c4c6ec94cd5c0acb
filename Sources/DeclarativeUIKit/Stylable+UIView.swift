extension Stylable where Self: UIView {
  /// Sets the view's background color.
  /// - Parameter value: The color drawn behind the view's content; `nil` makes it transparent.
  @discardableResult
  public func backgroundColor(_ value: UIColor?) -> Self {
    backgroundColor = value
    return self
  }

  /// Rounds the view's corners by setting its layer's corner radius.
  ///
  /// Combine with ``clipsToBounds(_:)`` to clip the content to the rounded shape.
  /// - Parameter value: The radius, in points.
  @discardableResult
  public func cornerRadius(_ value: CGFloat) -> Self {
    layer.cornerRadius = value
    return self
  }

  /// Rounds only some corners of the view, as `layer.maskedCorners` does.
  ///
  /// ```swift
  /// UIView().cornerRadius(16, corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])  // top corners
  /// ```
  /// - Parameters:
  ///   - value: The radius, in points.
  ///   - corners: The corners to round; the others stay square.
  @discardableResult
  public func cornerRadius(_ value: CGFloat, corners: CACornerMask) -> Self {
    layer.cornerRadius = value
    layer.maskedCorners = corners
    return self
  }

  /// Makes the view a circle (or a capsule, when it is not square): its corner radius follows
  /// half its shorter side through every layout, and it clips its content.
  ///
  /// ```swift
  /// UIImageView(image: avatar).frame(width: 40, height: 40).circle()
  /// ```
  /// It adds a hidden, non-interactive subview that tracks the view's size; call it once.
  @discardableResult
  public func circle() -> Self {
    let tracker = CornerRadiusTracker(frame: bounds)
    tracker.isHidden = true
    tracker.isUserInteractionEnabled = false
    addSubview(tracker)
    tracker.edgesToSuperview()
    layer.cornerRadius = min(bounds.width, bounds.height) / 2
    clipsToBounds = true
    return self
  }

  /// Sets whether the view clips its subviews to its bounds.
  /// - Parameter value: `true` to clip.
  @discardableResult
  public func clipsToBounds(_ value: Bool) -> Self {
    clipsToBounds = value
    return self
  }

  /// Sets how the view places its content when its size changes.
  /// - Parameter value: The content mode, such as `.scaleAspectFit`.
  @discardableResult
  public func contentMode(_ value: UIView.ContentMode) -> Self {
    contentMode = value
    return self
  }

  /// Hides or shows the view.
  /// - Parameter value: `true` to hide the view.
  @discardableResult
  public func isHidden(_ value: Bool) -> Self {
    isHidden = value
    return self
  }

  /// Sets the view's opacity.
  /// - Parameter value: From 0 (transparent) to 1 (opaque).
  @discardableResult
  public func alpha(_ value: CGFloat) -> Self {
    alpha = value
    return self
  }

  /// Sets the tint color that the view and its subviews use for their accents.
  /// - Parameter value: The tint color; `nil` inherits the superview's.
  @discardableResult
  public func tintColor(_ value: UIColor?) -> Self {
    tintColor = value
    return self
  }

  /// Draws a border along the view's edges.
  ///
  /// ```swift
  /// UIView().border(width: 1, color: .separator)
  /// ```
  /// - Parameters:
  ///   - width: The border's width, in points.
  ///   - color: The border's color.
  @discardableResult
  public func border(width: CGFloat, color: UIColor) -> Self {
    layer.borderWidth = width
    layer.borderColor = color.cgColor
    return self
  }

  /// Draws a line along some of the view's edges, inside the view, such as a separator under a
  /// row: `.border(.bottom, width: 0.5, color: .separator)`.
  ///
  /// Each edge gets a subview of the line's color and width, pinned to that edge, above the
  /// view's other subviews; it ignores touches. Each call adds lines.
  /// - Parameters:
  ///   - edges: The edges to draw, such as `.bottom` or `.horizontal`.
  ///   - width: The line's width, in points.
  ///   - color: The line's color.
  @discardableResult
  public func border(_ edges: NSDirectionalRectEdge, width: CGFloat, color: UIColor) -> Self {
    for edge in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edges.contains(edge) {
      let line = EdgeBorderLine(frame: .zero)
      line.backgroundColor = color
      line.isUserInteractionEnabled = false
      addSubview(line)
      let across: NSDirectionalRectEdge = edge == .top || edge == .bottom ? .horizontal : .vertical
      line.edgesToSuperview(across.union(edge))
      if edge == .top || edge == .bottom { line.frame(height: width) } else { line.frame(width: width) }
    }
    return self
  }

  /// Casts a shadow from the view's layer.
  /// - Parameters:
  ///   - color: The shadow's color; black by default.
  ///   - opacity: From 0 (invisible) to 1.
  ///   - radius: The blur radius, in points.
  ///   - offset: How far the shadow is moved from the view.
  @discardableResult
  public func shadow(
    color: UIColor = .black, opacity: Float, radius: CGFloat, offset: CGSize = .zero
  ) -> Self {
    layer.shadowColor = color.cgColor
    layer.shadowOpacity = opacity
    layer.shadowRadius = radius
    layer.shadowOffset = offset
    return self
  }

  /// Sets the transform the view is drawn with, around its center, as UIKit's `transform`
  /// property: `.transform(CGAffineTransform(rotationAngle: .pi / 4))`. Layout ignores it.
  /// - Parameter value: The affine transform; `.identity` draws the view as laid out.
  @discardableResult
  public func transform(_ value: CGAffineTransform) -> Self {
    transform = value
    return self
  }

  /// Sets whether the view's autoresizing mask becomes constraints.
  ///
  /// Called with no argument it turns the translation off, which is what a view placed with
  /// Auto Layout needs: `view.translatesAutoresizingMaskIntoConstraints()`.
  /// - Parameter value: `false` (the default) to place the view with constraints only.
  @discardableResult
  public func translatesAutoresizingMaskIntoConstraints(_ value: Bool = false) -> Self {
    translatesAutoresizingMaskIntoConstraints = value
    return self
  }

  /// Sets the view's tag, a number that identifies it in its hierarchy.
  /// - Parameter value: The tag.
  @discardableResult
  public func tag(_ value: Int) -> Self {
    tag = value
    return self
  }

  /// Sets the identifier that UI tests use to find the view.
  /// - Parameter value: The identifier.
  @discardableResult
  public func accessibilityIdentifier(_ value: String?) -> Self {
    accessibilityIdentifier = value
    return self
  }

  /// Sets whether touches reach the view.
  /// - Parameter value: `false` to ignore touches.
  @discardableResult
  public func isUserInteractionEnabled(_ value: Bool) -> Self {
    isUserInteractionEnabled = value
    return self
  }

  /// Stores this view in `reference` and returns it, to keep a reference to a view built inside
  /// a chain or a builder.
  ///
  /// ```swift
  /// var title: UILabel?
  /// let header = UIVStack {
  ///   UILabel("Title").assign(to: &title)
  ///   UILabel("Subtitle")
  /// }
  /// ```
  /// - Parameter reference: The variable or property that keeps the view.
  @discardableResult
  public func assign(to reference: inout Self?) -> Self {
    reference = self
    return self
  }

  /// Stores this view in a non-optional variable or property and returns it, to keep a
  /// reference to a view built inside a chain or a builder.
  ///
  /// ```swift
  /// final class Header: UIView {
  ///   private(set) var title = UILabel()
  ///   func build() -> UIView {
  ///     UIVStack { UILabel("Hello").font(.boldSystemFont(ofSize: 28)).assign(to: &title) }
  ///   }
  /// }
  /// ```
  /// - Parameter reference: The variable or property that keeps the view.
  @discardableResult
  public func assign(to reference: inout Self) -> Self {
    reference = self
    return self
  }
}

/// A line that ``Stylable/border(_:width:color:)`` draws along one edge of a view.
final class EdgeBorderLine: UIView {}
