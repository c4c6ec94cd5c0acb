import DeclarativeUIKit
import Testing

// Source: Apple's documentation of UIView.autoresizingMask
// (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask): when a view's
// bounds change it resizes its subviews by their masks at once; with several flexible parts on
// one axis the size difference is distributed proportionally among them; the default mask is
// none. UIView.autoresizesSubviews: `false` turns the resizing off (UIView.h: "default is YES").

@MainActor private func superview(width: CGFloat, height: CGFloat) -> UIView {
  UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

@MainActor @Suite struct AutoresizingTests {
  /// Apple's samples make `UICollectionView(frame: view.bounds, ...)` with flexible width and
  /// height before the view has its final size: the subview must follow the root view.
  @Test func aFlexibleSizeSubviewMadeAtZeroFillsItsSuperviewOnceItGrows() {
    let root = UIView(frame: .zero)
    let list = UIView(frame: root.bounds)
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(list)
    root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    #expect(list.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func flexibleMarginsShareTheChangeInProportionToTheirSizes() {
    let parent = superview(width: 320, height: 100)
    let child = UIView(frame: CGRect(x: 50, y: 0, width: 200, height: 40))  // right margin 70
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    parent.addSubview(child)
    parent.bounds.size.width = 440  // 120 more: 50 / 120 of it to the left, 70 / 120 to the right
    #expect(child.frame == CGRect(x: 100, y: 0, width: 200, height: 40))
  }

  @Test func aFlexibleWidthTakesTheWholeChangeAndTheMarginsStay() {
    let parent = superview(width: 320, height: 100)
    let child = UIView(frame: CGRect(x: 16, y: 8, width: 288, height: 44))
    child.autoresizingMask = [.flexibleWidth]
    parent.addSubview(child)
    parent.frame.size.width = 393
    #expect(child.frame == CGRect(x: 16, y: 8, width: 361, height: 44))
  }

  @Test func aFlexibleTopMarginKeepsTheViewAtTheBottom() {
    let parent = superview(width: 320, height: 480)
    let bar = UIView(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
    bar.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
    parent.addSubview(bar)
    parent.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    #expect(bar.frame == CGRect(x: 0, y: 808, width: 393, height: 44))
  }

  @Test func withNoMaskTheFrameStays() {
    let parent = superview(width: 320, height: 480)
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    parent.addSubview(child)
    parent.frame.size = CGSize(width: 600, height: 700)
    #expect(child.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func autoresizesSubviewsFalseTurnsItOff() {
    let parent = superview(width: 320, height: 480)
    parent.autoresizesSubviews = false
    let child = UIView(frame: parent.bounds)
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.addSubview(child)
    parent.frame.size = CGSize(width: 393, height: 852)
    #expect(child.frame.size == CGSize(width: 320, height: 480))
  }

  /// A view placed by constraints gets its frame from the layout engine, not from its mask.
  @Test func aViewPlacedByConstraintsIsNotResizedByItsMask() {
    let parent = superview(width: 320, height: 480)
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    child.autoresizingMask = [.flexibleWidth]
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    parent.frame.size.width = 420
    #expect(child.frame.width == 100)
  }

  @Test func aFrameSetByHandStaysAndTheNextResizeStartsFromIt() {
    let parent = superview(width: 300, height: 300)
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    child.autoresizingMask = [.flexibleWidth]
    parent.addSubview(child)
    child.frame = CGRect(x: 20, y: 20, width: 100, height: 50)
    #expect(child.frame == CGRect(x: 20, y: 20, width: 100, height: 50))
    parent.frame.size.width = 350
    #expect(child.frame == CGRect(x: 20, y: 20, width: 150, height: 50))
  }

  @Test func resizingCarriesDownTheHierarchy() {
    let root = superview(width: 100, height: 100)
    let middle = UIView(frame: root.bounds)
    middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let leaf = UIView(frame: CGRect(x: 0, y: 90, width: 100, height: 10))
    leaf.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    root.addSubview(middle)
    middle.addSubview(leaf)
    root.frame.size = CGSize(width: 200, height: 300)
    #expect(leaf.frame == CGRect(x: 0, y: 290, width: 200, height: 10))
  }

  /// Every one of the 64 masks, on both axes: fixed parts keep their length, flexible parts keep
  /// their proportions, and the three parts add up to the superview's new length.
  @Test(arguments: 0..<64)
  func everyMaskKeepsFixedPartsAndTheProportionsOfFlexibleOnes(bits: Int) {
    let mask = UIView.AutoresizingMask(rawValue: UInt(bits))
    let parent = superview(width: 300, height: 400)
    let child = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 200))  // margins 30 / 150, 40 / 160
    child.autoresizingMask = mask
    parent.addSubview(child)
    parent.frame.size = CGSize(width: 480, height: 600)
    let frame = child.frame
    let horizontal = [
      (mask.contains(.flexibleLeftMargin), 30.0, frame.minX),
      (mask.contains(.flexibleWidth), 120.0, frame.width),
      (mask.contains(.flexibleRightMargin), 150.0, 480 - frame.maxX),
    ]
    let vertical = [
      (mask.contains(.flexibleTopMargin), 40.0, frame.minY),
      (mask.contains(.flexibleHeight), 200.0, frame.height),
      (mask.contains(.flexibleBottomMargin), 160.0, 600 - frame.maxY),
    ]
    for (parts, newLength) in [(horizontal, 480.0), (vertical, 600.0)] {
      let flexible = parts.filter(\.0)
      // With nothing flexible the view keeps its frame and the far margin takes the change.
      let fixed = flexible.isEmpty ? Array(parts.prefix(2)) : parts.filter { !$0.0 }
      for part in fixed { #expect(abs(part.2 - part.1) < 1e-9) }
      if let first = flexible.first {
        for part in flexible { #expect(abs(part.2 / part.1 - first.2 / first.1) < 1e-9) }
        #expect(abs(parts.reduce(0) { $0 + $1.2 } - newLength) < 1e-9)
      }
    }
  }
}
