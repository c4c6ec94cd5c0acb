import DeclarativeUIKit
import Testing

/// Misuse UIKit raises for, stopping the process with UIKit's wording.
@Suite struct GestureMisuseExitTests {
  /// The NSRangeException text public iOS projects quote from UIKit:
  /// "-[UIPanGestureRecognizer locationOfTouch:inView:]: index (0) beyond bounds (0)."
  @Test func locationOfATouchBeyondTheTouchesStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = UIPanGestureRecognizer().location(ofTouch: 0, in: nil)
      }
    }
  }
}
