import DeclarativeUIKit
import Testing

/// `UIControl.state` is made from `isEnabled`, `isHighlighted` and `isSelected`.
@MainActor @Suite struct ControlStateTests {
  @Test func defaultsAreEnabledNormalAndCentred() {
    let control = UIControl(frame: .zero)
    #expect(control.isEnabled)
    #expect(!control.isSelected)
    #expect(!control.isHighlighted)
    #expect(!control.isTracking)
    #expect(!control.isTouchInside)
    #expect(control.state == .normal)
    #expect(control.contentHorizontalAlignment == .center)
    #expect(control.contentVerticalAlignment == .center)
  }

  @Test func eachFlagSetsItsBit() {
    let control = UIControl(frame: .zero)
    control.isEnabled = false
    #expect(control.state == .disabled)
    control.isEnabled = true
    control.isSelected = true
    #expect(control.state == .selected)
    control.isSelected = false
    control.isHighlighted = true
    #expect(control.state == .highlighted)
  }

  @Test func flagsCombine() {
    let control = UIControl(frame: .zero)
    control.isEnabled = false
    control.isSelected = true
    control.isHighlighted = true
    #expect(control.state == [.disabled, .selected, .highlighted])
    #expect(!control.state.contains(.focused))
  }

  @Test func effectiveAlignmentResolvesLeadingAndTrailing() {
    let control = UIControl(frame: .zero)
    control.contentHorizontalAlignment = .leading
    #expect(control.effectiveContentHorizontalAlignment == .left)
    control.contentHorizontalAlignment = .trailing
    #expect(control.effectiveContentHorizontalAlignment == .right)
    control.contentHorizontalAlignment = .fill
    #expect(control.effectiveContentHorizontalAlignment == .fill)
  }

  @Test func effectiveAlignmentFollowsRightToLeft() {
    let control = UIControl(frame: .zero)
    control.semanticContentAttribute = .forceRightToLeft
    control.contentHorizontalAlignment = .leading
    #expect(control.effectiveContentHorizontalAlignment == .right)
    control.contentHorizontalAlignment = .trailing
    #expect(control.effectiveContentHorizontalAlignment == .left)
  }
}
