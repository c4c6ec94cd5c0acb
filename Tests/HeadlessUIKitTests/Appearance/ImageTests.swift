import DeclarativeUIKit
import Testing

@Suite struct ImageTests {
  @Test func emptyImageHasZeroSize() {
    let image = UIImage()
    #expect(image.size == .zero)
    #expect(image.scale == 1)
    #expect(image.renderingMode == .automatic)
    #expect(!image.isSymbolImage)
  }

  @Test func namedImageIsNilUnlessRegistered() throws {
    let name = "ImageTests.banner"
    #expect(UIImage(named: name) == nil)
    UIImage.registerHeadlessImage(named: name, size: CGSize(width: 320, height: 120), scale: 2)
    defer { UIImage.unregisterHeadlessImage(named: name) }
    let image = try #require(UIImage(named: name))
    #expect(image.size == CGSize(width: 320, height: 120))
    #expect(image.scale == 2)
    #expect(!image.isSymbolImage)
  }

  @Test func unregisteringForgetsTheImage() {
    let name = "ImageTests.transient"
    UIImage.registerHeadlessImage(named: name, size: CGSize(width: 1, height: 1))
    UIImage.unregisterHeadlessImage(named: name)
    #expect(UIImage(named: name) == nil)
  }

  @Test func systemImagesAreTemplateSymbols() throws {
    let star = try #require(UIImage(systemName: "star.fill"))
    #expect(star.isSymbolImage)
    #expect(star.renderingMode == .alwaysTemplate)
    // A 17-point symbol (UIImage+SymbolSize.swift; SymbolSizeTests pins the sources).
    #expect(star.size == CGSize(width: 20, height: 19))
    #expect(UIImage(systemName: "") == nil)
  }

  @Test func withRenderingModeCopies() throws {
    let star = try #require(UIImage(systemName: "star"))
    let original = star.withRenderingMode(.alwaysOriginal)
    #expect(original.renderingMode == .alwaysOriginal)
    #expect(original.size == star.size)
    #expect(star.renderingMode == .alwaysTemplate)
    #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
  }

  @Test func attributeKeysHaveUIKitsNames() {
    #expect(NSAttributedString.Key.font.rawValue == "NSFont")
    #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    let text = NSAttributedString(
      string: "Hi",
      attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.red]
    )
    #expect(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 17))
    #expect(text.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .red)
  }
}
