import DeclarativeUIKit
import Testing

@MainActor
@Suite struct LayoutGuideTests {
  @Test func addLayoutGuideSetsTheOwningView() {
    let view = UIView()
    let guide = UILayoutGuide()
    #expect(guide.owningView == nil)
    #expect(guide.identifier == "")
    #expect(guide.layoutFrame == .zero)
    view.addLayoutGuide(guide)
    #expect(guide.owningView === view)
    #expect(view.layoutGuides == [guide])
  }

  @Test func addingToAnotherViewMovesTheGuide() {
    let first = UIView()
    let second = UIView()
    let guide = UILayoutGuide()
    first.addLayoutGuide(guide)
    second.addLayoutGuide(guide)
    #expect(first.layoutGuides.isEmpty)
    #expect(second.layoutGuides == [guide])
  }

  @Test func settingOwningViewAddsTheGuide() {
    let view = UIView()
    let guide = UILayoutGuide()
    guide.owningView = view
    #expect(view.layoutGuides == [guide])
    guide.owningView = nil
    #expect(view.layoutGuides.isEmpty)
  }

  @Test func removeLayoutGuideDropsItsConstraints() {
    let view = UIView()
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    let constraint = guide.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
    constraint.isActive = true
    #expect(view.constraints == [constraint])
    view.removeLayoutGuide(guide)
    #expect(guide.owningView == nil)
    #expect(view.layoutGuides.isEmpty)
    #expect(!constraint.isActive)
  }

  @Test func systemGuidesBelongToTheirViewAndAreStable() {
    let view = UIView()
    #expect(view.safeAreaLayoutGuide.owningView === view)
    #expect(view.layoutMarginsGuide.owningView === view)
    #expect(view.readableContentGuide.owningView === view)
    #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
    #expect(view.layoutMarginsGuide !== view.safeAreaLayoutGuide)
    #expect(view.layoutGuides.isEmpty)
  }

  @Test func guideAnchorsNameTheGuide() {
    let view = UIView()
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    let anchors: [NSLayoutConstraint] = [
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      guide.leftAnchor.constraint(equalTo: view.leftAnchor),
      guide.rightAnchor.constraint(equalTo: view.rightAnchor),
      guide.topAnchor.constraint(equalTo: view.topAnchor),
      guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      guide.widthAnchor.constraint(equalToConstant: 1),
      guide.heightAnchor.constraint(equalToConstant: 1),
      guide.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      guide.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ]
    #expect(anchors.allSatisfy { $0.firstItem === guide })
    #expect(
      anchors.map(\.firstAttribute) == [
        .leading, .trailing, .left, .right, .top, .bottom, .width, .height, .centerX, .centerY,
      ])
  }
}
