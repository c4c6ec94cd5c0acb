import DeclarativeUIKit

extension GalleryScreen {
  /// Seed 000: the same modifiers on every kind of view (a view, a button, a segmented control,
  /// a scroll view, a text field), the control modifiers, and the styled text field; plus a
  /// switch and a slider in their states.
  static let controls: GalleryScreen = GalleryScreen(
    name: "controls", summary: "Seed 000: one set of modifiers on views, controls and a text field"
  ) {
    let customView = UIView()
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)

    let customButton = UIButton()
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)
      .tintColor(.red)
      .title("Custom button")
      .action {
        print(#function)
      }
      .isEnabled(true)
      .isUserInteractionEnabled(true)

    let segmentedControl = UISegmentedControl(items: ["One", "Two"])
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)
      .tintColor(.red)
      .selectedSegmentIndex(0)

    let scrollView = UIScrollView()
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)

    let textField = UITextField()
      .placeholder("Placeholder")
      .textColor(.red)
      .text("Text")
      .textContentType(.URL)
      .autocorrectionType(.yes)
      .font(.boldSystemFont(ofSize: 12))
      .borderStyle(.roundedRect)

    let emptyField = UITextField()
      .placeholder("Placeholder")
      .font(.boldSystemFont(ofSize: 12))
      .borderStyle(.roundedRect)

    let plainSegments = UISegmentedControl(items: ["Day", "Week", "Month"])
      .selectedSegmentIndex(1)

    let stack = UIVStack(spacing: 12) {
      customView.frame(height: 60)
      customButton.frame(height: 44)
      segmentedControl
      scrollView.frame(height: 40)
      textField
      emptyField
      plainSegments
      UIHStack(alignment: .center, spacing: 12) {
        UILabel().text("Notifications").font(.systemFont(ofSize: 17))
        Spacer()
        UISwitch().isOn(true)
        UISwitch().isOn(false)
      }
      UISlider().value(0.3)
      UISlider().value(0.8).minimumTrackTintColor(.systemOrange).isEnabled(false)
    }
    return root(stack)
  }
}
