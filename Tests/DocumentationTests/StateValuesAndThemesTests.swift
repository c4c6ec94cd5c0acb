// The samples of DeclarativeUIKit.docc/StateValuesAndThemes.md, compiled and checked.
import DeclarativeUIKit
import Testing

enum Vehicle {
  case car
  case airplane
}

extension Vehicle {
  var buttonColor: StateValue<UIColor> {
    switch self {
    case .car:
      return StateValue(normal: .systemYellow, highlighted: .systemBlue, disabled: .systemGray)
    case .airplane:
      return StateValue(normal: .systemPurple, highlighted: .systemGreen, disabled: .systemRed)
    }
  }

  var title: StateValue<String> {
    switch self {
    case .car:
      return StateValue(normal: "Book a car", disabled: "No cars left")
    case .airplane:
      return StateValue(normal: "Book a flight", disabled: "Sold out")
    }
  }
}

@MainActor
@Suite struct StateValuesAndThemesTests {
  @Test func oneCallSetsEveryState() {
    let button = UIButton()
    button.titleColor(StateValue(normal: .systemBlue, highlighted: .systemTeal, disabled: .systemGray))

    #expect(button.titleColor(for: .normal) == .systemBlue)
    #expect(button.titleColor(for: .highlighted) == .systemTeal)
    #expect(button.titleColor(for: .disabled) == .systemGray)
  }

  @Test func modifiersTakeStateValuesToo() {
    let follow = UIButton()
      .title(StateValue(normal: "Follow", selected: "Following"))
      .titleColor(StateValue(normal: .systemBlue, selected: .systemGray))

    follow.isSelected = true
    #expect(follow.currentTitle == "Following")
    #expect(follow.currentTitleColor == .systemGray)
  }

  @Test func themesAreStateValuesChosenByAModel() {
    func bookingButton(for vehicle: Vehicle) -> UIButton {
      UIButton()
        .title(vehicle.title)
        .titleColor(vehicle.buttonColor)
    }

    let soldOut = bookingButton(for: .airplane).isEnabled(false)

    #expect(soldOut.currentTitle == "Sold out")
    #expect(soldOut.currentTitleColor == .systemRed)
    #expect(bookingButton(for: .car).currentTitleColor == .systemYellow)
  }

  @Test func aStateValueReadsUIKitStates() {
    let colors = StateValue(normal: UIColor.systemBlue, disabled: .systemGray)

    #expect(colors.value(for: .disabled) == .systemGray)
    #expect(colors.value(for: [.selected, .highlighted]) == nil)
  }
}
