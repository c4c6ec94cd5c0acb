import DeclarativeUIKit
import Testing

/// The accessibility modifiers set UIKit's properties of the same names.
@MainActor @Suite struct StylableAccessibilityTests {
  @Test func modifiersSetTheProperties() {
    let view = UIView()
      .accessibilityLabel("Add to Bag")
      .accessibilityHint("Adds the jacket to your bag")
      .accessibilityValue("2 items")
      .accessibilityTraits([.button, .selected])
      .isAccessibilityElement()
    #expect(view.accessibilityLabel == "Add to Bag")
    #expect(view.accessibilityHint == "Adds the jacket to your bag")
    #expect(view.accessibilityValue == "2 items")
    #expect(view.accessibilityTraits == [.button, .selected])
    #expect(view.isAccessibilityElement)
    view.isAccessibilityElement(false)
    #expect(!view.isAccessibilityElement)
  }

  @Test func headerTraitOnALabel() {
    #expect(UILabel().accessibilityTraits(.header).accessibilityTraits == .header)
  }
}
