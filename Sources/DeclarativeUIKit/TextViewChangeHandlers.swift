import Foundation

/// The closures ``Stylable/onChange(_:)`` runs when the user edits a text view.
///
/// A text view is not a control: UIKit reports its edits to its one delegate (which the app may
/// want for itself) and by posting `UITextView.textDidChangeNotification`. So the modifier
/// observes that notification for the one text view, and keeps its closure here, keyed by the
/// text view's identity and holding it weakly, in the manner of `DeclaredLayout`; an entry whose
/// text view is gone is dropped, with its observer, the next time one is stored.
@MainActor
enum TextViewChangeHandlers {
  private struct Entry {
    weak var textView: UITextView?
    let handler: (UITextView) -> Void
    let observer: any NSObjectProtocol
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// Runs `handler` after each of the user's edits of `textView`, in place of the closure
  /// installed before; `nil` removes it.
  static func install(_ handler: ((UITextView) -> Void)?, on textView: UITextView) {
    let key = ObjectIdentifier(textView)
    if let old = entries.removeValue(forKey: key) {
      NotificationCenter.default.removeObserver(old.observer)
    }
    for (gone, entry) in entries where entry.textView == nil {
      NotificationCenter.default.removeObserver(entry.observer)
      entries[gone] = nil
    }
    guard let handler else { return }
    let observer = observe(textView, key: key)
    entries[key] = Entry(textView: textView, handler: handler, observer: observer)
  }

  /// Runs the closure kept for a text view; the observer that `observe(_:key:)` (in
  /// `Platform.swift`) registers calls it. It looks the closure up rather than capturing it, so
  /// the observer holds nothing that is not Sendable.
  static func run(for key: ObjectIdentifier) {
    guard let entry = entries[key], let textView = entry.textView else { return }
    entry.handler(textView)
  }
}
