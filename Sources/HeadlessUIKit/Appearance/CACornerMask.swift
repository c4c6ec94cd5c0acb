import Foundation

/// Which corners of a layer `CALayer.cornerRadius` rounds.
///
/// Raw values are QuartzCore's (`kCALayerMinXMinYCorner` is `1 << 0`, and so on).
///
/// ```swift
/// layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]  // top corners only
/// ```
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The bit mask.
  public let rawValue: UInt

  /// Creates a mask from its bits.
  /// - Parameter rawValue: The bit mask.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The corner at minimum x and minimum y (top left in UIKit's coordinates).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The corner at maximum x and minimum y (top right in UIKit's coordinates).
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The corner at minimum x and maximum y (bottom left in UIKit's coordinates).
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The corner at maximum x and maximum y (bottom right in UIKit's coordinates).
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
