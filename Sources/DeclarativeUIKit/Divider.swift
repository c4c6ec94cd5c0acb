/// A thin line that separates views in a stack, as SwiftUI's `Divider` does.
///
/// ```swift
/// UIVStack(spacing: 8) {
///   UILabel("Inbox")
///   Divider()
///   UILabel("Archive")
/// }
/// ```
///
/// It is ``thickness`` points thick on both axes (its content size, held at priority 999), so
/// a stack that fills its cross axis stretches it into a line, and it is filled with the
/// system's `separator` color.
open class Divider: UIView {
  /// The line's thickness, in points.
  public private(set) var thickness: CGFloat = 1

  /// Creates a divider.
  /// - Parameter thickness: The line's thickness; 1 point by default.
  public convenience init(thickness: CGFloat = 1) {
    self.init(frame: .zero)
    self.thickness = thickness
    invalidateIntrinsicContentSize()
  }

  /// Creates a divider with a frame that matters only outside Auto Layout.
  /// - Parameter frame: The initial frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates a divider from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// ``thickness`` on both axes.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: thickness, height: thickness)
  }

  private func setUp() {
    backgroundColor = .separator
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      setContentHuggingPriority(UILayoutPriority(999), for: axis)
      setContentCompressionResistancePriority(UILayoutPriority(999), for: axis)
    }
  }
}
