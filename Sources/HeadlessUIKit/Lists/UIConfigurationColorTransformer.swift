import Foundation

/// A function from a colour to a colour, which a configuration applies to one of its colours
/// when it resolves it (UIConfigurationColorTransformer.h).
///
/// ```swift
/// var background = UIBackgroundConfiguration.clear()
/// background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }
/// ```
///
/// Two transformers are equal when one is a copy of the other, as UIKit compares the blocks.
/// UIKit's `grayscale` and `monochromeTint` are not here: no public source gives the colours
/// they make.
public struct UIConfigurationColorTransformer: Equatable, Hashable, @unchecked Sendable {
  /// The function.
  public let transform: (UIColor) -> UIColor

  /// Who this transformer is: copies share it.
  private let identity = Identity()
  private final class Identity: Sendable {}

  /// Creates a transformer from a function.
  /// - Parameter transform: The function applied to a colour.
  public init(_ transform: @escaping (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// Applies the transformer to a colour.
  /// - Parameter input: The colour to transform.
  public func callAsFunction(_ input: UIColor) -> UIColor {
    transform(input)
  }

  /// The system accent colour where the platform has one, else the colour as it is; iOS has
  /// none, so the colour as it is (UIConfigurationColorTransformer.h).
  public static let preferredTint = UIConfigurationColorTransformer { $0 }

  /// Whether two transformers are copies of one.
  public static func == (lhs: UIConfigurationColorTransformer, rhs: UIConfigurationColorTransformer) -> Bool {
    lhs.identity === rhs.identity
  }

  /// Hashes the transformer's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(identity))
  }
}
