import DeclarativeUIKit
import Testing

/// `.onTap`, `.onLongPress`, `.onPan` and `.gesture(_:perform:)`: closures on any view, kept as
/// long as the view keeps its recognizer.
@MainActor @Suite struct StylableGesturesTests {
  private func host(_ view: UIView) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    view.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
    root.addSubview(view)
    return root
  }

  @Test func onTapRunsForATapAndTurnsOnUserInteraction() {
    var taps = 0
    let label = UILabel().onTap { taps += 1 }
    #expect(label.isUserInteractionEnabled)
    let root = host(label)
    #expect(label.gestureRecognizers?.count == 1)
    root.simulateTap(at: CGPoint(x: 30, y: 30))
    root.simulateTap(at: CGPoint(x: 150, y: 150))
    #expect(taps == 1)
  }

  @Test func onTapTurnsOnInteractionForImageViews() {
    let imageView = UIImageView()
    #expect(!imageView.isUserInteractionEnabled)
    imageView.onTap {}
    #expect(imageView.isUserInteractionEnabled)
  }

  @Test func onTapWithCountNeedsThatManyTaps() {
    var taps = 0
    let view = UIView().onTap(count: 2) { taps += 1 }
    let root = host(view)
    root.simulateTap(at: CGPoint(x: 30, y: 30))
    #expect(taps == 0)
    root.simulateTap(at: CGPoint(x: 30, y: 30), taps: 2)
    #expect(taps == 1)
  }

  @Test func onLongPressRunsOnceWhenThePressBegins() {
    var presses = 0
    let view = UIView().onLongPress { presses += 1 }
    let root = host(view)
    root.simulateLongPress(at: CGPoint(x: 30, y: 30), duration: 0.3)
    #expect(presses == 0)
    root.simulateLongPress(at: CGPoint(x: 30, y: 30), duration: 1)
    #expect(presses == 1)
  }

  @Test func onPanReportsEachState() {
    var states: [UIGestureRecognizer.State] = []
    let view = UIView().onPan { states.append($0.state) }
    let root = host(view)
    root.simulatePan(along: [CGPoint(x: 30, y: 30), CGPoint(x: 60, y: 30), CGPoint(x: 90, y: 30)])
    #expect(states == [.began, .changed, .ended])
  }

  @Test func gestureKeepsTheClosureWhileTheRecognizerLives() {
    var scales: [CGFloat] = []
    let view = UIView().gesture(UIPinchGestureRecognizer()) { scales.append($0.scale) }
    let root = host(view)
    root.simulatePinch(at: CGPoint(x: 70, y: 70), from: 20, to: 40)
    #expect(abs((scales.last ?? 0) - 2) < 0.0001)
  }

  @Test func closureGoesWithItsRecognizer() {
    weak var recognizer: UIGestureRecognizer?
    do {
      let view = UIView()
      let tap = UITapGestureRecognizer()
      recognizer = tap
      view.gesture(tap) { _ in }
    }
    #expect(recognizer == nil)
  }
}
