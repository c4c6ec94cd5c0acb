import Foundation

extension UIScrollView {
  /// Drags the content with a finger, as a user would, and lets it glide if the finger leaves
  /// moving. HeadlessUIKit only.
  ///
  /// The delegate hears UIKit's sequence (UIScrollView.h documents each call's moment):
  /// `scrollViewWillBeginDragging`, `scrollViewDidScroll` for each step of the finger,
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (which may move the
  /// target), `scrollViewDidEndDragging(_:willDecelerate:)`, then, when the content glides,
  /// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` and `scrollViewDidEndDecelerating`.
  ///
  /// ```swift
  /// tableView.simulateDrag(by: CGPoint(x: 0, y: -300))  // the finger moves up: content scrolls down
  /// ```
  ///
  /// The content stops at its edges (no bounce is simulated), at `-adjustedContentInset` and
  /// at its far edge plus the inset. With `keyboardDismissMode` `.onDrag` (or
  /// `.onDragWithAccessory`) editing ends in the scroll view's window (or its topmost superview)
  /// as the drag begins, which dismisses the keyboard; the interactive modes follow the finger,
  /// which no simulated keyboard shows.
  /// - Parameters:
  ///   - translation: How far the finger moves; the content offset moves the other way.
  ///   - velocity: The finger's speed when it lifts, in points per millisecond as UIKit reports
  ///     it; zero stops the content where the finger left it.
  ///   - steps: How many moves the finger makes, each reported by `scrollViewDidScroll`.
  /// - Returns: `false`, and nothing happens, when scrolling is disabled.
  @discardableResult
  public func simulateDrag(by translation: CGPoint, velocity: CGPoint = .zero, steps: Int = 4) -> Bool {
    guard isScrollEnabled else { return false }
    let start = contentOffset
    isTracking = true
    isDragging = true
    if keyboardDismissMode.dismissesWhenDraggingBegins { dismissKeyboard() }
    scrollDelegate?.scrollViewWillBeginDragging(self)
    let count = max(1, steps)
    for step in 1...count {
      let fraction = CGFloat(step) / CGFloat(count)
      contentOffset = clampedOffset(
        CGPoint(x: start.x - translation.x * fraction, y: start.y - translation.y * fraction))
      layoutIfNeeded()
    }
    // Where the content would come to rest: UIKit's projection of a flick, distance =
    // velocity × rate / (1 − rate) with the per-millisecond deceleration rate (WWDC 2018
    // "Designing Fluid Interfaces").
    let rate = Self.normalDecelerationRate
    var target = clampedOffset(
      CGPoint(
        x: contentOffset.x - velocity.x * rate / (1 - rate),
        y: contentOffset.y - velocity.y * rate / (1 - rate)))
    withUnsafeMutablePointer(to: &target) {
      scrollDelegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: $0)
    }
    let willDecelerate = target != contentOffset
    isTracking = false
    isDragging = false
    scrollDelegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    guard willDecelerate else { return true }
    isDecelerating = true
    scrollDelegate?.scrollViewWillBeginDecelerating(self)
    contentOffset = target
    layoutIfNeeded()
    isDecelerating = false
    scrollDelegate?.scrollViewDidEndDecelerating(self)
    return true
  }

  /// `UIScrollView.DecelerationRate.normal`: the share of its speed the content keeps each
  /// millisecond. Apple does not publish the value; 0.998 is the one Chameleon's UIKit
  /// re-implementation uses (BigZaphod/Chameleon, UIKit/Classes/UIScrollView.m).
  static let normalDecelerationRate: CGFloat = 0.998

  /// An offset kept within the scrollable range.
  private func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let inset = adjustedContentInset
    let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
    let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
  }
}

extension UIScrollView {
  /// Ends editing in the window (or the topmost superview) around the scroll view, without
  /// asking delegates, as a drag in `.onDrag` mode does.
  fileprivate func dismissKeyboard() {
    var root: UIView = self
    while let superview = root.superview { root = superview }
    root.endEditing(true)
  }
}
