import Foundation

/// A control that edits one line of text.
///
/// ```swift
/// let field = UITextField()
/// field.placeholder = "E-mail"
/// field.keyboardType = .emailAddress
/// field.textContentType = .emailAddress
/// field.delegate = formController
/// ```
///
/// `text` never reads `nil`: setting `nil` reads back as `""`, as in UIKit. The delegate is held
/// weakly. Editing starts with `becomeFirstResponder()` and stops with `resignFirstResponder()` or
/// `endEditing(_:)`, asking the delegate and sending the editing events as in UIKit. HeadlessUIKit
/// has no keyboard: `simulateTap()`, `simulateTyping(_:)` and the other `simulate` methods
/// (HeadlessUIKit only) edit as a user would.
@preconcurrency @MainActor
open class UITextField: UIControl {
  // MARK: Drawing (UITextField+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawTextField(in: rect, on: &canvas) }
  override var contentDescription: [String] { textFieldDescription }
  override var textBaselineOffsets: (first: Double, last: Double)? { textFieldBaselineOffsets }

  // MARK: Content size

  /// The wider of the text and the placeholder, padded by the border style.
  open override var intrinsicContentSize: CGSize { textFieldContentSize }

  /// The size that fits: the control's content size, whatever the space offered.
  /// - Parameter size: The space available (not used: the control's size is its content's).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeClampedToZero }

  private var storedText = ""
  /// The attributed text the app set, if any (what drawing reads, so that plain text is drawn
  /// without building an attributed string each time).
  package private(set) var storedAttributedText: NSAttributedString?
  private var editingFlag = false

  // MARK: Text

  /// The text; `""` when empty. Setting `nil` stores `""`. Setting it also sets `attributedText`.
  /// Setting it from code sends no event and does not ask the delegate.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      storedAttributedText = nil
      invalidateIntrinsicContentSize()
    }
  }

  /// The text with attributes. Plain text reads back with the field's `font` and `textColor` as
  /// attributes; setting it also sets `text` to its string.
  open var attributedText: NSAttributedString? {
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
      invalidateIntrinsicContentSize()
    }
  }

  /// The text colour, or `nil` (the default: UIKit then draws black).
  open var textColor: UIColor?

  /// The font; the system font at 17 points by default (what UIKit reports on current systems).
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet {
      if adjustsFontForContentSizeCategory, let adjusted = fontAdjustedToContentSizeCategory {
        font = adjusted  // assigning in didSet does not call didSet again
      }
      invalidateIntrinsicContentSize()
    }
  }

  /// Whether the font follows the content size category of the field's traits; `false` by
  /// default. It takes effect for fonts from `UIFont.preferredFont(forTextStyle:)` and from
  /// `UIFontMetrics`.
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      if adjustsFontForContentSizeCategory, let adjusted = fontAdjustedToContentSizeCategory {
        font = adjusted
      }
    }
  }

  /// The font for the traits' content size category, when it follows categories and differs.
  private var fontAdjustedToContentSizeCategory: UIFont? {
    guard let font, let adjusted = font.adjusted(to: storedTraits.preferredContentSizeCategory),
      adjusted != font
    else { return nil }
    return adjusted
  }

  override func traitsDidChange(from previous: UITraitCollection) {
    super.traitsDidChange(from: previous)
    if adjustsFontForContentSizeCategory, let adjusted = fontAdjustedToContentSizeCategory { font = adjusted }
  }

  /// How the text sits horizontally; `.left` by default.
  open var textAlignment: NSTextAlignment = .left

  /// The border drawn; `.none` by default.
  open var borderStyle: UITextField.BorderStyle = .none

  /// The grey text shown while the field is empty, or `nil` (the default). Setting it also sets
  /// `attributedPlaceholder`.
  open var placeholder: String? {
    didSet {
      storedAttributedPlaceholder = placeholder.map { NSAttributedString(string: $0) }
      invalidateIntrinsicContentSize()
    }
  }

  private var storedAttributedPlaceholder: NSAttributedString?

  /// The placeholder with attributes, or `nil`; setting it also sets `placeholder` to its string.
  open var attributedPlaceholder: NSAttributedString? {
    get { storedAttributedPlaceholder }
    set {
      placeholder = newValue?.string
      storedAttributedPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }
    }
  }

  /// Whether beginning to edit clears the text (asking `textFieldShouldClear(_:)`); `false` by
  /// default.
  open var clearsOnBeginEditing = false

  /// Whether the font shrinks, down to `minimumFontSize`, to fit the width; `false` by default.
  open var adjustsFontSizeToFitWidth = false

  /// The smallest font size used when shrinking to fit; 0 by default.
  open var minimumFontSize: CGFloat = 0

  /// The object asked before editing changes and told after; held weakly, `nil` by default.
  open weak var delegate: (any UITextFieldDelegate)?

  /// The image drawn behind the text while enabled, or `nil` (ignored with `.roundedRect`).
  open var background: UIImage?

  /// The image drawn behind the text while disabled, or `nil` (used only with `background`).
  open var disabledBackground: UIImage?

  /// Whether the field is editing (it is the first responder).
  open var isEditing: Bool { editingFlag }

  /// Whether editing may change text attributes; `false` by default.
  open var allowsEditingTextAttributes = false

  /// Whether typing replaces the whole text; `false` by default.
  open var clearsOnInsertion = false

  // MARK: Overlay views

  /// When the clear button shows; `.never` by default.
  open var clearButtonMode: UITextField.ViewMode = .never

  /// A view shown on the left of the text (an icon, say), or `nil`.
  open var leftView: UIView?

  /// When `leftView` shows; `.never` by default.
  open var leftViewMode: UITextField.ViewMode = .never

  /// A view shown on the right of the text, or `nil`.
  open var rightView: UIView?

  /// When `rightView` shows; `.never` by default.
  open var rightViewMode: UITextField.ViewMode = .never

  // MARK: Text input traits

  /// Which letters are capitalised automatically; `.sentences` by default.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences

  /// Whether spelling is corrected while typing; `.default` by default.
  open var autocorrectionType: UITextAutocorrectionType = .default

  /// Whether misspellings are marked; `.default` by default.
  open var spellCheckingType: UITextSpellCheckingType = .default

  /// The keyboard shown; `.default` by default.
  open var keyboardType: UIKeyboardType = .default

  /// The keyboard's look; `.default` by default.
  open var keyboardAppearance: UIKeyboardAppearance = .default

  /// The return key's title; `.default` by default.
  open var returnKeyType: UIReturnKeyType = .default

  /// Whether the return key is disabled while the text is empty; `false` by default.
  open var enablesReturnKeyAutomatically = false

  /// Whether the text is hidden as typed, for passwords; `false` by default.
  open var isSecureTextEntry = false

  /// What the text is for, so the system offers matching suggestions; `nil` by default.
  open var textContentType: UITextContentType!

  // MARK: Creation

  /// Creates an empty text field with the given frame.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a text field from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: Editing

  override func simulatedTouchUpInside() {
    if !editingFlag { becomeFirstResponder() }
    super.simulatedTouchUpInside()
  }

  /// Whether the field can take the keyboard: while it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Starts editing if the delegate allows: the field becomes first responder (the previous one
  /// resigns), clears its text if `clearsOnBeginEditing` (and the delegate allows), tells the
  /// delegate and sends `.editingDidBegin`.
  ///
  /// - Returns: Whether the field is editing afterwards.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if editingFlag { return true }
    guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    editingFlag = true
    if clearsOnBeginEditing, !storedText.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
      text = ""
    }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    post(UITextField.textDidBeginEditingNotification)
    return true
  }

  /// Stops editing if the delegate allows: the field gives up first responder, tells the delegate
  /// and sends `.editingDidEnd`.
  ///
  /// - Returns: Whether the field is no longer first responder.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    finishEditing(force: false)
  }

  /// Stops editing; unless forced, asks the delegate first.
  /// - Parameter force: Whether to end without asking.
  /// - Returns: Whether the field stopped editing (`true` if it was not editing).
  @discardableResult
  func finishEditing(force: Bool) -> Bool {
    guard editingFlag else { return super.resignFirstResponder() }
    if !force, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
    editingFlag = false
    super.resignFirstResponder()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    post(UITextField.textDidEndEditingNotification)
    return true
  }

  /// Replaces a range of the text as the user would: starts editing if needed, asks the delegate,
  /// then changes the text and sends `.editingChanged`.
  /// - Returns: Whether the text changed.
  @discardableResult
  func userReplaceCharacters(in range: NSRange, with string: String) -> Bool {
    guard becomeFirstResponder() else { return false }
    let current = storedText as NSString
    precondition(
      range.location >= 0 && range.location + range.length <= current.length,
      "Range \(range) is out of bounds of the text field's text (length \(current.length))")
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
      return false
    }
    text = current.replacingCharacters(in: range, with: string)
    sendActions(for: .editingChanged)
    post(UITextField.textDidChangeNotification)
    delegate?.textFieldDidChangeSelection(self)
    return true
  }

  /// Whether an overlay with the given mode shows now.
  func isOverlayVisible(_ mode: UITextField.ViewMode) -> Bool {
    switch mode {
    case .never: return false
    case .whileEditing: return editingFlag
    case .unlessEditing: return !editingFlag
    case .always: return true
    }
  }
}

extension UITextField {
  /// How a rounded-rect field pads its text, by release: the content view's insets within the
  /// field and the least height of that content view.
  ///
  /// iOS 16: Sentry's sample app dump (github.com/getsentry/sentry,
  /// static/app/components/events/mockViewHierarchyData.tsx @ 21cad6e9) prints the 14-point DSN
  /// field of getsentry/sentry-cocoa's Samples/iOS-Swift Main.storyboard with `frame = (8 52.5;
  /// 343 30)` and its `_UITextFieldContentView` at `(7 2; 329 26)`: 7 at the sides, 2 above and
  /// below, a content view 26 tall around the 14-point font's line (17 points tall at 2x). The dump shows the storyboard as it was
  /// from sentry-cocoa bb940ad6 (2022-09-19) to bbf53346 (2022-11-29), so it was recorded on
  /// Xcode 14's iOS 16 runtime. No public recording shows a font whose line is taller than 26
  /// points; such a line is taken to grow the content view.
  static let roundedRectPadding = ReleaseValue<(inset: CGSize, minimumContentHeight: CGFloat)>([
    (.iOS16, (inset: CGSize(width: 7, height: 2), minimumContentHeight: 26))
  ])

  /// The wider of the text and the placeholder, inside the padding of the field's border style.
  /// A rounded rect: see ``roundedRectPadding``. A line border: no public source (4 points on
  /// every side, kept from an earlier reading of a decompiled UIKit, which is not a source); nor
  /// for the bezel, which is measured as no border.
  var textFieldContentSize: CGSize {
    let metrics = TextMetrics(font: font ?? .systemFont(ofSize: 17))
    let textWidth = max(metrics.width(of: text ?? ""), metrics.width(of: placeholder ?? ""))
    let text = CGSize(
      width: TextMetrics.ceilToPixel(textWidth), height: TextMetrics.ceilToPixel(metrics.lineHeight))
    switch borderStyle {
    case .roundedRect:
      let padding = Self.roundedRectPadding.value()
      return CGSize(
        width: TextMetrics.ceilToPixel(text.width + 2 * padding.inset.width),
        height: TextMetrics.ceilToPixel(
          max(text.height, padding.minimumContentHeight) + 2 * padding.inset.height))
    case .line:
      return CGSize(
        width: TextMetrics.ceilToPixel(text.width + 8), height: TextMetrics.ceilToPixel(text.height + 8))
    default:
      return text
    }
  }
}
