import DeclarativeUIKit

extension GalleryScreen {
  /// A shop's product page styled with button configurations: a photo, name, price and
  /// description, a large filled capsule "Add to Bag", a tinted "Save" and a gray "Share" side by
  /// side, and a plain "Size Guide" with an image; accessibility labels on the buttons.
  static let product: GalleryScreen = GalleryScreen(
    name: "product", summary: "A product page with configured buttons: filled, tinted, gray and plain"
  ) {
    // The photo is an asset of the app; HeadlessUIKit draws it as a labelled box of its size.
    UIImage.registerHeadlessImage(named: "jacket", size: CGSize(width: 350, height: 220))
    defer { UIImage.unregisterHeadlessImage(named: "jacket") }
    let stack = UIVStack(spacing: 12) {
      UIImageView(image: UIImage(named: "jacket"))
        .contentMode(.scaleAspectFill)
        .clipsToBounds(true)
        .cornerRadius(16)
        .frame(height: 220)
        .accessibilityLabel("Photo of the Trail Rain Jacket")
      UILabel()
        .text("Trail Rain Jacket")
        .font(.preferredFont(forTextStyle: .title2))
        .accessibilityTraits(.header)
      UILabel()
        .text("$129.00")
        .font(.preferredFont(forTextStyle: .headline))
        .textColor(.secondaryLabel)
      UILabel()
        .text("Light, packable and fully seam-sealed, with a hood that stays put in the wind.")
        .font(.preferredFont(forTextStyle: .body))
        .textColor(.secondaryLabel)
        .numberOfLines(0)
      UIButton()
        .configuration(
          .filled().title("Add to Bag").image(UIImage(systemName: "bag")).imagePlacement(.leading, padding: 8)
            .buttonSize(.large).cornerStyle(.capsule)
        )
        .accessibilityHint("Adds the jacket in size M to your bag")
      UIHStack(distribution: .fillEqually, spacing: 12) {
        UIButton()
          .configuration(
            .tinted().title("Save").image(UIImage(systemName: "heart")).imagePlacement(.leading, padding: 6))
        UIButton()
          .configuration(
            .gray().title("Share").image(UIImage(systemName: "square.and.arrow.up")).imagePlacement(
              .leading, padding: 6))
      }
      UIButton()
        .configuration(
          .plain().title("Size Guide").image(UIImage(systemName: "ruler")).imagePlacement(
            .leading, padding: 6))
    }
    return root(stack)
  }
}
