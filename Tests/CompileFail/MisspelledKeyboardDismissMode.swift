// A keyboard dismiss mode UIKit does not have.
import DeclarativeUIKit

@MainActor func form() -> UIScrollView {
  UIScrollView()
    .keyboardDismissMode(.onDragging)  // expected-error: has no member 'onDragging'
}
