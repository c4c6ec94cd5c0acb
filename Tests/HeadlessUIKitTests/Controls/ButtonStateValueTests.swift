import DeclarativeUIKit
import Foundation
import Testing

/// UIButton's per-state values fall back to the `.normal` state's, and its title label and image
/// view follow the current state.
@MainActor @Suite struct ButtonStateValueTests {
  @Test func unsetStateFallsBackToNormal() {
    let button = UIButton()
    button.setTitle("Normal", for: .normal)
    #expect(button.title(for: .highlighted) == "Normal")
    #expect(button.title(for: .disabled) == "Normal")
    button.setTitle("Pressed", for: .highlighted)
    #expect(button.title(for: .highlighted) == "Pressed")
    #expect(button.title(for: .selected) == "Normal")
  }

  @Test func combinedStateMatchesOnlyItsExactCombination() {
    let button = UIButton()
    button.setTitle("Normal", for: .normal)
    button.setTitle("Selected", for: .selected)
    #expect(button.title(for: [.selected, .highlighted]) == "Normal")
    button.setTitle("Both", for: [.selected, .highlighted])
    #expect(button.title(for: [.selected, .highlighted]) == "Both")
    #expect(button.title(for: .selected) == "Selected")
  }

  @Test func settingNilRemovesTheValue() {
    let button = UIButton()
    button.setTitle("Normal", for: .normal)
    button.setTitle("Off", for: .disabled)
    button.setTitle(nil, for: .disabled)
    #expect(button.title(for: .disabled) == "Normal")
    button.setTitle(nil, for: .normal)
    #expect(button.title(for: .normal) == nil)
  }

  @Test func currentValuesFollowTheState() {
    let button = UIButton()
    let normal = UIImage()
    let disabled = UIImage()
    let background = UIImage()
    button.setTitle("On", for: .normal)
    button.setTitle("Off", for: .disabled)
    button.setTitleColor(.red, for: .normal)
    button.setTitleColor(.green, for: .disabled)
    button.setImage(normal, for: .normal)
    button.setImage(disabled, for: .disabled)
    button.setBackgroundImage(background, for: .normal)
    #expect(button.currentTitle == "On")
    #expect(button.currentTitleColor == .red)
    #expect(button.currentImage === normal)
    button.isEnabled = false
    #expect(button.currentTitle == "Off")
    #expect(button.currentTitleColor == .green)
    #expect(button.currentImage === disabled)
    #expect(button.currentBackgroundImage === background)
  }

  @Test func titleLabelFollowsTheCurrentState() throws {
    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)
    button.setTitle("Sending", for: .selected)
    button.setTitleColor(.red, for: .selected)
    let label = try #require(button.titleLabel)
    #expect(label.text == "Send")
    button.isSelected = true
    #expect(label.text == "Sending")
    #expect(label.textColor == .red)
    button.isSelected = false
    #expect(label.text == "Send")
    #expect(button.titleLabel === label)
  }

  @Test func imageViewFollowsTheCurrentState() throws {
    let button = UIButton()
    let normal = UIImage()
    let highlighted = UIImage()
    button.setImage(normal, for: .normal)
    button.setImage(highlighted, for: .highlighted)
    let imageView = try #require(button.imageView)
    #expect(imageView.image === normal)
    button.isHighlighted = true
    #expect(imageView.image === highlighted)
  }

  @Test func attributedTitleIsShownInsteadOfThePlainOne() throws {
    let button = UIButton()
    button.setTitle("Plain", for: .normal)
    button.setAttributedTitle(NSAttributedString(string: "Rich"), for: .normal)
    #expect(button.attributedTitle(for: .highlighted)?.string == "Rich")
    #expect(button.currentAttributedTitle?.string == "Rich")
    #expect(try #require(button.titleLabel).text == "Rich")
    button.setAttributedTitle(nil, for: .normal)
    #expect(try #require(button.titleLabel).text == "Plain")
  }

  @Test func defaultTitleColourIsWhiteForCustomAndTintForSystem() {
    let custom = UIButton()
    #expect(custom.buttonType == .custom)
    #expect(custom.currentTitleColor == .white)
    #expect(custom.titleColor(for: .normal) == .white)
    let system = UIButton(type: .system)
    #expect(system.buttonType == .system)
    #expect(system.currentTitleColor == system.tintColor)
    #expect(UIButton(frame: .zero).buttonType == .custom)
  }

  @Test func systemTitleLabelFollowsTheTintColour() throws {
    let container = UIView(frame: .zero)
    let button = UIButton(type: .system)
    container.addSubview(button)
    button.setTitle("Tap", for: .normal)
    let label = try #require(button.titleLabel)
    container.tintColor = .red
    #expect(button.currentTitleColor == .red)
    #expect(label.textColor == .red)
  }

  @Test func titleShadowColourFallsBackToNormal() {
    let button = UIButton()
    #expect(button.titleShadowColor(for: .normal) == nil)
    button.setTitleShadowColor(.black, for: .normal)
    #expect(button.titleShadowColor(for: .highlighted) == .black)
    #expect(button.currentTitleShadowColor == .black)
  }

  @Test func primaryActionGivesItsTitleAndRunsOnPrimaryActionTriggered() {
    var ran = 0
    let button = UIButton(primaryAction: UIAction(title: "Go") { _ in ran += 1 })
    #expect(button.buttonType == .system)
    #expect(button.currentTitle == "Go")
    button.sendActions(for: .primaryActionTriggered)
    #expect(ran == 1)
    let framed = UIButton(frame: .zero, primaryAction: UIAction(title: "Framed") { _ in })
    #expect(framed.currentTitle == "Framed")
  }

  @Test func edgeInsetsDefaultToZero() {
    let button = UIButton()
    #expect(button.contentEdgeInsets == .zero)
    #expect(button.titleEdgeInsets == .zero)
    #expect(button.imageEdgeInsets == .zero)
  }
}
