import Foundation

/// A view that applies a visual effect, such as a blur, to what lies behind it.
///
/// Put content in `contentView`, not in the effect view itself. HeadlessUIKit records the effect
/// without rendering it.
///
/// ```swift
/// let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
/// blur.contentView.addSubview(label)
/// ```
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  // MARK: Drawing (UIVisualEffectView+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawEffect(in: rect, on: &canvas) }
  override var contentDescription: [String] { effectDescription }

  /// The view that holds the content shown over the effect; it fills the effect view.
  public let contentView: UIView

  /// The effect; `nil` shows no effect.
  open var effect: UIVisualEffect?

  /// Creates an effect view.
  /// - Parameter effect: The effect to apply, or `nil`.
  public init(effect: UIVisualEffect?) {
    contentView = UIView(frame: .zero)
    self.effect = effect
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Creates an effect view with no effect and a frame (UIKit's `init(frame:)`, inherited from
  /// `UIView`, so `UIVisualEffectView()` works too); set `effect` later.
  /// - Parameter frame: The frame.
  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  /// Creates an effect view with no effect from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// The view's rectangle; the content view follows its size.
  open override var frame: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
  }

  /// The view's bounds; the content view follows their size.
  open override var bounds: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
  }
}
