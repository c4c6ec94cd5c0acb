import DeclarativeUIKit
import Foundation
import Testing

/// UISegmentedControl, UISwitch and UISlider: defaults, value rules, and the events a simulated
/// touch sends (changes from code send none).
@MainActor @Suite struct SegmentedControlSwitchSliderTests {
  /// Records the names of the events sent.
  private final class Events {
    var names: [String] = []
  }

  private func record(_ control: UIControl) -> Events {
    let events = Events()
    let named: [(UIControl.Event, String)] = [
      (.touchDown, "down"), (.valueChanged, "value"), (.primaryActionTriggered, "primary"),
      (.touchUpInside, "up"),
    ]
    for (event, name) in named {
      control.addAction(UIAction { _ in events.names.append(name) }, for: event)
    }
    return events
  }

  // MARK: UISegmentedControl

  @Test func segmentedControlFromItems() {
    let image = UIImage()
    let control = UISegmentedControl(items: ["One", image])
    #expect(control.numberOfSegments == 2)
    #expect(control.titleForSegment(at: 0) == "One")
    #expect(control.imageForSegment(at: 1) === image)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(!control.isMomentary)
    #expect(control.selectedSegmentTintColor == nil)
    #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
  }

  @Test func insertingAndRemovingKeepsTheSelectionOnItsSegment() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Z", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2)
    #expect(control.titleForSegment(at: 2) == "B")
    control.insertSegment(withTitle: "End", at: 99, animated: false)
    #expect(control.titleForSegment(at: 3) == "End")
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1)
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
  }

  @Test func segmentSettersAndOutOfRangeTitlesAreIgnored() {
    let control = UISegmentedControl(items: ["A"])
    control.setTitle("B", forSegmentAt: 0)
    control.setTitle("ignored", forSegmentAt: 5)
    #expect(control.titleForSegment(at: 0) == "B")
    #expect(control.titleForSegment(at: 5) == nil)
    #expect(control.isEnabledForSegment(at: 0))
    control.setEnabled(false, forSegmentAt: 0)
    #expect(!control.isEnabledForSegment(at: 0))
    control.setWidth(40, forSegmentAt: 0)
    #expect(control.widthForSegment(at: 0) == 40)
  }

  @Test func tappingASegmentSelectsItAndSendsValueChanged() {
    let control = UISegmentedControl(items: ["A", "B"])
    let events = record(control)
    control.selectedSegmentIndex = 0
    #expect(events.names.isEmpty)
    #expect(control.simulateTap(segmentAt: 1))
    #expect(control.selectedSegmentIndex == 1)
    #expect(events.names == ["down", "value", "primary", "up"])
    events.names = []
    control.simulateTap(segmentAt: 1)
    #expect(events.names == ["down", "up"])
  }

  @Test func disabledSegmentIgnoresTaps() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.setEnabled(false, forSegmentAt: 1)
    #expect(!control.simulateTap(segmentAt: 1))
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func segmentActionsRunWhenTheirSegmentIsSelected() {
    var ran: [String] = []
    let control = UISegmentedControl(
      frame: .zero,
      actions: [
        UIAction(title: "List", identifier: .init("list")) { _ in ran.append("list") },
        UIAction(title: "Grid", identifier: .init("grid")) { _ in ran.append("grid") },
      ])
    #expect(control.numberOfSegments == 2)
    #expect(control.titleForSegment(at: 1) == "Grid")
    #expect(control.segmentIndex(identifiedBy: .init("grid")) == 1)
    #expect(control.segmentIndex(identifiedBy: .init("none")) == UISegmentedControl.noSegment)
    control.simulateTap(segmentAt: 1)
    #expect(ran == ["grid"])
    #expect(control.actionForSegment(at: 1)?.sender as? UISegmentedControl === control)
  }

  @Test func outOfRangeSelectionStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 2
      }
    }
  }

  @Test func itemThatIsNeitherTitleNorImageStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = UISegmentedControl(items: [42])
      }
    }
  }

  // MARK: UISwitch

  @Test func switchDefaultsAndSetOnSendsNothing() {
    let toggle = UISwitch()
    let events = record(toggle)
    #expect(!toggle.isOn)
    #expect(toggle.onTintColor == nil)
    #expect(toggle.thumbTintColor == nil)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
    #expect(events.names.isEmpty)
  }

  @Test func tappingASwitchTogglesItAndSendsValueChanged() {
    let toggle = UISwitch()
    let events = record(toggle)
    toggle.simulateTap()
    #expect(toggle.isOn)
    #expect(events.names == ["down", "value", "primary", "up"])
    toggle.simulateTap()
    #expect(!toggle.isOn)
  }

  @Test func switchHasItsOwnSize() {
    let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 200))
    #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
  }

  // MARK: UISlider

  @Test func sliderDefaults() {
    let slider = UISlider()
    #expect(slider.value == 0)
    #expect(slider.minimumValue == 0)
    #expect(slider.maximumValue == 1)
    #expect(slider.isContinuous)
    #expect(slider.minimumTrackTintColor == nil)
    #expect(slider.maximumTrackTintColor == nil)
    #expect(slider.thumbTintColor == nil)
  }

  @Test func sliderValueIsPinnedToItsRange() {
    let slider = UISlider()
    let events = record(slider)
    slider.setValue(5, animated: false)
    #expect(slider.value == 1)
    slider.value = -3
    #expect(slider.value == 0)
    slider.maximumValue = 10
    slider.value = 8
    slider.maximumValue = 4
    #expect(slider.value == 4)
    slider.minimumValue = 6
    #expect(slider.value == 6)
    #expect(events.names.isEmpty)
  }

  @Test func draggingSendsValueChangedOnlyWhenTheValueMoves() {
    let slider = UISlider()
    let events = record(slider)
    #expect(slider.simulateDrag(to: 0.5))
    #expect(slider.value == 0.5)
    #expect(events.names == ["down", "value", "primary", "up"])
    events.names = []
    slider.simulateDrag(to: 0.5)
    #expect(events.names == ["down", "up"])
  }

  @Test func sliderThumbImageFallsBackToNormal() {
    let slider = UISlider()
    let thumb = UIImage()
    slider.setThumbImage(thumb, for: .normal)
    #expect(slider.thumbImage(for: .highlighted) === thumb)
    #expect(slider.currentThumbImage === thumb)
  }

  @Test func switchHugsItsSizeAtDefaultHighSoALabelBesideItStretches() {
    let toggle = UISwitch()
    #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
    let label = UILabel()
    label.text = "Wi-Fi"
    let row = UIStackView(arrangedSubviews: [label, toggle])
    row.frame = CGRect(x: 0, y: 0, width: 300, height: 31)
    row.layoutIfNeeded()
    #expect(toggle.frame == CGRect(x: 249, y: 0, width: 51, height: 31))
    #expect(label.frame.width == 249)
  }
}
