import Foundation

/// The state a view's configurations are updated for: its traits, plus states an app adds under
/// keys of its own.
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///   static let isArchived = UIConfigurationStateCustomKey("com.example.archived")
/// }
/// var state = cell.configurationState
/// state[.isArchived] = true
/// ```
///
/// ``UIViewConfigurationState`` and ``UICellConfigurationState`` are UIKit's (Swift overlay of the
/// iOS 16.5 SDK: a protocol with these three requirements).
public protocol UIConfigurationState {
  /// Creates a state with these traits and nothing else set.
  /// - Parameter traitCollection: The traits of the view the state describes.
  init(traitCollection: UITraitCollection)

  /// The traits of the view the state describes.
  var traitCollection: UITraitCollection { get set }

  /// A state the app keeps under its own key, or `nil` where none is set.
  /// - Parameter key: The key the app chose.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a state an app adds to a configuration state (UIConfigurationState.h: an
/// extensible string enum, so a struct around its string in Swift).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
  /// The key's string; a reverse-DNS name keeps it apart from other code's keys.
  public let rawValue: String

  /// Creates a key from its string.
  /// - Parameter rawValue: The key's string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a key from its string.
  /// - Parameter rawValue: The key's string.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}
