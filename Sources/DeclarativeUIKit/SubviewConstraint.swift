/// A constraint between a view and the superview it is added to, described before either exists.
///
/// Build them with the static functions and hand them to `addSubview(_:constraints:)`:
///
/// ```swift
/// container.addSubview(label, constraints: [
///   .equal(\.topAnchor, \.safeAreaLayoutGuide.topAnchor),
///   .equal(\.leadingAnchor, constant: 16),
///   .equal(\.widthAnchor, to: 100, priority: .defaultHigh),
/// ])
/// container.addSubview(background, constraints: .allEqual())
/// ```
@MainActor
public struct SubviewConstraint {
  private let make: @MainActor (_ view: UIView, _ superview: UIView) -> NSLayoutConstraint

  /// Creates a constraint from a closure given the view and its superview.
  /// - Parameter make: Returns the (inactive) constraint between the view and its superview.
  public init(_ make: @escaping @MainActor (_ view: UIView, _ superview: UIView) -> NSLayoutConstraint) {
    self.make = make
  }

  /// Makes the constraint for a view and its superview, without activating it.
  /// - Parameters:
  ///   - view: The subview.
  ///   - superview: Its superview.
  public func constraint(for view: UIView, in superview: UIView) -> NSLayoutConstraint {
    make(view, superview)
  }

  /// The view's anchor equals the same anchor of its superview, plus `constant`.
  /// - Parameters:
  ///   - anchor: The anchor, such as `\.topAnchor`.
  ///   - constant: Added to the superview's anchor.
  ///   - priority: The constraint's priority; required by default.
  public static func equal<Axis, Anchor: NSLayoutAnchor<Axis>>(
    _ anchor: KeyPath<UIView, Anchor>, constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) -> SubviewConstraint {
    equal(anchor, anchor, constant: constant, priority: priority)
  }

  /// The view's anchor equals another anchor of its superview, plus `constant`.
  ///
  /// `.equal(\.topAnchor, \.safeAreaLayoutGuide.topAnchor)` keeps the view below the safe area's top.
  /// - Parameters:
  ///   - anchor: The view's anchor.
  ///   - superviewAnchor: The superview's anchor, of the same axis.
  ///   - constant: Added to the superview's anchor.
  ///   - priority: The constraint's priority; required by default.
  public static func equal<Axis, Anchor: NSLayoutAnchor<Axis>>(
    _ anchor: KeyPath<UIView, Anchor>, _ superviewAnchor: KeyPath<UIView, Anchor>,
    constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) -> SubviewConstraint {
    SubviewConstraint { view, superview in
      view[keyPath: anchor].constraint(equalTo: superview[keyPath: superviewAnchor], constant: constant)
        .withPriority(priority)
    }
  }

  /// The view's anchor is at least another anchor of its superview, plus `constant`.
  /// - Parameters:
  ///   - anchor: The view's anchor.
  ///   - superviewAnchor: The superview's anchor, of the same axis.
  ///   - constant: Added to the superview's anchor.
  ///   - priority: The constraint's priority; required by default.
  public static func greaterThanOrEqual<Axis, Anchor: NSLayoutAnchor<Axis>>(
    _ anchor: KeyPath<UIView, Anchor>, _ superviewAnchor: KeyPath<UIView, Anchor>,
    constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) -> SubviewConstraint {
    SubviewConstraint { view, superview in
      view[keyPath: anchor].constraint(
        greaterThanOrEqualTo: superview[keyPath: superviewAnchor], constant: constant
      )
      .withPriority(priority)
    }
  }

  /// The view's anchor is at most another anchor of its superview, plus `constant`.
  /// - Parameters:
  ///   - anchor: The view's anchor.
  ///   - superviewAnchor: The superview's anchor, of the same axis.
  ///   - constant: Added to the superview's anchor.
  ///   - priority: The constraint's priority; required by default.
  public static func lessThanOrEqual<Axis, Anchor: NSLayoutAnchor<Axis>>(
    _ anchor: KeyPath<UIView, Anchor>, _ superviewAnchor: KeyPath<UIView, Anchor>,
    constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) -> SubviewConstraint {
    SubviewConstraint { view, superview in
      view[keyPath: anchor].constraint(
        lessThanOrEqualTo: superview[keyPath: superviewAnchor], constant: constant
      )
      .withPriority(priority)
    }
  }

  /// The view's width or height equals a fixed length: `.equal(\.widthAnchor, to: 100)`.
  /// - Parameters:
  ///   - dimension: `\.widthAnchor` or `\.heightAnchor`.
  ///   - length: The length, in points.
  ///   - priority: The constraint's priority; required by default.
  public static func equal(
    _ dimension: KeyPath<UIView, NSLayoutDimension>, to length: CGFloat,
    priority: UILayoutPriority = .required
  ) -> SubviewConstraint {
    SubviewConstraint { view, _ in
      view[keyPath: dimension].constraint(equalToConstant: length).withPriority(priority)
    }
  }
}

extension Array where Element == SubviewConstraint {
  /// Pins all four edges of the view to its superview's, inset by `margin`.
  ///
  /// ```swift
  /// container.addSubview(stack, constraints: .allEqual(margin: 30))
  /// ```
  /// - Parameter margin: The distance between each edge of the view and its superview's.
  @MainActor
  public static func allEqual(margin: CGFloat = 0) -> [SubviewConstraint] {
    [
      .equal(\.topAnchor, constant: margin),
      .equal(\.leadingAnchor, constant: margin),
      .equal(\.bottomAnchor, constant: -margin),
      .equal(\.trailingAnchor, constant: -margin),
    ]
  }
}
