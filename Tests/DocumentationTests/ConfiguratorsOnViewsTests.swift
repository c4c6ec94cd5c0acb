// swift-format-ignore-file
// The samples of DeclarativeUIKit.docc/ConfiguratorsOnViews.md, compiled and checked. The file
// keeps the article's `T() { $0` layout, which the formatter would rewrite (CONTRIBUTING.md,
// Formatting), because scripts/check-doc-samples compares these lines with the article's.
import DeclarativeUIKit
import Testing

extension Configurator where Base: UIView {
  @MainActor
  static func roundedTop(_ radius: CGFloat) -> Self {
    .init { $0
      .layer.scope { $0
        .cornerRadius(radius)
        .cornerCurve(.continuous)
        .maskedCorners([.layerMinXMinYCorner, .layerMaxXMinYCorner])
      }
    }
  }
}

extension Configurator where Base: UILabel {
  @MainActor
  static var headline: Self {
    .init { $0
      .font(.preferredFont(forTextStyle: .headline))
      .textColor(.label)
      .numberOfLines(0)
    }
  }
}

final class SummaryCard: UIView {
  let contentView = UIView() { $0
    .combined(with: .roundedTop(12))
    .translatesAutoresizingMaskIntoConstraints(false)
    .backgroundColor(.secondarySystemBackground)
  }

  let titleLabel = UILabel() { $0
    .combined(with: .headline)
    .text("Summary")
  }
}

@MainActor
@Suite struct ConfiguratorsOnViewsTests {
  private let topCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]

  @Test func storedViewsAreConfiguredWhereTheyAreDeclared() {
    let card = SummaryCard()
    #expect(card.contentView.layer.cornerRadius == 12)
    #expect(card.contentView.layer.maskedCorners == topCorners)
    #expect(!card.contentView.translatesAutoresizingMaskIntoConstraints)
    #expect(card.titleLabel.numberOfLines == 0)
    #expect(card.titleLabel.text == "Summary")
  }

  @Test func presetsApplyToNewAndExistingViews() {
    let existingCard = UIView()

    let compactCard = UIView().configured(using: .roundedTop(8))

    Configurator<UIView>.roundedTop(16)
      .configure(existingCard)

    #expect(compactCard.layer.cornerRadius == 8)
    #expect(compactCard.layer.cornerCurve == .continuous)
    #expect(existingCard.layer.cornerRadius == 16)
    #expect(existingCard.layer.maskedCorners == topCorners)
  }

  @Test func laterStepsOverridePresets() {
    let square = UIView() { $0
      .combined(with: .roundedTop(16))
      .layer.cornerRadius(0)
    }

    #expect(square.layer.cornerRadius == 0)
    #expect(square.layer.maskedCorners == topCorners)
  }

  @Test func configuratorsAndModifiersMix() {
    let title = UILabel()
      .configured(using: .headline)
      .text("Mixed")
      .textAlignment(.center)

    #expect(title.text == "Mixed")
    #expect(title.numberOfLines == 0)
    #expect(title.textAlignment == .center)
  }

  @Test func stylesCanBeStoredAndAppliedManyTimes() {
    let pill = Configurator<UIButton>.empty
      .layer.cornerRadius(18)
      .backgroundColor(.systemBlue)
      .contentHorizontalAlignment(.center)

    let buttons = ["Yes", "No"].map { pill(UIButton().title($0)) }

    #expect(buttons.map { $0.layer.cornerRadius } == [18, 18])
    #expect(buttons[1].title(for: .normal) == "No")
  }
}
