import DeclarativeUIKit

/// The app's settings: notifications, units and privacy, each a row with a symbol and a switch.
@MainActor
public func makeSettingsScreen() -> UIView {
  let list = UIVStack(spacing: 0) {
    setting("bell.fill", "Trail alerts", color: .systemRed, isOn: true)
    Divider()
    setting("cloud.sun.fill", "Weather warnings", color: .systemOrange, isOn: true)
    Divider()
    setting("ruler.fill", "Metric units", color: .systemBlue, isOn: true)
    Divider()
    setting("location.fill", "Share location with group", color: .systemGreen, isOn: false)
  }
  .padding(UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
  .backgroundColor(.secondarySystemGroupedBackground)
  .cornerRadius(12)
  let page = UIVStack(spacing: 12) {
    UILabel().text("Settings").font(.systemFont(ofSize: 34, weight: .bold))
    list
    UILabel()
      .text("Your location is shared only while a hike you joined is under way.")
      .font(.preferredFont(forTextStyle: .footnote))
      .textColor(.secondaryLabel)
      .numberOfLines(0)
  }
  let root = UIView().backgroundColor(.systemGroupedBackground)
  root.addSubview(
    page,
    constraints: [
      .equal(\.topAnchor, constant: 70), .equal(\.leadingAnchor, constant: 16),
      .equal(\.trailingAnchor, constant: -16),
    ])
  return root
}

/// A settings row: a symbol in its colour, a title, and a switch.
@MainActor
private func setting(_ symbol: String, _ title: String, color: UIColor, isOn: Bool) -> UIView {
  UIHStack(alignment: .center, spacing: 12) {
    UIImageView(image: UIImage(systemName: symbol)).tintColor(color).contentMode(.scaleAspectFit)
      .frame(width: 28, height: 28)
    UILabel().text(title)
    Spacer()
    UISwitch().isOn(isOn)
  }
  .padding(UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
}
