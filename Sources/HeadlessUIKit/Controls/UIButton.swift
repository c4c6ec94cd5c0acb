import Foundation

/// A control that runs actions when tapped and shows a title, an image and a background image that
/// may differ per state.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Send", for: .normal)
/// button.setTitleColor(.gray, for: .disabled)
/// button.addAction(UIAction { _ in send() }, for: .touchUpInside)
/// ```
///
/// Per-state values fall back to the `.normal` state's when none was set for the current state;
/// combined states (such as `[.selected, .highlighted]`) match only a value set for that exact
/// combination, else they fall back to `.normal` too. The title colour, when none was set, is white
/// for `.custom` buttons and the tint colour for the other types. `titleLabel` and `imageView`
/// always show the current state's values.
@preconcurrency @MainActor
open class UIButton: UIControl {
  // MARK: Content size

  /// With a `configuration`, its content inside its `contentInsets`; without, the title and image
  /// side by side, plus `contentEdgeInsets`.
  open override var intrinsicContentSize: CGSize {
    configurationStorage == nil ? buttonContentSize : configuredContentSize
  }

  /// The size that fits: the control's content size, whatever the space offered.
  /// - Parameter size: The space available (not used: the control's size is its content's).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeClampedToZero }

  // MARK: Drawing (UIButton+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawButton(in: rect, on: &canvas) }
  override var contentDescription: [String] { buttonDescription }
  override var textBaselineOffsets: (first: Double, last: Double)? { titleBaselineOffsets }

  private var storedButtonType: ButtonType = .custom
  private var titles = ControlStateValues<String>()
  private var attributedTitles = ControlStateValues<NSAttributedString>()
  private var titleColors = ControlStateValues<UIColor>()
  private var titleShadowColors = ControlStateValues<UIColor>()
  private var images = ControlStateValues<UIImage>()
  private var backgroundImages = ControlStateValues<UIImage>()
  private var preferredSymbolConfigurations = ControlStateValues<UIImage.SymbolConfiguration>()
  private var titleLabelStorage: UILabel?
  var configurationStorage: Configuration?
  var needsConfigurationUpdate = false
  private var imageViewStorage: UIImageView?

  /// The button's type, chosen at creation; `.custom` for `UIButton()` and `UIButton(frame:)`.
  open var buttonType: ButtonType { storedButtonType }

  /// Whether a tap toggles `isSelected` before the actions run; `false` by default.
  open var changesSelectionAsPrimaryAction = false

  /// The menu the button shows (iOS 14): on a long press, or on a tap when
  /// `showsMenuAsPrimaryAction` is on; `nil` by default. Setting one turns the control's context
  /// menu interaction on, and `nil` off (UIButton.h).
  open var menu: UIMenu? {
    didSet { isContextMenuInteractionEnabled = menu != nil }
  }

  /// Space around the title and image; `.zero` by default.
  @available(iOS, deprecated: 15.0, message: "Ignored by button configurations")
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Space around the title; `.zero` by default.
  @available(iOS, deprecated: 15.0, message: "Ignored by button configurations")
  open var titleEdgeInsets: UIEdgeInsets = .zero

  /// Space around the image; `.zero` by default.
  @available(iOS, deprecated: 15.0, message: "Ignored by button configurations")
  open var imageEdgeInsets: UIEdgeInsets = .zero

  /// Creates a `.custom` button with the given frame.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a button from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a button of the given type, with a zero frame.
  ///
  /// ```swift
  /// let button = UIButton(type: .system)
  /// ```
  ///
  /// - Parameter buttonType: The button's type.
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
    storedButtonType = buttonType
    refreshContent()
  }

  /// Creates a button of the given type that runs an action when tapped, showing the action's title
  /// and image.
  ///
  /// - Parameters:
  ///   - buttonType: The button's type; `.system` by default.
  ///   - primaryAction: The action to run for `.primaryActionTriggered`, or `nil`.
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      adoptPrimaryAction(primaryAction)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  override func adoptPrimaryAction(_ action: UIAction) {
    setTitle(action.title, for: .normal)
    setImage(action.image, for: .normal)
  }

  /// A button is `.button` to assistive technologies.
  override var standardAccessibilityTraits: UIAccessibilityTraits { .button }

  override func controlStateDidChange() {
    refreshContent()
    if configurationStorage != nil && automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
  }

  // MARK: Configuration updates

  /// Runs before the button shows a new state or configuration; does nothing by default.
  /// Override it to change `configuration` for the button's state, and call
  /// `setNeedsUpdateConfiguration()` rather than this method.
  open func updateConfiguration() {}

  /// Changes `configuration` for the button's state, after `updateConfiguration()`; setting it
  /// asks for an update.
  ///
  /// ```swift
  /// button.configurationUpdateHandler = { button in
  ///   button.configuration?.title = button.isSelected ? "Following" : "Follow"
  /// }
  /// ```
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Runs `updateConfiguration()`, then the update handler, if an update was asked for.
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    updateConfiguration()
    configurationUpdateHandler?(self)
  }

  /// Whether a change of state asks for a configuration update; `true` by default.
  open var automaticallyUpdatesConfiguration = true

  /// Runs a pending `updateConfiguration()` before laying out, as UIKit does.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
  }

  /// Refreshes the title colour, which follows the tint colour for buttons other than `.custom`.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshContent()
  }

  override func simulatedTouchUpInside() {
    if changesSelectionAsPrimaryAction { isSelected.toggle() }
    super.simulatedTouchUpInside()
    sendActions(for: .primaryActionTriggered)
  }

  // MARK: Per-state values

  /// Sets the title for a state; `nil` removes it, so the state falls back to `.normal`'s.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - state: The state it is for (a combination is matched exactly).
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[exactly: state] = title
    refreshContent()
    invalidateIntrinsicContentSize()
  }

  /// The title for a state, or the `.normal` state's if none was set for it.
  /// - Parameter state: The state.
  open func title(for state: UIControl.State) -> String? {
    titles[state]
  }

  /// Sets the title colour for a state; `nil` removes it.
  ///
  /// - Parameters:
  ///   - color: The colour, or `nil`.
  ///   - state: The state it is for.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[exactly: state] = color
    refreshContent()
    appearanceCustomizationDidChange(AppearanceStateKey(name: "setTitleColor", state: state.rawValue)) {
      $0.setTitleColor(color, for: state)
    }
  }

  /// The title colour for a state: the one set for it, else `.normal`'s, else the type's default
  /// (white for `.custom`, the tint colour otherwise).
  /// - Parameter state: The state.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state] ?? defaultTitleColor
  }

  /// Sets the colour of the title's shadow for a state; `nil` removes it.
  ///
  /// - Parameters:
  ///   - color: The colour, or `nil`.
  ///   - state: The state it is for.
  open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
    titleShadowColors[exactly: state] = color
    refreshContent()
  }

  /// The title shadow colour for a state, or the `.normal` state's, or `nil`.
  /// - Parameter state: The state.
  open func titleShadowColor(for state: UIControl.State) -> UIColor? {
    titleShadowColors[state]
  }

  /// Sets the image for a state; `nil` removes it.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - state: The state it is for.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[exactly: state] = image
    refreshContent()
    invalidateIntrinsicContentSize()
  }

  /// The image for a state, or the `.normal` state's if none was set for it.
  /// - Parameter state: The state.
  open func image(for state: UIControl.State) -> UIImage? {
    images[state]
  }

  /// Sets the background image for a state; `nil` removes it.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - state: The state it is for.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[exactly: state] = image
    invalidateIntrinsicContentSize()
  }

  /// The background image for a state, or the `.normal` state's if none was set for it.
  /// - Parameter state: The state.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state]
  }

  /// Sets the symbol configuration applied to a symbol image in a state (UIButton.h, iOS 13);
  /// `nil` removes it. The image shows, and sizes the button, with it on top of its own.
  /// - Parameters:
  ///   - configuration: The configuration, or `nil`.
  ///   - state: The state it is for.
  open func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
  ) {
    preferredSymbolConfigurations[exactly: state] = configuration
    refreshContent()
    invalidateIntrinsicContentSize()
  }

  /// The symbol configuration for a state's image, or the `.normal` state's, or `nil`.
  /// - Parameter state: The state.
  open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
    preferredSymbolConfigurations[state]
  }

  /// Sets an attributed title for a state, shown instead of the plain title; `nil` removes it.
  ///
  /// - Parameters:
  ///   - title: The attributed title, or `nil`.
  ///   - state: The state it is for.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[exactly: state] = title.map { NSAttributedString(attributedString: $0) }
    refreshContent()
    invalidateIntrinsicContentSize()
  }

  /// The attributed title for a state, or the `.normal` state's if none was set for it.
  /// - Parameter state: The state.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles[state]
  }

  // MARK: Current values

  /// The title for the current `state`, or `nil`.
  open var currentTitle: String? { title(for: state) }

  /// The title colour for the current `state`; never `nil`.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

  /// The title shadow colour for the current `state`, or `nil`.
  open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

  /// The image for the current `state`, or `nil`.
  open var currentImage: UIImage? { image(for: state) }

  /// The background image for the current `state`, or `nil`.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// The symbol configuration for the current `state`'s image, or `nil`.
  open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    preferredSymbolConfigurationForImage(in: state)
  }

  /// The current image as it shows: a symbol with ``currentPreferredSymbolConfiguration``
  /// applied over its own.
  var displayedImage: UIImage? {
    guard let image = currentImage, image.isSymbolImage,
      let configuration = currentPreferredSymbolConfiguration
    else { return currentImage }
    return image.applyingSymbolConfiguration(configuration)
  }

  /// The attributed title for the current `state`, or `nil`.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// The label that shows the current title, created on first use. Its text and colour follow the
  /// current state (the button overwrites them); its font is the system font at 15 points unless
  /// changed.
  open var titleLabel: UILabel? {
    if titleLabelStorage == nil {
      let label = UILabel(frame: .zero)
      label.font = .systemFont(ofSize: 15)
      titleLabelStorage = label
    }
    refreshContent()
    return titleLabelStorage
  }

  /// The image view that shows the current image, created on first use.
  open var imageView: UIImageView? {
    if imageViewStorage == nil { imageViewStorage = UIImageView(frame: .zero) }
    refreshContent()
    return imageViewStorage
  }

  private var defaultTitleColor: UIColor? {
    buttonType == .custom ? .white : tintColor
  }

  /// Shows the current state's values in the title label and image view, if they exist.
  private func refreshContent() {
    if let label = titleLabelStorage {
      if let attributed = currentAttributedTitle {
        label.attributedText = attributed
      } else {
        label.text = currentTitle
        label.textColor = currentTitleColor
      }
      label.shadowColor = currentTitleShadowColor
    }
    imageViewStorage?.image = currentImage
    imageViewStorage?.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
  }
}
