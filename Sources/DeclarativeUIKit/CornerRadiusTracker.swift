/// A hidden subview, pinned to its superview's edges, that keeps the superview's corner radius
/// at half its shorter side: what ``Stylable/circle()`` adds.
///
/// A view has no hook for its own size changes short of subclassing it, but a subview's
/// `layoutSubviews()` runs whenever its size changes, and this one's size is its superview's.
final class CornerRadiusTracker: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    superview?.layer.cornerRadius = min(bounds.width, bounds.height) / 2
  }
}
