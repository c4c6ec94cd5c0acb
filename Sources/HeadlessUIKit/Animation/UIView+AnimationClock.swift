import Foundation

extension UIView {
  /// The clock that finishes HeadlessUIKit's animations (HeadlessUIKit only: UIKit animates on
  /// the display's clock and has no such type, so keep calls to it out of code that must also
  /// build for iOS).
  ///
  /// Animations change model values at once, as in UIKit; what takes time is their end: the
  /// completion handlers of `UIView.animate` and `UIView.transition`, and a
  /// `UIViewPropertyAnimator`'s progress and completions. They happen when the clock reaches
  /// their end time (start + delay + duration), earliest first, in start order for equal times.
  ///
  /// ```swift
  /// UIView.AnimationClock.isManual = true
  /// UIView.animate(withDuration: 0.3, animations: { card.alpha = 0 }) { _ in card.removeFromSuperview() }
  /// card.alpha               // 0 at once
  /// UIView.AnimationClock.advance(by: 0.3)
  /// card.superview           // nil: the completion ran
  /// ```
  ///
  /// Simulated touches (`simulateLongPress(at:duration:)` and the like) move the same clock, so
  /// an animation started before a gesture ends while the fingers take their time.
  ///
  /// When `isManual` is `false` (the default), code that never drives the clock still sees its
  /// completions: each animation also asks the main actor to bring the clock to its end time on
  /// a later turn, the analogue of UIKit calling completions from a later turn of the main run
  /// loop. Tests that check order or timing set `isManual` to `true` and call `advance(by:)`.
  @MainActor
  public enum AnimationClock {
    /// The clock's time, in seconds; it only moves forward.
    public private(set) static var now: TimeInterval = 0

    /// Whether only `advance(by:)` moves the clock; `false` by default.
    public static var isManual = false

    /// How many animation ends are still to come.
    public static var pendingCount: Int { entries.count }

    private struct Entry {
      let due: TimeInterval
      let order: Int
      let id: Int
      let action: () -> Void
    }

    private static var entries: [Entry] = []
    private static var nextID = 0

    /// Moves the clock forward, running every end that falls within the time, earliest first.
    /// - Parameter seconds: How far to move; negative values count as 0.
    public static func advance(by seconds: TimeInterval) {
      run(until: now + max(0, seconds))
    }

    /// Moves the clock to the last pending end, running them all.
    public static func runUntilIdle() {
      while let last = entries.map(\.due).max() { run(until: last) }
    }

    /// Schedules an action at a time; returns an identifier for `cancel(_:)`.
    @discardableResult
    static func schedule(at due: TimeInterval, _ action: @escaping () -> Void) -> Int {
      nextID += 1
      let id = nextID
      entries.append(Entry(due: due, order: id, id: id, action: action))
      if !isManual {
        Task { @MainActor in
          if entries.contains(where: { $0.id == id }) { run(until: max(now, due)) }
        }
      }
      return id
    }

    /// Forgets a scheduled action.
    static func cancel(_ id: Int) {
      entries.removeAll { $0.id == id }
    }

    /// Ends within a nanosecond of the target count as reached, so steps like 0.29 + 0.01 reach
    /// an end at 0.3 despite floating-point rounding.
    private static let tolerance: TimeInterval = 1e-9

    private static func run(until time: TimeInterval) {
      while let next = entries.filter({ $0.due <= time + tolerance }).min(by: {
        ($0.due, $0.order) < ($1.due, $1.order)
      }) {
        entries.removeAll { $0.id == next.id }
        now = max(now, next.due)
        next.action()
      }
      now = max(now, time)
    }
  }
}
