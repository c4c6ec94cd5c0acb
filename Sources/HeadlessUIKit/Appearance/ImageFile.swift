import Foundation

/// An image file's bytes with what its header says: format, pixel size and scale
/// (HeadlessUIKit only: it draws files it does not decode, by embedding them in SVG).
package struct ImageFile: Sendable, Equatable {
  /// The file formats `UIImage(named:)` reads.
  package enum Format: String, Sendable {
    case png, jpeg, svg

    /// The format of a file extension, or `nil`.
    init?(pathExtension: String) {
      switch pathExtension.lowercased() {
      case "png": self = .png
      case "jpg", "jpeg": self = .jpeg
      case "svg": self = .svg
      default: return nil
      }
    }

    /// The MIME type, for a data URI.
    package var mimeType: String {
      switch self {
      case .png: "image/png"
      case .jpeg: "image/jpeg"
      case .svg: "image/svg+xml"
      }
    }
  }

  /// The file's contents.
  package let data: Data
  /// Its format.
  package let format: Format
  /// Its size in pixels (for an SVG, in its own units).
  package let pixelSize: CGSize
  /// Pixels per point: 2 or 3 for a name ending `@2x` or `@3x`, else 1.
  package let scale: CGFloat

  /// Reads a file, or `nil` when it is missing, of another format, or has no readable size.
  package init?(contentsOf url: URL) {
    guard let format = Format(pathExtension: url.pathExtension),
      let data = FileManager.default.contents(atPath: url.path)
    else { return nil }
    self.init(data: data, format: format, name: url.deletingPathExtension().lastPathComponent)
  }

  /// Reads a file's bytes, or `nil` when its header gives no size.
  /// - Parameters:
  ///   - data: The bytes.
  ///   - format: The format its extension names.
  ///   - name: The file's name without extension, for the `@2x`/`@3x` scale suffix.
  package init?(data: Data, format: Format, name: String) {
    self.init(
      data: data, format: format,
      scale: format == .svg ? 1 : Self.scale(ofName: name))
  }

  /// The scale a file's name gives: 3 for a name ending `@3x`, 2 for `@2x`, else 1.
  /// - Parameter name: The name without extension.
  package static func scale(ofName name: String) -> CGFloat {
    name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
  }

  /// Reads PNG or JPEG bytes, telling them apart by their first bytes as a decoder does (the
  /// PNG signature, W3C PNG specification 5.2; the JPEG start-of-image marker FF D8, ITU-T
  /// T.81 B.1.1.3), or `nil` for anything else.
  /// - Parameters:
  ///   - data: The bytes.
  ///   - scale: Pixels per point.
  package init?(decoding data: Data, scale: CGFloat) {
    if data.starts(with: Self.pngSignature) {
      self.init(data: data, format: .png, scale: scale)
    } else if data.starts(with: [0xFF, 0xD8]) {
      self.init(data: data, format: .jpeg, scale: scale)
    } else {
      return nil
    }
  }

  /// Reads bytes of a known format at a scale, or `nil` when the header gives no size.
  private init?(data: Data, format: Format, scale: CGFloat) {
    let size: CGSize?
    switch format {
    case .png: size = Self.pngSize(data)
    case .jpeg: size = Self.jpegSize(data)
    case .svg: size = Self.svgSize(data)
    }
    guard let size, size.width > 0, size.height > 0 else { return nil }
    self.data = data
    self.format = format
    pixelSize = size
    self.scale = scale
  }

  /// The eight bytes every PNG file starts with (W3C PNG specification, 5.2).
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A PNG's size: the IHDR chunk, which the PNG specification puts first, holds the width and
  /// height as big-endian 32-bit numbers at bytes 16 and 20 (W3C PNG specification, 11.2.2).
  static func pngSize(_ data: Data) -> CGSize? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == pngSignature, Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    return CGSize(width: CGFloat(bigEndian(bytes, 16, 4)), height: CGFloat(bigEndian(bytes, 20, 4)))
  }

  /// A JPEG's size: the first start-of-frame segment (markers C0 to CF but C4, C8 and CC) holds
  /// the height and width as big-endian 16-bit numbers 3 and 5 bytes after its length (ITU-T
  /// T.81, B.2.2); other segments are skipped by their length.
  static func jpegSize(_ data: Data) -> CGSize? {
    let bytes = [UInt8](data)
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = bigEndian(bytes, index + 2, 2)
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        return CGSize(
          width: CGFloat(bigEndian(bytes, index + 7, 2)), height: CGFloat(bigEndian(bytes, index + 5, 2)))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  /// An SVG's size: the root element's `width` and `height` in user units or `px`, else its
  /// `viewBox`'s width and height.
  static func svgSize(_ data: Data) -> CGSize? {
    let text = String(decoding: data.prefix(4096), as: UTF8.self)
    guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else {
      return nil
    }
    let tag = String(text[start.upperBound..<end])
    func attribute(_ name: String) -> String? {
      guard let range = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\""),
        let close = tag[range.upperBound...].firstIndex(of: "\"")
      else { return nil }
      return String(tag[range.upperBound..<close])
    }
    func length(_ text: String?) -> CGFloat? {
      guard var text else { return nil }
      if text.hasSuffix("px") { text.removeLast(2) }
      return Double(text).map { CGFloat($0) }
    }
    if let width = length(attribute("width")), let height = length(attribute("height")) {
      return CGSize(width: width, height: height)
    }
    let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap {
      Double($0)
    }
    guard box.count == 4 else { return nil }
    return CGSize(width: box[2], height: box[3])
  }

  private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
    bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
  }

  /// The file as a `data:` URI, to embed in an SVG.
  package var dataURI: String {
    "data:\(format.mimeType);base64,\(data.base64EncodedString())"
  }
}
