import Foundation

/// Something that has traits and hears when they change: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits of the environment.
  var traitCollection: UITraitCollection { get }

  /// Called after the traits changed.
  /// - Parameter previousTraitCollection: The traits before the change.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
