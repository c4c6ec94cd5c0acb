import Foundation

/// A control that picks a value from a continuous range by dragging a thumb.
///
/// ```swift
/// let volume = UISlider()
/// volume.minimumValue = 0
/// volume.maximumValue = 10
/// volume.setValue(7, animated: false)
/// ```
///
/// `value` always lies between `minimumValue` and `maximumValue`: values outside are pinned, and
/// moving a bound past the value moves the value. Setting the value from code sends no event; a
/// simulated drag (`simulateDrag(to:)`, HeadlessUIKit only) sends `.valueChanged`.
@preconcurrency @MainActor
open class UISlider: UIControl {
  // MARK: Drawing (UISlider+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawSlider(in: rect, on: &canvas) }
  override var contentDescription: [String] { sliderDescription }

  // MARK: Content size

  /// Any width, and the 31-point height of the thumb track iOS reports.
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

  /// The size that fits: the current width, and the slider's height.
  /// - Parameter size: The space available (not used).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeOrBounds }

  private var storedValue: Float = 0
  private var thumbImages = ControlStateValues<UIImage>()
  private var minimumTrackImages = ControlStateValues<UIImage>()
  private var maximumTrackImages = ControlStateValues<UIImage>()

  /// The value; 0 by default, pinned to `minimumValue...maximumValue`. Sends no event.
  open var value: Float {
    get { storedValue }
    set { storedValue = pinned(newValue) }
  }

  /// The lowest value; 0 by default. A value below it moves up to it.
  open var minimumValue: Float = 0 {
    didSet { storedValue = pinned(storedValue) }
  }

  /// The highest value; 1 by default. A value above it moves down to it.
  open var maximumValue: Float = 1 {
    didSet { storedValue = pinned(storedValue) }
  }

  /// An image shown at the low end of the track, or `nil`.
  open var minimumValueImage: UIImage?

  /// An image shown at the high end of the track, or `nil`.
  open var maximumValueImage: UIImage?

  /// Whether dragging sends `.valueChanged` at every move (`true`, the default) or only when the
  /// drag ends.
  open var isContinuous = true

  /// The colour of the track below the thumb, or `nil` for the tint colour.
  open var minimumTrackTintColor: UIColor?

  /// The colour of the track above the thumb, or `nil` for the system grey.
  open var maximumTrackTintColor: UIColor?

  /// The thumb's colour, or `nil` for the system white.
  open var thumbTintColor: UIColor?

  /// Creates a slider from 0 to 1 at 0.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a slider from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the value, pinned to the range, without sending any event.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - animated: Whether UIKit would animate the thumb (no effect here).
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Sets the thumb image for a state; `nil` removes it.
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - state: The state it is for.
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[exactly: state] = image
  }

  /// Sets the image of the track below the thumb for a state; `nil` removes it.
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - state: The state it is for.
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    minimumTrackImages[exactly: state] = image
  }

  /// Sets the image of the track above the thumb for a state; `nil` removes it.
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - state: The state it is for.
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    maximumTrackImages[exactly: state] = image
  }

  /// The thumb image for a state, or the `.normal` state's.
  /// - Parameter state: The state.
  open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state] }

  /// The image of the track below the thumb for a state, or the `.normal` state's.
  /// - Parameter state: The state.
  open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state] }

  /// The image of the track above the thumb for a state, or the `.normal` state's.
  /// - Parameter state: The state.
  open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state] }

  /// The thumb image for the current state, or `nil`.
  open var currentThumbImage: UIImage? { thumbImage(for: state) }

  /// The image of the track below the thumb for the current state, or `nil`.
  open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }

  /// The image of the track above the thumb for the current state, or `nil`.
  open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

  private func pinned(_ value: Float) -> Float {
    Swift.max(minimumValue, Swift.min(value, maximumValue))
  }

  /// Drags the thumb to a value as a user would. HeadlessUIKit only.
  ///
  /// Touches down on the thumb (`.touchDown`, tracking, highlighted), moves it to the pinned value,
  /// sends `.valueChanged` and `.primaryActionTriggered` if the value changed (during the drag
  /// when `isContinuous`, else as the touch lifts), then lifts inside (`.touchUpInside`).
  ///
  /// - Parameter target: Where the user drags the thumb.
  /// - Returns: `false`, and nothing happens, when the slider would not receive the touch.
  @discardableResult
  public func simulateDrag(to target: Float) -> Bool {
    guard acceptsSimulatedTouches else { return false }
    beginSimulatedTouch()
    let old = value
    value = target
    let changed = value != old
    if changed, isContinuous { sendValueChanged() }
    isHighlighted = false
    if changed, !isContinuous { sendValueChanged() }
    sendActions(for: .touchUpInside)
    endSimulatedTouch()
    return true
  }

  private func sendValueChanged() {
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }
}
