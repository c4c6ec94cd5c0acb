import DeclarativeUIKit
import Testing

/// A scroll view delegate that records what it hears, and can move the drag's target.
@MainActor
final class ScrollEvents: NSObject, UIScrollViewDelegate, UITableViewDelegate, UICollectionViewDelegate,
  UITextViewDelegate
{
  var events: [String] = []
  var offsets: [CGPoint] = []
  var targetOverride: CGPoint?
  var velocity: CGPoint?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    events.append("didScroll")
    offsets.append(scrollView.contentOffset)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    events.append("willBeginDragging dragging=\(scrollView.isDragging)")
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    events.append("willEndDragging")
    self.velocity = velocity
    if let targetOverride { targetContentOffset.pointee = targetOverride }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging \(decelerate) dragging=\(scrollView.isDragging)")
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    events.append("willBeginDecelerating")
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    events.append("didEndDecelerating")
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    events.append("didEndScrollingAnimation")
  }

  /// The events with consecutive `didScroll`s counted as one.
  var collapsed: [String] {
    events.reduce(into: []) { if $0.last != $1 || $1 != "didScroll" { $0.append($1) } }
  }
}

/// UIScrollViewDelegate: what a scroll view tells its delegate, and the table and collection
/// view delegates that refine it.
@MainActor
@Suite struct ScrollViewDelegateTests {
  // UIScrollView.h: scrollViewDidScroll for "any offset changes"; scrollViewDidEndScrollingAnimation
  // when an animated setContentOffset or scrollRectToVisible finishes, "not called if not
  // animating".
  @Test func offsetChangesAreReported() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = CGSize(width: 100, height: 1000)
    let events = ScrollEvents()
    #expect(scroll.delegate == nil)
    scroll.delegate = events
    #expect(scroll.delegate === events)
    scroll.contentOffset = CGPoint(x: 0, y: 10)
    scroll.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
    #expect(events.events == ["didScroll", "didScroll"])
    scroll.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
    #expect(events.events.suffix(2) == ["didScroll", "didEndScrollingAnimation"])
    // An offset that does not change scrolls nothing and animates nothing.
    scroll.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
    #expect(events.events.count == 4)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 10), animated: true)
    #expect(events.events.suffix(2) == ["didScroll", "didEndScrollingAnimation"])
    #expect(events.offsets.last == CGPoint(x: 0, y: 410))
  }

  // UITableView.h: UITableViewDelegate refines UIScrollViewDelegate, and the table's delegate
  // is its scroll view's.
  @Test func aTableDelegateIsItsScrollDelegate() {
    let rows = NumberedRows([100])
    let table = numberedTable(rows)
    let events = ScrollEvents()
    table.delegate = events
    let scroll: UIScrollView = table
    #expect(scroll.delegate === events)
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: true)
    #expect(events.events == ["didScroll", "didEndScrollingAnimation"])
    table.delegate = nil
    #expect(scroll.delegate == nil)
    withExtendedLifetime(rows) {}
  }

  // UICollectionView.h: UICollectionViewDelegate refines UIScrollViewDelegate.
  @Test func aCollectionDelegateIsItsScrollDelegate() {
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
    let events = ScrollEvents()
    grid.delegate = events
    #expect((grid as UIScrollView).delegate === events)
    grid.contentOffset = CGPoint(x: 0, y: 5)
    #expect(events.events == ["didScroll"])
  }

  // UITextView.h (iOS 16.5 SDK): `@protocol UITextViewDelegate <NSObject, UIScrollViewDelegate>`
  // and one weak `delegate` property, so the text view's delegate is its scroll view's.
  @Test func aTextViewDelegateIsItsScrollDelegate() {
    let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    notes.contentSize = CGSize(width: 200, height: 600)
    let events = ScrollEvents()
    notes.delegate = events
    #expect((notes as UIScrollView).delegate === events)
    notes.contentOffset = CGPoint(x: 0, y: 40)
    #expect(events.events == ["didScroll"])
    notes.delegate = nil
    #expect((notes as UIScrollView).delegate == nil)
    // Held weakly, as UIKit's `weak` property says.
    do {
      let passing = ScrollEvents()
      notes.delegate = passing
    }
    #expect(notes.delegate == nil)
  }
}
