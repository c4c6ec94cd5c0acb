// Seed 003, "type-safe state values": the article's samples in today's Swift (`.normal`,
// `setTitleColor(_:for:)`, `.white`). `StateValue` and `ViewState` are the library's. Linux has no
// Objective-C selectors, so the playground's target-action becomes a closure action.
import DeclarativeUIKit
import Testing

extension UIButton {
  fileprivate func new_setTitleColor(stateValue: StateValue<UIColor>) {
    setTitleColor(stateValue[.normal], for: .normal)
    setTitleColor(stateValue[.highlighted], for: .highlighted)
    setTitleColor(stateValue[.disabled], for: .disabled)
  }
}

private final class Target: NSObject {
  var presses = 0

  func action() {
    print("Button pressed!")
    presses += 1
  }
}

@MainActor
private func playground() -> (containerView: UIView, button: UIButton, target: Target) {
  let containerView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  containerView.backgroundColor = .white
  let target = Target()

  let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
  button.backgroundColor = .lightGray
  button.setTitle("Some button", for: .normal)
  button.action { target.action() }
  containerView.addSubview(button)

  let buttonState: StateValue<UIColor> = StateValue(normal: .purple, highlighted: .green, disabled: .red)
  button.new_setTitleColor(stateValue: buttonState)
  // button.isEnabled = false // This would make the button red
  return (containerView, button, target)
}

private enum Vehicle {
  case car
  case airplane
}

private protocol Stylable {
  var buttonColor: StateValue<UIColor> { get }
}

extension Vehicle: Stylable {
  var buttonColor: StateValue<UIColor> {
    switch self {
    case .car:
      return StateValue(normal: .yellow, highlighted: .blue, disabled: .gray)
    case .airplane:
      return StateValue(normal: .purple, highlighted: .green, disabled: .red)
    }
  }
}

@MainActor
private final class VehicleCell {
  let vehicleButton = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))

  func setTitleColorForStylableItem(stylable: Stylable) {
    vehicleButton.new_setTitleColor(stateValue: stylable.buttonColor)
  }

  func showCar() {
    let car = Vehicle.car
    setTitleColorForStylableItem(stylable: car)
  }
}

// MARK: - Tests

@MainActor
@Suite struct Seed003Tests {
  @Test func stateValueReadsEachState() {
    let value = StateValue(normal: UIColor.purple, highlighted: .green, disabled: .red)
    #expect(value[.normal] == .purple)
    #expect(value[.highlighted] == .green)
    #expect(value[.disabled] == .red)
    #expect(value[.selected] == nil)
  }

  @Test func playgroundButtonGetsOneTitleColorPerState() {
    let (containerView, button, target) = playground()
    #expect(button.superview === containerView)
    #expect(containerView.backgroundColor == .white)
    #expect(button.titleColor(for: .normal) == .purple)
    #expect(button.titleColor(for: .highlighted) == .green)
    #expect(button.titleColor(for: .disabled) == .red)
    button.sendActions(for: .touchUpInside)
    #expect(target.presses == 1)
  }

  @Test func disablingThePlaygroundButtonMakesItRed() {
    let (_, button, _) = playground()
    button.isEnabled = false
    #expect(button.currentTitleColor == .red)
  }

  @Test func vehiclesStyleTheirButtons() {
    let cell = VehicleCell()
    cell.showCar()
    #expect(cell.vehicleButton.titleColor(for: .normal) == .yellow)
    #expect(cell.vehicleButton.titleColor(for: .highlighted) == .blue)
    #expect(cell.vehicleButton.titleColor(for: .disabled) == .gray)
    cell.setTitleColorForStylableItem(stylable: Vehicle.airplane)
    #expect(cell.vehicleButton.titleColor(for: .normal) == .purple)
  }

  @Test func libraryOverloadSetsEveryStateInOneCall() {
    let button = UIButton()
    button.titleColor(StateValue(normal: .purple, highlighted: .green, disabled: .red))
    #expect(button.titleColor(for: .normal) == .purple)
    #expect(button.titleColor(for: .highlighted) == .green)
    #expect(button.titleColor(for: .disabled) == .red)
  }
}
