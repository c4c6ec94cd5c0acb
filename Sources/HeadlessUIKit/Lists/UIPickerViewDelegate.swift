import Foundation

/// What a picker view asks its delegate for its rows' titles and sizes, and tells it about
/// selections. Every method is optional, as in UIKit: the defaults below give no title, the
/// picker's own sizes, and do nothing.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
  /// A component's width, or 0 for an equal share of the picker's width.
  /// - Parameters:
  ///   - pickerView: The picker view asking.
  ///   - component: The component's index.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat

  /// The height of a component's rows, or 0 for the picker's default.
  /// - Parameters:
  ///   - pickerView: The picker view asking.
  ///   - component: The component's index.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat

  /// A row's title, or `nil`.
  /// - Parameters:
  ///   - pickerView: The picker view asking.
  ///   - row: The row's index.
  ///   - component: The component's index.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?

  /// A row's title with attributes, or `nil`; preferred to the plain title.
  /// - Parameters:
  ///   - pickerView: The picker view asking.
  ///   - row: The row's index.
  ///   - component: The component's index.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?

  /// Tells that the user selected a row (not when code calls `selectRow(_:inComponent:animated:)`).
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - row: The selected row's index.
  ///   - component: The component's index.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// 0: an equal share of the picker's width.
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - component: The component.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }

  /// 0: the picker's default row height.
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - component: The component.
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }

  /// No title.
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - row: The row.
  ///   - component: The component.
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    nil
  }

  /// No attributed title.
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - row: The row.
  ///   - component: The component.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }

  /// Does nothing.
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - row: The row.
  ///   - component: The component.
  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
