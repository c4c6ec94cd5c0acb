import DeclarativeUIKit
import Testing

/// `UIScrollView.keyboardDismissMode`: "dismisses the keyboard when a drag begins" for `.onDrag`
/// (iOS 16.5 SDK, UIScrollView.h, UIScrollViewKeyboardDismissMode).
@MainActor
@Suite struct ScrollViewKeyboardDismissModeTests {
  @Test func rawValuesAndDefaultAreUIKits() {
    let modes: [UIScrollView.KeyboardDismissMode] = [
      .none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory,
    ]
    #expect(modes.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(UIScrollView().keyboardDismissMode == .none)
  }

  @Test(arguments: [
    (UIScrollView.KeyboardDismissMode.none, true), (.onDrag, false), (.onDragWithAccessory, false),
    (.interactive, true),
  ])
  func aDragEndsEditingInOnDragModes(mode: UIScrollView.KeyboardDismissMode, stillEditing: Bool) {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let scroll = UIScrollView(frame: screen.bounds)
    scroll.contentSize = CGSize(width: 320, height: 600)
    scroll.keyboardDismissMode = mode
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    screen.addSubview(scroll)
    screen.addSubview(field)
    field.becomeFirstResponder()
    #expect(field.isEditing)
    scroll.simulateDrag(by: CGPoint(x: 0, y: -20))
    #expect(field.isEditing == stillEditing)
  }
}
