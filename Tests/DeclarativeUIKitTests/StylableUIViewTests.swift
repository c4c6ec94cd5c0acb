import DeclarativeUIKit
import Testing

@MainActor
@Suite struct StylableUIViewTests {
  @Test func eachModifierSetsItsProperty() {
    let view = UIView()
      .backgroundColor(.red)
      .cornerRadius(12)
      .clipsToBounds(true)
      .contentMode(.scaleAspectFit)
      .isHidden(true)
      .alpha(0.5)
      .tintColor(.green)
      .tag(7)
      .accessibilityIdentifier("card")
      .isUserInteractionEnabled(false)
    #expect(view.backgroundColor == .red)
    #expect(view.layer.cornerRadius == 12)
    #expect(view.clipsToBounds)
    #expect(view.contentMode == .scaleAspectFit)
    #expect(view.isHidden)
    #expect(view.alpha == 0.5)
    #expect(view.tintColor == .green)
    #expect(view.tag == 7)
    #expect(view.accessibilityIdentifier == "card")
    #expect(!view.isUserInteractionEnabled)
  }

  @Test func modifiersReturnTheSameObjectWithItsOwnType() {
    let label = UILabel()
    let returned: UILabel = label.backgroundColor(.blue).alpha(1)
    #expect(returned === label)
  }

  @Test func modifiersUndoEachOther() {
    let view = UIView().isHidden(true).isHidden(false).clipsToBounds(true).clipsToBounds(false)
    #expect(!view.isHidden)
    #expect(!view.clipsToBounds)
    #expect(view.backgroundColor(nil).backgroundColor == nil)
  }

  @Test func borderSetsWidthAndColor() {
    let view = UIView().border(width: 2, color: .blue)
    #expect(view.layer.borderWidth == 2)
    #expect(view.layer.borderColor == UIColor.blue.cgColor)
  }

  @Test func shadowSetsEveryLayerProperty() {
    let view = UIView().shadow(color: .red, opacity: 0.3, radius: 6, offset: CGSize(width: 0, height: 2))
    #expect(view.layer.shadowColor == UIColor.red.cgColor)
    #expect(view.layer.shadowOpacity == 0.3)
    #expect(view.layer.shadowRadius == 6)
    #expect(view.layer.shadowOffset == CGSize(width: 0, height: 2))
    let plain = UIView().shadow(opacity: 1, radius: 1)
    #expect(plain.layer.shadowColor == UIColor.black.cgColor)
    #expect(plain.layer.shadowOffset == .zero)
  }

  @Test func translatesAutoresizingMaskIntoConstraintsDefaultsToOff() {
    #expect(!UIView().translatesAutoresizingMaskIntoConstraints().translatesAutoresizingMaskIntoConstraints)
    let view = UIView().translatesAutoresizingMaskIntoConstraints(false)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.translatesAutoresizingMaskIntoConstraints(true).translatesAutoresizingMaskIntoConstraints)
  }

  @Test func modifiersWorkWithoutUsingTheResult() {
    let view = UIView()
    view.alpha(0.25)
    #expect(view.alpha == 0.25)
  }
}
