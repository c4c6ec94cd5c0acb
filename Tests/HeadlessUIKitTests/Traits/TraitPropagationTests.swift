import DeclarativeUIKit
import Testing

// What is checked here is UIKit's documented trait flow (UITraitCollection.h, UIView.h): a view
// takes its traits from its superview and a window from its screen; `overrideUserInterfaceStyle`
// sets the style for a view and its subviews; `traitCollectionDidChange(_:)` gets the previous
// traits after a change; iOS 17's `registerForTraitChanges(_:handler:)` calls its handler with
// the view and the previous traits only for the traits it names.

@MainActor private final class RecordingView: UIView {
  var previous: [UITraitCollection?] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    previous.append(previousTraitCollection)
  }
}

@MainActor private func screen(_ traits: UITraitCollection = UITraitCollection()) -> UIScreen {
  UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3, traitCollection: traits)
}

@MainActor private func window(on screen: UIScreen) -> UIWindow {
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  return window
}

@MainActor @Suite struct TraitPropagationTests {
  @Test func aViewOutsideAWindowHasNoTraitsSpecified() {
    #expect(UIView().traitCollection == UITraitCollection())
  }

  @Test func aWindowTakesItsScreensTraitsAndScale() {
    let darkScreen = screen(UITraitCollection(userInterfaceStyle: .dark))
    let window = window(on: darkScreen)
    #expect(window.traitCollection.userInterfaceStyle == .dark)
    #expect(window.traitCollection.displayScale == 3)
    // A window given no screen is on `UIScreen.main`, at the 3x of a view on no screen (see
    // PixelSnappingTests.aWindowWithoutAScreenMeasuresAsAViewOnNone).
    #expect(UIWindow(frame: .zero).traitCollection.displayScale == 3)
  }

  @Test func subviewsTakeTheirSuperviewsTraits() {
    let window = window(on: screen(UITraitCollection(preferredContentSizeCategory: .extraLarge)))
    let outer = UIView()
    let inner = UIView()
    outer.addSubview(inner)
    window.addSubview(outer)
    #expect(inner.traitCollection.preferredContentSizeCategory == .extraLarge)
    #expect(inner.traitCollection.displayScale == 3)
    inner.removeFromSuperview()
    #expect(inner.traitCollection == UITraitCollection())
  }

  @Test func overrideUserInterfaceStyleAppliesToTheViewAndItsSubviews() {
    let window = window(on: screen(UITraitCollection(userInterfaceStyle: .light)))
    let outer = UIView()
    let inner = UIView()
    outer.addSubview(inner)
    window.addSubview(outer)
    outer.overrideUserInterfaceStyle = .dark
    #expect(outer.traitCollection.userInterfaceStyle == .dark)
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    #expect(window.traitCollection.userInterfaceStyle == .light)
    outer.overrideUserInterfaceStyle = .unspecified
    #expect(inner.traitCollection.userInterfaceStyle == .light)
  }

  @Test func traitCollectionDidChangeGetsThePreviousTraits() {
    let screen = screen()
    let window = window(on: screen)
    let view = RecordingView()
    window.addSubview(view)
    #expect(view.previous.count == 1)
    #expect(view.previous.last??.displayScale == 0)
    screen.simulatedTraits = UITraitCollection(userInterfaceStyle: .dark)
    #expect(view.previous.count == 2)
    #expect(view.previous.last??.userInterfaceStyle == .unspecified)
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    screen.simulatedTraits = UITraitCollection(userInterfaceStyle: .dark)
    #expect(view.previous.count == 2, "the same traits again are no change")
  }

  @Test func registeredHandlersHearOnlyTheTraitsTheyName() {
    let screen = screen()
    let window = window(on: screen)
    let view = UIView()
    window.addSubview(view)
    var calls: [UIUserInterfaceStyle] = []
    let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { view, previous in
      calls.append(previous.userInterfaceStyle)
      #expect(view.traitCollection.userInterfaceStyle == .dark)
    }
    screen.simulatedTraits = UITraitCollection(preferredContentSizeCategory: .small)
    #expect(calls.isEmpty)
    screen.simulatedTraits = UITraitCollection(userInterfaceStyle: .dark)
    #expect(calls == [.unspecified])
    view.unregisterForTraitChanges(registration)
    screen.simulatedTraits = UITraitCollection(userInterfaceStyle: .light)
    #expect(calls == [.unspecified])
  }

  @Test func aRightToLeftTraitFlipsTheEffectiveLayoutDirection() {
    let window = window(on: screen(UITraitCollection(layoutDirection: .rightToLeft)))
    let view = UIView()
    let forced = UIView()
    forced.semanticContentAttribute = .forceLeftToRight
    window.addSubview(view)
    window.addSubview(forced)
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(forced.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  @Test func aRightToLeftTraitLaysOutLeadingOnTheRight() {
    let window = window(on: screen(UITraitCollection(layoutDirection: .rightToLeft)))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: window.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(child.frame.minX == 280)
  }
}
