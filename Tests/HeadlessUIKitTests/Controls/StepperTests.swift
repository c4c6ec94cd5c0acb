import DeclarativeUIKit
import Foundation
import Testing

/// UIStepper: defaults, the rules that keep its range and value consistent, its size, and the
/// events a simulated tap on + or − sends.
///
/// Sources: defaults from UIStepper.h in the iOS 16.5 SDK (continuous YES, autorepeat YES,
/// wraps NO, value 0, minimum 0, maximum 100, step 1). Moving one bound past the other moves
/// both, as Apple's documentation says (https://developer.apple.com/documentation/uikit/uistepper,
/// mirrored in theAppLaunchers/apple-docs-for-rag, UIKit/md/uikit-uistepper.md). The size: 94
/// points wide and the segmented control's 32-point height, from UIKit's decompiled
/// `UIStepperHorizontalVisualElement +initialSize` (a public decompile of UIKitCore), and the
/// segmented control's height in jackeltoncarbone/Jwift, Apple/Sizing.md section 2.
@MainActor @Suite struct StepperTests {
  private final class Events {
    var names: [String] = []
  }

  private func record(_ control: UIControl) -> Events {
    let events = Events()
    for (event, name) in [
      (UIControl.Event.touchDown, "down"), (.valueChanged, "value"), (.touchUpInside, "up"),
    ] {
      control.addAction(UIAction { _ in events.names.append(name) }, for: event)
    }
    return events
  }

  @Test func defaultsAreTheHeaders() {
    let stepper = UIStepper()
    #expect(stepper.value == 0)
    #expect(stepper.minimumValue == 0)
    #expect(stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1)
    #expect(stepper.isContinuous)
    #expect(stepper.autorepeat)
    #expect(!stepper.wraps)
  }

  @Test func itIs94By32WhateverFrameIsGiven() {
    let stepper = UIStepper(frame: CGRect(x: 10, y: 20, width: 300, height: 100))
    #expect(stepper.frame == CGRect(x: 10, y: 20, width: 94, height: 32))
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(stepper.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 94, height: 32))
    #expect(stepper.contentHuggingPriority(for: .horizontal) == .defaultHigh)
  }

  @Test func valueIsPinnedToTheRange() {
    let stepper = UIStepper()
    stepper.value = 150
    #expect(stepper.value == 100)
    stepper.value = -3
    #expect(stepper.value == 0)
    stepper.value = 40
    stepper.maximumValue = 30
    #expect(stepper.value == 30)
    stepper.minimumValue = 35
    #expect(stepper.value == 35)
  }

  @Test func aBoundPastTheOtherMovesTheOther() {
    let stepper = UIStepper()
    stepper.minimumValue = 200
    #expect(stepper.minimumValue == 200)
    #expect(stepper.maximumValue == 200)
    stepper.maximumValue = 50
    #expect(stepper.minimumValue == 50)
    #expect(stepper.maximumValue == 50)
  }

  @Test func settingTheValueFromCodeSendsNoEvent() {
    let stepper = UIStepper()
    let events = record(stepper)
    stepper.value = 5
    #expect(events.names.isEmpty)
  }

  @Test func tapsStepAndSendValueChanged() {
    let stepper = UIStepper()
    stepper.stepValue = 5
    let events = record(stepper)
    #expect(stepper.simulateTapIncrement())
    #expect(stepper.value == 5)
    #expect(events.names == ["down", "value", "up"])
    events.names = []
    #expect(stepper.simulateTapDecrement())
    #expect(stepper.value == 0)
    #expect(events.names == ["down", "value", "up"])
  }

  @Test func aButtonAtItsEndIsDisabledUnlessTheStepperWraps() {
    let stepper = UIStepper()
    stepper.maximumValue = 2
    let events = record(stepper)
    #expect(!stepper.simulateTapDecrement())
    #expect(events.names.isEmpty)
    stepper.value = 2
    #expect(!stepper.simulateTapIncrement())
    stepper.wraps = true
    #expect(stepper.simulateTapIncrement())
    #expect(stepper.value == 0)
    #expect(stepper.simulateTapDecrement())
    #expect(stepper.value == 2)
  }

  @Test func aStepPastTheEndStopsThere() {
    let stepper = UIStepper()
    stepper.maximumValue = 10
    stepper.stepValue = 4
    stepper.value = 8
    stepper.simulateTapIncrement()
    #expect(stepper.value == 10)
  }

  @Test func aDisabledStepperIgnoresTaps() {
    let stepper = UIStepper()
    stepper.isEnabled = false
    #expect(!stepper.simulateTapIncrement())
    #expect(stepper.value == 0)
  }

  @Test func itDrawsAPlateAndBothGlyphs() {
    let stepper = UIStepper()
    stepper.layoutIfNeeded()
    let svg = SVGRenderer().render(stepper)
    #expect(svg.contains("data-view=\"UIStepper\""))
    // The − glyph is greyed (tertiary label) at the minimum; the + glyph is the label colour.
    #expect(svg.contains("stroke=\"#3C3C43\" stroke-opacity=\"0.3\""))
    #expect(svg.contains("stroke=\"#000000\" stroke-width=\"2\""))
  }
}

/// UIKit raises NSInvalidArgumentException for a step of zero or less ("stepValue must be greater
/// than 0", UIKit's decompiled `-[UIStepper setStepValue:]`); HeadlessUIKit stops the program.
@Suite struct StepperExitTests {
  @Test func aStepOfZeroStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let stepper = UIStepper()
        stepper.stepValue = 0
      }
    }
  }

  @Test func aNegativeStepStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let stepper = UIStepper()
        stepper.stepValue = -1
      }
    }
  }
}
