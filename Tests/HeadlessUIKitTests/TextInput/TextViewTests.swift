import DeclarativeUIKit
import Foundation
import Testing

/// UITextView: defaults, self-sizing with scrolling disabled, simulated editing with its
/// delegate calls and notifications.
///
/// Sources: `textContainerInset` defaults to (8, 0, 8, 0)
/// (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset);
/// `lineFragmentPadding` defaults to 5
/// (https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding);
/// editable and selectable by default (UITextView.h in the iOS 16.5 SDK, "default YES" for
/// both).
@MainActor @Suite struct TextViewTests {
  private final class Recorder: NSObject, UITextViewDelegate {
    var calls: [String] = []
    var refuse: Set<String> = []

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      calls.append("shouldBegin")
      return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
      -> Bool
    {
      calls.append("shouldChange \(text)")
      return !refuse.contains(text)
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
  }

  @Test func defaults() {
    let view = UITextView()
    #expect(view.text == "")
    #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(view.textContainer.lineFragmentPadding == 5)
    #expect(view.isEditable)
    #expect(view.isSelectable)
    #expect(view.isScrollEnabled)
    #expect(view.font == nil)
    #expect(view.textAlignment == .natural)
    #expect(view.clipsToBounds)
  }

  @Test func withScrollingItHasNoIntrinsicSize() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.text = "Hello"
    #expect(
      view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  @Test func withoutScrollingItsHeightIsItsTextPlusInsets() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
    view.font = .systemFont(ofSize: 17)
    view.isScrollEnabled = false
    view.text = "One line"
    let line = view.intrinsicContentSize.height
    // One line of 17-point text is about 20 points tall; the insets add 16.
    #expect(line > 36 && line < 40)
    view.text = String(repeating: "A long line of text that wraps. ", count: 6)
    #expect(view.intrinsicContentSize.height > line)
    view.textContainerInset = .zero
    #expect(view.intrinsicContentSize.height == view.sizeThatFits(CGSize(width: 200, height: 0)).height)
  }

  @Test func emptyTextStillHasOneLine() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
    view.isScrollEnabled = false
    #expect(view.intrinsicContentSize.height > 16)
  }

  @Test func wrappingUsesTheWidthLessInsetsAndPadding() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
    view.isScrollEnabled = false
    view.text = String(repeating: "word ", count: 30)
    let padded = view.intrinsicContentSize.height
    view.textContainer.lineFragmentPadding = 0
    view.textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    #expect(view.intrinsicContentSize.height <= padded)
    view.textContainerInset = UIEdgeInsets(top: 8, left: 40, bottom: 8, right: 40)
    #expect(view.intrinsicContentSize.height > padded)
  }

  @Test func typingAsksTheDelegateChangesTheTextAndNotifies() {
    let view = UITextView()
    let recorder = Recorder()
    view.delegate = recorder
    let posted = Recorder()
    let token = NotificationCenter.default.addObserver(
      forName: UITextView.textDidChangeNotification, object: view, queue: nil
    ) { _ in MainActor.assumeIsolated { posted.calls.append("posted") } }
    defer { NotificationCenter.default.removeObserver(token) }
    #expect(view.simulateTyping("hi"))
    #expect(view.text == "hi")
    #expect(view.isEditing)
    #expect(view.isFirstResponder)
    #expect(posted.calls.count == 2)
    #expect(
      recorder.calls == [
        "shouldBegin", "didBegin", "shouldChange h", "didChange", "shouldChange i", "didChange",
      ])
    #expect(view.selectedRange == NSRange(location: 2, length: 0))
    recorder.refuse = ["!"]
    #expect(!view.simulateTyping("!"))
    #expect(view.text == "hi")
    #expect(view.simulateDeleteBackward())
    #expect(view.text == "h")
    #expect(view.resignFirstResponder())
    #expect(recorder.calls.last == "didEnd")
    #expect(!view.isEditing)
  }

  @Test func endEditingOnAnAncestorEndsTheTextViewsEditing() {
    let form = UIView()
    let view = UITextView()
    form.addSubview(view)
    view.simulateTyping("x")
    #expect(view.isEditing)
    #expect(form.endEditing(true))
    #expect(!view.isEditing)
  }

  @Test func settingTextFromCodeDoesNotNotify() {
    let view = UITextView()
    let recorder = Recorder()
    view.delegate = recorder
    view.text = "Set by code"
    #expect(recorder.calls.isEmpty)
  }

  @Test func aTextViewThatIsNotEditableDoesNotEdit() {
    let view = UITextView()
    view.isEditable = false
    #expect(!view.simulateTyping("x"))
    #expect(view.text == "")
  }

  @Test func itDrawsItsTextInsideTheInsets() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    view.text = "Notes"
    view.layoutIfNeeded()
    let svg = SVGRenderer().render(view)
    // The text starts after the line fragment padding (5 points).
    #expect(svg.contains("<text x=\"5\""))
    #expect(svg.contains(">Notes</text>"))
  }
}
