import Foundation

// iOS 17's trait registration API. The iOS 16.5 SDK this package checks against does not have
// it, so nothing here is in UIKitSignatures; the shapes follow iOS 17's Swift interface
// (`registerForTraitChanges(_:handler:)` hands the handler the environment and the previous
// traits), which an app uses behind `if #available(iOS 17.0, *)`.

/// A kind of trait that trait-change registrations can name.
public protocol UITraitDefinition {
  /// A name for the trait, unique among traits.
  static var identifier: String { get }
}

/// A trait kind, as `registerForTraitChanges(_:handler:)` takes them:
/// `[UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// The interface style trait (light or dark).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  /// The trait's name.
  public static let identifier = "UITraitUserInterfaceStyle"
}

/// The content size category trait (the text size).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  /// The trait's name.
  public static let identifier = "UITraitPreferredContentSizeCategory"
}

/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
  /// The trait's name.
  public static let identifier = "UITraitDisplayScale"
}

/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  /// The trait's name.
  public static let identifier = "UITraitHorizontalSizeClass"
}

/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  /// The trait's name.
  public static let identifier = "UITraitVerticalSizeClass"
}

/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {
  /// The trait's name.
  public static let identifier = "UITraitLayoutDirection"
}

/// A registration made by `registerForTraitChanges(_:handler:)`; pass it to
/// `unregisterForTraitChanges(_:)` to stop the calls.
public protocol UITraitChangeRegistration: AnyObject {}

/// Something whose trait changes can be observed by registration: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
  /// Stops the calls of a registration.
  /// - Parameter registration: What `registerForTraitChanges(_:handler:)` returned.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registered handler and the traits it watches.
@MainActor
package final class TraitChangeRegistration: UITraitChangeRegistration {
  let traits: Set<String>
  let handler: (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
    self.traits = Set(traits.map { $0.identifier })
    self.handler = handler
  }

  /// Whether any watched trait differs between two sets of values.
  func watchesAChange(from old: UITraitCollection.Values, to new: UITraitCollection.Values) -> Bool {
    (traits.contains(UITraitUserInterfaceStyle.identifier)
      && old.userInterfaceStyle != new.userInterfaceStyle)
      || (traits.contains(UITraitPreferredContentSizeCategory.identifier)
        && old.preferredContentSizeCategory != new.preferredContentSizeCategory)
      || (traits.contains(UITraitDisplayScale.identifier) && old.displayScale != new.displayScale)
      || (traits.contains(UITraitHorizontalSizeClass.identifier)
        && old.horizontalSizeClass != new.horizontalSizeClass)
      || (traits.contains(UITraitVerticalSizeClass.identifier)
        && old.verticalSizeClass != new.verticalSizeClass)
      || (traits.contains(UITraitLayoutDirection.identifier) && old.layoutDirection != new.layoutDirection)
  }

  /// Calls the handlers of `registrations` that watch a trait that changed.
  static func notify(
    _ registrations: [TraitChangeRegistration], of environment: AnyObject, previous: UITraitCollection,
    current: UITraitCollection
  ) {
    for registration in registrations
    where registration.watchesAChange(from: previous.values, to: current.values) {
      registration.handler(environment, previous)
    }
  }
}
