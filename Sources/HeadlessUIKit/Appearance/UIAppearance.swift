import Foundation

/// A kind of object whose look can be customized for every instance through an appearance
/// proxy: views and bar items adopt it, as in UIKit.
///
/// A proxy is an instance of the class that records the values set on it instead of showing
/// them. Each instance of the class (or a subclass) takes the recorded values when it enters a
/// window, except those the app set on the instance itself:
///
/// ```swift
/// UINavigationBar.appearance().tintColor = .systemPink
/// UIButton.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .white
/// UISwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).onTintColor = .systemTeal
/// ```
///
/// Proxies set once a view is in a window do not change it until it enters a window again
/// (Apple's `UIAppearance` documentation: "iOS applies appearance changes when a view enters a
/// window, it doesn't change the appearance of a view that's already in a window"). Where several
/// proxies set one property, a subclass's proxy beats its superclass's, a proxy with containers
/// beats one without, and among those the one whose outermost container is outermost in the
/// hierarchy wins, with the longer chain of containers breaking a tie ("the outermost appearance
/// proxy wins. Specificity (depth of the chain) is the tie-breaker", UIAppearance.h); a proxy for
/// traits beats one without.
///
/// Only the properties UIKit's headers mark `UI_APPEARANCE_SELECTOR` are recorded, plus three
/// UIKit honours without the mark: `UIView.tintColor`, `UIBarButtonItem.tintColor` and
/// `UITableView.separatorStyle`. Setting any other property on a proxy changes only the proxy.
/// Bar button items take their proxies' values when the navigation bar showing them enters a
/// window, with the bar as their innermost container. Values are applied once the view is in
/// the window's hierarchy with the window's traits (after `didMoveToWindow()`), before the
/// layout pass that places it; a change of traits later does not apply them again.
///
/// HeadlessUIKit makes a proxy as an instance of its class through `init?(coder:)`, the
/// initializer UIKit's classes keep for `NSCoding`: a subclass of your own that traps there
/// cannot have a proxy.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
  /// The proxy for every instance of the class.
  /// - Returns: The class's appearance proxy.
  static func appearance() -> Self

  /// The proxy for instances of the class inside containers of the given types.
  /// - Parameter containerTypes: The containers, innermost first: each must be inside an
  ///   instance of the next (not necessarily directly).
  /// - Returns: The class's appearance proxy for that containment.
  static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> Self

  /// The proxy for instances of the class whose traits include the given ones.
  /// - Parameter trait: The traits an instance must have (its unspecified traits match any).
  /// - Returns: The class's appearance proxy for those traits.
  static func appearance(for trait: UITraitCollection) -> Self

  /// The proxy for instances of the class whose traits include the given ones, inside
  /// containers of the given types.
  /// - Parameters:
  ///   - trait: The traits an instance must have (its unspecified traits match any).
  ///   - containerTypes: The containers, innermost first.
  /// - Returns: The class's appearance proxy for those traits and that containment.
  static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self
}

/// A kind of object that can contain appearance-customized objects: views and view controllers
/// adopt it, as in UIKit.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearance, UIAppearanceContainer {
  /// The proxy for every view of this class.
  /// - Returns: The class's appearance proxy.
  public static func appearance() -> Self {
    AppearanceRegistry.shared.proxy(of: self, containers: [], traits: nil)
  }

  /// The proxy for views of this class inside containers of the given types.
  /// - Parameter containerTypes: The containers, innermost first.
  /// - Returns: The class's appearance proxy for that containment.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceRegistry.shared.proxy(of: self, containers: containerTypes, traits: nil)
  }

  /// The proxy for views of this class whose traits include the given ones.
  /// - Parameter trait: The traits a view must have.
  /// - Returns: The class's appearance proxy for those traits.
  public static func appearance(for trait: UITraitCollection) -> Self {
    AppearanceRegistry.shared.proxy(of: self, containers: [], traits: trait)
  }

  /// The proxy for views of this class whose traits include the given ones, inside containers
  /// of the given types.
  /// - Parameters:
  ///   - trait: The traits a view must have.
  ///   - containerTypes: The containers, innermost first.
  /// - Returns: The class's appearance proxy for those traits and that containment.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceRegistry.shared.proxy(of: self, containers: containerTypes, traits: trait)
  }
}

extension UIBarItem: UIAppearance {
  /// The proxy for every item of this class.
  /// - Returns: The class's appearance proxy.
  public static func appearance() -> Self {
    AppearanceRegistry.shared.proxy(of: self, containers: [], traits: nil)
  }

  /// The proxy for items of this class on bars inside containers of the given types.
  /// - Parameter containerTypes: The containers, innermost first (the bar is the innermost).
  /// - Returns: The class's appearance proxy for that containment.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceRegistry.shared.proxy(of: self, containers: containerTypes, traits: nil)
  }

  /// The proxy for items of this class on bars whose traits include the given ones.
  /// - Parameter trait: The traits the bar must have.
  /// - Returns: The class's appearance proxy for those traits.
  public static func appearance(for trait: UITraitCollection) -> Self {
    AppearanceRegistry.shared.proxy(of: self, containers: [], traits: trait)
  }

  /// The proxy for items of this class on bars whose traits include the given ones, inside
  /// containers of the given types.
  /// - Parameters:
  ///   - trait: The traits the bar must have.
  ///   - containerTypes: The containers, innermost first.
  /// - Returns: The class's appearance proxy for those traits and that containment.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceRegistry.shared.proxy(of: self, containers: containerTypes, traits: trait)
  }
}

extension UIViewController: UIAppearanceContainer {}
