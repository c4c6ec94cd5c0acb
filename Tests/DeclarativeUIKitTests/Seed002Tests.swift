// swift-format-ignore-file
// The article's `T() { $0` layout is kept as written: the formatter would drop the `()`
// (NoEmptyTrailingClosureParentheses), turning the call into the unavailable `T.init(_:)`.
// Seed 002, "swift-declarative-configuration": the article's samples, verbatim but for the import
// (`DeclarativeUIKit` re-exports the configurators and UIKit).
import DeclarativeUIKit
import Testing

final class SummaryCard: UIView {
  private let contentView = UIView() { $0
    .combined(with: .roundedTop(12))
    .translatesAutoresizingMaskIntoConstraints(false)
    .backgroundColor(.secondarySystemBackground)
  }

  private let titleLabel = UILabel() { $0
    .translatesAutoresizingMaskIntoConstraints(false)
    .font(.preferredFont(forTextStyle: .headline))
    .textColor(.label)
    .numberOfLines(0)
  }

  // Read access for the tests.
  var content: UIView { contentView }
  var title: UILabel { titleLabel }
}

extension Configurator where Base: UIView {
  @MainActor
  static func roundedTop(_ radius: CGFloat) -> Self {
    .init { $0
      .layer.scope { $0
        .cornerRadius(radius)
        .cornerCurve(.continuous)
        .maskedCorners([
          .layerMinXMinYCorner,
          .layerMaxXMinYCorner,
        ])
      }
    }
  }
}

@MainActor
private func flowSamples(existingCard: UIView) -> (card: UIView, compactCard: UIView) {
  let card = UIView() { $0
    .combined(with: .roundedTop(16))
    .backgroundColor(.secondarySystemBackground)
  }

  let compactCard = UIView().configured(
    using: .roundedTop(8)
  )

  Configurator<UIView>.roundedTop(12)
    .configure(existingCard)

  return (card, compactCard)
}

// MARK: - Tests

@MainActor
@Suite struct Seed002Tests {
  private let topCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]

  @Test func storedViewsAreConfiguredWhereTheyAreDeclared() {
    let card = SummaryCard()
    #expect(card.content.layer.cornerRadius == 12)
    #expect(card.content.layer.cornerCurve == .continuous)
    #expect(card.content.layer.maskedCorners == topCorners)
    #expect(!card.content.translatesAutoresizingMaskIntoConstraints)
    #expect(card.content.backgroundColor == .secondarySystemBackground)
    #expect(!card.title.translatesAutoresizingMaskIntoConstraints)
    #expect(card.title.font == .preferredFont(forTextStyle: .headline))
    #expect(card.title.textColor == .label)
    #expect(card.title.numberOfLines == 0)
  }

  @Test func presetsComposeConfigureAndUpdate() {
    let existing = UIView()
    let (card, compactCard) = flowSamples(existingCard: existing)
    #expect(card.layer.cornerRadius == 16)
    #expect(card.layer.maskedCorners == topCorners)
    #expect(card.backgroundColor == .secondarySystemBackground)
    #expect(compactCard.layer.cornerRadius == 8)
    #expect(compactCard.layer.cornerCurve == .continuous)
    #expect(existing.layer.cornerRadius == 12)
    #expect(existing.layer.maskedCorners == topCorners)
  }

  @Test func laterStepsOverrideEarlierOnes() {
    let view = UIView() { $0
      .combined(with: .roundedTop(16))
      .layer.cornerRadius(4)
    }
    #expect(view.layer.cornerRadius == 4)
    #expect(view.layer.maskedCorners == topCorners)
  }
}
