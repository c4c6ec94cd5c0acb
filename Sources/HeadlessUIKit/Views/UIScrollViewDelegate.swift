import Foundation

/// What a scroll view tells its delegate as it scrolls, is dragged, decelerates and zooms.
///
/// Every requirement is optional in UIKit; the default implementations here do nothing, or
/// answer as UIKit does for a delegate that does not implement the method (no view to zoom,
/// scrolling to the top allowed). `UITableViewDelegate` and `UICollectionViewDelegate` refine
/// this protocol, as in UIKit, so a table's delegate hears its scrolling too.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Called after the content offset changed, however it changed.
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// Called after the zoom scale changed.
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidZoom(_ scrollView: UIScrollView)

  /// Called when the user starts dragging the content.
  /// - Parameter scrollView: The scroll view.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

  /// Called when the user lifts the finger after dragging; the delegate may change where the
  /// content comes to rest.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - velocity: The speed at lift, in points per millisecond.
  ///   - targetContentOffset: Where the content will stop; write to it to stop elsewhere.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)

  /// Called after the user lifted the finger.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

  /// Called when the content starts to slow down after a drag.
  /// - Parameter scrollView: The scroll view.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

  /// Called when the content came to rest after a drag.
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

  /// Called when an animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`
  /// finished; not called for changes made without animation.
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

  /// The view to scale when the user zooms, or `nil` for no zooming.
  /// - Parameter scrollView: The scroll view.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?

  /// Called before zooming starts.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view being zoomed.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)

  /// Called after zooming ended.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view that was zoomed.
  ///   - scale: The zoom scale it ended at.
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)

  /// Whether a tap on the status bar may scroll the content to the top.
  /// - Parameter scrollView: The scroll view.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

  /// Called after the content scrolled to the top from a status bar tap.
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

  /// Called after `adjustedContentInset` changed.
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}

  /// Nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Nothing: the content stops where it would.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - velocity: The speed at lift.
  ///   - targetContentOffset: Where the content will stop.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Nothing.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the content keeps moving.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  /// Nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  /// Nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  /// Nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

  /// No view: the content does not zoom.
  /// - Parameter scrollView: The scroll view.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

  /// Nothing.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view being zoomed.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

  /// Nothing.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view that was zoomed.
  ///   - scale: The zoom scale it ended at.
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}

  /// `true`, as UIKit assumes for a delegate that does not answer.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

  /// Nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

  /// Nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
