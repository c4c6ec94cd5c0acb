// swift-format-ignore-file
// The samples of the migration guides in DeclarativeUIKit.docc (from swift-declarative-configuration,
// from Then, from SnapKit-style constraints), compiled and checked. The file keeps the guides'
// `T() { $0` layout, which the formatter would rewrite (CONTRIBUTING.md, Formatting).
import DeclarativeUIKit
import Testing

struct Profile: DefaultConfigurableProtocol {
  var name = ""
  var age = 0
}

@MainActor
@Suite struct MigrationTests {
  @Test func fromDeclarativeConfiguration() {
    let titleLabel = UILabel() { $0
      .translatesAutoresizingMaskIntoConstraints(false)
      .font(.preferredFont(forTextStyle: .headline))
      .numberOfLines(0)
    }

    let style = Configurator<UIView>.empty
      .layer.cornerRadius(12)
      .backgroundColor(.secondarySystemBackground)
    let card = UIView().configured(using: style)

    #expect(titleLabel.numberOfLines == 0)
    #expect(!titleLabel.translatesAutoresizingMaskIntoConstraints)
    #expect(card.layer.cornerRadius == 12)
  }

  @Test func fromThen() {
    let label = UILabel().with {
      $0.text = "Hello"
      $0.textAlignment = .center
    }

    let older = Profile(name: "Ada").with {
      $0.age += 1
    }

    #expect(label.text == "Hello")
    #expect(label.textAlignment == .center)
    #expect(older.age == 1)
    #expect(older.name == "Ada")
  }

  @Test func fromThenToModifiers() {
    let label = UILabel()
      .text("Hello")
      .textAlignment(.center)

    #expect(label.text == "Hello")
  }

  @Test func fromSnapKit() {
    let container = UIView()
    let background = UIView()
    let content = UIStackView()
    let title = UILabel()

    container.addSubview(background, constraints: .allEqual())
    container.addSubview(content, constraints: .allEqual(margin: 20))
    container.addSubview(title, constraints: [
      .equal(\.topAnchor, \.safeAreaLayoutGuide.topAnchor, constant: 12),
      .equal(\.centerXAnchor),
      .greaterThanOrEqual(\.leadingAnchor, \.leadingAnchor, constant: 16),
      .equal(\.widthAnchor, to: 200, priority: .defaultHigh),
    ])

    #expect(background.superview === container)
    #expect(content.superview === container)
    #expect(title.superview === container)
    // As in UIKit, a constraint between a view and its superview is installed on the superview,
    // and a fixed width on the view itself.
    #expect(container.constraints.count == 11)
    #expect(title.constraints.count == 1)
  }

  @Test func fromSnapKitSizes() {
    let icon = UIImageView()
      .frame(width: 24, height: 24)

    let divider = UIView()
      .frame(height: 1)

    #expect(icon.constraints.count == 2)
    #expect(divider.constraints.first?.constant == 1)
  }
}
