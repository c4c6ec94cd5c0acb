import Foundation
import HeadlessUIKit
import Testing

/// A frame kept by its autoresizing mask shows in a conflict report as UIKit writes it:
/// `NSAutoresizingMaskLayoutConstraint` with `h=` and `v=` codes, leading margin, dimension,
/// trailing margin, `-` fixed and `&` flexible, `h=--&` when nothing is flexible. Source: the
/// accepted answer to Stack Overflow question 14290100 ("When debugging autolayout, what is the
/// meaning of the autoresizing mask strings such as h=--& v=--&"), from a test project's logs.
@MainActor @Suite struct AutoresizingConstraintDescriptionTests {
  @Test func masksAreSpelledMarginDimensionMargin() {
    #expect(UIView.AutoresizingMask().constraintDescription == "h=--& v=--&")
    #expect(
      UIView.AutoresizingMask([.flexibleWidth, .flexibleHeight]).constraintDescription == "h=-&- v=-&-")
    #expect(
      UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin])
        .constraintDescription == "h=&-& v=--&")
  }

  @Test func aConflictWithAFrameNamesItsAutoresizingConstraint() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    banner.autoresizingMask = [.flexibleWidth]
    root.addSubview(banner)
    banner.heightAnchor.constraint(equalToConstant: 60).isActive = true
    let (_, reports) = LayoutLog.capture { root.layoutIfNeeded() }
    #expect(reports.count == 1)
    #expect(
      reports.first?.contains("<NSAutoresizingMaskLayoutConstraint h=-&- v=--& UIView.height == 44.0>")
        == true)
  }
}
