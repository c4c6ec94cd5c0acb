import DeclarativeUIKit

/// A booked trip: the trail, its numbers, and who is coming, in a navigation controller.
@MainActor
public func makeTripSummaryScreen() -> UIViewController {
  let details = UIVStack(spacing: 12) {
    UIHStack(alignment: .center, spacing: 12) {
      UIImageView(image: UIImage(systemName: "mountain.2.fill"))
        .tintColor(.systemGreen)
        .contentMode(.scaleAspectFit)
        .frame(width: 36, height: 36)
      UIVStack(spacing: 2) {
        UILabel().text("Skyline Ridge Loop").font(.preferredFont(forTextStyle: .headline))
        UILabel().text("Saturday, 7:30 AM").font(.preferredFont(forTextStyle: .subheadline))
          .textColor(.secondaryLabel)
      }
    }
    Divider()
    row("Distance", "12.4 km")
    row("Elevation gain", "640 m")
    row("Estimated time", "4 h 15 min")
    row("Hikers", "Ana, Ben, Chloe")
  }
  .padding(UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
  .backgroundColor(.secondarySystemGroupedBackground)
  .cornerRadius(16)
  let page = UIVStack(spacing: 20) {
    details
    UIButton()
      .title("Share Route")
      .titleColor(.white)
      .font(.systemFont(ofSize: 17, weight: .semibold))
      .backgroundColor(.systemGreen)
      .cornerRadius(14)
      .frame(height: 50)
  }
  let root = UIView().backgroundColor(.systemGroupedBackground)
  root.addSubview(
    page,
    constraints: [
      .equal(\.topAnchor, constant: 120), .equal(\.leadingAnchor, constant: 16),
      .equal(\.trailingAnchor, constant: -16),
    ])
  let controller = UIViewController()
  controller.view = root
  controller.title = "Trip"
  let navigation = UINavigationController(rootViewController: controller)
  navigation.navigationBar.prefersLargeTitles = true
  return navigation
}

/// A label and its value on one line.
@MainActor
private func row(_ title: String, _ value: String) -> UIView {
  UIHStack(alignment: .firstBaseline, spacing: 8) {
    UILabel().text(title).textColor(.secondaryLabel)
    Spacer()
    UILabel().text(value).font(.systemFont(ofSize: 17, weight: .medium))
  }
}
