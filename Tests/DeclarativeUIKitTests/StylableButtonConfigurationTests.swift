import DeclarativeUIKit
import Testing

/// `.configuration(_:)`, `.configurationUpdateHandler(_:)` and the fluent modifiers on
/// `UIButton.Configuration`.
@MainActor @Suite struct StylableButtonConfigurationTests {
  @Test func configurationModifierInstallsTheConfiguration() {
    let button = UIButton()
      .configuration(
        .filled().title("Add to Bag").subtitle("Free delivery").buttonSize(.large).cornerStyle(.capsule)
          .baseBackgroundColor(.systemOrange).baseForegroundColor(.black))
    let configuration = button.configuration
    #expect(configuration?.title == "Add to Bag")
    #expect(configuration?.subtitle == "Free delivery")
    #expect(configuration?.buttonSize == .large)
    #expect(configuration?.cornerStyle == .capsule)
    #expect(configuration?.baseBackgroundColor == .systemOrange)
    #expect(configuration?.baseForegroundColor == .black)
    #expect(
      configuration
        == UIButton.Configuration.filled().title("Add to Bag").subtitle("Free delivery")
        .buttonSize(.large).cornerStyle(.capsule).baseBackgroundColor(.systemOrange).baseForegroundColor(
          .black))
  }

  @Test func fluentModifiersChangeOnlyTheirProperty() {
    let image = UIImage(systemName: "heart")
    let configuration = UIButton.Configuration.plain().image(image).imagePlacement(.trailing, padding: 8)
      .contentInsets(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
      .showsActivityIndicator()
    #expect(configuration.image === image)
    #expect(configuration.imagePlacement == .trailing)
    #expect(configuration.imagePadding == 8)
    #expect(
      configuration.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(configuration.showsActivityIndicator)
    #expect(configuration.title == nil)
    #expect(configuration.buttonSize == .medium)
  }

  @Test func updateHandlerModifierRunsOnStateChanges() {
    let button = UIButton(configuration: .gray().title("Follow"))
      .configurationUpdateHandler { button in
        button.configuration?.title = button.isSelected ? "Following" : "Follow"
      }
    button.isSelected = true
    button.layoutIfNeeded()
    #expect(button.configuration?.title == "Following")
  }
}
