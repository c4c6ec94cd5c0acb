import DeclarativeUIKit
import Foundation
import Testing

/// Controls drawn in dark mode take their dark colours: the renderer resolves every colour a
/// control draws with for the control's traits, whether the dark style comes from the renderer or
/// from the view itself.
///
/// Sources of the dark values: the system colours' dark values are pinned in ColorTests (Apple's
/// HIG and flutter/flutter, packages/flutter/lib/src/cupertino/colors.dart). The controls' choice
/// of colour: flutter/flutter, packages/flutter/lib/src/cupertino/sliding_segmented_control.dart
/// (`_kThumbColor` white / #636366, background `tertiarySystemFill`, `_kSeparatorColor` #8E8E93
/// at 0x4D), switch.dart (track `secondarySystemFill`, thumb `CupertinoColors.white`) and
/// text_field.dart (`_kDefaultRoundedBorderDecoration`: white / black fill, a 0x33 black / white
/// hairline, "inspected from Xcode 11 & iOS 13.0 Simulator"). Blur styles that adapt to the
/// interface style: Apple's UIBlurEffect.Style documentation
/// (https://developer.apple.com/documentation/uikit/uiblureffect/style).
@MainActor @Suite struct ControlDarkModeDrawingTests {
  private let dark = SVGRenderer(traitCollection: UITraitCollection(userInterfaceStyle: .dark))

  private func sized<View: UIView>(_ view: View, _ width: CGFloat, _ height: CGFloat) -> View {
    view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    view.layoutIfNeeded()
    return view
  }

  @Test func segmentedControlSelectedPlateIsGreyWithWhiteTextInDark() {
    let control = sized(UISegmentedControl(items: ["Day", "Week", "Month", "Year"]), 300, 32)
    control.selectedSegmentIndex = 0
    let svg = dark.render(control)
    // The plate: #636366, not the light mode's white (white text on white was the bug).
    #expect(svg.contains("fill=\"#636366\" filter="))
    #expect(!svg.contains("fill=\"#FFFFFF\" filter="))
    // The track: tertiarySystemFill's dark value, #767680 at 61/255.
    #expect(svg.contains("fill=\"#767680\" fill-opacity=\"0.24\""))
    // Dividers between the unselected segments: #8E8E93 at 0x4D / 255.
    #expect(svg.contains("fill=\"#8E8E93\" fill-opacity=\"0.3\""))
    #expect(!svg.contains("#3C3C43"))
    // Titles in the label colour, white in dark mode.
    #expect(svg.contains("fill=\"#FFFFFF\""))
    #expect(!svg.contains("fill=\"#000000\""))
  }

  @Test func segmentedControlInLightModeKeepsItsLightColours() {
    let control = sized(UISegmentedControl(items: ["Day", "Week", "Month"]), 300, 32)
    control.selectedSegmentIndex = 0
    let svg = SVGRenderer().render(control)
    #expect(svg.contains("fill=\"#FFFFFF\" filter="))
    #expect(svg.contains("fill=\"#767680\" fill-opacity=\"0.12\""))
    #expect(svg.contains("fill=\"#3C3C43\" fill-opacity=\"0.18\""))
  }

  @Test func aViewsOwnDarkStyleDarkensItsControls() {
    let control = sized(UISegmentedControl(items: ["A", "B"]), 200, 32)
    control.selectedSegmentIndex = 1
    control.overrideUserInterfaceStyle = .dark
    #expect(SVGRenderer().render(control).contains("fill=\"#636366\" filter="))
  }

  @Test func switchOffTrackIsSecondarySystemFillInDark() {
    let control = sized(UISwitch(), 51, 31)
    let svg = dark.render(control)
    // secondarySystemFill's dark value: #787880 at 81/255.
    #expect(svg.contains("fill=\"#787880\" fill-opacity=\"0.32\""))
    // The thumb stays white.
    #expect(svg.contains("r=\"13.5\" fill=\"#FFFFFF\""))
    let light = SVGRenderer().render(control)
    #expect(light.contains("fill=\"#787880\" fill-opacity=\"0.16\""))
  }

  @Test func switchOnTrackIsSystemGreensDarkValue() {
    let control = sized(UISwitch(), 51, 31)
    control.isOn = true
    #expect(dark.render(control).contains("fill=\"#30D158\""))
  }

  @Test func sliderTracksTakeTheirDarkValues() {
    let slider = sized(UISlider(), 200, 31)
    slider.value = 0.5
    let svg = dark.render(slider)
    // Maximum track: systemFill's dark value, #787880 at 91/255; minimum: systemBlue's, #0A84FF.
    #expect(svg.contains("fill=\"#787880\" fill-opacity=\"0.36\""))
    #expect(svg.contains("fill=\"#0A84FF\""))
    #expect(svg.contains("r=\"14\" fill=\"#FFFFFF\""))
  }

  @Test func roundedTextFieldIsBlackWithAWhiteHairlineInDark() {
    let field = sized(UITextField(), 200, 34)
    field.borderStyle = .roundedRect
    field.text = "Lunch with Sam"
    let svg = dark.render(field)
    #expect(svg.contains("fill=\"#000000\"/>"))
    #expect(svg.contains("fill=\"none\" stroke=\"#FFFFFF\" stroke-opacity=\"0.2\""))
    #expect(!svg.contains("fill=\"#FFFFFF\"/>"))
    // The text in the label colour, white.
    #expect(svg.contains("<text") && svg.contains("fill=\"#FFFFFF\""))
  }

  @Test func textFieldPlaceholderTakesPlaceholderTextsDarkValue() {
    let field = sized(UITextField(), 200, 34)
    field.borderStyle = .roundedRect
    field.placeholder = "Title"
    // placeholderText's dark value: #EBEBF5 at 76/255.
    #expect(dark.render(field).contains("fill=\"#EBEBF5\" fill-opacity=\"0.3\""))
  }

  @Test func lineTextFieldBorderIsWhiteInDark() {
    let field = sized(UITextField(), 200, 34)
    field.borderStyle = .line
    #expect(dark.render(field).contains("fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"1\""))
    #expect(SVGRenderer().render(field).contains("fill=\"none\" stroke=\"#000000\" stroke-width=\"1\""))
  }

  @Test func stepperGlyphsAndPlateTakeTheirDarkValues() {
    let stepper = UIStepper()
    stepper.layoutIfNeeded()
    let svg = dark.render(stepper)
    // label (white) for +, tertiaryLabel (#EBEBF5 at 76/255) for − at the minimum.
    #expect(svg.contains("stroke=\"#FFFFFF\" stroke-width=\"2\""))
    #expect(svg.contains("stroke=\"#EBEBF5\" stroke-opacity=\"0.3\""))
    #expect(svg.contains("fill=\"#767680\" fill-opacity=\"0.24\""))
  }

  @Test func progressViewTrackTakesSystemFillsDarkValue() {
    let progress = sized(UIProgressView(progressViewStyle: .default), 200, 4)
    progress.progress = 0.5
    let svg = dark.render(progress)
    #expect(svg.contains("fill=\"#787880\" fill-opacity=\"0.36\""))
    #expect(svg.contains("fill=\"#0A84FF\""))
  }

  @Test func pageControlDotsTakeTheLabelsDarkValue() {
    let control = UIPageControl()
    control.numberOfPages = 3
    control.frame = CGRect(origin: .zero, size: control.sizeThatFits(.zero))
    let svg = dark.render(control)
    #expect(svg.contains("fill=\"#FFFFFF\""))
    #expect(!svg.contains("fill=\"#000000\""))
  }

  @Test func imagePlaceholderTakesTheSystemGreysDarkValues() {
    let name = "ControlDarkModeDrawingTests.photo"
    UIImage.registerHeadlessImage(named: name, size: CGSize(width: 100, height: 100))
    defer { UIImage.unregisterHeadlessImage(named: name) }
    let view = sized(UIImageView(image: UIImage(named: name)), 100, 100)
    let svg = dark.render(view)
    // systemGray5 (#2C2C2E) box, systemGray2 (#636366) outline and cross.
    #expect(svg.contains("fill=\"#2C2C2E\" stroke=\"#636366\""))
    #expect(!svg.contains("#E5E5EA"))
  }

  @Test func adaptiveBlurStylesTakeTheDarkTone() {
    let chrome = sized(UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial)), 100, 49)
    #expect(dark.render(chrome).contains("fill=\"#1C1C1E\""))
    #expect(SVGRenderer().render(chrome).contains("fill=\"#F2F2F7\""))
    // A style named for its tone keeps it whatever the traits.
    let light = sized(UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight)), 100, 49)
    #expect(dark.render(light).contains("fill=\"#F2F2F7\""))
  }
}
