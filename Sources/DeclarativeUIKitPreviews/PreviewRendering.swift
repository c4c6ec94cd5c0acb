import DeclarativeUIKit

#if !canImport(UIKit)
  /// One preview drawn on one device with one set of traits.
  public struct PreviewRendering: Equatable, Sendable {
    /// The preview's name.
    public var preview: String
    /// The SVG's file name: the preview's name and the snapshot label of the device and traits,
    /// such as `login-iPhone-15-dark.svg`.
    public var fileName: String
    /// The drawing's size in points.
    public var width: Int
    /// The drawing's height in points.
    public var height: Int
    /// What the drawing shows, such as `iPhone 15, dark`.
    public var caption: String
  }
#endif
