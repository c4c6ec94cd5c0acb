import DeclarativeUIKit
import Foundation
import Testing

/// `UITraitCollection.userInterfaceIdiom`: unspecified unless set, merged like every trait, and
/// set by a simulated device's screen (`.pad` on an iPad).
@MainActor
@Suite struct UserInterfaceIdiomTests {
  @Test func unspecifiedUnlessSet() {
    #expect(UITraitCollection().userInterfaceIdiom == .unspecified)
    #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
  }

  @Test func mergedLikeOtherTraits() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(userInterfaceStyle: .dark),
    ])
    #expect(merged.userInterfaceIdiom == .phone)
    #expect(merged.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
    #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceIdiom: .pad)))
    #expect(UITraitCollection(userInterfaceIdiom: .pad) != UITraitCollection(userInterfaceIdiom: .phone))
  }

  @Test func aDeviceScreenGivesItsIdiomToItsViews() {
    let pad = UIScreen(device: .iPadPro11)
    #expect(pad.traitCollection.userInterfaceIdiom == .pad)
    #expect(UIScreen(device: .iPhone15).traitCollection.userInterfaceIdiom == .phone)
    let window = UIWindow(frame: pad.bounds)
    window.screen = pad
    let view = UIView()
    window.addSubview(view)
    #expect(view.traitCollection.userInterfaceIdiom == .pad)
  }
}
