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
