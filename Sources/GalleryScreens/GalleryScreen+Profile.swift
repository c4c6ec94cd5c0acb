import DeclarativeUIKit

extension GalleryScreen {
  /// A profile page made with the layout vocabulary: a round avatar with a status badge
  /// (`circle()`, `overlay(alignment:)`), a tag with a background, statistics split by dividers,
  /// interests in a row that scrolls, and a cover with rounded top corners.
  static let profile: GalleryScreen = GalleryScreen(
    name: "profile",
    summary: "A profile: round avatar with a badge, tags, stats split by dividers, a scrolling row"
  ) {
    let cover = UIView()
      .backgroundColor(.systemIndigo)
      .cornerRadius(24, corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
      .frame(height: 120)
    let content = UIVStack(spacing: 12) {
      header().customSpacing(20)
      stats()
      Divider()
      UILabel("Interests").font(.preferredFont(forTextStyle: .headline)).customSpacing(8)
      UIScrollingHStack(spacing: 8) {
        for interest in ["Swift", "Cycling", "Film photography", "Climbing", "Jazz"] {
          tag(interest, color: .systemGray5, text: .label)
        }
      }
      Divider()
      UILabel("About").font(.preferredFont(forTextStyle: .headline))
      UILabel(
        "iOS engineer in Lisbon. Builds layout tools, rides to work, and develops her own film on Sundays."
      )
      .font(.preferredFont(forTextStyle: .body)).textColor(.secondaryLabel).numberOfLines(0)
    }
    let page = UIVStack(spacing: 0) {
      cover
      content.padding(UIEdgeInsets(top: -48, left: 20, bottom: 0, right: 20))
    }
    return GalleryScreen.root(page, top: 0, margin: 0)
  }

  /// The avatar with its online badge, the name with a "Pro" tag, and the handle.
  @MainActor
  private static func header() -> UIView {
    let initials = UILabel("MC")
      .font(.systemFont(ofSize: 34, weight: .semibold))
      .textColor(.white)
      .textAlignment(.center)
      .backgroundColor(.systemTeal)
      .border(width: 4, color: .systemBackground)
      .frame(width: 96, height: 96)
      .circle()
    // The badge sits over the round avatar, not inside it, which clips what it holds.
    let avatar = UIView()
      .frame(width: 96, height: 96)
      .overlay(alignment: .center) { initials }
      .overlay(alignment: .bottomTrailing) {
        UIView().backgroundColor(.systemGreen).border(width: 3, color: .systemBackground)
          .frame(width: 24, height: 24).circle().offset(x: -4, y: -4)
      }
    let name = UIHStack(alignment: .center, spacing: 8) {
      UILabel("Maya Chen").font(.systemFont(ofSize: 28, weight: .bold))
      tag("Pro", color: .systemOrange, text: .white)
      Spacer()
    }
    return UIVStack(alignment: .leading, spacing: 4) {
      avatar.customSpacing(12)
      name
      UILabel("@mayachen · Lisbon").font(.preferredFont(forTextStyle: .subheadline))
        .textColor(.secondaryLabel)
    }
  }

  /// Three counts side by side, with vertical dividers between them.
  @MainActor
  private static func stats() -> UIView {
    UIHStack(spacing: 0) {
      stat("1,284", "Followers")
      Divider()
      stat("312", "Following")
      Divider()
      stat("48", "Projects")
    }
    .distribution(.equalSpacing)
    .frame(height: 44)
  }

  @MainActor
  private static func stat(_ value: String, _ label: String) -> UIView {
    UIVStack(alignment: .center, spacing: 2) {
      UILabel(value).font(.systemFont(ofSize: 20, weight: .semibold))
      UILabel(label).font(.preferredFont(forTextStyle: .caption1)).textColor(.secondaryLabel)
    }
  }

  /// A short label on a rounded background.
  @MainActor
  private static func tag(_ text: String, color: UIColor, text textColor: UIColor) -> UIView {
    UILabel(text).font(.preferredFont(forTextStyle: .footnote)).textColor(textColor)
      .padding(UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10))
      .background { UIView().backgroundColor(color).cornerRadius(12) }
  }
}
