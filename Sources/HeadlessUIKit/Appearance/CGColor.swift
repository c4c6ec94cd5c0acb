import Foundation

/// A colour as Core Graphics describes it: components in a colour space plus alpha.
///
/// HeadlessUIKit's stand-in for CoreGraphics' `CGColor`, which Foundation on Linux lacks.
/// It knows two colour spaces, grey (one component plus alpha) and RGB (three plus alpha).
///
/// ```swift
/// let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
/// red.components  // [1, 0, 0, 1]
/// ```
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour's components, including alpha as the last one.
  public let components: [CGFloat]?

  /// Creates a colour in the RGB colour space.
  /// - Parameters:
  ///   - red: The red component, 0 to 1.
  ///   - green: The green component, 0 to 1.
  ///   - blue: The blue component, 0 to 1.
  ///   - alpha: The opacity, 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// Creates a colour in the grey colour space.
  /// - Parameters:
  ///   - gray: The grey level, 0 (black) to 1 (white).
  ///   - alpha: The opacity, 0 to 1.
  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, alpha]
  }

  /// The number of components, alpha included: 2 for grey colours, 4 for RGB ones.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The colour's opacity, 0 to 1.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// Returns the same colour with another opacity.
  /// - Parameter alpha: The opacity of the copy.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard let components else { return nil }
    if components.count == 2 { return CGColor(gray: components[0], alpha: alpha) }
    return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }

  /// Two colours are equal when they have the same colour space and components.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.components == rhs.components
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  /// The components, for debugging.
  public var description: String {
    "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))"
  }
}
