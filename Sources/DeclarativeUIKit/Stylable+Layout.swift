extension Stylable where Self: UIView {
  /// Fixes the view's width, height or both with constraints, as SwiftUI's `frame(width:height:)`
  /// does, and places the view with Auto Layout.
  ///
  /// ```swift
  /// UIImageView(image: avatar).frame(width: 40, height: 40)
  /// UIButton("Continue").frame(height: 44)
  /// ```
  /// Each call activates new constraints; call it once per view and axis.
  /// - Parameters:
  ///   - width: The width, or `nil` to leave it free.
  ///   - height: The height, or `nil` to leave it free.
  ///   - priority: The constraints' priority; required by default.
  @discardableResult
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, priority: UILayoutPriority = .required
  ) -> Self {
    translatesAutoresizingMaskIntoConstraints = false
    var constraints: [NSLayoutConstraint] = []
    if let width { constraints.append(widthAnchor.constraint(equalToConstant: width).withPriority(priority)) }
    if let height {
      constraints.append(heightAnchor.constraint(equalToConstant: height).withPriority(priority))
    }
    NSLayoutConstraint.activate(constraints)
    return self
  }

  /// Wraps the view in a container that keeps `insets` around it, as SwiftUI's `padding` does.
  ///
  /// ```swift
  /// UIVStack {
  ///   UILabel().text("Inset").padding(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
  /// }
  /// ```
  /// - Parameter insets: The space between each edge of the container and the view.
  /// - Returns: The container, whose only subview is this view.
  public func padding(_ insets: UIEdgeInsets) -> UIView {
    let container = UIView(frame: .zero)
    container.addSubview(self)
    edgesToSuperview(insets: insets)
    DeclaredLayout.apply(to: self)
    return container
  }

  /// Wraps the view in a container that keeps the same space on every side.
  /// - Parameter length: The space on each side; 16 points by default.
  /// - Returns: The container, whose only subview is this view.
  public func padding(_ length: CGFloat = 16) -> UIView {
    padding(UIEdgeInsets(top: length, left: length, bottom: length, right: length))
  }

  /// Wraps the view in a container that keeps `length` points on some of its sides, as
  /// SwiftUI's `padding(_:_:)` does.
  ///
  /// ```swift
  /// UILabel("New").padding(.horizontal, 12)
  /// ```
  /// - Parameters:
  ///   - edges: The sides that get the space, such as `.horizontal` or `[.top, .leading]`.
  ///   - length: The space on each of those sides; 16 points by default.
  /// - Returns: The container, whose only subview is this view.
  public func padding(_ edges: NSDirectionalRectEdge, _ length: CGFloat = 16) -> UIView {
    padding(UIEdgeInsets(edges, length))
  }

  /// Keeps the view's width `ratio` times its height, as SwiftUI's `aspectRatio` does.
  ///
  /// ```swift
  /// UIImageView(image: photo).aspectRatio(16 / 9)
  /// ```
  /// - Parameters:
  ///   - ratio: The width divided by the height.
  ///   - priority: The constraint's priority; required by default.
  @discardableResult
  public func aspectRatio(_ ratio: CGFloat, priority: UILayoutPriority = .required) -> Self {
    translatesAutoresizingMaskIntoConstraints = false
    widthAnchor.constraint(equalTo: heightAnchor, multiplier: ratio).withPriority(priority).isActive = true
    return self
  }

  /// Bounds the view's width, height or both, as SwiftUI's `frame(minWidth:maxWidth:...)` does.
  ///
  /// ```swift
  /// UILabel("Flexible").frame(minWidth: 80, maxWidth: 240)
  /// ```
  /// - Parameters:
  ///   - minWidth: The smallest width, or `nil` for none.
  ///   - maxWidth: The largest width, or `nil` for none.
  ///   - minHeight: The smallest height, or `nil` for none.
  ///   - maxHeight: The largest height, or `nil` for none.
  @discardableResult
  public func frame(
    minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil
  ) -> Self {
    translatesAutoresizingMaskIntoConstraints = false
    var constraints: [NSLayoutConstraint] = []
    if let minWidth { constraints.append(widthAnchor.constraint(greaterThanOrEqualToConstant: minWidth)) }
    if let maxWidth { constraints.append(widthAnchor.constraint(lessThanOrEqualToConstant: maxWidth)) }
    if let minHeight { constraints.append(heightAnchor.constraint(greaterThanOrEqualToConstant: minHeight)) }
    if let maxHeight { constraints.append(heightAnchor.constraint(lessThanOrEqualToConstant: maxHeight)) }
    NSLayoutConstraint.activate(constraints)
    return self
  }

  /// Sets how strongly the view resists growing beyond its content's size along `axis`.
  ///
  /// ```swift
  /// UILabel("Name").contentHuggingPriority(.required, for: .horizontal)
  /// ```
  /// - Parameters:
  ///   - priority: The hugging priority; UIKit's default is `.defaultLow` (250).
  ///   - axis: `.horizontal` or `.vertical`.
  @discardableResult
  public func contentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) -> Self
  {
    setContentHuggingPriority(priority, for: axis)
    return self
  }

  /// Sets how strongly the view resists shrinking below its content's size along `axis`.
  ///
  /// - Parameters:
  ///   - priority: The compression-resistance priority; UIKit's default is `.defaultHigh` (750).
  ///   - axis: `.horizontal` or `.vertical`.
  @discardableResult
  public func contentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) -> Self {
    setContentCompressionResistancePriority(priority, for: axis)
    return self
  }

  /// Draws the view moved by `x` and `y` points without changing its layout, as SwiftUI's
  /// `offset` does: it sets the view's `transform` to that translation.
  /// - Parameters:
  ///   - x: The horizontal distance; positive moves right.
  ///   - y: The vertical distance; positive moves down.
  @discardableResult
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self {
    transform = CGAffineTransform(translationX: x, y: y)
    return self
  }
}

extension UIEdgeInsets {
  /// Insets of `length` on `edges` and none on the others; `left` is the leading side's.
  init(_ edges: NSDirectionalRectEdge, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, left: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, right: edges.contains(.trailing) ? length : 0)
  }
}
