import DeclarativeUIKit
import Testing

/// A custom view declared with a body that reads its own properties.
@MainActor
private final class ProfileCard: UIBodyView {
  var name = ""
  var role = ""
  var builds = 0

  override var body: UIView {
    builds += 1
    return UIVStack(spacing: 4) {
      UILabel(name)
      UILabel(role)
    }
  }
}

/// The texts of the card's labels, in order.
@MainActor
private func texts(_ card: UIView) -> [String] {
  guard let stack = card.subviews.first as? UIStackView else { return [] }
  return stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text }
}

@MainActor
@Suite struct UIBodyViewTests {
  @Test func theBodyIsBuiltWhenTheViewIsAddedWithThePropertiesSetBefore() {
    let card = ProfileCard()
    card.name = "Ada"
    card.role = "Engineer"
    #expect(card.subviews.isEmpty)
    #expect(!card.isBodyBuilt)
    let container = UIView()
    container.addSubview(card)
    #expect(card.isBodyBuilt)
    #expect(texts(card) == ["Ada", "Engineer"])
  }

  @Test func theBodyIsBuiltOnce() {
    let card = ProfileCard()
    let first = UIView()
    let second = UIView()
    first.addSubview(card)
    second.addSubview(card)
    card.removeFromSuperview()
    first.addSubview(card)
    card.layoutIfNeeded()
    #expect(card.builds == 1)
    #expect(card.subviews.count == 1)
  }

  @Test func theBodyFillsTheViewAndSizesIt() throws {
    let card = ProfileCard()
    card.name = "Ada"
    let stack = UIVStack(alignment: .leading) { card }
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
    stack.layoutIfNeeded()
    let body = try #require(card.subviews.first)
    #expect(card.frame.height > 0)
    #expect(body.frame == card.bounds)
  }

  @Test func aViewLaidOutOnItsOwnBuildsItsBodyInOnePass() throws {
    let card = ProfileCard()
    card.name = "Ada"
    card.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    card.layoutIfNeeded()
    #expect(card.isBodyBuilt)
    let body = try #require(card.subviews.first)
    #expect(body.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
  }

  @Test func aViewMeasuredOnItsOwnCanBuildItsBodyFirst() {
    let card = ProfileCard()
    card.name = "Ada"
    card.buildBodyIfNeeded()
    let size: CGSize = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size.height > 0)
    #expect(size.width > 0)
  }
}
