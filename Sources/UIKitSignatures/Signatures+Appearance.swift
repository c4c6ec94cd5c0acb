// Compile-only: the UIKit signatures of appearance proxies (UIAppearance.h) and the
// customizations apps make through them at launch. Never called: setting a proxy changes every
// later view of its class.
import DeclarativeUIKit

@MainActor
func appearanceProxySignatures() {
  let _: () -> UINavigationBar = UINavigationBar.appearance
  let _: ([any UIAppearanceContainer.Type]) -> UIButton = UIButton.appearance(whenContainedInInstancesOf:)
  let _: (UITraitCollection) -> UISwitch = UISwitch.appearance(for:)
  let _: (UITraitCollection, [any UIAppearanceContainer.Type]) -> UILabel =
    UILabel.appearance(for:whenContainedInInstancesOf:)
  let _: () -> UIBarButtonItem = UIBarButtonItem.appearance
  let _: ([any UIAppearanceContainer.Type]) -> UIBarButtonItem =
    UIBarButtonItem.appearance(whenContainedInInstancesOf:)
  let _: (UIView.Type) -> () -> UIView = { $0.appearance }
}

@MainActor
func appearanceCustomizationSignatures() {
  UIView.appearance().tintColor = .systemPink
  UIView.appearance(whenContainedInInstancesOf: [UIViewController.self]).backgroundColor = .systemBackground
  UINavigationBar.appearance().tintColor = .systemPink
  UINavigationBar.appearance().barTintColor = .systemBackground
  UINavigationBar.appearance().isTranslucent = false
  UINavigationBar.appearance().prefersLargeTitles = true
  UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.label]
  UINavigationBar.appearance().largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 34)]
  UITabBar.appearance().barTintColor = .systemBackground
  UITabBar.appearance().unselectedItemTintColor = .secondaryLabel
  UITabBar.appearance().isTranslucent = false
  UIButton.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .white
  UIButton.appearance().setTitleColor(.label, for: .normal)
  UIBarButtonItem.appearance().tintColor = .systemPink
  UITableView.appearance().separatorStyle = .none
  UITableView.appearance().separatorColor = .separator
  UILabel.appearance().textColor = .label
  UILabel.appearance().font = .preferredFont(forTextStyle: .body)
  UILabel.appearance().shadowColor = nil
  UILabel.appearance().shadowOffset = .zero
  UILabel.appearance().highlightedTextColor = .white
  UISwitch.appearance().onTintColor = .systemPink
  UISwitch.appearance().thumbTintColor = .white
  UISwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).onImage = nil
  UISwitch.appearance().offImage = nil
  let navigationAppearance = UINavigationBarAppearance()
  navigationAppearance.configureWithOpaqueBackground()
  navigationAppearance.backgroundColor = .systemIndigo
  navigationAppearance.titleTextAttributes = [.foregroundColor: UIColor.white]
  navigationAppearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
  UINavigationBar.appearance().standardAppearance = navigationAppearance
  UINavigationBar.appearance().compactAppearance = navigationAppearance
  UINavigationBar.appearance().scrollEdgeAppearance = navigationAppearance
  UINavigationBar.appearance().compactScrollEdgeAppearance = nil
  let tabAppearance = UITabBarAppearance()
  tabAppearance.configureWithTransparentBackground()
  UITabBar.appearance().standardAppearance = tabAppearance
  UITabBar.appearance().scrollEdgeAppearance = tabAppearance
}

@MainActor
func barAppearanceSignatures(_ appearance: UIBarAppearance) {
  let _: (UIUserInterfaceIdiom) -> UINavigationBarAppearance = UINavigationBarAppearance.init(idiom:)
  let _: (UIBarAppearance) -> UITabBarAppearance = UITabBarAppearance.init(barAppearance:)
  let _: () -> UINavigationBarAppearance = UINavigationBarAppearance.init
  let _: UIUserInterfaceIdiom = appearance.idiom
  let _: ReferenceWritableKeyPath<UIBarAppearance, UIBlurEffect?> = \UIBarAppearance.backgroundEffect
  let _: ReferenceWritableKeyPath<UIBarAppearance, UIColor?> = \UIBarAppearance.backgroundColor
  let _: ReferenceWritableKeyPath<UIBarAppearance, UIImage?> = \UIBarAppearance.backgroundImage
  let _: ReferenceWritableKeyPath<UIBarAppearance, UIView.ContentMode> =
    \UIBarAppearance.backgroundImageContentMode
  let _: ReferenceWritableKeyPath<UIBarAppearance, UIColor?> = \UIBarAppearance.shadowColor
  let _: ReferenceWritableKeyPath<UIBarAppearance, UIImage?> = \UIBarAppearance.shadowImage
  let _: ReferenceWritableKeyPath<UINavigationBarAppearance, UIOffset> =
    \UINavigationBarAppearance.titlePositionAdjustment
  let _: ReferenceWritableKeyPath<UINavigationBar, UINavigationBarAppearance> =
    \UINavigationBar.standardAppearance
  let _: ReferenceWritableKeyPath<UINavigationBar, UINavigationBarAppearance?> =
    \UINavigationBar.scrollEdgeAppearance
  let _: ReferenceWritableKeyPath<UITabBar, UITabBarAppearance> = \UITabBar.standardAppearance
  let _: ReferenceWritableKeyPath<UITabBar, UITabBarAppearance?> = \UITabBar.scrollEdgeAppearance
}
