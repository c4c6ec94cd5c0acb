import DeclarativeUIKit

/// Seed 003's vehicles, each with its title colours for every button state.
private enum Vehicle: CaseIterable {
  case car
  case airplane

  var title: String {
    switch self {
    case .car: "Car"
    case .airplane: "Airplane"
    }
  }

  var buttonColor: StateValue<UIColor> {
    switch self {
    case .car:
      return StateValue(normal: .yellow, highlighted: .blue, disabled: .gray)
    case .airplane:
      return StateValue(normal: .purple, highlighted: .green, disabled: .red)
    }
  }
}

/// A button state shown by the screen, with how to put a button in it.
private enum ShownState: CaseIterable {
  case normal
  case highlighted
  case disabled

  var name: String {
    switch self {
    case .normal: "normal"
    case .highlighted: "highlighted"
    case .disabled: "disabled"
    }
  }
}

extension GalleryScreen {
  /// Seed 003: the car and airplane buttons in their normal, highlighted and disabled states,
  /// each state's title colour set at once with a `StateValue`.
  static let vehicleButtons: GalleryScreen = GalleryScreen(
    name: "vehicle-buttons", summary: "Seed 003: vehicle buttons in every state, colours from StateValue"
  ) {
    let stack = UIVStack(spacing: 16) {
      UILabel()
        .text("Title colours by state")
        .font(.preferredFont(forTextStyle: .headline))
      for vehicle in Vehicle.allCases {
        UIHStack(distribution: .fillEqually, spacing: 8) {
          for state in ShownState.allCases {
            vehicleButton(vehicle, state: state)
          }
        }
      }
      UIHStack(distribution: .fillEqually, spacing: 8) {
        for state in ShownState.allCases {
          UILabel()
            .text(state.name)
            .font(.preferredFont(forTextStyle: .caption1))
            .textColor(.secondaryLabel)
            .textAlignment(.center)
        }
      }
    }
    return root(stack)
  }

  @MainActor
  private static func vehicleButton(_ vehicle: Vehicle, state: ShownState) -> UIButton {
    let button = UIButton()
      .backgroundColor(.lightGray)
      .title(vehicle.title)
      .titleColor(vehicle.buttonColor)
      .cornerRadius(8)
      .frame(height: 50)
    switch state {
    case .normal: break
    case .highlighted: button.isHighlighted = true
    case .disabled: button.isEnabled = false
    }
    return button
  }
}
