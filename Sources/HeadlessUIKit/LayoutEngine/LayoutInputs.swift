/// A count of changes to what the layout engine reads from view hierarchies: subviews,
/// installed constraints, layout guides, content sizes and their priorities, margins, safe
/// areas, layout direction, `translatesAutoresizingMaskIntoConstraints` and stack view
/// properties. (Geometry and `isHidden` can also change through a view's layer, which cannot
/// report it; the engine compares those itself, see `LayoutEngine.ListedState`.)
///
/// An engine that has listed a hierarchy's constraints at one revision has nothing to list
/// again while the revision stays the same; it applies only the constants and priorities of
/// the app's constraints that changed since (they are reported one by one, so a pass after
/// `constraint.constant = 40` costs the solver's update, not a walk of every constraint).
/// The count is global: a change in one hierarchy makes every engine list its hierarchy again
/// at its next pass, which costs time but never correctness.
@MainActor
package enum LayoutInputs {
  /// Increases with every change that may alter the constraints a hierarchy lists.
  package private(set) static var revision: UInt64 = 0

  /// Records a change to something the layout engine reads.
  package static func changed() {
    revision &+= 1
  }
}

extension UIView {
  /// Records a change to one of the view's layout inputs and marks the view as needing layout.
  func layoutInputsDidChange() {
    LayoutInputs.changed()
    setNeedsLayout()
  }
}
