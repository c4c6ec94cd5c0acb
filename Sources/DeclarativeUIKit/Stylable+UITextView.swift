extension Stylable where Self: UITextView {
  /// Sets the text.
  /// - Parameter value: The text; `nil` is empty.
  @discardableResult
  public func text(_ value: String?) -> Self {
    text = value
    return self
  }

  /// Sets the text with attributes.
  /// - Parameter value: The text; `nil` is empty.
  @discardableResult
  public func attributedText(_ value: NSAttributedString?) -> Self {
    attributedText = value
    return self
  }

  /// Sets the font.
  /// - Parameter value: The font, or `nil` for the default.
  @discardableResult
  public func font(_ value: UIFont?) -> Self {
    font = value
    return self
  }

  /// Sets the text colour.
  /// - Parameter value: The colour, or `nil` for the label colour.
  @discardableResult
  public func textColor(_ value: UIColor?) -> Self {
    textColor = value
    return self
  }

  /// Sets the font of the text view's text by name, such as `"Menlo"`, falling back to the system
  /// font of the same size when no font has that name.
  /// - Parameters:
  ///   - name: The font's full name.
  ///   - size: The size, in points.
  @discardableResult
  public func font(name: String, size: CGFloat) -> Self {
    font = UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    return self
  }

  /// Sets how lines are aligned.
  /// - Parameter value: The alignment.
  @discardableResult
  public func textAlignment(_ value: NSTextAlignment) -> Self {
    textAlignment = value
    return self
  }

  /// Sets the space between the view's edges and its text.
  /// - Parameter value: The insets.
  @discardableResult
  public func textContainerInset(_ value: UIEdgeInsets) -> Self {
    textContainerInset = value
    return self
  }

  /// Sets whether the user may change the text.
  /// - Parameter value: `false` for read-only text.
  @discardableResult
  public func isEditable(_ value: Bool) -> Self {
    isEditable = value
    return self
  }

  /// Sets whether the user may select the text.
  /// - Parameter value: `false` to forbid selection.
  @discardableResult
  public func isSelectable(_ value: Bool) -> Self {
    isSelectable = value
    return self
  }

  /// Sets the object asked before edits and told after. The text view holds it weakly.
  /// - Parameter value: The delegate, or `nil`.
  @discardableResult
  public func delegate(_ value: (any UITextViewDelegate)?) -> Self {
    delegate = value
    return self
  }

  /// Runs a closure with the text each time the user edits it, replacing the closure a previous
  /// call installed. Setting `text` from code does not run it, as it does not tell a delegate.
  ///
  /// ```swift
  /// UITextView()
  ///   .onChange { draft in note.body = draft }
  /// ```
  ///
  /// It listens for `UITextView.textDidChangeNotification`, so the text view's delegate stays
  /// free for the app. The closure is given the text, so it need not capture the text view.
  /// - Parameter handler: The closure, given the new text; `nil` removes the closure.
  @discardableResult
  public func onChange(_ handler: ((String) -> Void)?) -> Self {
    TextViewChangeHandlers.install(handler.map { handler in { handler($0.text ?? "") } }, on: self)
    return self
  }
}
