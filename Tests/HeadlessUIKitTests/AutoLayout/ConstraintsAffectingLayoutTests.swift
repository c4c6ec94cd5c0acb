import HeadlessUIKit
import Testing

// Sources: UIView.h (iOS 16.5 SDK), constraintsAffectingLayoutForAxis: "returns the constraints
// impacting the layout of the view for a given axis", a debugging aid; UILayoutConstraintAxis
// horizontal 0, vertical 1.

@MainActor struct ConstraintsAffectingLayoutTests {
  @Test func theConstraintsThatPlaceAViewAlongAnAxisAreListed() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    let leading = badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    let width = badge.widthAnchor.constraint(equalToConstant: 40)
    let top = badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
    NSLayoutConstraint.activate([leading, width, top])
    let horizontal = badge.constraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.contains { $0 === leading })
    #expect(horizontal.contains { $0 === width })
    #expect(!horizontal.contains { $0 === top })
    #expect(badge.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
    top.isActive = false
    #expect(!badge.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
  }
}
