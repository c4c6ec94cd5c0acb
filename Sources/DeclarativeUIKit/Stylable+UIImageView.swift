extension Stylable where Self: UIImageView {
  /// Sets the image the view shows.
  /// - Parameter value: The image; `nil` shows nothing.
  @discardableResult
  public func image(_ value: UIImage?) -> Self {
    image = value
    return self
  }

  /// Shows a placeholder, then the image at a URL once it is loaded.
  ///
  /// A file URL is read from disk; any other is fetched with `URLSession.shared`. Reading and
  /// decoding happen off the main actor and the image is set on it. Calling this again replaces
  /// the load, so the latest URL wins (a reused cell shows its new row's image, never the old
  /// one's); when the view goes away, its load is cancelled. Leaving the window does not cancel
  /// it: a screen under a pushed one leaves the window and should find its images on return.
  /// If the load fails or the data is not an image, the placeholder stays.
  ///
  /// ```swift
  /// UIImageView()
  ///   .image(url: user.avatarURL, placeholder: UIImage(systemName: "person.crop.circle"))
  ///   .contentMode(.scaleAspectFill)
  /// ```
  ///
  /// - Parameters:
  ///   - url: Where the image is; `nil` shows the placeholder and loads nothing.
  ///   - placeholder: What the view shows until the image arrives; `nil` shows nothing.
  @discardableResult
  public func image(url: URL?, placeholder: UIImage? = nil) -> Self {
    image = placeholder
    ImageURLLoad.start(url, in: self)
    return self
  }

  /// UIKitPlus's label for the placeholder, which this package calls `placeholder:`; the
  /// compiler's fix-it renames it (without this, the call is reported as a call of the `image`
  /// property).
  /// - Parameters:
  ///   - url: Where the image is.
  ///   - defaultImage: What the view shows until the image arrives.
  @available(*, unavailable, renamed: "image(url:placeholder:)")
  public func image(url: URL?, defaultImage: UIImage?) -> Self {
    image(url: url, placeholder: defaultImage)
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
