import DeclarativeUIKit
import Foundation
import Testing

/// UIPageControl: defaults, the current page kept to a page that exists, and a simulated tap.
///
/// Sources: "value pinned to 0..numberOfPages-1" and the defaults (numberOfPages 0, currentPage 0,
/// hidesForSinglePage NO) are the comments of UIKit's UIPageControl.h before iOS 14, as quoted in
/// public copies of the header; the enum raw values are the iOS 16.5 SDK's UIPageControl.h. UIKit
/// clamps, it does not raise, for a page out of range.
@MainActor @Suite struct PageControlTests {
  @Test func defaults() {
    let control = UIPageControl()
    #expect(control.numberOfPages == 0)
    #expect(control.currentPage == 0)
    #expect(!control.hidesForSinglePage)
    #expect(control.pageIndicatorTintColor == nil)
    #expect(control.currentPageIndicatorTintColor == nil)
    #expect(control.backgroundStyle == .automatic)
    #expect(control.direction == .natural)
    #expect(control.interactionState == .none)
    #expect(control.allowsContinuousInteraction)
  }

  @Test func currentPageIsPinnedToThePages() {
    let control = UIPageControl()
    control.currentPage = 3
    #expect(control.currentPage == 0)
    control.numberOfPages = 5
    control.currentPage = 9
    #expect(control.currentPage == 4)
    control.currentPage = -2
    #expect(control.currentPage == 0)
    control.currentPage = 4
    control.numberOfPages = 2
    #expect(control.currentPage == 1)
  }

  @Test func rawValuesAreTheHeaders() {
    #expect(UIPageControl.BackgroundStyle.minimal.rawValue == 2)
    #expect(UIPageControl.Direction.bottomToTop.rawValue == 4)
    #expect(UIPageControl.InteractionState.continuous.rawValue == 2)
  }

  @Test func sizeGrowsWithThePages() {
    let control = UIPageControl()
    #expect(control.size(forNumberOfPages: 0) == .zero)
    let three = control.size(forNumberOfPages: 3)
    let four = control.size(forNumberOfPages: 4)
    #expect(four.width > three.width)
    #expect(four.height == three.height)
    control.numberOfPages = 4
    #expect(control.intrinsicContentSize == four)
  }

  /// A three-page control fits in 26 points of height: cashapp/AccessibilitySnapshot,
  /// Example/SnapshotTests/DefaultControlsTests.swift `testPageControl`, reference images
  /// `..._15_5_390x844@3x.png` (at da453d2^) and `..._16_4_393x852@3x.png` (at dc50558^):
  /// a container 20 points taller than the control is 138 pixels = 46 points tall.
  @Test func threePagesFitTheRecordedHeight() {
    let control = UIPageControl()
    control.numberOfPages = 3
    #expect(control.sizeThatFits(CGSize(width: 390, height: 844)).height == 26)
  }

  @Test func tappingADotMovesThereAndSendsValueChanged() {
    let control = UIPageControl()
    control.numberOfPages = 3
    var pages: [Int] = []
    control.addAction(
      UIAction { [unowned control] _ in pages.append(control.currentPage) }, for: .valueChanged)
    #expect(control.simulateTap(pageAt: 2))
    #expect(pages == [2])
    #expect(control.interactionState == .discrete)
    #expect(!control.simulateTap(pageAt: 3))
    control.simulateTap(pageAt: 2)
    #expect(pages == [2])
  }

  @Test func itDrawsOneDotPerPage() {
    let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
    control.numberOfPages = 4
    let svg = SVGRenderer().render(control)
    #expect(svg.components(separatedBy: "<circle").count - 1 == 4)
    control.numberOfPages = 1
    control.hidesForSinglePage = true
    #expect(!SVGRenderer().render(control).contains("<circle"))
  }
}
