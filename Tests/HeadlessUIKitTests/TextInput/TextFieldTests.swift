import DeclarativeUIKit
import Foundation
import Testing

/// UITextField's defaults, its weak delegate, and simulated editing (HeadlessUIKit only) asking
/// the delegate and sending the editing events as UIKit does.
@MainActor @Suite struct TextFieldTests {
  /// A delegate that records calls and answers as configured.
  private final class Recorder: NSObject, UITextFieldDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var allowsClear = true
    var rejected: Set<Character> = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      calls.append("shouldBegin")
      return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      calls.append("shouldEnd")
      return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      calls.append("change \(range.location),\(range.length) '\(string)'")
      return !string.contains { rejected.contains($0) }
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
      calls.append("shouldClear")
      return allowsClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      calls.append("shouldReturn")
      return allowsReturn
    }
  }

  /// Records the names of the notifications posted.
  @MainActor private final class PostedNames {
    var names: [NSNotification.Name] = []
  }

  /// Records the names of the events sent.
  private final class Events {
    var names: [String] = []
  }

  private func record(_ field: UITextField) -> Events {
    let events = Events()
    let named: [(UIControl.Event, String)] = [
      (.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end"),
      (.editingDidEndOnExit, "exit"), (.primaryActionTriggered, "primary"),
    ]
    for (event, name) in named {
      field.addAction(UIAction { _ in events.names.append(name) }, for: event)
    }
    return events
  }

  @Test func defaults() {
    let field = UITextField()
    #expect(field.text == "")
    #expect(field.placeholder == nil)
    #expect(field.attributedPlaceholder == nil)
    #expect(field.textColor == nil)
    #expect(field.font == UIFont.systemFont(ofSize: 17))
    #expect(field.textAlignment == .left)
    #expect(field.borderStyle == .none)
    #expect(field.clearButtonMode == .never)
    #expect(field.leftViewMode == .never)
    #expect(field.rightViewMode == .never)
    #expect(field.leftView == nil)
    #expect(field.rightView == nil)
    #expect(field.delegate == nil)
    #expect(!field.isEditing)
    #expect(!field.clearsOnBeginEditing)
    #expect(!field.adjustsFontSizeToFitWidth)
    #expect(field.minimumFontSize == 0)
    #expect(field.background == nil)
    #expect(field.disabledBackground == nil)
    #expect(field.autocapitalizationType == .sentences)
    #expect(field.autocorrectionType == .default)
    #expect(field.spellCheckingType == .default)
    #expect(field.keyboardType == .default)
    #expect(field.keyboardAppearance == .default)
    #expect(field.returnKeyType == .default)
    #expect(!field.enablesReturnKeyAutomatically)
    #expect(!field.isSecureTextEntry)
    #expect(field.textContentType == nil)
  }

  @Test func nilTextReadsBackAsEmpty() {
    let field = UITextField()
    field.text = "abc"
    field.text = nil
    #expect(field.text == "")
  }

  @Test func textAndAttributedTextMirrorEachOther() {
    let field = UITextField()
    field.text = "plain"
    #expect(field.attributedText?.string == "plain")
    field.attributedText = NSAttributedString(string: "rich")
    #expect(field.text == "rich")
    field.attributedText = nil
    #expect(field.text == "")
  }

  @Test func placeholderAndAttributedPlaceholderMirrorEachOther() {
    let field = UITextField()
    field.placeholder = "Name"
    #expect(field.attributedPlaceholder?.string == "Name")
    // Typed in steps: one expression for all of it came close to the type-check budget.
    let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.red]
    field.attributedPlaceholder = NSAttributedString(string: "E-mail", attributes: attributes)
    #expect(field.placeholder == "E-mail")
    let color = field.attributedPlaceholder?.attributes(at: 0, effectiveRange: nil)[.foregroundColor]
    #expect(color as? UIColor == .red)
    field.placeholder = nil
    #expect(field.attributedPlaceholder == nil)
  }

  @Test func delegateIsHeldWeakly() {
    let field = UITextField()
    do {
      let delegate = Recorder()
      field.delegate = delegate
      #expect(field.delegate === delegate)
    }
    #expect(field.delegate == nil)
  }

  @Test func tapBeginsEditingAskingTheDelegate() {
    let field = UITextField()
    let delegate = Recorder()
    field.delegate = delegate
    let events = record(field)
    #expect(field.simulateTap())
    #expect(field.isEditing)
    #expect(delegate.calls == ["shouldBegin", "didBegin"])
    #expect(events.names == ["begin"])
  }

  @Test func refusedBeginKeepsTheFieldIdle() {
    let field = UITextField()
    let delegate = Recorder()
    delegate.allowsBegin = false
    field.delegate = delegate
    let events = record(field)
    #expect(!field.simulateTyping("a"))
    #expect(!field.isEditing)
    #expect(field.text == "")
    #expect(events.names.isEmpty)
  }

  @Test func typingAsksPerCharacterAndSendsEditingChanged() {
    let field = UITextField()
    let delegate = Recorder()
    delegate.rejected = ["x"]
    field.delegate = delegate
    let events = record(field)
    #expect(!field.simulateTyping("axb"))
    #expect(field.text == "ab")
    #expect(
      delegate.calls == ["shouldBegin", "didBegin", "change 0,0 'a'", "change 1,0 'x'", "change 1,0 'b'"])
    #expect(events.names == ["begin", "changed", "changed"])
  }

  @Test func deleteBackwardAsksForTheLastCharacter() {
    let field = UITextField()
    field.text = "héé"
    let delegate = Recorder()
    field.delegate = delegate
    #expect(field.simulateDeleteBackward())
    #expect(field.text == "hé")
    #expect(delegate.calls.last == "change 2,1 ''")
  }

  @Test func replacingCharactersReplacesTheRange() {
    let field = UITextField()
    field.text = "hello world"
    #expect(field.simulateReplacingCharacters(in: NSRange(location: 6, length: 5), with: "there"))
    #expect(field.text == "hello there")
  }

  @Test func returnKeySendsExitAndPrimaryActionAndEndsEditingWhenExitIsHandled() {
    let field = UITextField()
    let delegate = Recorder()
    field.delegate = delegate
    let events = record(field)
    field.simulateTap()
    #expect(field.simulateReturnKey())
    #expect(events.names == ["begin", "exit", "primary", "end"])
    #expect(!field.isEditing)
    #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldReturn", "shouldEnd", "didEnd"])
  }

  @Test func returnKeyRefusedByTheDelegateDoesNothing() {
    let field = UITextField()
    let delegate = Recorder()
    delegate.allowsReturn = false
    field.delegate = delegate
    let events = record(field)
    field.simulateTap()
    #expect(!field.simulateReturnKey())
    #expect(events.names == ["begin"])
    #expect(field.isEditing)
  }

  @Test func endEditingAsksUnlessForced() {
    let container = UIView(frame: .zero)
    let field = UITextField()
    container.addSubview(field)
    let delegate = Recorder()
    delegate.allowsEnd = false
    field.delegate = delegate
    field.simulateTap()
    #expect(!container.endEditing(false))
    #expect(field.isEditing)
    #expect(container.endEditing(true))
    #expect(!field.isEditing)
    #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
  }

  @Test func becomingFirstResponderMovesEditingBetweenFields() {
    let first = UITextField()
    let second = UITextField()
    let firstEvents = record(first)
    #expect(first.becomeFirstResponder())
    #expect(first.isFirstResponder)
    #expect(second.becomeFirstResponder())
    #expect(!first.isEditing)
    #expect(!first.isFirstResponder)
    #expect(second.isEditing)
    #expect(firstEvents.names == ["begin", "end"])
    #expect(second.resignFirstResponder())
    #expect(!second.isEditing)
  }

  @Test func fieldThatRefusesToEndKeepsTheKeyboard() {
    let first = UITextField()
    let delegate = Recorder()
    delegate.allowsEnd = false
    first.delegate = delegate
    first.becomeFirstResponder()
    let second = UITextField()
    #expect(!second.becomeFirstResponder())
    #expect(first.isEditing)
    #expect(!second.isEditing)
  }

  @Test func disabledFieldDoesNotEdit() {
    let field = UITextField()
    field.isEnabled = false
    #expect(!field.canBecomeFirstResponder)
    #expect(!field.becomeFirstResponder())
    #expect(!field.simulateTyping("a"))
    #expect(field.text == "")
  }

  @Test func clearButtonAsksAndClears() {
    let field = UITextField()
    field.text = "abc"
    let delegate = Recorder()
    field.delegate = delegate
    let events = record(field)
    #expect(!field.simulateClearButtonTap())
    field.clearButtonMode = .always
    delegate.allowsClear = false
    #expect(!field.simulateClearButtonTap())
    #expect(field.text == "abc")
    delegate.allowsClear = true
    #expect(field.simulateClearButtonTap())
    #expect(field.text == "")
    #expect(events.names == ["changed"])
  }

  @Test func clearsOnBeginEditingAsksTheDelegate() {
    let field = UITextField()
    field.text = "old"
    field.clearsOnBeginEditing = true
    let delegate = Recorder()
    field.delegate = delegate
    field.simulateTap()
    #expect(field.text == "")
    #expect(delegate.calls == ["shouldBegin", "shouldClear", "didBegin"])
  }

  @Test func editingPostsTheTextFieldNotifications() {
    let field = UITextField()
    let posted = PostedNames()
    let names = [
      UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
      UITextField.textDidEndEditingNotification,
    ]
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { notification in
        let name = notification.name
        MainActor.assumeIsolated { posted.names.append(name) }
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    field.simulateTyping("a")
    field.text = "set from code"
    field.resignFirstResponder()
    #expect(posted.names == names)
  }

  @Test func outOfBoundsReplacementStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let field = UITextField()
        field.text = "ab"
        field.simulateReplacingCharacters(in: NSRange(location: 1, length: 5), with: "")
      }
    }
  }
}
