import DeclarativeUIKit
import Foundation
import Testing

/// UIRefreshControl: refreshing state, the event a pull sends, and its place in a scroll view.
///
/// Sources: the members and "When a user has pulled-to-refresh, the UIRefreshControl fires its
/// UIControlEventValueChanged event" from UIRefreshControl.h in the iOS 16.5 SDK;
/// `UIScrollView.refreshControl` from UIScrollView.h.
@MainActor @Suite struct RefreshControlTests {
  @Test func beginAndEndFromCodeSendNoEvent() {
    let refresh = UIRefreshControl()
    var events = 0
    refresh.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
    #expect(!refresh.isRefreshing)
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing)
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
    #expect(events == 0)
    #expect(refresh.attributedTitle == nil)
  }

  @Test func aPullStartsRefreshingAndSendsValueChanged() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let refresh = UIRefreshControl()
    var events = 0
    refresh.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
    #expect(!refresh.simulatePullToRefresh())
    scroll.refreshControl = refresh
    #expect(refresh.superview === scroll)
    #expect(refresh.frame.width == 320)
    #expect(refresh.frame.maxY == 0)
    #expect(refresh.simulatePullToRefresh())
    #expect(refresh.isRefreshing)
    #expect(events == 1)
    #expect(!refresh.simulatePullToRefresh())
    scroll.refreshControl = nil
    #expect(refresh.superview == nil)
  }

  // 60 points tall: iOS 17 logs a fresh refresh control as "<UIRefreshControl: ...; frame =
  // (0 0; 0 60); hidden = YES; ...>" (devAYZ/UIRefreshControl_iOS_16_17, README.md), and its
  // private `_refreshControlHeight` reads 60.0 (noppefoxwolf/UIRefreshControl-Reverse-Engineering,
  // README.md). In a scroll view it sits its height above the content.
  @Test func itIsSixtyPointsTall() {
    let refresh = UIRefreshControl()
    #expect(refresh.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 60))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    scroll.refreshControl = refresh
    #expect(refresh.frame == CGRect(x: 0, y: -60, width: 390, height: 60))
  }

  @Test func itDrawsASpinnerWhileRefreshing() {
    let refresh = UIRefreshControl(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(!SVGRenderer().render(refresh).contains("rotate("))
    refresh.beginRefreshing()
    refresh.attributedTitle = NSAttributedString(string: "Updating…")
    let svg = SVGRenderer().render(refresh)
    #expect(svg.components(separatedBy: "rotate(").count - 1 == 8)
    #expect(svg.contains(">Updating…</text>"))
  }
}
