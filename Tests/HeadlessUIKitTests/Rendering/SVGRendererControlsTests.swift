import DeclarativeUIKit
import Testing

// Images, switches, segmented controls, sliders and blur effect views in their state.
@MainActor
@Suite struct SVGRendererControlsTests {
  @Test func namedImageIsALabelledPlaceholderBoxOfItsSize() {
    UIImage.registerHeadlessImage(named: "renderer-test-photo", size: CGSize(width: 80, height: 40))
    defer { UIImage.unregisterHeadlessImage(named: "renderer-test-photo") }
    let imageView = UIImageView(image: UIImage(named: "renderer-test-photo"))
    imageView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    imageView.contentMode = .center
    let svg = SVGRenderer().render(imageView)
    #expect(
      svg.contains("<rect x=\"60\" y=\"30\" width=\"80\" height=\"40\" fill=\"#E5E5EA\" stroke=\"#AEAEB2\""))
    #expect(svg.contains(">renderer-test-photo</text>") || svg.contains("\u{2026}</text>"))
  }

  @Test func aspectFitPlaceholderFillsTheShorterSide() {
    UIImage.registerHeadlessImage(named: "renderer-test-wide", size: CGSize(width: 100, height: 50))
    defer { UIImage.unregisterHeadlessImage(named: "renderer-test-wide") }
    let imageView = UIImageView(image: UIImage(named: "renderer-test-wide"))
    imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    imageView.contentMode = .scaleAspectFit
    #expect(SVGRenderer().render(imageView).contains("<rect x=\"0\" y=\"25\" width=\"100\" height=\"50\""))
  }

  @Test func switchShowsItsStateInTrackColourAndThumbSide() {
    let control = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    control.isOn = true
    let on = SVGRenderer().render(control)
    #expect(on.contains("fill=\"#34C759\""))
    #expect(on.contains("<circle cx=\"35.5\" cy=\"15.5\" r=\"13.5\" fill=\"#FFFFFF\""))
    control.isOn = false
    let off = SVGRenderer().render(control)
    #expect(!off.contains("#34C759"))
    #expect(off.contains("<circle cx=\"15.5\" cy=\"15.5\""))
  }

  @Test func segmentedControlRaisesTheSelectedSegment() {
    let control = UISegmentedControl(items: ["One", "Two"])
    control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    control.selectedSegmentIndex = 1
    let svg = SVGRenderer().render(control)
    // The plate is the second half, inset by 2.
    #expect(svg.contains("<path d=\"M109 2H"))
    #expect(svg.contains(">One</text>") && svg.contains(">Two</text>"))
    #expect(svg.contains("font-weight=\"600\""))
  }

  @Test func sliderPlacesItsThumbAtTheValue() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    slider.value = 0.5
    // The thumb's centre runs from 14 to width - 14.
    #expect(SVGRenderer().render(slider).contains("<circle cx=\"114\" cy=\"15.5\" r=\"14\""))
    slider.value = 0
    #expect(SVGRenderer().render(slider).contains("<circle cx=\"14\" cy=\"15.5\" r=\"14\""))
  }

  @Test func blurEffectViewIsATranslucentFill() {
    let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    effect.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(
      SVGRenderer().render(effect).contains(
        "<path d=\"M0 0H100V50H0Z\" fill=\"#F2F2F7\" fill-opacity=\"0.75\"/>"))
    let dark = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
    dark.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(SVGRenderer().render(dark).contains("fill=\"#1C1C1E\""))
  }
}
