import DeclarativeUIKit
import Testing

/// A simulated drag: the content follows the finger and the delegate hears UIKit's sequence.
@MainActor
@Suite struct ScrollViewDragTests {
  private func scrollView() -> UIScrollView {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scroll.contentSize = CGSize(width: 390, height: 5000)
    return scroll
  }

  // UIScrollView.h: willBeginDragging on start, didScroll for offset changes, willEndDragging
  // and didEndDragging(willDecelerate: false) on finger up when the content stops there.
  @Test func aDragWithoutVelocityStopsWhereTheFingerLeft() {
    let scroll = scrollView()
    let events = ScrollEvents()
    scroll.delegate = events
    #expect(scroll.simulateDrag(by: CGPoint(x: 0, y: -300)))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
    #expect(
      events.collapsed == [
        "willBeginDragging dragging=true", "didScroll", "willEndDragging",
        "didEndDragging false dragging=false",
      ])
    #expect(events.offsets == [75, 150, 225, 300].map { CGPoint(x: 0, y: $0) })
    #expect(events.velocity == .zero)
    #expect(!scroll.isDragging && !scroll.isTracking && !scroll.isDecelerating)
  }

  // UIScrollView.h: with velocity the content keeps moving (willDecelerate true), then
  // willBeginDecelerating, didScroll, didEndDecelerating.
  @Test func aFlickDeceleratesToTheProjectedTarget() {
    let scroll = scrollView()
    let events = ScrollEvents()
    scroll.delegate = events
    scroll.simulateDrag(by: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -2))
    #expect(
      events.collapsed == [
        "willBeginDragging dragging=true", "didScroll", "willEndDragging",
        "didEndDragging true dragging=false",
        "willBeginDecelerating", "didScroll", "didEndDecelerating",
      ])
    // 2 points per millisecond at the normal rate glide 2 × 0.998 / 0.002 = 998 points.
    #expect(abs(scroll.contentOffset.y - 1098) < 0.001)
  }

  // UIScrollView.h: the delegate may change targetContentOffset to adjust where the content
  // comes to rest.
  @Test func theDelegateMovesTheTarget() {
    let scroll = scrollView()
    let events = ScrollEvents()
    events.targetOverride = CGPoint(x: 0, y: 844)
    scroll.delegate = events
    scroll.simulateDrag(by: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -2))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 844))
  }

  @Test func theContentStopsAtItsEdges() {
    let scroll = scrollView()
    scroll.simulateDrag(by: CGPoint(x: 0, y: 200))
    #expect(scroll.contentOffset == .zero)
    scroll.simulateDrag(by: CGPoint(x: 0, y: -9000))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 5000 - 844))
  }

  @Test func aDisabledScrollViewDoesNotMove() {
    let scroll = scrollView()
    let events = ScrollEvents()
    scroll.delegate = events
    scroll.isScrollEnabled = false
    #expect(!scroll.simulateDrag(by: CGPoint(x: 0, y: -300)))
    #expect(scroll.contentOffset == .zero)
    #expect(events.events.isEmpty)
  }

  @Test func draggingATableShowsLaterRows() {
    let rows = NumberedRows([100])
    let table = numberedTable(rows)
    table.simulateDrag(by: CGPoint(x: 0, y: -1000))
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 20, section: 0))
    withExtendedLifetime(rows) {}
  }
}
