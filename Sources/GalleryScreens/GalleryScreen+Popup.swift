import DeclarativeUIKit

extension UILabel {
  fileprivate convenience init(text: String, style: UIFont.TextStyle) {
    self.init()
    font = UIFont.preferredFont(forTextStyle: style)
    self.text = text
    textColor = UIColor(white: 0.1, alpha: 1)
    backgroundColor = .clear
  }
}

/// Seed 004's popup, composed by a function: a blur effect under a centred stack of an icon, a
/// headline and a body, in a container with rounded corners.
@MainActor
private func buildPopup(icon: String = "ⓘ", headline headlineText: String, body bodyText: String) -> UIView {
  let container = UIView()
  container.layer.cornerRadius = 10
  container.layer.masksToBounds = true

  let header = UILabel(text: icon, style: UIFont.TextStyle.largeTitle)
  let headline = UILabel(text: headlineText, style: .body)
  let body = UILabel(text: bodyText, style: .caption1)

  let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
  container.addSubview(effect, constraints: .allEqual())

  let stack = UIStackView(arrangedSubviews: [header, headline, body])
  stack.axis = .vertical
  stack.alignment = .center
  container.addSubview(stack, constraints: .allEqual(margin: 30))

  return container
}

extension GalleryScreen {
  /// Seed 004: the popup over colourful content, so its translucent blur shows.
  static let popup: GalleryScreen = GalleryScreen(
    name: "popup", summary: "Seed 004: a popup built by a function, blur under a stack"
  ) {
    let root = UIView().backgroundColor(.systemBackground)
    // Content behind the popup: coloured bands.
    let bands = UIVStack(distribution: .fillEqually, spacing: 0) {
      UIView().backgroundColor(.systemTeal)
      UIView().backgroundColor(.systemIndigo)
      UIView().backgroundColor(.systemPink)
      UIView().backgroundColor(.systemYellow)
    }
    root.addSubview(bands, constraints: .allEqual())
    let popup = buildPopup(headline: "Saved", body: "Your changes are stored.")
    root.addSubview(
      popup,
      constraints: [
        .equal(\.centerXAnchor),
        .equal(\.centerYAnchor),
      ])
    return root
  }
}
