import DeclarativeUIKit
import Foundation
import Testing

/// `UIImage(data:)`, `UIImage(data:scale:)` and `UIImage(contentsOfFile:)` (UIImage.h): PNG and
/// JPEG bytes make an image sized by their pixels over the scale (UIImage.size is in points:
/// developer.apple.com/documentation/uikit/uiimage/size); anything else makes `nil`.
@Suite struct ImageDataTests {
  /// The first bytes of a PNG file of a size: the signature and the start of the IHDR chunk,
  /// which holds the width and height (W3C PNG specification, 5.2 and 11.2.2).
  static func png(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
    return Data(bytes + [8, 6, 0, 0, 0])
  }

  /// A JPEG's start-of-image marker and a baseline start-of-frame segment (ITU-T T.81, B.2.2).
  static func jpeg(width: UInt16, height: UInt16) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 8]
    for value in [height, width] { bytes += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
    return Data(bytes + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xD9])
  }

  /// Writes bytes to a new file in the temporary folder, named `name`.
  static func file(_ data: Data, named name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try data.write(to: url)
    return url
  }

  @Test func pngBytesMakeAnImageOfTheirPixelSizeAtScaleOne() throws {
    let image = try #require(UIImage(data: Self.png(width: 120, height: 80)))
    #expect(image.size == CGSize(width: 120, height: 80))
    #expect(image.scale == 1)
    #expect(!image.isSymbolImage)
  }

  @Test func jpegBytesAreToldApartByTheirFirstBytes() throws {
    let image = try #require(UIImage(data: Self.jpeg(width: 30, height: 20)))
    #expect(image.size == CGSize(width: 30, height: 20))
  }

  @Test func aScaleDividesThePixelSize() throws {
    let image = try #require(UIImage(data: Self.png(width: 120, height: 80), scale: 2))
    #expect(image.size == CGSize(width: 60, height: 40))
    #expect(image.scale == 2)
  }

  // UIImage(data:) decodes with ImageIO, which reads no SVG; text or empty data is no image.
  @Test(arguments: ["not an image", "<svg width=\"10\" height=\"10\"/>", ""])
  func bytesOfNoImageFormatMakeNil(_ text: String) {
    #expect(UIImage(data: Data(text.utf8)) == nil)
  }

  @Test func aFileIsReadFromItsPathWithTheScaleOfItsSuffix() throws {
    let plain = try Self.file(Self.png(width: 90, height: 60), named: "photo.png")
    let retina = try Self.file(Self.png(width: 90, height: 60), named: "photo@3x.png")
    #expect(UIImage(contentsOfFile: plain.path)?.size == CGSize(width: 90, height: 60))
    let image = try #require(UIImage(contentsOfFile: retina.path))
    #expect(image.scale == 3)
    #expect(image.size == CGSize(width: 30, height: 20))
  }

  @Test func aMissingOrNonImageFileIsNil() throws {
    let text = try Self.file(Data("hello".utf8), named: "notes.png")
    #expect(UIImage(contentsOfFile: text.path) == nil)
    #expect(
      UIImage(contentsOfFile: text.deletingLastPathComponent().appendingPathComponent("missing.png").path)
        == nil)
  }

  @MainActor @Test func aFileImageIsDrawnWithItsBytes() throws {
    let data = Self.jpeg(width: 30, height: 20)
    let url = try Self.file(data, named: "photo.jpg")
    let image = try #require(UIImage(contentsOfFile: url.path))
    let svg = SVGRenderer().render(UIImageView(image: image))
    #expect(svg.contains("data:image/jpeg;base64,\(data.base64EncodedString())"))
  }
}
