import DeclarativeUIKit
import Testing

/// `NSLayoutConstraint` subclassed in another module, as SnapKit's `LayoutConstraint` is: UIKit's
/// one designated initializer is `init()` (NSLayoutConstraint.h declares no other; the item form
/// is a class factory, `+constraintWithItem:...`, which Swift imports as a convenience
/// initializer), so a subclass without initializers of its own inherits the item initializer.
@MainActor
@Suite struct ConstraintSubclassTests {
  /// A subclass in this (another) module with a stored property and no initializer.
  private final class LabelledConstraint: NSLayoutConstraint {
    var label: String?
  }

  @Test func aSubclassInheritsTheItemInitializer() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let leading = LabelledConstraint(
      item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1,
      constant: 12)
    leading.label = "leading"
    NSLayoutConstraint.activate([
      leading,
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 30),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 12, y: 0, width: 30, height: 20))
    #expect(root.constraints.contains { ($0 as? LabelledConstraint)?.label == "leading" })
  }

  /// `init()` makes an empty constraint: no items and no attributes.
  @Test func anEmptyConstraintHasNoItems() {
    let empty = NSLayoutConstraint()
    #expect(empty.firstItem == nil)
    #expect(empty.secondItem == nil)
    #expect(empty.firstAttribute == .notAnAttribute)
    #expect(empty.secondAttribute == .notAnAttribute)
    #expect(empty.relation == .equal)
    #expect(empty.constant == 0)
    #expect(!empty.isActive)
  }

  /// A size against a nil second item is a constant, whatever the second attribute names: SnapKit
  /// makes `make.width.equalTo(100)` as `toItem: nil, attribute: .width` (Constraint.swift, "use
  /// superview if possible" skips width and height).
  @Test func aSizeAgainstANilItemIsAConstant() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width, multiplier: 1,
        constant: 100),
      NSLayoutConstraint(
        item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .height, multiplier: 2,
        constant: 40),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 100, height: 40))
  }

  /// Against a nil item the second attribute is `.notAnAttribute`, whatever was passed: Stevia
  /// makes `v.height(35)` as `toItem: nil, attribute: .height`, and its GetConstraintsTests
  /// (since 2017, commit 86792af, an iOS test target of Stevia.xcodeproj) expect
  /// `secondAttribute == .notAnAttribute`; SnapKit, which passes `.width` the same way, reads the
  /// first attribute when the second is `.notAnAttribute` (Constraint.swift,
  /// updateConstantAndPriorityIfNeeded).
  @Test func aSizeAgainstANilItemHasNoSecondAttribute() {
    let view = UIView()
    let height = NSLayoutConstraint(
      item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .height, multiplier: 1,
      constant: 35)
    #expect(height.secondAttribute == .notAnAttribute)
    #expect(height.secondItem == nil)
    #expect(height.secondAnchor == nil)
    #expect(height.firstAttribute == .height)
    #expect(height.constant == 35)
  }

  /// A position on one axis related to a position on the other, through the item initializer:
  /// UIKit allows it. SnapKit's testActivateDeactivateConstraints (since 2016, commit 9d0232c)
  /// activates `v1.left == v2.top + 50`, and SnapKit's CI ran it on the iOS Simulator
  /// (.travis.yml: Xcode 11, iPhone 8); only the anchors' types keep the axes apart.
  @Test func aPositionMayBeRelatedToOneOnTheOtherAxis() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let first = UIView()
    let second = UIView()
    for view in [first, second] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      second.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      second.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      NSLayoutConstraint(
        item: first, attribute: .left, relatedBy: .equal, toItem: second, attribute: .top, multiplier: 1,
        constant: 50),
      first.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(first.frame.minX == 60)
  }
}
