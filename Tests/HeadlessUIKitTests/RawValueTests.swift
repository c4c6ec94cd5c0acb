import DeclarativeUIKit
import Testing

/// Raw values as in the iOS 16.5 SDK headers (UIControl.h, UIButton.h, UITextField.h,
/// UITextInputTraits.h, NSText.h, NSParagraphStyle.h, UIStringDrawing.h, UIMenuElement.h,
/// UISegmentedControl.h).
@Suite struct RawValueTests {
  @Test func controlStateBits() {
    #expect(UIControl.State.normal.rawValue == 0)
    #expect(UIControl.State.highlighted.rawValue == 1 << 0)
    #expect(UIControl.State.disabled.rawValue == 1 << 1)
    #expect(UIControl.State.selected.rawValue == 1 << 2)
    #expect(UIControl.State.focused.rawValue == 1 << 3)
    #expect(UIControl.State.application.rawValue == 0x00FF_0000)
    #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
  }

  @Test func controlEventBits() {
    let expected: [(UIControl.Event, UInt)] = [
      (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2),
      (.touchDragOutside, 1 << 3), (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5),
      (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7), (.touchCancel, 1 << 8),
      (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13), (.menuActionTriggered, 1 << 14),
      (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18),
      (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0x0FFF), (.allEditingEvents, 0x000F_0000),
      (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
    ]
    for (event, raw) in expected {
      #expect(event.rawValue == raw)
    }
  }

  @Test func controlContentAlignments() {
    let alignments: [UIControl.ContentHorizontalAlignment] = [
      .center, .left, .right, .fill, .leading, .trailing,
    ]
    #expect(alignments.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect(
      [UIControl.ContentVerticalAlignment.center, .top, .bottom, .fill].map(\.rawValue) == [0, 1, 2, 3])
  }

  @Test func textLayoutEnums() {
    #expect(
      [NSTextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(
      [
        NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
        .byTruncatingMiddle,
      ].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect([UIBaselineAdjustment.alignBaselines, .alignCenters, .none].map(\.rawValue) == [0, 1, 2])
  }

  @Test func buttonTypes() {
    #expect(
      [UIButton.ButtonType.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
        .map(\.rawValue) == [0, 1, 2, 3, 4, 5, 7])
    #expect(UIButton.ButtonType.roundedRect == .system)
  }

  @Test func textFieldEnums() {
    #expect([UITextField.BorderStyle.none, .line, .bezel, .roundedRect].map(\.rawValue) == [0, 1, 2, 3])
    #expect(
      [UITextField.ViewMode.never, .whileEditing, .unlessEditing, .always].map(\.rawValue) == [0, 1, 2, 3])
    #expect(UITextField.DidEndEditingReason.committed.rawValue == 0)
  }

  @Test func textInputTraitEnums() {
    #expect(
      [
        UIKeyboardType.default, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad,
        .namePhonePad, .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad,
      ].map(\.rawValue) == Array(0...11))
    #expect(UIKeyboardType.alphabet == .asciiCapable)
    #expect([UIKeyboardAppearance.default, .dark, .light].map(\.rawValue) == [0, 1, 2])
    #expect(UIKeyboardAppearance.alert == .dark)
    #expect(
      [
        UIReturnKeyType.default, .go, .google, .join, .next, .route, .search, .send, .yahoo, .done,
        .emergencyCall, .continue,
      ].map(\.rawValue) == Array(0...11))
    #expect(
      [UITextAutocapitalizationType.none, .words, .sentences, .allCharacters].map(\.rawValue) == [0, 1, 2, 3])
    #expect([UITextAutocorrectionType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
    #expect([UITextSpellCheckingType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
  }

  @Test func textContentTypesAreTheAutocompleteTokens() {
    #expect(UITextContentType.URL.rawValue == "url")
    #expect(UITextContentType.emailAddress.rawValue == "email")
    #expect(UITextContentType.username.rawValue == "username")
    #expect(UITextContentType.password.rawValue == "password")
    #expect(UITextContentType.newPassword.rawValue == "new-password")
    #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code")
    #expect(UITextContentType.telephoneNumber.rawValue == "tel")
    #expect(UITextContentType(rawValue: "email") == .emailAddress)
  }

  @Test func menuElementValues() {
    #expect(
      [UIMenuElement.Attributes.disabled, .destructive, .hidden, .keepsMenuPresented].map(\.rawValue)
        == [1, 2, 4, 8])
    #expect([UIMenuElement.State.off, .on, .mixed].map(\.rawValue) == [0, 1, 2])
  }

  @Test func noSegmentIsMinusOne() {
    #expect(UISegmentedControl.noSegment == -1)
  }
}
