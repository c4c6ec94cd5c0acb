extension Stylable where Self: UIImageView {
  /// Sets the image the view shows.
  /// - Parameter value: The image; `nil` shows nothing.
  @discardableResult
  public func image(_ value: UIImage?) -> Self {
    image = value
    return self
  }

  /// Sets the image the view shows while highlighted.
  /// - Parameter value: The image.
  @discardableResult
  public func highlightedImage(_ value: UIImage?) -> Self {
    highlightedImage = value
    return self
  }

  /// Sets whether the view shows its highlighted image.
  /// - Parameter value: `true` to highlight.
  @discardableResult
  public func isHighlighted(_ value: Bool) -> Self {
    isHighlighted = value
    return self
  }
}
