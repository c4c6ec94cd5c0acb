import HeadlessUIKit
import Testing

/// A view held by a one-sided bound alone: a length with only an upper bound stays 0, a
/// position with only a bound moves to it. Source: Stevia's suite (freshOS/Stevia a925d9b,
/// Tests/SteviaTests/EquationTests.swift, run on the iOS simulator by its CI): `v.Width <= 23`
/// gives a width of 0, `v.Height >= 94` a height of 94, `v.Top <= superview.Top + 10` a top of 10.
@MainActor @Suite struct OneSidedBoundTests {
  private func placed() -> (UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    return (root, view)
  }

  @Test func aWidthWithOnlyAnUpperBoundIsZero() {
    let (root, view) = placed()
    view.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -52).isActive = true
    root.layoutIfNeeded()
    #expect(view.frame.width == 0)
  }

  @Test func aCentredHeightWithOnlyAnUpperBoundIsZero() {
    let (root, view) = placed()
    view.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
    view.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
    view.heightAnchor.constraint(lessThanOrEqualToConstant: 94).isActive = true
    root.layoutIfNeeded()
    #expect(view.frame.height == 0)
    #expect(abs(view.frame.midY - 333.5) < 0.5)
  }

  @Test func aHeightWithOnlyALowerBoundTakesTheBound() {
    let (root, view) = placed()
    view.heightAnchor.constraint(greaterThanOrEqualToConstant: 94).isActive = true
    root.layoutIfNeeded()
    #expect(view.frame.height == 94)
  }

  @Test func aTopWithOnlyAnUpperBoundTakesTheBound() {
    let (root, view) = placed()
    view.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: 10).isActive = true
    root.layoutIfNeeded()
    #expect(view.frame.minY == 10)
  }
}
