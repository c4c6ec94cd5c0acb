/// The target of a gesture recognizer added by a modifier (``Stylable/onTap(count:perform:)``,
/// ``Stylable/gesture(_:perform:)``...): it runs a closure for the recognizer's actions.
///
/// UIKit has no closure form for gesture recognizers, only target-action, and keeps targets
/// weakly. So each action is kept here for as long as its recognizer lives (the view keeps the
/// recognizer), keyed by the recognizer's identity and holding it weakly, in the manner of
/// `DeclaredLayout`; an entry whose recognizer is gone is dropped the next time one is stored.
/// How the action is attached (a selector on iOS, a method reference in HeadlessUIKit) is in
/// `Platform.swift`.
@MainActor
final class GestureAction: NSObject {
  let handler: (UIGestureRecognizer) -> Void

  private init(_ handler: @escaping (UIGestureRecognizer) -> Void) {
    self.handler = handler
  }

  private struct Entry {
    weak var recognizer: UIGestureRecognizer?
    var actions: [GestureAction]
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// Adds a closure as a target of `recognizer`, kept while the recognizer lives.
  static func add(to recognizer: UIGestureRecognizer, _ handler: @escaping (UIGestureRecognizer) -> Void) {
    let action = GestureAction(handler)
    action.attach(to: recognizer)
    let key = ObjectIdentifier(recognizer)
    var entry =
      entries[key].flatMap { $0.recognizer === recognizer ? $0 : nil }
      ?? Entry(recognizer: recognizer, actions: [])
    entry.actions.append(action)
    if entries[key] == nil { entries = entries.filter { $0.value.recognizer != nil } }
    entries[key] = entry
  }

  /// Runs the closure; the recognizer's action.
  func perform(_ recognizer: UIGestureRecognizer) {
    handler(recognizer)
  }
}
