extension Stylable where Self: UILabel {
  /// Sets the label's text.
  /// - Parameter value: The text shown.
  @discardableResult
  public func text(_ value: String?) -> Self {
    text = value
    return self
  }

  /// Sets the label's styled text.
  /// - Parameter value: The attributed text shown.
  @discardableResult
  public func attributedText(_ value: NSAttributedString?) -> Self {
    attributedText = value
    return self
  }

  /// Sets the label's font.
  /// - Parameter value: The font, such as `.systemFont(ofSize: 17)`.
  @discardableResult
  public func font(_ value: UIFont) -> Self {
    font = value
    return self
  }

  /// Sets whether the label's font follows the text size of its traits (Dynamic Type). The font
  /// must come from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`.
  ///
  /// ```swift
  /// UILabel().font(.preferredFont(forTextStyle: .body)).adjustsFontForContentSizeCategory(true)
  /// ```
  /// - Parameter value: `true` to follow the text size.
  @discardableResult
  public func adjustsFontForContentSizeCategory(_ value: Bool) -> Self {
    adjustsFontForContentSizeCategory = value
    return self
  }

  /// Sets the label's font by name, such as `"Avenir-Heavy"`, falling back to the system font
  /// of the same size when no font has that name.
  ///
  /// ```swift
  /// UILabel("Welcome").font(name: "AvenirNext-Bold", size: 28)
  /// ```
  /// - Parameters:
  ///   - name: The font's full name.
  ///   - size: The size, in points.
  @discardableResult
  public func font(name: String, size: CGFloat) -> Self {
    font = UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    return self
  }

  /// Sets the label's text color.
  /// - Parameter value: The color of the text.
  @discardableResult
  public func textColor(_ value: UIColor) -> Self {
    textColor = value
    return self
  }

  /// Sets how the label aligns its lines.
  /// - Parameter value: The alignment, such as `.center`.
  @discardableResult
  public func textAlignment(_ value: NSTextAlignment) -> Self {
    textAlignment = value
    return self
  }

  /// Sets the most lines the label shows.
  /// - Parameter value: The number of lines; 0 for as many as the text needs.
  @discardableResult
  public func numberOfLines(_ value: Int) -> Self {
    numberOfLines = value
    return self
  }

  /// Sets how the label wraps or truncates lines that do not fit.
  /// - Parameter value: The line break mode, such as `.byTruncatingTail`.
  @discardableResult
  public func lineBreakMode(_ value: NSLineBreakMode) -> Self {
    lineBreakMode = value
    return self
  }

  /// Sets whether the label shrinks its font to fit its width.
  /// - Parameter value: `true` to shrink.
  @discardableResult
  public func adjustsFontSizeToFitWidth(_ value: Bool) -> Self {
    adjustsFontSizeToFitWidth = value
    return self
  }

  /// Sets the smallest scale the font may shrink to when it adjusts to the label's width.
  /// - Parameter value: A factor from 0 to 1.
  @discardableResult
  public func minimumScaleFactor(_ value: CGFloat) -> Self {
    minimumScaleFactor = value
    return self
  }
}
