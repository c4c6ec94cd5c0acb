import Foundation

/// The shape of a layer's rounded corners.
///
/// ```swift
/// layer.cornerCurve = .continuous
/// ```
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's name.
  public let rawValue: String

  /// Creates a curve from its name.
  /// - Parameter rawValue: The curve's name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Quarter-circle corners (the default).
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Corners whose curvature changes smoothly into the edges, as on app icons.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
