import Foundation

/// One attribute of a view or layout guide (an edge, center or dimension), from which to make
/// constraints; the type parameter keeps x positions, y positions and sizes apart.
///
/// ```swift
/// title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16).isActive = true
/// ```
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide the anchor belongs to.
  package private(set) weak var item: AnyObject?
  /// The attribute the anchor stands for.
  package let attribute: NSLayoutConstraint.Attribute

  package init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  /// A constraint making this anchor equal to another.
  /// - Parameter anchor: The anchor to match.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0)
  }

  /// A constraint keeping this anchor at or beyond another.
  /// - Parameter anchor: The anchor to compare with.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// A constraint keeping this anchor at or before another.
  /// - Parameter anchor: The anchor to compare with.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }

  /// A constraint making this anchor equal to another plus a constant.
  /// - Parameters:
  ///   - anchor: The anchor to match.
  ///   - c: The offset added to `anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: c)
  }

  /// A constraint keeping this anchor at or beyond another plus a constant.
  /// - Parameters:
  ///   - anchor: The anchor to compare with.
  ///   - c: The offset added to `anchor`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
    constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }

  /// A constraint keeping this anchor at or before another plus a constant.
  /// - Parameters:
  ///   - anchor: The anchor to compare with.
  ///   - c: The offset added to `anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  package func make<T>(
    _ relation: NSLayoutConstraint.Relation,
    _ other: NSLayoutAnchor<T>?,
    multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    guard let first = item else {
      fatalError("NSLayoutAnchor: the anchor's view or layout guide no longer exists.")
    }
    if let other, other.item == nil {
      fatalError("NSLayoutAnchor: the other anchor's view or layout guide no longer exists.")
    }
    return NSLayoutConstraint(
      first: first,
      attribute: attribute,
      relation: relation,
      second: other?.item,
      attribute: other?.attribute ?? .notAnAttribute,
      multiplier: multiplier,
      constant: constant
    )
  }
}

/// An anchor for a horizontal position: an edge or the center on the x axis.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A constraint placing this anchor the system spacing (8 points) times a multiplier after
  /// another.
  /// - Parameters:
  ///   - anchor: The anchor this one follows.
  ///   - multiplier: How many times the system spacing.
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: UIView.systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at least the system spacing times a multiplier after another.
  /// - Parameters:
  ///   - anchor: The anchor this one follows.
  ///   - multiplier: How many times the system spacing.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
    multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at most the system spacing times a multiplier after another.
  /// - Parameters:
  ///   - anchor: The anchor this one follows.
  ///   - multiplier: How many times the system spacing.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
    multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
  }
}

/// An anchor for a vertical position: an edge, the center or a baseline on the y axis.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A constraint placing this anchor the system spacing (8 points) times a multiplier below
  /// another.
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: How many times the system spacing.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: UIView.systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at least the system spacing times a multiplier below another.
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: How many times the system spacing.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
    multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at most the system spacing times a multiplier below another.
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: How many times the system spacing.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
    multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
  }
}

/// An anchor for a size: a width or a height.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint fixing this size.
  /// - Parameter c: The size in points.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil as NSLayoutDimension?, constant: c)
  }

  /// A constraint keeping this size at least a constant.
  /// - Parameter c: The minimum in points.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil as NSLayoutDimension?, constant: c)
  }

  /// A constraint keeping this size at most a constant.
  /// - Parameter c: The maximum in points.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil as NSLayoutDimension?, constant: c)
  }

  /// A constraint making this size a multiple of another.
  /// - Parameters:
  ///   - anchor: The size to follow.
  ///   - m: The factor.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: 0)
  }

  /// A constraint keeping this size at least a multiple of another.
  /// - Parameters:
  ///   - anchor: The size to compare with.
  ///   - m: The factor.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint keeping this size at most a multiple of another.
  /// - Parameters:
  ///   - anchor: The size to compare with.
  ///   - m: The factor.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint making this size a multiple of another plus a constant.
  /// - Parameters:
  ///   - anchor: The size to follow.
  ///   - m: The factor.
  ///   - c: The amount added.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// A constraint keeping this size at least a multiple of another plus a constant.
  /// - Parameters:
  ///   - anchor: The size to compare with.
  ///   - m: The factor.
  ///   - c: The amount added.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension,
    multiplier m: CGFloat,
    constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// A constraint keeping this size at most a multiple of another plus a constant.
  /// - Parameters:
  ///   - anchor: The size to compare with.
  ///   - m: The factor.
  ///   - c: The amount added.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension,
    multiplier m: CGFloat,
    constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
