import DeclarativeUIKit
import Testing

@MainActor
@Suite struct StylableUIButtonTests {
  private let image = UIImage()
  private let background = UIImage()

  @Test func modifiersSetTheNormalStateByDefault() {
    let button = UIButton()
      .title("Go")
      .titleColor(.red)
      .image(image)
      .backgroundImage(background)
      .font(.boldSystemFont(ofSize: 18))
    #expect(button.title(for: .normal) == "Go")
    #expect(button.titleColor(for: .normal) == .red)
    #expect(button.image(for: .normal) === image)
    #expect(button.backgroundImage(for: .normal) === background)
    #expect(button.titleLabel?.font == .boldSystemFont(ofSize: 18))
  }

  @Test func modifiersTakeAState() {
    let button = UIButton()
      .title("Go")
      .title("Going", for: .highlighted)
      .titleColor(.gray, for: .disabled)
    #expect(button.title(for: .highlighted) == "Going")
    #expect(button.titleColor(for: .disabled) == .gray)
  }

  @Test func stateValueModifiersSetEveryState() {
    let selectedImage = UIImage()
    let button = UIButton()
      .title(StateValue(normal: "Follow", selected: "Following"))
      .titleColor(StateValue(normal: .blue, highlighted: .cyan, disabled: .gray, focused: .purple))
      .image(StateValue(normal: image, selected: selectedImage))
      .backgroundImage(StateValue(normal: background))
    #expect(button.title(for: .normal) == "Follow")
    #expect(button.title(for: .selected) == "Following")
    #expect(button.titleColor(for: .highlighted) == .cyan)
    #expect(button.titleColor(for: .disabled) == .gray)
    #expect(button.titleColor(for: .focused) == .purple)
    #expect(button.image(for: .selected) === selectedImage)
    #expect(button.backgroundImage(for: .normal) === background)
  }

  @Test func unsetStatesFallBackToTheNormalValue() {
    let button = UIButton()
    button.title(StateValue(normal: "Follow", selected: "Following"))
    #expect(button.title(for: .highlighted) == "Follow")
    #expect(button.title(for: .disabled) == "Follow")
    button.isSelected = true
    #expect(button.currentTitle == "Following")
    button.isSelected = false
    #expect(button.currentTitle == "Follow")
  }

  @Test func aNewStateValueReplacesThePreviousOne() {
    let button = UIButton()
    button.titleColor(StateValue(normal: .blue, highlighted: .cyan))
    button.titleColor(StateValue(normal: .black))
    #expect(button.titleColor(for: .highlighted) == .black)
  }

  @Test func setImageAndBackgroundImageTakeAStateValue() {
    let disabled = UIImage()
    let button = UIButton()
    button.image(StateValue(normal: image, disabled: disabled))
    button.backgroundImage(StateValue(normal: background))
    #expect(button.image(for: .disabled) === disabled)
    #expect(button.image(for: .highlighted) === image)
    #expect(button.backgroundImage(for: .selected) === background)
  }

  @Test func stateValueReadsUIKitStates() {
    let value = StateValue(normal: 0, highlighted: 1, disabled: 2, selected: 3, focused: 4)
    let states: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, .focused]
    #expect(states.map { value.value(for: $0) } == [0, 1, 2, 3, 4])
    #expect(value.value(for: [.selected, .highlighted]) == nil)
  }
}
