import HeadlessUIKit
import Testing

// Sources: UIResponder.h (iOS 16.5 SDK), touchesBegan/Moved/Ended/Cancelled:withEvent:; Apple's
// documentation of touchesBegan(_:with:): "The default implementation of this method forwards
// the message up the responder chain." UIResponder.next: "UIView implements this method and
// returns the UIViewController object that manages it (if it has one) or its superview (if it
// doesn't)".

/// A screen that ends editing when the user touches outside a field, as many do.
private final class FormController: UIViewController {
  var touchesSeen: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesSeen.append("began") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchesSeen.append("ended") }
}

@MainActor struct ResponderTouchesTests {
  @Test func touchesAViewLeavesAloneGoUpToItsController() {
    let controller = FormController()
    let field = UIView()
    controller.view.addSubview(field)
    field.touchesBegan([], with: nil)
    field.touchesMoved([], with: nil)
    field.touchesEnded([], with: nil)
    field.touchesCancelled([], with: nil)
    #expect(controller.touchesSeen == ["began", "ended"])
    #expect(controller.view.next === controller)
    #expect(field.next === controller.view)
  }
}
