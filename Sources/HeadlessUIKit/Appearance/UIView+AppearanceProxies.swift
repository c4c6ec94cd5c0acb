import Foundation

extension UIView: AppearanceCustomizable {
  /// Applies the appearance proxies' values to this view and every view inside it, each before
  /// its subviews: called when the subtree enters a window, once its views are in the window's
  /// hierarchy and have its traits, before the layout pass that places them.
  ///
  /// Apple's `UIAppearance` documentation: "iOS applies appearance changes when a view enters a
  /// window, it doesn't change the appearance of a view that's already in a window." So a proxy
  /// set later reaches a view only when it enters a window again.
  func applyAppearanceProxiesInSubtree() {
    let registry = AppearanceRegistry.shared
    guard !registry.isEmpty else { return }
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      registry.apply(to: view, containers: { view.appearanceContainers }, traits: { view.traitCollection })
      view.appearanceProxiesDidApply()
      pending.append(contentsOf: view.subviews.reversed())
    }
  }

  /// The objects around the view that appearance proxies' containers can match, innermost
  /// first: each view above it and, after a view controller's root view, that view controller
  /// (and the view's own controller first when it is a root view).
  var appearanceContainers: [AnyObject] {
    var chain: [AnyObject] = []
    if let controller = owningViewController { chain.append(controller) }
    var ancestor = superview
    while let view = ancestor {
      chain.append(view)
      if let controller = view.owningViewController { chain.append(controller) }
      ancestor = view.superview
    }
    return chain
  }
}
