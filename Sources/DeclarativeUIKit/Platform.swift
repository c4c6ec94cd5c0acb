// The one place that chooses the UI framework: the real UIKit where it exists,
// HeadlessUIKit everywhere else. Everything in this module, and everything that
// imports it, sees the same names either way.
@_exported import Declarative

#if canImport(UIKit)
  @_exported import UIKit
#else
  // UIKit re-exports Foundation (CGFloat, NSAttributedString, NSCoder...); so does this module
  // where HeadlessUIKit stands in for it.
  @_exported import Foundation
  @_exported import HeadlessUIKit
#endif

// Gesture recognizers take target-action: a selector on iOS, where the action object is kept in
// `GestureActionStore` (UIKit keeps targets weakly); an unapplied method in HeadlessUIKit (which
// has no Objective-C runtime), where the recognizer is its own target and holds the closure, so
// the closure lives exactly as long as the recognizer.
#if canImport(UIKit)
  extension GestureAction {
    @objc private func performAction(_ recognizer: UIGestureRecognizer) {
      perform(recognizer)
    }

    func attach(to recognizer: UIGestureRecognizer) {
      recognizer.addTarget(self, action: #selector(performAction(_:)))
      GestureActionStore.keep(self, for: recognizer)
    }
  }
#else
  extension GestureAction {
    func attach(to recognizer: UIGestureRecognizer) {
      let handler = self.handler
      recognizer.addTarget(recognizer) { _ in handler }
    }
  }
#endif

// A text view's edits are observed through `UITextView.textDidChangeNotification`, posted on the
// main thread where the user types. On iOS the observer is the target of a selector (the block
// form would need `MainActor.assumeIsolated`, which the iOS 15 runtime lacks); in HeadlessUIKit,
// which has no Objective-C runtime, it is a block that asserts the main actor.
#if canImport(UIKit)
  extension TextViewChangeHandlers {
    /// Receives one text view's notifications and runs its closure.
    @MainActor
    final class Observer: NSObject {
      let key: ObjectIdentifier

      init(key: ObjectIdentifier) {
        self.key = key
      }

      @objc func textDidChange(_ notification: Notification) {
        TextViewChangeHandlers.run(for: key)
      }
    }

    static func observe(_ textView: UITextView, key: ObjectIdentifier) -> any NSObjectProtocol {
      let observer = Observer(key: key)
      NotificationCenter.default.addObserver(
        observer, selector: #selector(Observer.textDidChange(_:)),
        name: UITextView.textDidChangeNotification, object: textView)
      return observer
    }
  }
#else
  extension TextViewChangeHandlers {
    static func observe(_ textView: UITextView, key: ObjectIdentifier) -> any NSObjectProtocol {
      NotificationCenter.default.addObserver(
        forName: UITextView.textDidChangeNotification, object: textView, queue: nil
      ) { _ in
        MainActor.assumeIsolated { run(for: key) }
      }
    }
  }
#endif
