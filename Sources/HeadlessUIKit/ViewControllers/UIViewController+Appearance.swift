import Foundation

// Appearance callbacks follow the views: a view controller appears when its root view enters a
// visible window (a window is visible once `makeKeyAndVisible()` or `isHidden = false`), and
// disappears when the view leaves it or the window hides. Each step runs for every view
// controller concerned, outermost first, before the next step starts, so a parent's
// `viewWillAppear(_:)` comes before its child's and its `viewDidAppear(_:)` before the child's.

extension UIViewController {
  /// The view controllers whose root views are `view` or inside it, outermost first.
  static func controllers(in view: UIView) -> [UIViewController] {
    var found: [UIViewController] = []
    var pending = [view]
    while !pending.isEmpty {
      let current = pending.removeFirst()
      if let controller = current.owningViewController { found.append(controller) }
      pending += current.subviews
    }
    return found
  }

  /// The first step of appearing: `viewWillAppear(_:)` for those not yet appearing.
  static func beginAppearing(_ controllers: [UIViewController]) -> [UIViewController] {
    let starting = controllers.filter {
      $0.appearanceState == .disappeared || $0.appearanceState == .disappearing
    }
    for controller in starting {
      controller.setAppearanceState(.appearing)
      controller.viewWillAppear(false)
    }
    return starting
  }

  /// The rest of appearing, once the views are in the window: `viewIsAppearing(_:)`, a layout
  /// pass (with the layout callbacks), then `viewDidAppear(_:)`.
  static func finishAppearing(_ controllers: [UIViewController], in window: UIWindow?) {
    guard !controllers.isEmpty else { return }
    for controller in controllers { controller.viewIsAppearing(false) }
    window?.layoutIfNeeded()
    for controller in controllers {
      controller.setAppearanceState(.appeared)
      controller.viewDidAppear(false)
    }
  }

  /// The first step of disappearing: `viewWillDisappear(_:)` for those that appeared.
  static func beginDisappearing(_ controllers: [UIViewController]) -> [UIViewController] {
    let leaving = controllers.filter { $0.appearanceState == .appeared || $0.appearanceState == .appearing }
    for controller in leaving {
      controller.setAppearanceState(.disappearing)
      controller.viewWillDisappear(false)
    }
    return leaving
  }

  /// The last step of disappearing: `viewDidDisappear(_:)`.
  static func finishDisappearing(_ controllers: [UIViewController]) {
    for controller in controllers {
      controller.setAppearanceState(.disappeared)
      controller.viewDidDisappear(false)
    }
  }
}

extension UIWindow {
  /// Whether views entering the window appear: the window is not hidden.
  var showsAppearance: Bool { !isHidden }
}
