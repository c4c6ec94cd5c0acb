import DeclarativeUIKit
import Foundation
import Testing

/// UIImageView's initializers and defaults.
@MainActor @Suite struct ImageViewTests {
  @Test func defaults() {
    let imageView = UIImageView()
    #expect(imageView.image == nil)
    #expect(imageView.highlightedImage == nil)
    #expect(!imageView.isHighlighted)
    #expect(!imageView.isUserInteractionEnabled)
  }

  @Test func initWithImageKeepsBothImagesAndTakesTheImagesSize() {
    let image = UIImage()
    let highlighted = UIImage()
    let imageView = UIImageView(image: image, highlightedImage: highlighted)
    #expect(imageView.image === image)
    #expect(imageView.highlightedImage === highlighted)
    #expect(imageView.frame.size == image.size)
    #expect(!imageView.isUserInteractionEnabled)
    #expect(UIImageView(image: nil).frame == .zero)
  }
}
