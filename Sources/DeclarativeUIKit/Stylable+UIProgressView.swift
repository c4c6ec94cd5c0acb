extension Stylable where Self: UIProgressView {
  /// Sets how far the task has got, from 0 to 1 (values outside are pinned), as UIKit's
  /// `setProgress(_:animated:)`.
  /// - Parameters:
  ///   - value: The progress.
  ///   - animated: Whether the bar moves to it in an animation; `false` by default.
  @discardableResult
  public func progress(_ value: Float, animated: Bool = false) -> Self {
    setProgress(value, animated: animated)
    return self
  }

  /// Sets the `Progress` object whose fraction completed the bar shows.
  /// - Parameter value: The progress object, or `nil`.
  @discardableResult
  public func observedProgress(_ value: Progress?) -> Self {
    observedProgress = value
    return self
  }

  /// Sets the style.
  /// - Parameter value: `.default`, or `.bar` for a toolbar.
  @discardableResult
  public func progressViewStyle(_ value: UIProgressView.Style) -> Self {
    progressViewStyle = value
    return self
  }

  /// Sets the filled part's colour.
  /// - Parameter value: The colour, or `nil` for the tint colour.
  @discardableResult
  public func progressTintColor(_ value: UIColor?) -> Self {
    progressTintColor = value
    return self
  }

  /// Sets the track's colour.
  /// - Parameter value: The colour, or `nil` for the system's.
  @discardableResult
  public func trackTintColor(_ value: UIColor?) -> Self {
    trackTintColor = value
    return self
  }
}
