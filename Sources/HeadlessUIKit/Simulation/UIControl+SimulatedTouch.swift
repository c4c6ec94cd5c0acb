extension UIControl {
  /// Whether a simulated touch reaches the control: it and every superview take user interaction,
  /// are not hidden and are not nearly transparent (alpha under 0.01, UIKit's hit-test limit), and
  /// the control is enabled. The control need not be in a window.
  var acceptsSimulatedTouches: Bool {
    guard isEnabled else { return false }
    var view: UIView? = self
    while let current = view {
      if !current.isUserInteractionEnabled || current.isHidden || current.alpha < 0.01 { return false }
      view = current.superview
    }
    return true
  }

  /// Simulates a finger tapping the control, as UIKit reports a real tap. HeadlessUIKit only:
  /// UIKit has no such method, so keep calls to it out of code that must also build for iOS.
  ///
  /// On touch down the control starts tracking (`isTracking`, `isTouchInside`), becomes
  /// highlighted and sends `.touchDown`. On touch up it leaves the highlighted state, reacts as its
  /// class does (a button sends `.primaryActionTriggered`, a switch toggles and sends
  /// `.valueChanged`, a text field starts editing), sends `.touchUpInside`, then stops tracking.
  /// Handlers of those events therefore see `isTracking == true`.
  ///
  /// ```swift
  /// let toggle = UISwitch()
  /// toggle.simulateTap()
  /// toggle.isOn  // true
  /// ```
  ///
  /// - Returns: `false`, and nothing happens, when the control would not receive the touch in
  ///   UIKit: it is disabled, or it or a superview is hidden, transparent (alpha under 0.01) or
  ///   ignores user interaction.
  @discardableResult
  public func simulateTap() -> Bool {
    guard acceptsSimulatedTouches else { return false }
    beginSimulatedTouch()
    isHighlighted = false
    simulatedTouchUpInside()
    endSimulatedTouch()
    return true
  }

  /// Starts tracking a simulated touch: tracking, inside, highlighted, `.touchDown` sent.
  func beginSimulatedTouch() {
    touchInsideFlag = true
    trackingFlag = true
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  /// Stops tracking a simulated touch.
  func endSimulatedTouch() {
    isHighlighted = false
    trackingFlag = false
    touchInsideFlag = false
  }
}
