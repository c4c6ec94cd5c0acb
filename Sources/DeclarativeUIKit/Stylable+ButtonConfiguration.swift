extension Stylable where Self: UIButton {
  /// Styles the button with a configuration (iOS 15's button styles).
  ///
  /// ```swift
  /// UIButton()
  ///   .configuration(.filled().title("Add to Bag").buttonSize(.large).cornerStyle(.capsule))
  /// ```
  /// - Parameter value: The configuration, or `nil` for the button's per-state values.
  @discardableResult
  public func configuration(_ value: UIButton.Configuration?) -> Self {
    configuration = value
    return self
  }

  /// Sets the closure that adjusts the configuration for the button's state; it runs before
  /// the button shows a new state.
  ///
  /// ```swift
  /// UIButton(configuration: .gray())
  ///   .configurationUpdateHandler { button in
  ///     button.configuration?.title = button.isSelected ? "Following" : "Follow"
  ///   }
  /// ```
  /// - Parameter handler: The handler.
  @discardableResult
  public func configurationUpdateHandler(_ handler: @escaping UIButton.ConfigurationUpdateHandler) -> Self {
    configurationUpdateHandler = handler
    return self
  }
}

/// Fluent modifiers on a configuration value: each returns a copy with one property changed.
extension UIButton.Configuration {
  /// A copy with another title.
  /// - Parameter value: The title.
  public func title(_ value: String?) -> Self { with { $0.title = value } }

  /// A copy with another subtitle.
  /// - Parameter value: The subtitle, shown under the title.
  public func subtitle(_ value: String?) -> Self { with { $0.subtitle = value } }

  /// A copy with another image.
  /// - Parameter value: The image.
  public func image(_ value: UIImage?) -> Self { with { $0.image = value } }

  /// A copy with another image placement and, optionally, padding.
  /// - Parameters:
  ///   - value: The side of the title the image is on.
  ///   - padding: The space between image and title, or `nil` to keep it.
  public func imagePlacement(_ value: NSDirectionalRectEdge, padding: CGFloat? = nil) -> Self {
    with {
      $0.imagePlacement = value
      if let padding { $0.imagePadding = padding }
    }
  }

  /// A copy with another button size.
  /// - Parameter value: The size.
  public func buttonSize(_ value: UIButton.Configuration.Size) -> Self { with { $0.buttonSize = value } }

  /// A copy with another corner style.
  /// - Parameter value: The corner style.
  public func cornerStyle(_ value: UIButton.Configuration.CornerStyle) -> Self {
    with { $0.cornerStyle = value }
  }

  /// A copy with another base foreground colour (title, subtitle and image).
  /// - Parameter value: The colour, or `nil` for the style's.
  public func baseForegroundColor(_ value: UIColor?) -> Self { with { $0.baseForegroundColor = value } }

  /// A copy with another base background colour.
  /// - Parameter value: The colour, or `nil` for the style's.
  public func baseBackgroundColor(_ value: UIColor?) -> Self { with { $0.baseBackgroundColor = value } }

  /// A copy with other content insets.
  /// - Parameter value: The insets.
  public func contentInsets(_ value: NSDirectionalEdgeInsets) -> Self { with { $0.contentInsets = value } }

  /// A copy that shows, or stops showing, an activity indicator in place of the image.
  /// - Parameter value: `true` (the default argument) to show it.
  public func showsActivityIndicator(_ value: Bool = true) -> Self {
    with { $0.showsActivityIndicator = value }
  }

  private func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}
