import DeclarativeUIKit
import Foundation

// Compile-only: the signatures of the controls' members that the DSL and its seeds use. This file
// builds against HeadlessUIKit here and against the real UIKit for iOS
// (`tools/ios-sdk/check --target UIKitSignatures`), so any difference is a compile error.

/// Spells out UIControl's and UIAction's signatures.
@MainActor
func controlSignatures() {
  let _: KeyPath<UIControl.State, UInt> = \UIControl.State.rawValue
  let _: (UInt) -> UIControl.State = UIControl.State.init(rawValue:)
  let _: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, .focused, .application, .reserved]
  let _: KeyPath<UIControl.Event, UInt> = \UIControl.Event.rawValue
  let _: [UIControl.Event] = [
    .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
    .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered,
    .menuActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    .allTouchEvents, .allEditingEvents, .applicationReserved, .systemReserved, .allEvents,
  ]
  let _: [UIControl.ContentHorizontalAlignment] = [.center, .left, .right, .fill, .leading, .trailing]
  let _: [UIControl.ContentVerticalAlignment] = [.center, .top, .bottom, .fill]
  let _: KeyPath<UIControl.ContentHorizontalAlignment, Int> = \.rawValue

  let _: (CGRect) -> UIControl = UIControl.init(frame:)
  let _: (CGRect, UIAction?) -> UIControl = UIControl.init(frame:primaryAction:)
  let _: ReferenceWritableKeyPath<UIControl, Bool> = \UIControl.isEnabled
  let _: ReferenceWritableKeyPath<UIControl, Bool> = \UIControl.isSelected
  let _: ReferenceWritableKeyPath<UIControl, Bool> = \UIControl.isHighlighted
  let _: KeyPath<UIControl, UIControl.State> = \UIControl.state
  let _: KeyPath<UIControl, Bool> = \UIControl.isTracking
  let _: KeyPath<UIControl, Bool> = \UIControl.isTouchInside
  let _: KeyPath<UIControl, UIControl.Event> = \UIControl.allControlEvents
  let _: ReferenceWritableKeyPath<UIControl, UIControl.ContentHorizontalAlignment> =
    \UIControl.contentHorizontalAlignment
  let _: ReferenceWritableKeyPath<UIControl, UIControl.ContentVerticalAlignment> =
    \UIControl.contentVerticalAlignment
  let _: KeyPath<UIControl, UIControl.ContentHorizontalAlignment> =
    \UIControl.effectiveContentHorizontalAlignment
  let _: (UIControl) -> (UIAction, UIControl.Event) -> Void = UIControl.addAction(_:for:)
  let _: (UIControl) -> (UIAction, UIControl.Event) -> Void = UIControl.removeAction(_:for:)
  let _: (UIControl) -> (UIAction.Identifier, UIControl.Event) -> Void = UIControl.removeAction(
    identifiedBy:for:)
  let _: (UIControl) -> (UIAction) -> Void = UIControl.sendAction(_:)
  let _: (UIControl) -> (UIControl.Event) -> Void = UIControl.sendActions(for:)

  let _: (String) -> UIAction.Identifier = UIAction.Identifier.init(_:)
  let _: (String) -> UIAction.Identifier = UIAction.Identifier.init(rawValue:)
  let _: KeyPath<UIAction.Identifier, String> = \UIAction.Identifier.rawValue
  let _: UIActionHandler = { (action: UIAction) in _ = action.sender }
  let _:
    (
      String, UIImage?, UIAction.Identifier?, String?, UIMenuElement.Attributes, UIMenuElement.State,
      @escaping UIActionHandler
    ) -> UIAction = UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)
  let _: UIAction = UIAction(identifier: UIAction.Identifier("id")) { _ in }
  let _: UIAction = UIAction { _ in }
  let _: ReferenceWritableKeyPath<UIAction, String> = \UIAction.title
  let _: ReferenceWritableKeyPath<UIAction, UIImage?> = \UIAction.image
  let _: ReferenceWritableKeyPath<UIAction, String?> = \UIAction.discoverabilityTitle
  let _: KeyPath<UIAction, UIAction.Identifier> = \UIAction.identifier
  let _: ReferenceWritableKeyPath<UIAction, UIMenuElement.Attributes> = \UIAction.attributes
  let _: ReferenceWritableKeyPath<UIAction, UIMenuElement.State> = \UIAction.state
  let _: KeyPath<UIAction, Any?> = \UIAction.sender
  let _: [UIMenuElement.Attributes] = [.disabled, .destructive, .hidden]
  let _: [UIMenuElement.State] = [.off, .on, .mixed]
  let _: UIMenuElement = UIAction { _ in }
}

/// Spells out UIButton's signatures.
@MainActor
func buttonSignatures() {
  let _: [UIButton.ButtonType] = [
    .custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close, .roundedRect,
  ]
  let _: KeyPath<UIButton.ButtonType, Int> = \.rawValue
  let _: UIControl = UIButton()
  let _: (CGRect) -> UIButton = UIButton.init(frame:)
  let _: (UIButton.ButtonType) -> UIButton = UIButton.init(type:)
  let _: (UIButton.ButtonType, UIAction?) -> UIButton = UIButton.init(type:primaryAction:)
  let _: UIButton = UIButton(primaryAction: nil)
  let _: KeyPath<UIButton, UIButton.ButtonType> = \UIButton.buttonType
  let _: ReferenceWritableKeyPath<UIButton, Bool> = \UIButton.changesSelectionAsPrimaryAction
  let _: (UIButton) -> (String?, UIControl.State) -> Void = UIButton.setTitle(_:for:)
  let _: (UIButton) -> (UIControl.State) -> String? = UIButton.title(for:)
  let _: (UIButton) -> (UIColor?, UIControl.State) -> Void = UIButton.setTitleColor(_:for:)
  let _: (UIButton) -> (UIControl.State) -> UIColor? = UIButton.titleColor(for:)
  let _: (UIButton) -> (UIColor?, UIControl.State) -> Void = UIButton.setTitleShadowColor(_:for:)
  let _: (UIButton) -> (UIControl.State) -> UIColor? = UIButton.titleShadowColor(for:)
  let _: (UIButton) -> (UIImage?, UIControl.State) -> Void = UIButton.setImage(_:for:)
  let _: (UIButton) -> (UIControl.State) -> UIImage? = UIButton.image(for:)
  let _: (UIButton) -> (UIImage?, UIControl.State) -> Void = UIButton.setBackgroundImage(_:for:)
  let _: (UIButton) -> (UIControl.State) -> UIImage? = UIButton.backgroundImage(for:)
  let _: (UIButton) -> (NSAttributedString?, UIControl.State) -> Void = UIButton.setAttributedTitle(_:for:)
  let _: (UIButton) -> (UIControl.State) -> NSAttributedString? = UIButton.attributedTitle(for:)
  let _: KeyPath<UIButton, String?> = \UIButton.currentTitle
  let _: KeyPath<UIButton, UIColor> = \UIButton.currentTitleColor
  let _: KeyPath<UIButton, UIColor?> = \UIButton.currentTitleShadowColor
  let _: KeyPath<UIButton, UIImage?> = \UIButton.currentImage
  let _: KeyPath<UIButton, UIImage?> = \UIButton.currentBackgroundImage
  let _: KeyPath<UIButton, NSAttributedString?> = \UIButton.currentAttributedTitle
  let _: KeyPath<UIButton, UILabel?> = \UIButton.titleLabel
  let _: KeyPath<UIButton, UIImageView?> = \UIButton.imageView
}

/// Spells out UILabel's and UIImageView's signatures.
@MainActor
func labelAndImageViewSignatures() {
  let _: UIView = UILabel()
  let _: (CGRect) -> UILabel = UILabel.init(frame:)
  let _: ReferenceWritableKeyPath<UILabel, String?> = \UILabel.text
  let _: ReferenceWritableKeyPath<UILabel, NSAttributedString?> = \UILabel.attributedText
  let _: ReferenceWritableKeyPath<UILabel, UIFont?> = \UILabel.font
  let _: ReferenceWritableKeyPath<UILabel, UIColor?> = \UILabel.textColor
  let _: ReferenceWritableKeyPath<UILabel, UIColor?> = \UILabel.shadowColor
  let _: ReferenceWritableKeyPath<UILabel, CGSize> = \UILabel.shadowOffset
  let _: ReferenceWritableKeyPath<UILabel, NSTextAlignment> = \UILabel.textAlignment
  let _: ReferenceWritableKeyPath<UILabel, NSLineBreakMode> = \UILabel.lineBreakMode
  let _: ReferenceWritableKeyPath<UILabel, UIColor?> = \UILabel.highlightedTextColor
  let _: ReferenceWritableKeyPath<UILabel, Bool> = \UILabel.isHighlighted
  let _: ReferenceWritableKeyPath<UILabel, Bool> = \UILabel.isEnabled
  let _: ReferenceWritableKeyPath<UILabel, Int> = \UILabel.numberOfLines
  let _: ReferenceWritableKeyPath<UILabel, Bool> = \UILabel.adjustsFontSizeToFitWidth
  let _: ReferenceWritableKeyPath<UILabel, UIBaselineAdjustment> = \UILabel.baselineAdjustment
  let _: ReferenceWritableKeyPath<UILabel, CGFloat> = \UILabel.minimumScaleFactor
  let _: ReferenceWritableKeyPath<UILabel, Bool> = \UILabel.allowsDefaultTighteningForTruncation
  let _: ReferenceWritableKeyPath<UILabel, CGFloat> = \UILabel.preferredMaxLayoutWidth
  let _: [NSTextAlignment] = [.left, .center, .right, .justified, .natural]
  let _: [NSLineBreakMode] = [
    .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
  ]
  let _: [UIBaselineAdjustment] = [.alignBaselines, .alignCenters, .none]
  let _: KeyPath<NSTextAlignment, Int> = \.rawValue

  let _: UIView = UIImageView()
  let _: (UIImage?) -> UIImageView = UIImageView.init(image:)
  let _: (UIImage?, UIImage?) -> UIImageView = UIImageView.init(image:highlightedImage:)
  let _: ReferenceWritableKeyPath<UIImageView, UIImage?> = \UIImageView.image
  let _: ReferenceWritableKeyPath<UIImageView, UIImage?> = \UIImageView.highlightedImage
  let _: ReferenceWritableKeyPath<UIImageView, Bool> = \UIImageView.isHighlighted
}

/// Spells out UITextField's signatures and the text input trait types.
@MainActor
func textFieldSignatures() {
  let _: UIControl = UITextField()
  let _: (CGRect) -> UITextField = UITextField.init(frame:)
  let _: ReferenceWritableKeyPath<UITextField, String?> = \UITextField.text
  let _: ReferenceWritableKeyPath<UITextField, NSAttributedString?> = \UITextField.attributedText
  let _: ReferenceWritableKeyPath<UITextField, UIColor?> = \UITextField.textColor
  let _: ReferenceWritableKeyPath<UITextField, UIFont?> = \UITextField.font
  let _: ReferenceWritableKeyPath<UITextField, NSTextAlignment> = \UITextField.textAlignment
  let _: ReferenceWritableKeyPath<UITextField, UITextField.BorderStyle> = \UITextField.borderStyle
  let _: ReferenceWritableKeyPath<UITextField, String?> = \UITextField.placeholder
  let _: ReferenceWritableKeyPath<UITextField, NSAttributedString?> = \UITextField.attributedPlaceholder
  let _: ReferenceWritableKeyPath<UITextField, Bool> = \UITextField.clearsOnBeginEditing
  let _: ReferenceWritableKeyPath<UITextField, Bool> = \UITextField.adjustsFontSizeToFitWidth
  let _: ReferenceWritableKeyPath<UITextField, CGFloat> = \UITextField.minimumFontSize
  let _: ReferenceWritableKeyPath<UITextField, (any UITextFieldDelegate)?> = \UITextField.delegate
  let _: ReferenceWritableKeyPath<UITextField, UIImage?> = \UITextField.background
  let _: ReferenceWritableKeyPath<UITextField, UIImage?> = \UITextField.disabledBackground
  let _: KeyPath<UITextField, Bool> = \UITextField.isEditing
  let _: ReferenceWritableKeyPath<UITextField, Bool> = \UITextField.allowsEditingTextAttributes
  let _: ReferenceWritableKeyPath<UITextField, Bool> = \UITextField.clearsOnInsertion
  let _: ReferenceWritableKeyPath<UITextField, UITextField.ViewMode> = \UITextField.clearButtonMode
  let _: ReferenceWritableKeyPath<UITextField, UIView?> = \UITextField.leftView
  let _: ReferenceWritableKeyPath<UITextField, UITextField.ViewMode> = \UITextField.leftViewMode
  let _: ReferenceWritableKeyPath<UITextField, UIView?> = \UITextField.rightView
  let _: ReferenceWritableKeyPath<UITextField, UITextField.ViewMode> = \UITextField.rightViewMode
  let _: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
  let _: [UITextField.ViewMode] = [.never, .whileEditing, .unlessEditing, .always]
  let _: UITextField.DidEndEditingReason = .committed
  let _: (UIView) -> (Bool) -> Bool = UIView.endEditing(_:)
  let _: [NSNotification.Name] = [
    UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
    UITextField.textDidEndEditingNotification,
  ]

  let field = UITextField()
  field.autocapitalizationType = UITextAutocapitalizationType.words
  field.autocorrectionType = UITextAutocorrectionType.no
  field.spellCheckingType = UITextSpellCheckingType.yes
  field.keyboardType = UIKeyboardType.emailAddress
  field.keyboardAppearance = UIKeyboardAppearance.dark
  field.returnKeyType = UIReturnKeyType.done
  field.enablesReturnKeyAutomatically = true
  field.isSecureTextEntry = true
  let contentType: UITextContentType? = .URL
  field.textContentType = contentType
  let _: UITextContentType? = field.textContentType
  let _: [UIKeyboardType] = [
    .default, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad, .namePhonePad,
    .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad, .alphabet,
  ]
  let _: [UIKeyboardAppearance] = [.default, .dark, .light, .alert]
  let _: [UIReturnKeyType] = [
    .default, .go, .google, .join, .next, .route, .search, .send, .yahoo, .done, .emergencyCall, .continue,
  ]
  let _: [UITextAutocapitalizationType] = [.none, .words, .sentences, .allCharacters]
  let _: [UITextAutocorrectionType] = [.default, .no, .yes]
  let _: [UITextSpellCheckingType] = [.default, .no, .yes]
  let _: [UITextContentType] = [
    .name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname, .jobTitle,
    .organizationName, .location, .fullStreetAddress, .streetAddressLine1, .streetAddressLine2, .addressCity,
    .addressState, .addressCityAndState, .sublocality, .countryName, .postalCode, .telephoneNumber,
    .emailAddress, .URL, .creditCardNumber, .username, .password, .newPassword, .oneTimeCode,
    .shipmentTrackingNumber, .flightNumber, .dateTime,
  ]
  let _: (String) -> UITextContentType = UITextContentType.init(rawValue:)
  let _: KeyPath<UITextContentType, String> = \.rawValue
}

/// A delegate implementing every UITextFieldDelegate method the stand-in models, with UIKit's
/// signatures (a mismatch would leave a method not matching any requirement).
final class SignatureTextFieldDelegate: NSObject, UITextFieldDelegate {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  func textFieldDidBeginEditing(_ textField: UITextField) {}
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  func textFieldDidEndEditing(_ textField: UITextField) {}
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    true
  }
  func textFieldDidChangeSelection(_ textField: UITextField) {}
  func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// Spells out UISegmentedControl's, UISwitch's and UISlider's signatures.
@MainActor
func segmentedControlSwitchSliderSignatures() {
  let _: UIControl = UISegmentedControl()
  let _: ([Any]?) -> UISegmentedControl = UISegmentedControl.init(items:)
  let _: (CGRect, [UIAction]) -> UISegmentedControl = UISegmentedControl.init(frame:actions:)
  let _: Int = UISegmentedControl.noSegment
  let _: ReferenceWritableKeyPath<UISegmentedControl, Bool> = \UISegmentedControl.isMomentary
  let _: KeyPath<UISegmentedControl, Int> = \UISegmentedControl.numberOfSegments
  let _: ReferenceWritableKeyPath<UISegmentedControl, Bool> =
    \UISegmentedControl.apportionsSegmentWidthsByContent
  let _: ReferenceWritableKeyPath<UISegmentedControl, Int> = \UISegmentedControl.selectedSegmentIndex
  let _: ReferenceWritableKeyPath<UISegmentedControl, UIColor?> = \UISegmentedControl.selectedSegmentTintColor
  let _: (UISegmentedControl) -> (String?, Int, Bool) -> Void = UISegmentedControl.insertSegment(
    withTitle:at:animated:)
  let _: (UISegmentedControl) -> (UIImage?, Int, Bool) -> Void = UISegmentedControl.insertSegment(
    with:at:animated:)
  let _: (UISegmentedControl) -> (UIAction, Int, Bool) -> Void = UISegmentedControl.insertSegment(
    action:at:animated:)
  let _: (UISegmentedControl) -> (Int, Bool) -> Void = UISegmentedControl.removeSegment(at:animated:)
  let _: (UISegmentedControl) -> () -> Void = UISegmentedControl.removeAllSegments
  let _: (UISegmentedControl) -> (String?, Int) -> Void = UISegmentedControl.setTitle(_:forSegmentAt:)
  let _: (UISegmentedControl) -> (Int) -> String? = UISegmentedControl.titleForSegment(at:)
  let _: (UISegmentedControl) -> (UIImage?, Int) -> Void = UISegmentedControl.setImage(_:forSegmentAt:)
  let _: (UISegmentedControl) -> (Int) -> UIImage? = UISegmentedControl.imageForSegment(at:)
  let _: (UISegmentedControl) -> (CGFloat, Int) -> Void = UISegmentedControl.setWidth(_:forSegmentAt:)
  let _: (UISegmentedControl) -> (Int) -> CGFloat = UISegmentedControl.widthForSegment(at:)
  let _: (UISegmentedControl) -> (CGSize, Int) -> Void = UISegmentedControl.setContentOffset(_:forSegmentAt:)
  let _: (UISegmentedControl) -> (Int) -> CGSize = UISegmentedControl.contentOffsetForSegment(at:)
  let _: (UISegmentedControl) -> (Bool, Int) -> Void = UISegmentedControl.setEnabled(_:forSegmentAt:)
  let _: (UISegmentedControl) -> (Int) -> Bool = UISegmentedControl.isEnabledForSegment(at:)
  let _: (UISegmentedControl) -> (UIAction, Int) -> Void = UISegmentedControl.setAction(_:forSegmentAt:)
  let _: (UISegmentedControl) -> (Int) -> UIAction? = UISegmentedControl.actionForSegment(at:)
  let _: (UISegmentedControl) -> (UIAction.Identifier) -> Int = UISegmentedControl.segmentIndex(identifiedBy:)
  let _: (UISegmentedControl) -> ([NSAttributedString.Key: Any]?, UIControl.State) -> Void =
    UISegmentedControl.setTitleTextAttributes(_:for:)
  let _: (UISegmentedControl) -> (UIControl.State) -> [NSAttributedString.Key: Any]? =
    UISegmentedControl.titleTextAttributes(for:)

  let _: UIControl = UISwitch()
  let _: ReferenceWritableKeyPath<UISwitch, Bool> = \UISwitch.isOn
  let _: ReferenceWritableKeyPath<UISwitch, UIColor?> = \UISwitch.onTintColor
  let _: ReferenceWritableKeyPath<UISwitch, UIColor?> = \UISwitch.thumbTintColor
  let _: ReferenceWritableKeyPath<UISwitch, UIImage?> = \UISwitch.onImage
  let _: ReferenceWritableKeyPath<UISwitch, UIImage?> = \UISwitch.offImage
  let _: ReferenceWritableKeyPath<UISwitch, String?> = \UISwitch.title
  let _: (UISwitch) -> (Bool, Bool) -> Void = UISwitch.setOn(_:animated:)

  let _: UIControl = UISlider()
  let _: ReferenceWritableKeyPath<UISlider, Float> = \UISlider.value
  let _: ReferenceWritableKeyPath<UISlider, Float> = \UISlider.minimumValue
  let _: ReferenceWritableKeyPath<UISlider, Float> = \UISlider.maximumValue
  let _: ReferenceWritableKeyPath<UISlider, UIImage?> = \UISlider.minimumValueImage
  let _: ReferenceWritableKeyPath<UISlider, UIImage?> = \UISlider.maximumValueImage
  let _: ReferenceWritableKeyPath<UISlider, Bool> = \UISlider.isContinuous
  let _: ReferenceWritableKeyPath<UISlider, UIColor?> = \UISlider.minimumTrackTintColor
  let _: ReferenceWritableKeyPath<UISlider, UIColor?> = \UISlider.maximumTrackTintColor
  let _: ReferenceWritableKeyPath<UISlider, UIColor?> = \UISlider.thumbTintColor
  let _: (UISlider) -> (Float, Bool) -> Void = UISlider.setValue(_:animated:)
  let _: (UISlider) -> (UIImage?, UIControl.State) -> Void = UISlider.setThumbImage(_:for:)
  let _: (UISlider) -> (UIImage?, UIControl.State) -> Void = UISlider.setMinimumTrackImage(_:for:)
  let _: (UISlider) -> (UIImage?, UIControl.State) -> Void = UISlider.setMaximumTrackImage(_:for:)
  let _: (UISlider) -> (UIControl.State) -> UIImage? = UISlider.thumbImage(for:)
  let _: (UISlider) -> (UIControl.State) -> UIImage? = UISlider.minimumTrackImage(for:)
  let _: (UISlider) -> (UIControl.State) -> UIImage? = UISlider.maximumTrackImage(for:)
  let _: KeyPath<UISlider, UIImage?> = \UISlider.currentThumbImage
  let _: KeyPath<UISlider, UIImage?> = \UISlider.currentMinimumTrackImage
  let _: KeyPath<UISlider, UIImage?> = \UISlider.currentMaximumTrackImage
}
