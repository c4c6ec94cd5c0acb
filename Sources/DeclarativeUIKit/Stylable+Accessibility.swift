extension Stylable where Self: UIView {
  /// Sets what VoiceOver reads for the view.
  /// - Parameter value: A short description, such as "Add to Bag".
  @discardableResult
  public func accessibilityLabel(_ value: String?) -> Self {
    accessibilityLabel = value
    return self
  }

  /// Sets the hint VoiceOver reads after the label: what acting on the view does.
  /// - Parameter value: A short phrase, such as "Adds the item to your bag".
  @discardableResult
  public func accessibilityHint(_ value: String?) -> Self {
    accessibilityHint = value
    return self
  }

  /// Sets the view's current value as VoiceOver reads it, such as "50%".
  /// - Parameter value: The value.
  @discardableResult
  public func accessibilityValue(_ value: String?) -> Self {
    accessibilityValue = value
    return self
  }

  /// Sets what the element is and how it behaves.
  ///
  /// ```swift
  /// UILabel("Orders").accessibilityTraits(.header)
  /// ```
  /// - Parameter value: The traits, which replace the view's own (a button's `.button` too).
  @discardableResult
  public func accessibilityTraits(_ value: UIAccessibilityTraits) -> Self {
    accessibilityTraits = value
    return self
  }

  /// Sets whether assistive technologies treat the view as one element.
  /// - Parameter value: `true` to make it an element (the default argument).
  @discardableResult
  public func isAccessibilityElement(_ value: Bool = true) -> Self {
    isAccessibilityElement = value
    return self
  }
}
