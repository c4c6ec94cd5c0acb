// Earlier names of modifiers, kept so code written with them (the seed articles' among it) still
// builds. Each forwards to the one name the DSL now uses for that thing: UIKit's property name
// where the modifier sets a property, and the compiler's fix-it rewrites a call to it.

extension Stylable where Self: UIView {
  /// Fixes the view's height: the earlier name of ``frame(width:height:priority:)``.
  /// - Parameters:
  ///   - height: The height, in points.
  ///   - priority: The constraint's priority; required by default.
  @available(*, deprecated, renamed: "frame(height:priority:)")
  @discardableResult
  public func heightAnchor(height: CGFloat, priority: UILayoutPriority = .required) -> Self {
    frame(height: height, priority: priority)
  }

  /// Fixes the view's width: the earlier name of ``frame(width:height:priority:)``.
  /// - Parameters:
  ///   - width: The width, in points.
  ///   - priority: The constraint's priority; required by default.
  @available(*, deprecated, renamed: "frame(width:priority:)")
  @discardableResult
  public func widthAnchor(width: CGFloat, priority: UILayoutPriority = .required) -> Self {
    frame(width: width, priority: priority)
  }

  /// Pins the view's edges to its superview's: the earlier name of
  /// ``edgesToSuperview(_:insets:safeArea:priority:)``. Like it, it waits for a superview when the view has
  /// none yet, instead of stopping the program.
  /// - Parameter insets: The distance from each superview edge; none by default.
  @available(*, deprecated, renamed: "edgesToSuperview(insets:)")
  @discardableResult
  public func fitToSuperView(insets: UIEdgeInsets = .zero) -> Self {
    edgesToSuperview(insets: insets)
  }

  /// Sets the space a stack keeps after this view: the earlier name of ``customSpacing(_:)``.
  /// - Parameter spacing: The space after the view, in points.
  @available(*, deprecated, renamed: "customSpacing(_:)")
  @discardableResult
  public func spacingAfter(_ spacing: CGFloat) -> Self {
    customSpacing(spacing)
  }
}

extension Stylable where Self: UIControl {
  /// Runs a closure when the control is tapped: the earlier name of ``action(_:event:)``.
  /// - Parameter action: The closure to run; `nil` removes the previous one.
  @available(*, deprecated, renamed: "action(_:)")
  @discardableResult
  public func tap(action: (() -> Void)?) -> Self {
    self.action(action)
  }
}

extension Stylable where Self: UILabel {
  /// Sets the label's text color: the earlier name of `textColor(_:)`.
  /// - Parameter value: The color of the text.
  @available(*, deprecated, renamed: "textColor(_:)")
  @discardableResult
  public func color(_ value: UIColor) -> Self {
    textColor(value)
  }
}

extension Stylable where Self: UITextField {
  /// Sets when the keyboard capitalizes letters: the earlier name of
  /// ``autocapitalizationType(_:)``.
  /// - Parameter value: The capitalization, such as `.words`.
  @available(*, deprecated, renamed: "autocapitalizationType(_:)")
  @discardableResult
  public func capitalizationType(_ value: UITextAutocapitalizationType) -> Self {
    autocapitalizationType(value)
  }

  /// Sets what the field's text means: the earlier name of ``textContentType(_:)``.
  /// - Parameter value: The content type, such as `.emailAddress`.
  @available(*, deprecated, renamed: "textContentType(_:)")
  @discardableResult
  public func contentType(_ value: UITextContentType?) -> Self {
    textContentType(value)
  }

  /// Shows a placeholder in a given color and font: the misspelling of the original article.
  /// - Parameters:
  ///   - value: The placeholder text.
  ///   - textColor: Its color.
  ///   - textFont: Its font.
  @available(*, deprecated, renamed: "attributedPlaceholder(_:textColor:textFont:)")
  @discardableResult
  public func atributedPlaceholder(_ value: String, textColor: UIColor, textFont: UIFont) -> Self {
    attributedPlaceholder(value, textColor: textColor, textFont: textFont)
  }
}

extension UIButton {
  /// Sets the title for every state at once: the earlier form of `title(_:)`, which returns the
  /// button.
  /// - Parameter values: The title per state.
  @available(*, deprecated, renamed: "title(_:)")
  public func setTitle(_ values: StateValue<String>) {
    title(values)
  }

  /// Sets the title color for every state at once: the earlier form of `titleColor(_:)`.
  /// - Parameter values: The color per state.
  @available(*, deprecated, renamed: "titleColor(_:)")
  public func setTitleColor(_ values: StateValue<UIColor>) {
    titleColor(values)
  }

  /// Sets the image for every state at once: the earlier form of `image(_:)`.
  /// - Parameter values: The image per state.
  @available(*, deprecated, renamed: "image(_:)")
  public func setImage(_ values: StateValue<UIImage>) {
    image(values)
  }

  /// Sets the background image for every state at once: the earlier form of
  /// `backgroundImage(_:)`.
  /// - Parameter values: The background image per state.
  @available(*, deprecated, renamed: "backgroundImage(_:)")
  public func setBackgroundImage(_ values: StateValue<UIImage>) {
    backgroundImage(values)
  }
}
