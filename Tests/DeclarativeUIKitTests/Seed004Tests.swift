// Seed 004, composing views with functions instead of subclasses: the article's sample, with
// `buildPopup` on the main actor as Swift 6 requires for code that creates views.
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

// MARK: - Tests

@MainActor
@Suite struct Seed004Tests {
  @Test func popupLayersTheEffectUnderTheStack() throws {
    let popup = buildPopup(headline: "Saved", body: "Your changes are stored.")
    #expect(popup.layer.cornerRadius == 10)
    #expect(popup.layer.masksToBounds)
    try #require(popup.subviews.count == 2)
    #expect(popup.subviews[0] is UIVisualEffectView)
    let stack = try #require(popup.subviews[1] as? UIStackView)
    let labels = stack.arrangedSubviews.compactMap { $0 as? UILabel }
    #expect(labels.map(\.text) == ["ⓘ", "Saved", "Your changes are stored."])
    #expect(labels[0].font == UIFont.preferredFont(forTextStyle: .largeTitle))
    #expect(labels[2].font == UIFont.preferredFont(forTextStyle: .caption1))
    #expect(labels[1].textColor == UIColor(white: 0.1, alpha: 1))
  }

  @Test func effectFillsThePopupAndStackKeepsA30PointMargin() throws {
    let popup = buildPopup(headline: "Saved", body: "Stored.")
    let effect = popup.subviews[0]
    let stack = popup.subviews[1]
    #expect(!effect.translatesAutoresizingMaskIntoConstraints)
    #expect(!stack.translatesAutoresizingMaskIntoConstraints)
    let constraints = popup.constraints
    func constant(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
      constraints.first { ($0.firstItem as? UIView) === view && $0.firstAttribute == attribute }?.constant
    }
    for attribute in [NSLayoutConstraint.Attribute.top, .leading, .bottom, .trailing] {
      #expect(constant(effect, attribute) == 0)
    }
    #expect(constant(stack, .top) == 30)
    #expect(constant(stack, .leading) == 30)
    #expect(constant(stack, .bottom) == -30)
    #expect(constant(stack, .trailing) == -30)
  }
}
