import Foundation

/// An on/off control.
///
/// ```swift
/// let toggle = UISwitch()
/// toggle.setOn(true, animated: false)
/// toggle.addAction(UIAction { action in
///   print((action.sender as? UISwitch)?.isOn ?? false)
/// }, for: .valueChanged)
/// ```
///
/// Setting `isOn` from code sends no event; a (simulated) tap toggles it and sends `.valueChanged`
/// and `.primaryActionTriggered`. The frame's size is always 51 × 31 points, whatever frame is
/// given, as UIKit enforces its own size.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  // MARK: Content size

  /// 51 x 31 points: UISwitch's fixed size since iOS 7.
  open override var intrinsicContentSize: CGSize { UISwitch.fixedSize }

  /// The size that fits: the control's content size, whatever the space offered.
  /// - Parameter size: The space available (not used: the control's size is its content's).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeClampedToZero }

  /// The size UIKit gives every switch.
  static let fixedSize = CGSize(width: 51, height: 31)

  // MARK: Drawing (UISwitch+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawSwitch(on: &canvas) }
  override var contentDescription: [String] { switchDescription }

  /// Whether the switch is on; `false` by default. Setting it sends no event.
  open var isOn = false

  /// The track colour while on, or `nil` for the system green.
  open var onTintColor: UIColor? {
    didSet { appearancePropertyDidChange(\UISwitch.onTintColor) }
  }

  /// The knob colour, or `nil` for the system white.
  open var thumbTintColor: UIColor? {
    didSet { appearancePropertyDidChange(\UISwitch.thumbTintColor) }
  }

  /// An image shown while on (ignored by the current iOS look), or `nil`.
  open var onImage: UIImage? {
    didSet { appearancePropertyDidChange(\UISwitch.onImage) }
  }

  /// An image shown while off (ignored by the current iOS look), or `nil`.
  open var offImage: UIImage? {
    didSet { appearancePropertyDidChange(\UISwitch.offImage) }
  }

  /// A title shown next to a checkbox-style switch (Mac idiom), or `nil`.
  open var title: String?

  /// Creates a switch, off, at the frame's origin with the switch's own size.
  /// - Parameter frame: The frame; only its origin is used.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.fixedSize))
    hugsItsFixedSize()
  }

  /// Creates a switch from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    hugsItsFixedSize()
  }

  /// A switch keeps its fixed size against stretching as strongly as against squeezing: UIKit
  /// gives it a content hugging priority of 750 (`.defaultHigh`) on both axes, where most views
  /// have 250.
  private func hugsItsFixedSize() {
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
  }

  /// Turns the switch on or off without sending any event.
  ///
  /// - Parameters:
  ///   - on: Whether the switch is on.
  ///   - animated: Whether UIKit would animate the change (no effect here).
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  override func simulatedTouchUpInside() {
    setOn(!isOn, animated: true)
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
    super.simulatedTouchUpInside()
  }
}
