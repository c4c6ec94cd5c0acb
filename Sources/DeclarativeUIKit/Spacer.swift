/// A flexible empty view that takes the space its stack view has left over.
///
/// ```swift
/// UIHStack {
///   UILabel().text("Left")
///   Spacer()
///   UILabel().text("Right")
/// }
/// ```
///
/// It hugs its content and resists compression at the lowest priority (``priority``, 1) on both
/// axes, so every other view of the stack keeps its natural size first.
open class Spacer: UIView {
  /// The hugging and compression-resistance priority of every spacer.
  public static let priority = UILayoutPriority(1)

  /// Creates a spacer; its frame matters only outside Auto Layout.
  /// - Parameter frame: The initial frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    makeFlexible()
  }

  /// Creates a spacer from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    makeFlexible()
  }

  private func makeFlexible() {
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      setContentHuggingPriority(Spacer.priority, for: axis)
      setContentCompressionResistancePriority(Spacer.priority, for: axis)
    }
  }
}
