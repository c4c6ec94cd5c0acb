extension Stylable where Self: UITextField {
  /// Sets the field's text.
  /// - Parameter value: The text.
  @discardableResult
  public func text(_ value: String?) -> Self {
    text = value
    return self
  }

  /// Sets the field's styled text.
  /// - Parameter value: The attributed text.
  @discardableResult
  public func attributedText(_ value: NSAttributedString?) -> Self {
    attributedText = value
    return self
  }

  /// Sets the font of the field's text.
  /// - Parameter value: The font.
  @discardableResult
  public func font(_ value: UIFont) -> Self {
    font = value
    return self
  }

  /// Sets the font of the field's text by name, such as `"Menlo"`, falling back to the system font
  /// of the same size when no font has that name.
  /// - Parameters:
  ///   - name: The font's full name.
  ///   - size: The size, in points.
  @discardableResult
  public func font(name: String, size: CGFloat) -> Self {
    font = UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    return self
  }

  /// Sets how the field aligns its text.
  /// - Parameter value: The alignment.
  @discardableResult
  public func textAlignment(_ value: NSTextAlignment) -> Self {
    textAlignment = value
    return self
  }

  /// Sets the color of the field's text.
  /// - Parameter value: The color.
  @discardableResult
  public func textColor(_ value: UIColor) -> Self {
    textColor = value
    return self
  }

  /// Sets when the keyboard capitalizes letters.
  /// - Parameter value: The capitalization, such as `.words`.
  @discardableResult
  public func autocapitalizationType(_ value: UITextAutocapitalizationType) -> Self {
    autocapitalizationType = value
    return self
  }

  /// Sets the kind of keyboard shown for the field.
  /// - Parameter value: The keyboard type, such as `.emailAddress`.
  @discardableResult
  public func keyboardType(_ value: UIKeyboardType) -> Self {
    keyboardType = value
    return self
  }

  /// Sets whether the field hides what is typed, as for a password.
  /// - Parameter value: `true` to hide the text.
  @discardableResult
  public func isSecureTextEntry(_ value: Bool) -> Self {
    isSecureTextEntry = value
    return self
  }

  /// Sets whether the keyboard corrects spelling as the user types.
  /// - Parameter value: The correction behaviour.
  @discardableResult
  public func autocorrectionType(_ value: UITextAutocorrectionType) -> Self {
    autocorrectionType = value
    return self
  }

  /// Sets what the field's text means, so the system can suggest it.
  /// - Parameter value: The content type, such as `.emailAddress`.
  @discardableResult
  public func textContentType(_ value: UITextContentType?) -> Self {
    textContentType = value
    return self
  }

  /// Sets when the field shows its clear button.
  /// - Parameter value: The mode, such as `.whileEditing`.
  @discardableResult
  public func clearButtonMode(_ value: UITextField.ViewMode) -> Self {
    clearButtonMode = value
    return self
  }

  /// Sets the text shown while the field is empty.
  /// - Parameter value: The placeholder.
  @discardableResult
  public func placeholder(_ value: String?) -> Self {
    placeholder = value
    return self
  }

  /// Sets the title of the keyboard's return key.
  /// - Parameter value: The key type, such as `.done`.
  @discardableResult
  public func returnKeyType(_ value: UIReturnKeyType) -> Self {
    returnKeyType = value
    return self
  }

  /// Sets the field's delegate, which the field holds weakly.
  /// - Parameter value: The delegate.
  @discardableResult
  public func delegate(_ value: UITextFieldDelegate?) -> Self {
    delegate = value
    return self
  }

  /// Sets the border the field draws around itself.
  /// - Parameter value: The style, such as `.roundedRect`.
  @discardableResult
  public func borderStyle(_ value: UITextField.BorderStyle) -> Self {
    borderStyle = value
    return self
  }

  /// Shows a placeholder in a given color and font.
  ///
  /// ```swift
  /// UITextField().attributedPlaceholder("Email", textColor: .gray, textFont: .systemFont(ofSize: 15))
  /// ```
  /// - Parameters:
  ///   - value: The placeholder text.
  ///   - textColor: Its color.
  ///   - textFont: Its font.
  @discardableResult
  public func attributedPlaceholder(_ value: String, textColor: UIColor, textFont: UIFont) -> Self {
    attributedPlaceholder = NSAttributedString(
      string: value,
      attributes: [.foregroundColor: textColor, .font: textFont]
    )
    return self
  }

  /// Runs a closure with the field's text each time the user edits it, replacing the closure a
  /// previous call installed.
  ///
  /// The field owns the closure and passes its text in, so the closure need not capture the field.
  /// - Parameter handler: The closure, given the new text (empty when the field is empty).
  @discardableResult
  public func onChange(_ handler: ((String) -> Void)?) -> Self {
    installHandler(for: .editingChanged, handler.map { handler in { field in handler(field.text ?? "") } })
    return self
  }

  /// Runs a closure with the field's text when the user taps the return key, replacing the
  /// closure a previous call installed. The keyboard is dismissed.
  /// - Parameter handler: The closure, given the text (empty when the field is empty).
  @discardableResult
  public func onReturn(_ handler: ((String) -> Void)?) -> Self {
    installHandler(
      for: .editingDidEndOnExit, handler.map { handler in { field in handler(field.text ?? "") } })
    return self
  }
}
