extension Stylable where Self: UIView {
  /// Runs a closure when the view is tapped (`count` times in a row).
  ///
  /// ```swift
  /// UIImageView(image: photo)
  ///   .onTap { showFullScreen() }
  /// ```
  ///
  /// Adds a `UITapGestureRecognizer` and turns on user interaction, which image views and labels
  /// have off by default. Works the same with UIKit, where the closure is wrapped in
  /// target-action.
  /// - Parameters:
  ///   - count: The taps required; 1 by default.
  ///   - action: Runs once per recognized tap.
  @discardableResult
  public func onTap(count: Int = 1, perform action: @escaping () -> Void) -> Self {
    let tap = UITapGestureRecognizer()
    tap.numberOfTapsRequired = count
    return gesture(tap) { _ in action() }
  }

  /// Runs a closure when a long press begins (the finger held still for `minimumDuration`).
  ///
  /// - Parameters:
  ///   - minimumDuration: Seconds the finger must be held; UIKit's 0.5 by default.
  ///   - action: Runs once per press, when it is recognized.
  @discardableResult
  public func onLongPress(minimumDuration: TimeInterval = 0.5, perform action: @escaping () -> Void) -> Self {
    let press = UILongPressGestureRecognizer()
    press.minimumPressDuration = minimumDuration
    return gesture(press) { press in
      if press.state == .began { action() }
    }
  }

  /// Runs a closure at each step of a pan: began, changed, ended or cancelled. The recognizer
  /// gives the translation and velocity.
  ///
  /// ```swift
  /// card.onPan { pan in
  ///   card.transform = CGAffineTransform(translationX: pan.translation(in: card.superview).x, y: 0)
  /// }
  /// ```
  /// - Parameter action: Runs for each state the pan reports.
  @discardableResult
  public func onPan(_ action: @escaping (UIPanGestureRecognizer) -> Void) -> Self {
    gesture(UIPanGestureRecognizer(), perform: action)
  }

  /// Adds a gesture recognizer and, optionally, a closure for its actions.
  ///
  /// ```swift
  /// let doubleTap = UITapGestureRecognizer()
  /// doubleTap.numberOfTapsRequired = 2
  /// photo.gesture(doubleTap) { _ in zoom() }
  /// ```
  ///
  /// The view keeps the recognizer, and the closure lives as long as the recognizer.
  /// - Parameters:
  ///   - recognizer: The recognizer to add.
  ///   - action: Runs with the recognizer each time it reports a state, or `nil`.
  @discardableResult
  public func gesture<Recognizer: UIGestureRecognizer>(
    _ recognizer: Recognizer, perform action: ((Recognizer) -> Void)? = nil
  ) -> Self {
    isUserInteractionEnabled = true
    addGestureRecognizer(recognizer)
    if let action {
      GestureAction { recognizer in
        if let recognizer = recognizer as? Recognizer { action(recognizer) }
      }.attach(to: recognizer)
    }
    return self
  }
}
