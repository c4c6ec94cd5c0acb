import DeclarativeUIKit
import Testing

/// Accessibility traits and defaults. Raw values: the accessibility runtime's bits
/// (facebook/idb, PrivateHeaders/AXRuntime/AXTraits.h). Defaults: Apple's documentation of
/// `isAccessibilityElement` and `accessibilityTraits` (false / none, except for standard UIKit
/// controls, which are elements with their standard traits).
@MainActor @Suite struct AccessibilityTraitsTests {
  @Test func traitBits() {
    let traits: [UIAccessibilityTraits] = [
      .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText, .summaryElement, .notEnabled,
      .updatesFrequently, .searchField, .startsMediaSession, .adjustable, .allowsDirectInteraction,
      .causesPageTurn, .tabBar, .header,
    ]
    let bits: [UInt64] = traits.map(\.rawValue)
    let expected: [UInt64] = Array(0...16).map { (bit: UInt64) -> UInt64 in 1 << bit }
    #expect(bits == expected)
    #expect(UIAccessibilityTraits.none.rawValue == 0)
  }

  @Test func plainViewIsNoElementAndHasNoTraits() {
    let view = UIView()
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityTraits == .none)
  }

  @Test func controlsAreElementsAndButtonsAreButtons() {
    #expect(UISwitch().isAccessibilityElement)
    let button = UIButton(configuration: .filled())
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityTraits == .button)
    button.accessibilityTraits = [.button, .selected]
    #expect(button.accessibilityTraits == [.button, .selected])
  }
}
