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
///
/// `Spacer(length: 24)` is a fixed gap instead: 24 points along the stack (its content size on
/// the stack's axis, held at priority 999; none across it), as SwiftUI's `Spacer(minLength:)` at
/// its minimum.
open class Spacer: UIView {
  /// The hugging and compression-resistance priority of every flexible spacer.
  public static let priority = UILayoutPriority(1)

  /// The fixed length of the spacer, or `nil` for a flexible one.
  public private(set) var length: CGFloat?

  /// Creates a spacer of a fixed length, a gap of `length` points in a stack.
  ///
  /// ```swift
  /// UIVStack(spacing: 0) {
  ///   UILabel("Title")
  ///   Spacer(length: 24)
  ///   UILabel("Body")
  /// }
  /// ```
  /// - Parameter length: The gap, in points.
  public convenience init(length: CGFloat) {
    self.init(frame: .zero)
    self.length = length
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      setContentHuggingPriority(UILayoutPriority(999), for: axis)
      setContentCompressionResistancePriority(UILayoutPriority(999), for: axis)
    }
    invalidateIntrinsicContentSize()
  }

  /// For a fixed spacer, `length` along the axis of the stack view it is in and nothing across
  /// it (so it never sets a centred stack's width), or `length` on both axes outside a stack;
  /// no intrinsic size for a flexible one.
  open override var intrinsicContentSize: CGSize {
    guard let length else { return super.intrinsicContentSize }
    switch (superview as? UIStackView)?.axis {
    case .vertical?: return CGSize(width: UIView.noIntrinsicMetric, height: length)
    case .horizontal?: return CGSize(width: length, height: UIView.noIntrinsicMetric)
    default: return CGSize(width: length, height: length)
    }
  }

  /// Measures again in its new superview, whose axis decides which way the length goes.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    if length != nil { invalidateIntrinsicContentSize() }
  }

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
