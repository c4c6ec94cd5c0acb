import DeclarativeUIKit
import Testing

// Modifiers of UIControl and of the value controls (UISegmentedControl, UISwitch, UISlider).
@MainActor
@Suite struct StylableControlsTests {
  @Test func controlModifiersSetTheirProperties() {
    let control = UIControl()
      .isEnabled(false)
      .isSelected(true)
      .contentHorizontalAlignment(.leading)
      .contentVerticalAlignment(.bottom)
    #expect(!control.isEnabled)
    #expect(control.isSelected)
    #expect(control.contentHorizontalAlignment == .leading)
    #expect(control.contentVerticalAlignment == .bottom)
  }

  @Test func segmentedControlModifiers() {
    var picked: [Int] = []
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
      .selectedSegmentIndex(1)
      .selectedSegmentTintColor(.orange)
      .isMomentary(false)
      .onChange { picked.append($0) }
    #expect(control.selectedSegmentIndex == 1)
    #expect(control.selectedSegmentTintColor == .orange)
    #expect(!control.isMomentary)
    control.selectedSegmentIndex = 2
    control.sendActions(for: .valueChanged)
    #expect(picked == [2])
  }

  @Test func switchModifiers() {
    var values: [Bool] = []
    let toggle = UISwitch()
      .isOn(true)
      .onTintColor(.green)
      .thumbTintColor(.white)
      .onChange { values.append($0) }
    #expect(toggle.isOn)
    #expect(toggle.onTintColor == .green)
    #expect(toggle.thumbTintColor == .white)
    toggle.isOn = false
    toggle.sendActions(for: .valueChanged)
    #expect(values == [false])
  }

  @Test func sliderModifiers() {
    var values: [Float] = []
    let slider = UISlider()
      .minimumValue(10)
      .maximumValue(20)
      .value(15)
      .isContinuous(false)
      .minimumTrackTintColor(.red)
      .maximumTrackTintColor(.blue)
      .onChange { values.append($0) }
    #expect(slider.minimumValue == 10)
    #expect(slider.maximumValue == 20)
    #expect(slider.value == 15)
    #expect(!slider.isContinuous)
    #expect(slider.minimumTrackTintColor == .red)
    #expect(slider.maximumTrackTintColor == .blue)
    slider.value = 12
    slider.sendActions(for: .valueChanged)
    #expect(values == [12])
  }

  @Test func sliderValueIsKeptInItsRange() {
    #expect(UISlider().minimumValue(0).maximumValue(1).value(5).value == 1)
  }
}
