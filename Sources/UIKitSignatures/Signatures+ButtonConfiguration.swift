import DeclarativeUIKit
import Foundation

// Compile-only: UIButton.Configuration and the configured button's members, as the DSL uses
// them. Built against HeadlessUIKit here and against the real UIKit by the iOS SDK check.

/// Spells out UIButton.Configuration's signatures.
@MainActor
func buttonConfigurationSignatures() {
  let styles: [() -> UIButton.Configuration] = [
    UIButton.Configuration.plain, UIButton.Configuration.tinted, UIButton.Configuration.gray,
    UIButton.Configuration.filled, UIButton.Configuration.borderless, UIButton.Configuration.bordered,
    UIButton.Configuration.borderedTinted, UIButton.Configuration.borderedProminent,
  ]
  _ = styles
  let _: [UIButton.Configuration.Size] = [.mini, .small, .medium, .large]
  let _: [UIButton.Configuration.CornerStyle] = [.fixed, .dynamic, .small, .medium, .large, .capsule]
  let _: [UIButton.Configuration.TitleAlignment] = [.automatic, .leading, .center, .trailing]
  let _: WritableKeyPath<UIButton.Configuration, UIBackgroundConfiguration> =
    \UIButton.Configuration.background
  let _: WritableKeyPath<UIButton.Configuration, UIButton.Configuration.CornerStyle> = \.cornerStyle
  let _: WritableKeyPath<UIButton.Configuration, UIButton.Configuration.Size> = \.buttonSize
  let _: WritableKeyPath<UIButton.Configuration, UIColor?> = \.baseForegroundColor
  let _: WritableKeyPath<UIButton.Configuration, UIColor?> = \.baseBackgroundColor
  let _: WritableKeyPath<UIButton.Configuration, UIImage?> = \.image
  let _: WritableKeyPath<UIButton.Configuration, Bool> = \.showsActivityIndicator
  let _: WritableKeyPath<UIButton.Configuration, String?> = \.title
  let _: WritableKeyPath<UIButton.Configuration, AttributedString?> = \.attributedTitle
  let _: WritableKeyPath<UIButton.Configuration, AttributedString?> = \.attributedSubtitle
  var styled = AttributedString("Title")
  styled.font = UIFont.boldSystemFont(ofSize: 17)
  styled.foregroundColor = UIColor.red
  styled.backgroundColor = UIColor.clear
  styled.kern = 1
  let _: UIFont? = styled.runs.first?.uiKit.font
  let _: WritableKeyPath<UIButton.Configuration, String?> = \.subtitle
  let _: WritableKeyPath<UIButton.Configuration, NSDirectionalEdgeInsets> = \.contentInsets
  let _: WritableKeyPath<UIButton.Configuration, NSDirectionalRectEdge> = \.imagePlacement
  let _: WritableKeyPath<UIButton.Configuration, CGFloat> = \.imagePadding
  let _: WritableKeyPath<UIButton.Configuration, CGFloat> = \.titlePadding
  let _: WritableKeyPath<UIButton.Configuration, UIButton.Configuration.TitleAlignment> = \.titleAlignment
  let _: WritableKeyPath<UIButton.Configuration, Bool> = \.automaticallyUpdateForSelection
  var configuration = UIButton.Configuration.filled()
  configuration.setDefaultContentInsets()
  let _: UIButton.Configuration = configuration.updated(for: UIButton())

  let _: () -> UIBackgroundConfiguration = UIBackgroundConfiguration.clear
  let _: WritableKeyPath<UIBackgroundConfiguration, UIColor?> = \UIBackgroundConfiguration.backgroundColor
  let _: WritableKeyPath<UIBackgroundConfiguration, CGFloat> = \.cornerRadius
  let _: WritableKeyPath<UIBackgroundConfiguration, UIColor?> = \.strokeColor
  let _: WritableKeyPath<UIBackgroundConfiguration, CGFloat> = \.strokeWidth
  let _: WritableKeyPath<UIBackgroundConfiguration, NSDirectionalEdgeInsets> = \.backgroundInsets

  let _: (UIButton.Configuration, UIAction?) -> UIButton = UIButton.init(configuration:primaryAction:)
  let _: ReferenceWritableKeyPath<UIButton, UIButton.Configuration?> = \UIButton.configuration
  let _: ReferenceWritableKeyPath<UIButton, UIButton.ConfigurationUpdateHandler?> =
    \UIButton.configurationUpdateHandler
  let _: ReferenceWritableKeyPath<UIButton, Bool> = \UIButton.automaticallyUpdatesConfiguration
  let _: (UIButton) -> () -> Void = UIButton.setNeedsUpdateConfiguration
  let _: (UIButton) -> () -> Void = UIButton.updateConfiguration
}
