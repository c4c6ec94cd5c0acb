import Testing

// The article "Using SnapKit and other layout libraries": the one import change a layout
// library's source file needs, compiled here as a library file would be, and the UIKit API the
// libraries rely on.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

@MainActor
@Suite struct LayoutLibrariesTests {
  /// What SnapKit does underneath: a subclass of NSLayoutConstraint made with the item
  /// initializer, and its constraints kept on the view as an associated object.
  private final class LibraryConstraint: NSLayoutConstraint {}
  nonisolated(unsafe) private static var constraintsKey: UInt8 = 0

  @Test func aLibraryStyleConstraintLaysOutAView() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    let constraints = [
      LibraryConstraint(
        item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width, multiplier: 1,
        constant: 80),
      LibraryConstraint(
        item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .height, multiplier: 1,
        constant: 40),
      LibraryConstraint(
        item: box, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
        multiplier: 1,
        constant: 0),
      LibraryConstraint(
        item: box, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top, multiplier: 1,
        constant: 10),
    ]
    NSLayoutConstraint.activate(constraints)
    objc_setAssociatedObject(box, &Self.constraintsKey, constraints, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    container.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 60, y: 10, width: 80, height: 40))
    #expect((objc_getAssociatedObject(box, &Self.constraintsKey) as? [NSLayoutConstraint])?.count == 4)
  }
}
