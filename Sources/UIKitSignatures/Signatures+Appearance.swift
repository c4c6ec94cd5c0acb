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
}
