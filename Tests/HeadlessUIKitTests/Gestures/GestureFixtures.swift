import DeclarativeUIKit

/// Records the state of a recognizer each time it runs its action.
@MainActor final class GestureRecorder {
  var states: [UIGestureRecognizer.State] = []
  var locations: [CGPoint] = []

  func record(_ recognizer: UIGestureRecognizer) {
    states.append(recognizer.state)
    locations.append(recognizer.location(in: recognizer.view))
  }

  /// A recorder attached to a recognizer as its target.
  static func attached(to recognizer: UIGestureRecognizer) -> GestureRecorder {
    let recorder = GestureRecorder()
    recognizer.addTarget(recorder, action: GestureRecorder.record)
    return recorder
  }
}

/// A 300-point square with a 100-point card at (50, 50).
@MainActor func gestureScene() -> (root: UIView, card: UIView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
  let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
  root.addSubview(card)
  return (root, card)
}

/// A delegate whose answers the test chooses.
@MainActor final class ScriptedGestureDelegate: UIGestureRecognizerDelegate {
  var shouldBegin = true
  var shouldReceive = true
  var simultaneous = false

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    shouldReceive
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
}
