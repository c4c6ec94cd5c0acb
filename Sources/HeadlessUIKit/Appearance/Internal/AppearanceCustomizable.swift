import Foundation

/// An object appearance proxies can customize: a view or a bar item. Its customizable
/// properties report each change through ``appearancePropertyDidChange(_:)`` (or
/// ``appearanceCustomizationDidChange(_:setter:)`` for a value set per state), which records the
/// value when the object is a proxy and otherwise marks the property as set by the app.
@MainActor
package protocol AppearanceCustomizable: NSObject {
  /// The initializer proxies are made with (UIKit's classes all keep it, for `NSCoding`).
  init?(coder: NSCoder)
  /// The object's appearance bookkeeping.
  var appearanceState: AppearanceState { get }
}

/// What appearance proxies need to know about one object.
@MainActor
package final class AppearanceState {
  /// The record the object is the proxy of, or `nil` for an ordinary instance.
  weak var proxyRecord: AppearanceProxyRecord?
  /// The keys of the customizable properties the app set on the object itself, which proxies
  /// leave alone.
  var explicitlySet: Set<AnyHashable> = []
  /// Whether proxies' values are being applied, which does not count as the app setting them.
  var isApplyingAppearance = false

  package init() {}
}

/// The key of a value set per state, such as `setTitleColor(_:for:)`'s.
struct AppearanceStateKey: Hashable {
  /// The setter's name.
  var name: String
  /// The state's raw value.
  var state: UInt
}

extension AppearanceCustomizable {
  /// Reports a change to a customizable property: on a proxy, records the new value for the
  /// instances; on an instance, outside applying appearance, marks the property as the app's.
  /// - Parameter keyPath: The property, whose getter returns the value set.
  func appearancePropertyDidChange<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>) {
    let value = self[keyPath: keyPath]
    appearanceCustomizationDidChange(keyPath) { $0[keyPath: keyPath] = value }
  }

  /// Reports a change to a customizable value under a key: on a proxy, records `setter` for the
  /// instances; on an instance, outside applying appearance, marks the key as the app's.
  /// - Parameters:
  ///   - key: The property or the setter and its state.
  ///   - setter: Sets the same value on an instance.
  func appearanceCustomizationDidChange(_ key: AnyHashable, setter: @escaping (Self) -> Void) {
    let state = appearanceState
    if let record = state.proxyRecord {
      record.record(key) { object in
        // The record only applies to instances of the proxied class, a subclass of `Self`.
        if let object = object as? Self { setter(object) }
      }
    } else if !state.isApplyingAppearance {
      state.explicitlySet.insert(key)
    }
  }

  /// Runs an internal change of a customizable property that is not the app's doing (such as a
  /// font adjusted to a new text size), so it does not mark the property as set by the app.
  func withoutMarkingAppearance(_ change: () -> Void) {
    let state = appearanceState
    let wasApplying = state.isApplyingAppearance
    state.isApplyingAppearance = true
    defer { state.isApplyingAppearance = wasApplying }
    change()
  }
}
