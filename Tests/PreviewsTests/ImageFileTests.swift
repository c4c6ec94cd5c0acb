import DeclarativeUIKit
import DeclarativeUIKitTesting
import Foundation
import Testing

// `UIImage(named:)` reading PNG, JPEG and SVG files from a folder: size from the file's header,
// scale from its @2x/@3x suffix, drawn with its pixels where the content mode places it.
// (Serialized: the image folder is process-wide.)
@MainActor
@Suite(.serialized) struct ImageFileTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  /// The image `UIImage(named:)` finds for a name with the fixtures as the image folder.
  func fixture(_ name: String) -> UIImage? {
    UIImage.headlessImageDirectory = Self.fixtures
    defer { UIImage.headlessImageDirectory = nil }
    return UIImage(named: name)
  }

  // fixture-banner@2x.png is 120 x 80 pixels (its IHDR chunk); UIKit reads @2x as scale 2, so the image
  // is 60 x 40 points (UIImage.size is in points: developer.apple.com/documentation/uikit/uiimage/size).
  @Test func aPNGsSizeComesFromItsHeaderAndItsScaleFromItsSuffix() throws {
    let image = try #require(fixture("fixture-banner"))
    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 60, height: 40))
    #expect(UIImageView(image: image).intrinsicContentSize == CGSize(width: 60, height: 40))
  }

  // photo.jpg is 30 x 20 pixels (its SOF0 segment), scale 1.
  @Test func aJPEGsSizeComesFromItsStartOfFrame() throws {
    let image = try #require(fixture("photo"))
    #expect(image.scale == 1)
    #expect(image.size == CGSize(width: 30, height: 20))
  }

  // badge.svg has no width or height, only viewBox="0 0 24 16".
  @Test func anSVGsSizeComesFromItsViewBox() throws {
    let image = try #require(fixture("badge.svg"))
    #expect(image.size == CGSize(width: 24, height: 16))
  }

  @Test func aMissingOrUnreadableFileIsNoImageAndADeclaredOneDrawsAsAPlaceholder() throws {
    #expect(fixture("missing") == nil)
    #expect(fixture("broken") == nil, "broken.png has no PNG header")
    #expect(UIImage(named: "fixture-banner") == nil, "without a folder, no file is read")
    UIImage.registerHeadlessImage(named: "declared-only", size: CGSize(width: 40, height: 40))
    defer { UIImage.unregisterHeadlessImage(named: "declared-only") }
    let view = UIImageView(image: UIImage(named: "declared-only"))
    let svg = SVGRenderer().render(view)
    #expect(!svg.contains("<image"))
    #expect(svg.contains("fill=\"#E5E5EA\""), "the grey placeholder box")
  }

  @Test func aFileIsEmbeddedAsADataURIWithItsPixels() throws {
    let image = try #require(fixture("photo"))
    let view = UIImageView(image: image)
    let svg = SVGRenderer().render(view)
    let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("photo.jpg"))
    #expect(
      svg.contains(
        "<image x=\"0\" y=\"0\" width=\"30\" height=\"20\" preserveAspectRatio=\"none\" "
          + "href=\"data:image/jpeg;base64,\(data.base64EncodedString())\"><title>photo</title></image>"))
  }

  // A 60 x 40 image in a 100 x 100 view: UIView.ContentMode's documented placements
  // (developer.apple.com/documentation/uikit/uiview/contentmode).
  @Test(arguments: [
    (UIView.ContentMode.scaleToFill, "x=\"0\" y=\"0\" width=\"100\" height=\"100\""),
    (.scaleAspectFit, "x=\"0\" y=\"16.67\" width=\"100\" height=\"66.67\""),
    (.scaleAspectFill, "x=\"-25\" y=\"0\" width=\"150\" height=\"100\""),
    (.center, "x=\"20\" y=\"30\" width=\"60\" height=\"40\""),
    (.topLeft, "x=\"0\" y=\"0\" width=\"60\" height=\"40\""),
    (.bottomRight, "x=\"40\" y=\"60\" width=\"60\" height=\"40\""),
  ])
  func theContentModePlacesTheImage(mode: UIView.ContentMode, placement: String) throws {
    let image = try #require(fixture("fixture-banner"))
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    view.contentMode = mode
    #expect(SVGRenderer().render(view).contains("<image \(placement) preserveAspectRatio=\"none\""))
  }

  @Test func aspectFillOverflowIsClippedOnlyWhenTheViewClipsToBounds() throws {
    let image = try #require(fixture("fixture-banner"))
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    view.contentMode = .scaleAspectFill
    #expect(!SVGRenderer().render(view).contains("clip-path"))
    view.clipsToBounds = true
    #expect(SVGRenderer().render(view).contains("clip-path"))
  }

  @Test func theTemplateCopyKeepsTheFile() throws {
    let image = try #require(fixture("photo"))
    let svg = SVGRenderer().render(UIImageView(image: image.withRenderingMode(.alwaysTemplate)))
    #expect(svg.contains("data:image/jpeg;base64,"))
  }
}
