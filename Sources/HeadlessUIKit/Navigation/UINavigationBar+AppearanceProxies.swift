import Foundation

extension UINavigationBar {
  /// Applies the appearance proxies of bar button items to the items of the bar's navigation
  /// items, once the bar took its own: an item's containers are the bar and what contains it,
  /// and its traits the bar's (`UIBarButtonItem.appearance(whenContainedInInstancesOf:
  /// [UINavigationBar.self])` reaches the items of every navigation bar).
  func applyAppearanceProxiesToItems() {
    let registry = AppearanceRegistry.shared
    guard !registry.isEmpty else { return }
    for navigationItem in items ?? [] {
      let barButtonItems =
        (navigationItem.leftBarButtonItems ?? []) + (navigationItem.rightBarButtonItems ?? [])
        + (navigationItem.backBarButtonItem.map { [$0] } ?? [])
      for item in barButtonItems {
        registry.apply(
          to: item, containers: { [self] + appearanceContainers }, traits: { traitCollection })
      }
    }
  }
}
