import Foundation
import HeadlessUIKit
import Testing

// A button's symbol image shows with the button's symbol configuration on top of its own.
// Sources: UIButton.h (iOS 16.5 SDK): setPreferredSymbolConfiguration:forImageInState:,
// preferredSymbolConfigurationForImageInState: and currentPreferredSymbolConfiguration, per
// state with the normal state's value for the others, as the other per-state values;
// UIButtonConfiguration.h: preferredSymbolConfigurationForImage. The symbol sizes are
// SymbolSizeTests' (a 34-point symbol is 40 x 38 points).
@MainActor @Suite struct ButtonSymbolConfigurationTests {
  static let large = UIImage.SymbolConfiguration(pointSize: 34)

  @Test func aPlainButtonSizesItsSymbolWithThePreferredConfiguration() throws {
    let button = UIButton(type: .custom)
    button.setImage(UIImage(systemName: "cart"), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 20, height: 19))
    button.setPreferredSymbolConfiguration(Self.large, forImageIn: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 40, height: 38))
    #expect(button.currentPreferredSymbolConfiguration === Self.large)
    #expect(
      button.preferredSymbolConfigurationForImage(in: .highlighted) === Self.large, "the normal state's")
    #expect(button.currentImage?.size == CGSize(width: 20, height: 19), "the image itself is unchanged")
    #expect(button.imageView?.intrinsicContentSize == CGSize(width: 40, height: 38))
  }

  @Test func aConfiguredButtonSizesItsSymbolWithTheConfigurationsSymbolConfiguration() throws {
    var configuration = UIButton.Configuration.plain()
    configuration.image = UIImage(systemName: "cart")
    let plain = UIButton(configuration: configuration).intrinsicContentSize
    configuration.preferredSymbolConfigurationForImage = Self.large
    let larger = UIButton(configuration: configuration).intrinsicContentSize
    #expect(larger.width == plain.width + 20)
    #expect(larger.height == plain.height + 19)
  }
}
