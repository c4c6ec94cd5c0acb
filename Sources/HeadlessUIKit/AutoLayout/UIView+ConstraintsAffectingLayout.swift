import Foundation

extension UIView {
  /// The active constraints that place or size the view along an axis, for debugging
  /// (UIView.h, `constraintsAffectingLayoutForAxis:`): those installed on the view or an
  /// ancestor that name the view as either item. UIKit's list can also hold constraints that
  /// reach the view only through other views; this one has those that name it.
  /// - Parameter axis: Horizontal or vertical.
  /// - Returns: The constraints, nearest installation first.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    var holder: UIView? = self
    while let view = holder {
      for constraint in view.constraints
      where constraint.isActive && constraint.firstAttribute.axis == axis
        && (constraint.firstLayoutItem === self || constraint.secondLayoutItem === self)
      {
        found.append(constraint)
      }
      holder = view.superview
    }
    return found
  }
}
