import Foundation

extension UIDatePicker {
  /// Picks a date as a user would. HeadlessUIKit only.
  ///
  /// Sets the date (kept within the range) and sends `.valueChanged` when it changed.
  ///
  /// ```swift
  /// picker.simulatePick(tomorrow)
  /// ```
  /// - Parameter date: The date the user picks.
  /// - Returns: `false`, and nothing happens, when the picker would not receive the touch.
  @discardableResult
  public func simulatePick(_ date: Date) -> Bool {
    guard acceptsSimulatedTouches else { return false }
    beginSimulatedTouch()
    let old = self.date
    self.date = date
    isHighlighted = false
    if self.date != old { sendActions(for: .valueChanged) }
    endSimulatedTouch()
    return true
  }
}
