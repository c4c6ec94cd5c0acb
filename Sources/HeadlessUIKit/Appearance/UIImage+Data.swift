import Foundation

/// Images made from bytes: what an app downloaded, or a file it names by path.
extension UIImage {
  /// Makes an image from PNG or JPEG bytes, at scale 1, or `nil` when the bytes are neither
  /// (as UIKit, which decodes with ImageIO, which reads no SVG).
  ///
  /// ```swift
  /// let (data, _) = try await URLSession.shared.data(from: avatarURL)
  /// let avatar = UIImage(data: data)
  /// ```
  ///
  /// - Parameter data: The image's bytes.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// Makes an image from PNG or JPEG bytes with a scale: its size in points is its size in
  /// pixels divided by the scale.
  /// - Parameters:
  ///   - data: The image's bytes.
  ///   - scale: Pixels per point.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let file = ImageFile(decoding: data, scale: scale) else { return nil }
    self.init(file: file, name: nil)
  }

  /// Reads a PNG or JPEG file at a path, or `nil` when it is missing or of another kind. A
  /// file whose name ends in `@2x` or `@3x` has that scale. (UIKit also looks for an `@2x`
  /// sibling of the path on a Retina screen; HeadlessUIKit reads the path as given.)
  /// - Parameter path: The file's path.
  public convenience init?(contentsOfFile path: String) {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    guard let data = FileManager.default.contents(atPath: path),
      let file = ImageFile(decoding: data, scale: ImageFile.scale(ofName: name))
    else { return nil }
    self.init(file: file, name: nil)
  }
}
