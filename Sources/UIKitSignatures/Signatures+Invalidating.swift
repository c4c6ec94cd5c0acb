// Compile-only: `@UIView.Invalidating` and the display calls a view subclass makes (the iOS 16.5
// SDK's UIKit.swiftinterface, UIView.h drawRect:, setNeedsDisplay, setNeedsDisplayInRect:), as
// mattneub/Programming-iOS-Book-Examples bk2ch01p047InvalidatingViewProperties writes them.
import DeclarativeUIKit

/// A view whose own properties invalidate it, one way, two ways and with an app's own kind.
@available(iOS 15, *)
final class InvalidatingSignatureView: UIView {
  /// An invalidation of the app's own.
  struct Reshape: UIViewInvalidating {
    func invalidate(view: UIView) {}
  }

  @Invalidating(.display, .layout) var mood = 0
  @Invalidating(.intrinsicContentSize) var width: CGFloat = 40
  @Invalidating(.constraints, .configuration, Reshape()) var spacing = 8.0

  override func draw(_ rect: CGRect) {
    super.draw(rect)
  }

  override func setNeedsDisplay() {
    super.setNeedsDisplay()
  }
}

@available(iOS 15, *)
@MainActor
func invalidatingSignatures(_ view: UIView) {
  view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
  let _: UIView.Invalidations.Tuple<UIView.Invalidations.Layout, UIView.Invalidations.Display> = .init(
    .layout, .display)
  let _: (UIView.Invalidations.IntrinsicContentSize) -> (UIView) -> Void = { $0.invalidate(view:) }
}
