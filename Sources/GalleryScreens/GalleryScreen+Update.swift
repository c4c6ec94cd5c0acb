import DeclarativeUIKit

// Seed 001's introduction: the update screen, with the article's app helpers.
extension UIColor {
  fileprivate static let black60 = UIColor(white: 0, alpha: 0.6)
}

extension UIFont {
  fileprivate static let largeSize: CGFloat = 24
  fileprivate static let normalSize: CGFloat = 16
}

extension UIButton {
  fileprivate func spStyle() -> Self {
    backgroundColor(.systemBlue).titleColor(.white).cornerRadius(8)
  }
}

extension GalleryScreen {
  /// Seed 001: "A new version is available", a banner, two centred labels and an update button
  /// in a `UIVStack`.
  static let update: GalleryScreen = GalleryScreen(
    name: "update", summary: "Seed 001: the update screen, a UIVStack of banner, texts and button"
  ) {
    // The banner is an asset of the app; HeadlessUIKit draws it as a labelled box of its size.
    // It is registered only while the screen is built, so other code still finds no "banner".
    UIImage.registerHeadlessImage(named: "banner", size: CGSize(width: 350, height: 160))
    defer { UIImage.unregisterHeadlessImage(named: "banner") }
    let title = "A new version is available"
    let subtitle = "Update to get the latest features and fixes. It only takes a minute."
    let vStack = UIVStack {
      UIImageView(image: UIImage(named: "banner"))
        .contentMode(.scaleAspectFit)
      UIView()
        .backgroundColor(.clear)
        .frame(height: 20)
      UILabel()
        .text(title)
        .font(UIFont.systemFont(ofSize: UIFont.largeSize))
        .textAlignment(.center)
        .textColor(.black60)
      UILabel()
        .text(subtitle)
        .font(UIFont.systemFont(ofSize: UIFont.normalSize))
        .textAlignment(.center)
        .textColor(.black60)
        .numberOfLines(0)

      UIButton()
        .spStyle()
        .title("Update Now")
        .frame(height: 44)
    }
    return root(vStack)
  }
}
