import Foundation

/// The bar of tabs at the bottom of a tab bar controller: one item per tab, the selected one in
/// the tint colour.
///
/// Its height is 49 points above the bottom safe-area inset (83 in all on a phone with a home
/// indicator), as recorded `recursiveDescription` dumps show (`UITabBar ... frame = (0 618;
/// 375 49)` on a 667-point screen, `(0 729; 375 83)` on an 812-point one). HeadlessUIKit builds
/// it from ordinary subviews: a blurred background (the standard appearance's material), a
/// hairline on top and, per item, an image above a title.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The height of the bar's content, above the bottom safe-area inset.
  package static let contentHeight: CGFloat = 49

  /// The hairline along the top: black at 0x4C / 255, and at 0x29 / 255 in dark mode, the values
  /// Flutter copies from UIKit's tab bar (flutter/flutter,
  /// packages/flutter/lib/src/cupertino/bottom_tab_bar.dart, `_kDefaultTabBarBorderColor`).
  package static var hairlineColor: UIColor {
    let light = UIColor(white: 0, alpha: 0x4C / 255)
    let dark = UIColor(white: 0, alpha: 0x29 / 255)
    return UIColor { $0.userInterfaceStyle == .dark ? dark : light }
  }

  /// The item titles' font: 10 points, medium (weight 500), Flutter's tab label style "derived
  /// from https://developer.apple.com/design/resources/" (flutter/flutter,
  /// packages/flutter/lib/src/cupertino/text_theme.dart, `_kDefaultTabLabelTextStyle`).
  package static var itemTitleFont: UIFont { .systemFont(ofSize: 10, weight: .medium) }

  /// The items, in order.
  open var items: [UITabBarItem]? {
    didSet {
      for item in items ?? [] { item.hostTabBar = self }
      rebuild()
    }
  }

  /// Shows a change to one of the items.
  package func itemsDidChange() {
    rebuild()
  }

  /// Sets the items.
  /// - Parameters:
  ///   - items: The new items.
  ///   - animated: Whether to animate (there is no animation here).
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
  }

  /// The selected item.
  open weak var selectedItem: UITabBarItem? {
    didSet { rebuild() }
  }

  /// The colour of items not selected; `nil` for the system's grey.
  open var unselectedItemTintColor: UIColor? {
    didSet {
      rebuild()
      appearancePropertyDidChange(\UITabBar.unselectedItemTintColor)
    }
  }

  /// The bar's background colour; `nil` (the system's material) by default.
  open var barTintColor: UIColor? {
    didSet { appearancePropertyDidChange(\UITabBar.barTintColor) }
  }

  /// Whether the bar lets content show through; `true` by default.
  open var isTranslucent = true {
    didSet { appearancePropertyDidChange(\UITabBar.isTranslucent) }
  }

  /// How the bar looks with content scrolled under it; the bar keeps a copy. Kept, not drawn:
  /// HeadlessUIKit draws the system's material.
  open var standardAppearance = UITabBarAppearance() {
    didSet {
      standardAppearance = UITabBarAppearance(barAppearance: standardAppearance)
      appearancePropertyDidChange(\UITabBar.standardAppearance)
    }
  }

  /// How the bar looks with no content scrolled under it, or `nil` for the standard appearance
  /// with a transparent background; the bar keeps a copy. Kept, not drawn.
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet {
      scrollEdgeAppearance = scrollEdgeAppearance.map(UITabBarAppearance.init(barAppearance:))
      appearancePropertyDidChange(\UITabBar.scrollEdgeAppearance)
    }
  }

  /// Called when the tint colour changes: recolours the items.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    rebuild()
  }

  /// Lays out the background, the hairline and the items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeContent()
  }

  private var contentViews: [UIView] = []
  private var itemViews: [(image: UIImageView, title: UILabel)] = []

  /// Makes the subviews again from the items.
  private func rebuild() {
    for view in contentViews { view.removeFromSuperview() }
    contentViews = []
    itemViews = []
    // The standard appearance: the chrome material behind the items and a hairline on top.
    let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    contentViews.append(background)
    addSubview(background)
    let hairline = UIView()
    hairline.backgroundColor = Self.hairlineColor
    contentViews.append(hairline)
    addSubview(hairline)
    for item in items ?? [] {
      let selected = item === selectedItem
      let color: UIColor = selected ? tintColor : (unselectedItemTintColor ?? .systemGray)
      let image = UIImageView(image: (selected ? item.selectedImage : nil) ?? item.image)
      image.tintColor = color
      image.contentMode = .center
      let title = UILabel()
      title.text = item.title
      title.font = Self.itemTitleFont
      title.textColor = color
      title.textAlignment = .center
      for view in [image, title] as [UIView] {
        contentViews.append(view)
        addSubview(view)
      }
      itemViews.append((image, title))
    }
    placeContent()
  }

  /// Places the background over the whole bar, the hairline on top and the items in equal
  /// columns of the content height, each image above its title.
  private func placeContent() {
    guard contentViews.count >= 2 else { return }
    contentViews[0].frame = bounds
    let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
    contentViews[1].frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / scale)
    guard !itemViews.isEmpty else { return }
    let column = bounds.width / CGFloat(itemViews.count)
    for (index, views) in itemViews.enumerated() {
      let x = CGFloat(index) * column
      views.image.frame = CGRect(x: x, y: 4, width: column, height: 28)
      let titleHeight = views.title.intrinsicContentSize.height
      views.title.frame = CGRect(
        x: x, y: UITabBar.contentHeight - 4 - titleHeight, width: column, height: titleHeight)
    }
  }
}
