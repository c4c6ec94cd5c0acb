// The samples of DeclarativeUIKit.docc/CompositionAndConstraints.md, compiled and checked.
import DeclarativeUIKit
import Testing

extension UILabel {
  fileprivate convenience init(text: String, style: UIFont.TextStyle) {
    self.init()
    font = UIFont.preferredFont(forTextStyle: style)
    self.text = text
    textColor = UIColor(white: 0.1, alpha: 1)
    backgroundColor = .clear
  }
}

@MainActor
func buildPopup(icon: String = "ⓘ", headline: String, body: String) -> UIView {
  let container = UIView()
    .cornerRadius(10)
    .clipsToBounds(true)

  let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
  container.addSubview(effect, constraints: .allEqual())

  let stack = UIVStack(alignment: .center, spacing: 8) {
    UILabel(text: icon, style: .largeTitle)
    UILabel(text: headline, style: .body)
    UILabel(text: body, style: .caption1)
  }
  container.addSubview(stack, constraints: .allEqual(margin: 30))

  return container
}

@MainActor
@Suite struct CompositionAndConstraintsTests {
  @Test func aFunctionComposesStaticViews() {
    let popup = buildPopup(headline: "Saved", body: "Your changes are stored.")

    #expect(popup.subviews.count == 2)
    #expect(popup.subviews[0] is UIVisualEffectView)
    let stack = popup.subviews[1] as? UIStackView
    #expect(stack?.arrangedSubviews.count == 3)
    #expect(stack?.translatesAutoresizingMaskIntoConstraints == false)
  }

  @Test func keyPathConstraintsDescribeThePlacement() {
    let screen = UIView()
    let title = UILabel().text("Inbox")

    let made = screen.addSubview(
      title,
      constraints: [
        .equal(\.topAnchor, \.safeAreaLayoutGuide.topAnchor, constant: 8),
        .equal(\.leadingAnchor, constant: 16),
        .lessThanOrEqual(\.trailingAnchor, \.trailingAnchor, constant: -16),
        .equal(\.heightAnchor, to: 44, priority: .defaultHigh),
      ])

    #expect(made.count == 4)
    #expect(made.allSatisfy { $0.isActive })
    #expect(made[1].constant == 16)
    #expect(made[3].priority == .defaultHigh)
    #expect(title.superview === screen)
  }

  @Test func sizeModifiersFixWidthAndHeight() {
    let avatar = UIImageView(image: UIImage())
      .frame(width: 40, height: 40)
      .cornerRadius(20)

    #expect(avatar.constraints.count == 2)
    #expect(!avatar.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func fitToSuperViewPinsEveryEdge() {
    let background = UIView()
    let card = UIView()
    card.addSubview(background)
    background.edgesToSuperview(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

    #expect(card.constraints.count == 4)
  }
}
