// swift-format-ignore-file
// The article's `T() { $0` layout is kept as written: the formatter would move `$0` and the
// chain to lines of their own.
import DeclarativeUIKit

extension Configurator where Base: UIView {
  /// Seed 002's preset: continuous corners of `radius` on the top edge only.
  @MainActor
  fileprivate static func roundedTop(_ radius: CGFloat) -> Self {
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

/// Seed 002's summary card: a content view with rounded top corners holding a headline.
private final class SummaryCard: UIView {
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

  private let detailLabel = UILabel() { $0
    .translatesAutoresizingMaskIntoConstraints(false)
    .font(.preferredFont(forTextStyle: .subheadline))
    .textColor(.secondaryLabel)
    .numberOfLines(0)
  }

  init(title: String, detail: String) {
    super.init(frame: .zero)
    titleLabel.text = title
    detailLabel.text = detail
    addSubview(contentView, constraints: .allEqual())
    contentView.addSubview(titleLabel, constraints: [
      .equal(\.topAnchor, constant: 16),
      .equal(\.leadingAnchor, constant: 16),
      .equal(\.trailingAnchor, constant: -16),
    ])
    contentView.addSubview(detailLabel, constraints: [
      .equal(\.leadingAnchor, constant: 16),
      .equal(\.trailingAnchor, constant: -16),
      .equal(\.bottomAnchor, constant: -16),
    ])
    detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 6).isActive = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

extension GalleryScreen {
  /// Seed 002: summary cards styled with the `roundedTop` configurator preset, at radius 12
  /// (the card), 16 and 8.
  static let summaryCard: GalleryScreen = GalleryScreen(
    name: "summary-card", summary: "Seed 002: cards with continuous rounded top corners"
  ) {
    let card = SummaryCard(
      title: "Weekly summary",
      detail: "You walked 42 km this week, 8 km more than last week. Keep it up!")

    let large = UIView() { $0
      .combined(with: .roundedTop(16))
      .backgroundColor(.systemBlue)
    }

    let compact = UIView().configured(
      using: .roundedTop(8)
    )
    compact.backgroundColor = .systemOrange

    let stack = UIVStack(spacing: 20) {
      card
      large.frame(height: 80)
      compact.frame(height: 48)
    }
    return root(stack)
  }
}
