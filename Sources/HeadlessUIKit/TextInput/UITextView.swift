import Foundation

/// A scrolling view of editable, multi-line text.
///
/// ```swift
/// let notes = UITextView()
/// notes.font = .preferredFont(forTextStyle: .body)
/// notes.isScrollEnabled = false  // grows with its text
/// notes.text = "Bring the projector."
/// ```
///
/// The text is laid out in `textContainer`, inset from the view's edges by
/// `textContainerInset` (8 points above and below by default) and, on each line, by the
/// container's `lineFragmentPadding` (5 points). With scrolling disabled the view has an
/// intrinsic height: its text wrapped at its current width, plus the insets; it measures again
/// when its width changes. Setting `text` from code sends no notification; the simulated editing
/// methods (`simulateTyping(_:)`, HeadlessUIKit only) ask the delegate, change the text, tell the
/// delegate and post `textDidChangeNotification`, as a user's typing does.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  // MARK: Drawing (UITextView+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawTextContent(in: rect, on: &canvas) }

  // MARK: Content size

  /// With scrolling disabled: no width, and the height of the text wrapped at the view's width
  /// plus `textContainerInset`. With scrolling enabled: no intrinsic size.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return CGSize(width: UIView.noIntrinsicMetric, height: textHeight(width: bounds.width))
  }

  /// The size that fits: the offered width (or the current one when it is 0), and the height of
  /// the text wrapped at it plus the insets.
  /// - Parameter size: The space available.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
    return CGSize(width: width, height: textHeight(width: width))
  }

  private var storedText = ""
  private var storedAttributedText: NSAttributedString?
  private var editingFlag = false
  private var measuredWidth: CGFloat?

  /// The object asked before editing changes and told after, or `nil`. Held weakly. It is the
  /// scroll view's delegate too (`UITextViewDelegate` refines `UIScrollViewDelegate`), so it
  /// hears the text view scroll.
  open var delegate: (any UITextViewDelegate)? {
    get { scrollDelegate as? any UITextViewDelegate }
    set { scrollDelegate = newValue }
  }

  // MARK: Text

  /// The text; `""` when empty. Setting `nil` stores `""`. Setting it from code sends no
  /// notification and does not ask the delegate.
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      storedAttributedText = nil
      textDidChange()
    }
  }

  /// The text with attributes. Plain text reads back with the view's `font` and `textColor` as
  /// attributes; setting it also sets `text` to its string.
  open var attributedText: NSAttributedString! {
    get {
      if let storedAttributedText { return storedAttributedText }
      var attributes: [NSAttributedString.Key: Any] = [:]
      if let font { attributes[.font] = font }
      if let textColor { attributes[.foregroundColor] = textColor }
      return NSAttributedString(string: storedText, attributes: attributes)
    }
    set {
      storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
      storedText = newValue?.string ?? ""
      textDidChange()
    }
  }

  /// The font, or `nil` (the default): the text is then set in the 12-point system font.
  open var font: UIFont? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The text colour, or `nil` (the default: the label colour).
  open var textColor: UIColor?

  /// How lines are aligned; `.natural` by default.
  open var textAlignment: NSTextAlignment = .natural

  /// The selected range, in UTF-16 units; after the text by default and after each edit.
  open var selectedRange = NSRange(location: 0, length: 0)

  /// Whether the user may change the text; `true` by default. A text view that is not editable
  /// does not start editing.
  open var isEditable = true

  /// Whether the user may select the text; `true` by default.
  open var isSelectable = true

  /// Whether the user may change the text's attributes; `false` by default.
  open var allowsEditingTextAttributes = false

  /// Whether the text is cleared when the user starts editing; `false` by default.
  open var clearsOnInsertion = false

  /// Whether the text view is being edited.
  open var isEditing: Bool { editingFlag }

  // MARK: Layout of the text

  /// The region the text is laid out in; its width follows the view's.
  public let textContainer: NSTextContainer

  /// The space between the view's edges and the text container: 8 points above and below,
  /// none at the sides, by default.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { invalidateIntrinsicContentSize() }
  }

  // MARK: Keyboard

  /// The keyboard's capitalisation; `.sentences` by default.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences

  /// Whether autocorrection is on; `.default` by default.
  open var autocorrectionType: UITextAutocorrectionType = .default

  /// Whether spell checking is on; `.default` by default.
  open var spellCheckingType: UITextSpellCheckingType = .default

  /// The keyboard type; `.default` by default.
  open var keyboardType: UIKeyboardType = .default

  /// The keyboard's appearance; `.default` by default.
  open var keyboardAppearance: UIKeyboardAppearance = .default

  /// The return key's title; `.default` (a line break) by default.
  open var returnKeyType: UIReturnKeyType = .default

  // MARK: Creation

  /// Creates an empty text view with a frame, laying out in a container of its own or the one
  /// given.
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinates.
  ///   - textContainer: The container to lay the text out in, or `nil` for a new one.
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    self.textContainer = textContainer ?? UITextView.ownContainer()
    super.init(frame: frame)
  }

  /// Creates an empty text view with a frame.
  /// - Parameter frame: The frame in the superview's coordinates.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  /// Creates a text view from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    textContainer = UITextView.ownContainer()
    super.init(coder: coder)
  }

  /// A container that follows the text view's width, as UIKit makes one.
  private static func ownContainer() -> NSTextContainer {
    let container = NSTextContainer(size: CGSize(width: 0, height: 10_000_000))
    container.widthTracksTextView = true
    return container
  }

  // MARK: Measuring

  /// The font the text is set in: the attributed text's first font, the view's, or 12-point
  /// system.
  var effectiveFont: UIFont {
    if let storedAttributedText, storedAttributedText.length > 0,
      let font = storedAttributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    {
      return font
    }
    return font ?? .systemFont(ofSize: 12)
  }

  /// The width lines are laid out in at a view width: less the container insets and the
  /// padding at both ends of every line.
  func lineWidth(forViewWidth width: CGFloat) -> CGFloat {
    width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding
  }

  /// The text laid out at a view width (no limit when the width leaves no room). Empty text
  /// measures as one empty line, as UIKit keeps room for the caret.
  package func textLayout(width: CGFloat) -> TextLayout {
    let available = lineWidth(forViewWidth: width)
    let lineBreak = TextLayout.LineBreak(rawValue: textContainer.lineBreakMode.rawValue) ?? .byWordWrapping
    return TextLayout(
      text: storedText.isEmpty ? " " : storedText, metrics: TextMetrics(font: effectiveFont),
      width: available > 0 ? available : nil, numberOfLines: textContainer.maximumNumberOfLines,
      lineBreak: lineBreak)
  }

  /// The text's height at a view width, plus the top and bottom insets.
  func textHeight(width: CGFloat) -> CGFloat {
    textLayout(width: width).size.height + textContainerInset.top + textContainerInset.bottom
  }

  /// Keeps `contentSize` to the text's size. With scrolling disabled, a new width changes the
  /// intrinsic height: the text view reports it and has its hierarchy laid out again at once,
  /// as UIKit finishes a layout pass only when intrinsic sizes have settled.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let height = textHeight(width: width)
    contentSize = CGSize(width: width, height: height)
    guard measuredWidth != width else { return }
    measuredWidth = width
    guard !isScrollEnabled, !isRelayingOut, let superview, bounds.height != height else { return }
    invalidateIntrinsicContentSize()
    isRelayingOut = true
    superview.layoutIfNeeded()
    isRelayingOut = false
  }

  /// Set while the text view has its hierarchy laid out again for its new height.
  private var isRelayingOut = false

  private func textDidChange() {
    selectedRange = NSRange(location: (storedText as NSString).length, length: 0)
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  // MARK: Editing

  /// Whether the text view can take the keyboard: while it is editable.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Starts editing if the delegate allows: the text view becomes first responder (the
  /// previous one resigns), tells the delegate and posts `textDidBeginEditingNotification`.
  /// - Returns: Whether the text view is editing afterwards.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if editingFlag { return true }
    guard canBecomeFirstResponder, delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    editingFlag = true
    if clearsOnInsertion { text = "" }
    delegate?.textViewDidBeginEditing(self)
    post(UITextView.textDidBeginEditingNotification)
    return true
  }

  /// Stops editing if the delegate allows: the text view gives up first responder, tells the
  /// delegate and posts `textDidEndEditingNotification`.
  /// - Returns: Whether the text view is no longer first responder.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    finishEditing(force: false)
  }

  /// Stops editing; unless forced, asks the delegate first.
  /// - Parameter force: Whether to end without asking.
  /// - Returns: Whether the text view stopped editing (`true` if it was not editing).
  @discardableResult
  func finishEditing(force: Bool) -> Bool {
    guard editingFlag else { return super.resignFirstResponder() }
    if !force, !(delegate?.textViewShouldEndEditing(self) ?? true) { return false }
    editingFlag = false
    super.resignFirstResponder()
    delegate?.textViewDidEndEditing(self)
    post(UITextView.textDidEndEditingNotification)
    return true
  }

  /// Replaces a range of the text as the user would: starts editing if needed, asks the
  /// delegate, then changes the text, tells the delegate and posts the notification.
  /// - Returns: Whether the text changed.
  @discardableResult
  func userReplaceCharacters(in range: NSRange, with string: String) -> Bool {
    guard becomeFirstResponder() else { return false }
    let current = storedText as NSString
    precondition(
      range.location >= 0 && range.location + range.length <= current.length,
      "Range \(range) is out of bounds of the text view's text (length \(current.length))")
    guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else {
      return false
    }
    text = current.replacingCharacters(in: range, with: string)
    selectedRange = NSRange(location: range.location + (string as NSString).length, length: 0)
    delegate?.textViewDidChangeSelection(self)
    delegate?.textViewDidChange(self)
    post(UITextView.textDidChangeNotification)
    return true
  }
}
