import Foundation
import HeadlessUIKit
import Testing

/// HeadlessUIKit models one iOS release at a time, and every value that a release changed is
/// read for the modelled one.
@MainActor @Suite struct SimulatedReleaseTests {
  @Test func theDefaultIsIOS16() {
    #expect(SimulatedRelease.standard == .iOS16)
    #expect(SimulatedRelease.iOS16.systemVersion == "16.4")
    #expect(SimulatedRelease.iOS16.description == "iOS 16.4")
    // The test run sets no HEADLESS_IOS_RELEASE, so the default is modelled.
    #expect(SimulatedRelease.current == .iOS16)
  }

  @Test func bindingAReleaseModelsItForTheCodeInside() {
    let inside = SimulatedRelease.$current.withValue(.iOS13) { SimulatedRelease.current }
    #expect(inside == .iOS13)
    #expect(SimulatedRelease.current == .iOS16)
  }

  @Test func releasesAreOrderedByVersion() {
    #expect(SimulatedRelease.all == SimulatedRelease.all.sorted())
    #expect(SimulatedRelease.iOS12 < .iOS13)
    #expect(SimulatedRelease.iOS13 < .iOS16)
  }

  @Test(arguments: [
    ("16", SimulatedRelease.iOS16), ("16.4", .iOS16), ("iOS 13", .iOS13), (" 13.3 ", .iOS13), ("12", .iOS12),
  ])
  func aVersionNamesItsModelledRelease(version: String, release: SimulatedRelease) {
    #expect(SimulatedRelease(version: version) == release)
  }

  @Test(arguments: ["9", "16.2", "17", "", "sixteen", "16.4.1", "16."])
  func aVersionThatIsNotModelledNamesNoRelease(version: String) {
    #expect(SimulatedRelease(version: version) == nil)
  }

  @Test func anUnknownReleaseInTheEnvironmentStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      setenv("HEADLESS_IOS_RELEASE", "9", 1)
      _ = SimulatedRelease.fromEnvironment()
    }
  }

  @Test func theEnvironmentChoosesTheRelease() async {
    #expect(SimulatedRelease.fromEnvironment() == .iOS16)
    await #expect(processExitsWith: .success) {
      setenv("HEADLESS_IOS_RELEASE", "13", 1)
      if SimulatedRelease.fromEnvironment() != .iOS13 { exit(1) }
      if SimulatedRelease.current != .iOS13 { exit(2) }
    }
  }

  /// A value holds from the release it was measured on until a later measurement; a release
  /// before every measurement takes the first.
  @Test func aReleaseValueIsTheNewestMeasurementNotAfterTheRelease() {
    let value = ReleaseValue<Int>([(.iOS16, 16), (.iOS13, 13)])
    #expect(value.value(on: .iOS12) == 13)
    #expect(value.value(on: .iOS13) == 13)
    #expect(value.value(on: .iOS16) == 16)
    let single = ReleaseValue<Int>([(.iOS16, 16)])
    #expect(single.value(on: .iOS12) == 16)
  }

  /// swift-snapshot-testing's testUIView.2.txt: 22 x 22 as recorded at a8d56f8 (2018-11-30, iOS
  /// 12), 24.3333 x 23.6667 as re-recorded at fb70100 (2019-12-01, iOS 13, 3x).
  @Test func contactAddFollowsTheRelease() {
    let twelve = SimulatedRelease.$current.withValue(.iOS12) {
      UIButton(type: .contactAdd).intrinsicContentSize
    }
    let thirteen = SimulatedRelease.$current.withValue(.iOS13) {
      UIButton(type: .contactAdd).intrinsicContentSize
    }
    let sixteen = UIButton(type: .contactAdd).intrinsicContentSize
    #expect(twelve == CGSize(width: 22, height: 22))
    #expect(abs(thirteen.width - 73.0 / 3) < 1e-9 && abs(thirteen.height - 71.0 / 3) < 1e-9)
    #expect(sixteen == thirteen)
  }
}
