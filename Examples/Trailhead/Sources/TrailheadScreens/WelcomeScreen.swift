import DeclarativeUIKit

/// The first screen of the app: a photo of the mountains, what the app does, and the ways in.
@MainActor
public func makeWelcomeScreen() -> UIView {
  let content = UIVStack(spacing: 16) {
    UIImageView(image: UIImage(named: "hero"))
      .contentMode(.scaleAspectFill)
      .clipsToBounds(true)
      .cornerRadius(20)
      .frame(height: 220)
    UILabel()
      .text("Plan hikes together")
      .font(.systemFont(ofSize: 34, weight: .bold))
      .numberOfLines(0)
    UILabel()
      .text("Find trails near you, share the route with friends and check the weather before you go.")
      .font(.preferredFont(forTextStyle: .body))
      .textColor(.secondaryLabel)
      .numberOfLines(0)
    UIButton()
      .title("Get Started")
      .titleColor(.white)
      .font(.systemFont(ofSize: 17, weight: .semibold))
      .backgroundColor(.systemGreen)
      .cornerRadius(14)
      .frame(height: 52)
    UIButton(type: .system)
      .title("I already have an account")
  }
  let root = UIView().backgroundColor(.systemBackground)
  root.addSubview(
    content,
    constraints: [
      .equal(\.topAnchor, constant: 80), .equal(\.leadingAnchor, constant: 20),
      .equal(\.trailingAnchor, constant: -20),
    ])
  return root
}
