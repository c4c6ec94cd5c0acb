/// The target of a gesture recognizer added by a modifier (``Stylable/onTap(count:perform:)``,
/// ``Stylable/gesture(_:perform:)``...): it runs a closure for the recognizer's actions.
///
/// UIKit has no closure form for gesture recognizers, only target-action, and keeps targets
/// weakly, so the action must live as long as its recognizer by other means. How it is attached
/// and kept is in `Platform.swift`: on iOS the action is the target of a selector and is kept in
/// `GestureActionStore`; in HeadlessUIKit the recognizer is its own target and keeps the closure.
@MainActor
final class GestureAction: NSObject {
  let handler: (UIGestureRecognizer) -> Void

  init(_ handler: @escaping (UIGestureRecognizer) -> Void) {
    self.handler = handler
  }

  /// Runs the closure; the recognizer's action.
  func perform(_ recognizer: UIGestureRecognizer) {
    handler(recognizer)
  }
}

/// Keeps gesture actions alive for as long as their recognizers, keyed by the recognizer's
/// identity and holding it weakly, in the manner of `DeclaredLayout`; an entry whose recognizer
/// is gone is dropped the next time one is stored.
@MainActor
enum GestureActionStore {
  private struct Entry {
    weak var recognizer: UIGestureRecognizer?
    var actions: [GestureAction]
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// Keeps `action` while `recognizer` lives.
  static func keep(_ action: GestureAction, for recognizer: UIGestureRecognizer) {
    let key = ObjectIdentifier(recognizer)
    var entry =
      entries[key].flatMap { $0.recognizer === recognizer ? $0 : nil }
      ?? Entry(recognizer: recognizer, actions: [])
    entry.actions.append(action)
    if entries[key] == nil { entries = entries.filter { $0.value.recognizer != nil } }
    entries[key] = entry
  }
}
