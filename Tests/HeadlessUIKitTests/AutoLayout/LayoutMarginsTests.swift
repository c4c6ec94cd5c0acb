import Foundation
import HeadlessUIKit
import Testing

/// Layout margins, the safe area and their guides place views inside their superview.
@MainActor @Suite struct LayoutMarginsTests {
  private func pinned(to guide: UILayoutGuide, in root: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    return view
  }

  @Test func theMarginsGuideIsInsetByTheDefaultEightPoints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let view = pinned(to: root.layoutMarginsGuide, in: root)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 184))
  }

  @Test func changedMarginsMoveTheViewOnTheNextPass() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let view = pinned(to: root.layoutMarginsGuide, in: root)
    root.layoutIfNeeded()
    root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
  }

  @Test func marginAttributesAreTheMarginEdges() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: view, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: view, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerYWithinMargins,
        multiplier: 1, constant: 0),
    ])
    root.layoutIfNeeded()
    // Margins box: y 10 to 170, centre 90; top at 10 so the height is 160.
    #expect(view.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
  }

  @Test func theSafeAreaGuideFollowsTheSafeAreaInsets() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.storedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let view = pinned(to: root.safeAreaLayoutGuide, in: root)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test func marginsAreMeasuredFromTheSafeArea() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.storedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let view = pinned(to: root.layoutMarginsGuide, in: root)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 8, y: 55, width: 374, height: 747))
    root.insetsLayoutMarginsFromSafeArea = false
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 8, y: 8, width: 374, height: 828))
  }

  @Test func aSubviewsMarginsGuideIsInItsOwnCoordinates() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    card.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    let content = pinned(to: card.layoutMarginsGuide, in: card)
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 50, y: 60, width: 200, height: 100))
    #expect(content.frame == CGRect(x: 16, y: 12, width: 168, height: 76))
  }
}
