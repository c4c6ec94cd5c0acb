import Foundation

/// Images read from files: the HeadlessUIKit stand-in for an app's asset catalog.
extension UIImage {
  /// A folder of PNG, JPEG and SVG files that `UIImage(named:)` reads, or `nil` (the default)
  /// (HeadlessUIKit only: UIKit reads the app's asset catalog and bundle).
  ///
  /// `UIImage(named: "avatar")` looks for `avatar@3x.png`, `avatar@2x.png`, `avatar.png`, then
  /// the same with `.jpg` and `.jpeg`, then `avatar.svg`; a name with an extension
  /// (`"avatar.png"`) is looked for as it is. The highest-resolution variant wins (the
  /// simulated devices are 2x and 3x). The scale comes from the `@2x`/`@3x` suffix, as UIKit
  /// reads it, and the size in points is the file's pixel size (read from its header) divided
  /// by the scale; an SVG's size is its `width` and `height` (or its `viewBox`) at scale 1.
  ///
  /// ```swift
  /// UIImage.headlessImageDirectory = URL(fileURLWithPath: "Assets")
  /// let avatar = UIImage(named: "avatar")  // Assets/avatar@3x.png, 240 x 240 pixels: 80 x 80 points
  /// ```
  public static var headlessImageDirectory: URL? {
    get { registry.directory }
    set { registry.directory = newValue }
  }

  /// The file in ``headlessImageDirectory`` for an image name, read, or `nil`.
  static func imageFile(named name: String) -> ImageFile? {
    guard let directory = headlessImageDirectory, !name.isEmpty else { return nil }
    let candidates: [String]
    if ImageFile.Format(pathExtension: URL(fileURLWithPath: name).pathExtension) != nil {
      candidates = [name]
    } else {
      candidates =
        ["png", "jpg", "jpeg"].flatMap { ext in ["@3x", "@2x", ""].map { "\(name)\($0).\(ext)" } }
        + ["\(name).svg"]
    }
    for candidate in candidates {
      let url = directory.appendingPathComponent(candidate)
      if let file = ImageFile(contentsOf: url) { return file }
    }
    return nil
  }
}
