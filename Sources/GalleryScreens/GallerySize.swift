import DeclarativeUIKit

/// A screen size in points, written `WxH` (`390x844`).
public struct GallerySize: Hashable, Sendable, CustomStringConvertible {
  /// The width in points.
  public var width: Int
  /// The height in points.
  public var height: Int

  /// Creates a size.
  /// - Parameters:
  ///   - width: The width in points.
  ///   - height: The height in points.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Reads `WxH`, such as `390x844`: two positive whole numbers joined by `x`; `nil` otherwise.
  /// - Parameter text: The size as written on the command line.
  public init?(_ text: String) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0,
      width <= 10_000, height <= 10_000
    else { return nil }
    self.init(width: width, height: height)
  }

  /// The sizes the gallery draws by default: iPhone 14 (390 x 844) and iPhone SE (320 x 568).
  public static let standard = [GallerySize(width: 390, height: 844), GallerySize(width: 320, height: 568)]

  /// The size as `WxH`.
  public var description: String { "\(width)x\(height)" }

  /// The size as a `CGSize`.
  public var cgSize: CGSize { CGSize(width: CGFloat(width), height: CGFloat(height)) }
}
