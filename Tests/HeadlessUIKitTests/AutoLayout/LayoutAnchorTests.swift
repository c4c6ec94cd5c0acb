import Foundation
import HeadlessUIKit
import Testing

/// Frames from anchors: edges, centres, sizes, multipliers and constants, in superview
/// coordinates.
@MainActor @Suite struct LayoutAnchorTests {
  private func container(width: CGFloat = 300, height: CGFloat = 200) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  private func child(of parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  @Test func edgesPinnedWithConstantsGiveTheInsetFrame() {
    let root = container()
    let view = child(of: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 30, width: 270, height: 130))
  }

  @Test func centerAndSizeAnchors() {
    let root = container()
    let view = child(of: root)
    NSLayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      view.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 5),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 100, y: 80, width: 100, height: 50))
  }

  @Test func multipliersScaleTheSecondAttribute() {
    let root = container()
    let view = child(of: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10),
      view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 160, height: 40))
  }

  @Test func framesAreInSuperviewCoordinates() {
    let root = container()
    let middle = child(of: root)
    let inner = child(of: middle)
    NSLayoutConstraint.activate([
      middle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      middle.widthAnchor.constraint(equalToConstant: 100),
      middle.heightAnchor.constraint(equalToConstant: 100),
      inner.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 5),
      inner.topAnchor.constraint(equalTo: middle.topAnchor, constant: 6),
      inner.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -100),
      inner.bottomAnchor.constraint(equalTo: middle.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(middle.frame == CGRect(x: 50, y: 60, width: 100, height: 100))
    // inner spans from root x 55 to root x 200: width 145, origin 5 within middle.
    #expect(inner.frame == CGRect(x: 5, y: 6, width: 145, height: 94))
  }

  @Test func autoresizingMaskViewsKeepTheirFramesAndAnchorOthers() {
    let root = container()
    let fixed = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
    root.addSubview(fixed)
    let view = child(of: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
      view.topAnchor.constraint(equalTo: fixed.bottomAnchor),
      view.widthAnchor.constraint(equalTo: fixed.widthAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(fixed.frame == CGRect(x: 20, y: 30, width: 40, height: 50))
    #expect(view.frame == CGRect(x: 68, y: 80, width: 40, height: 10))
  }

  @Test func leadingAndTrailingFollowTheLayoutDirection() {
    let root = container()
    root.semanticContentAttribute = .forceRightToLeft
    let view = child(of: root)
    view.semanticContentAttribute = .forceRightToLeft
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 50),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // Right to left: leading is the right edge.
    #expect(view.frame == CGRect(x: 240, y: 0, width: 50, height: 10))
  }

  /// Leading and trailing follow the direction of the view whose content a constraint arranges
  /// (the items' nearest common view), not an item's own: UIView.h (iOS 16.5) tells layout
  /// code to consult effectiveUserInterfaceLayoutDirection "of the view whose immediate content
  /// is being arranged" and not to assume it propagates through the subtree. Stevia's RTL tests
  /// (LayoutTests.testDefaultMarginRTL and others, its own suite, run on iOS) force only the
  /// superview right to left and expect an unspecified subview's leading on the right.
  @Test func anUnspecifiedSubviewFollowsTheDirectionOfTheViewArrangingIt() {
    let root = container()
    root.semanticContentAttribute = .forceRightToLeft
    let view = child(of: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 50),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(view.frame == CGRect(x: 240, y: 0, width: 50, height: 10))
  }

  /// The other way round: a view forced right to left (a button flipping its image and title)
  /// in a left-to-right container keeps its leading edge on the container's leading side.
  @Test func aViewForcedRightToLeftInALeftToRightContainerStaysLeading() {
    let root = container()
    let view = child(of: root)
    view.semanticContentAttribute = .forceRightToLeft
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      view.widthAnchor.constraint(equalToConstant: 50),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 16, y: 0, width: 50, height: 10))
  }

  @Test func changingAConstantMovesTheViewOnTheNextPass() {
    let root = container()
    let view = child(of: root)
    let left = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    NSLayoutConstraint.activate([
      left, view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.minX == 10)
    left.constant = 70
    #expect(view.frame.minX == 10)  // not before the next layout pass
    root.layoutIfNeeded()
    #expect(view.frame.minX == 70)
  }

  @Test func deactivatedConstraintsNoLongerApply() {
    let root = container()
    let view = child(of: root)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    let narrow = view.widthAnchor.constraint(equalToConstant: 20)
    NSLayoutConstraint.activate([
      wide, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
    wide.isActive = false
    narrow.isActive = true
    root.layoutIfNeeded()
    #expect(view.frame.width == 20)
  }

  @Test func layoutGuidesGetFramesAndPlaceViews() {
    let root = container()
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    let view = child(of: root)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
      guide.topAnchor.constraint(equalTo: root.topAnchor),
      guide.widthAnchor.constraint(equalToConstant: 30),
      guide.heightAnchor.constraint(equalToConstant: 30),
      view.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
      view.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 100, y: 0, width: 30, height: 30))
    #expect(view.frame == CGRect(x: 130, y: 10, width: 10, height: 10))
  }

  @Test func removingAViewRemovesItsConstraintsFromLayout() {
    let root = container()
    let first = child(of: root)
    let second = child(of: root)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      first.topAnchor.constraint(equalTo: root.topAnchor),
      first.widthAnchor.constraint(equalToConstant: 10), first.heightAnchor.constraint(equalToConstant: 10),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.topAnchor.constraint(equalTo: root.topAnchor),
      second.widthAnchor.constraint(equalToConstant: 10), second.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(second.frame.minX == 15)
    first.removeFromSuperview()
    second.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1).isActive = true
    root.layoutIfNeeded()
    #expect(second.frame.minX == 1)
  }
}
