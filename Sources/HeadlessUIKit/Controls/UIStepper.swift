import Foundation

/// A control of two buttons, − and +, that steps a value down or up.
///
/// ```swift
/// let guests = UIStepper()
/// guests.minimumValue = 1
/// guests.maximumValue = 12
/// guests.addAction(UIAction { action in
///   print((action.sender as? UIStepper)?.value ?? 0)
/// }, for: .valueChanged)
/// ```
///
/// `value` always lies between `minimumValue` and `maximumValue`. Setting a bound past the other
/// moves the other bound to it, as UIKit's documentation describes; a `stepValue` of zero or less
/// stops the program, where UIKit raises `NSInvalidArgumentException`. Setting the value from
/// code sends no event; a simulated tap on either button (`simulateTapIncrement()`,
/// `simulateTapDecrement()`, HeadlessUIKit only) steps it and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  // MARK: Drawing (UIStepper+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawStepper(in: rect, on: &canvas) }

  // MARK: Content size

  /// 94 x 32 points, whatever frame is given: UIKit's stepper is 94 points wide and as tall as a
  /// segmented control (32 points since iOS 13).
  open override var intrinsicContentSize: CGSize { UIStepper.fixedSize }

  /// The size that fits: the stepper's own size, whatever the space offered.
  /// - Parameter size: The space available (not used).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeClampedToZero }

  /// The size of every stepper.
  static let fixedSize = CGSize(width: 94, height: 32)

  private var storedValue: Double = 0
  private var backgroundImages = ControlStateValues<UIImage>()
  private var incrementImages = ControlStateValues<UIImage>()
  private var decrementImages = ControlStateValues<UIImage>()
  private var dividerImages: [String: UIImage] = [:]

  /// Whether a press and hold sends `.valueChanged` at each step (`true`, the default) or once
  /// when the touch ends.
  open var isContinuous = true

  /// Whether pressing and holding a button keeps stepping; `true` by default.
  open var autorepeat = true

  /// Whether stepping past one end goes round to the other; `false` by default.
  open var wraps = false

  /// The value; 0 by default, kept between `minimumValue` and `maximumValue`. Sends no event.
  open var value: Double {
    get { storedValue }
    set { storedValue = Swift.min(Swift.max(newValue, minimumValue), maximumValue) }
  }

  /// The lowest value; 0 by default. Above `maximumValue`, it moves the maximum up to it.
  open var minimumValue: Double = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = storedValue
    }
  }

  /// The highest value; 100 by default. Below `minimumValue`, it moves the minimum down to it.
  open var maximumValue: Double = 100 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = storedValue
    }
  }

  /// How much a tap changes the value; 1 by default. Zero or less stops the program with UIKit's
  /// message.
  open var stepValue: Double = 1 {
    didSet {
      if !(stepValue > 0) {
        fatalError("NSInvalidArgumentException: stepValue must be greater than 0")
      }
    }
  }

  /// Creates a stepper at the frame's origin with the stepper's own size.
  /// - Parameter frame: The frame; only its origin is used.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UIStepper.fixedSize))
    hugsItsFixedSize()
  }

  /// Creates a stepper from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    hugsItsFixedSize()
  }

  /// UIKit marks the stepper as usually of fixed width and height, which gives it a content
  /// hugging priority of 750 on both axes.
  private func hugsItsFixedSize() {
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
  }

  /// Sets the background image for a state; `nil` removes it.
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - state: The state it is for.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[exactly: state] = image
  }

  /// The background image for a state, or the `.normal` state's.
  /// - Parameter state: The state.
  open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state] }

  /// Sets the image between the buttons for a pair of button states; `nil` removes it.
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - leftState: The state of the − button.
  ///   - rightState: The state of the + button.
  open func setDividerImage(
    _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
    rightSegmentState rightState: UIControl.State
  ) {
    dividerImages["\(leftState.rawValue),\(rightState.rawValue)"] = image
  }

  /// The image between the buttons for a pair of button states, or `nil`.
  /// - Parameters:
  ///   - leftState: The state of the − button.
  ///   - rightState: The state of the + button.
  open func dividerImage(
    forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
  ) -> UIImage? {
    dividerImages["\(leftState.rawValue),\(rightState.rawValue)"]
  }

  /// Sets the + button's image for a state; `nil` restores the system's.
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - state: The state it is for.
  open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
    incrementImages[exactly: state] = image
  }

  /// The + button's image for a state, or the `.normal` state's.
  /// - Parameter state: The state.
  open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state] }

  /// Sets the − button's image for a state; `nil` restores the system's.
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - state: The state it is for.
  open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
    decrementImages[exactly: state] = image
  }

  /// The − button's image for a state, or the `.normal` state's.
  /// - Parameter state: The state.
  open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state] }

  /// Whether the + button can step: the value is below the maximum, or the stepper wraps.
  var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }

  /// Whether the − button can step: the value is above the minimum, or the stepper wraps.
  var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }

  /// The value one step up or down: past an end it stops there, or with `wraps` goes round to
  /// the other end.
  func stepped(up: Bool) -> Double {
    let next = value + (up ? stepValue : -stepValue)
    if wraps {
      if next > maximumValue { return minimumValue }
      if next < minimumValue { return maximumValue }
    }
    return Swift.min(Swift.max(next, minimumValue), maximumValue)
  }
}
