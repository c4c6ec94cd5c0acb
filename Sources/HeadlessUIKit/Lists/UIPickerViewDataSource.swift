import Foundation

/// What a picker view asks for its columns (components) and rows. Both methods are required,
/// as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
  /// The number of components (columns).
  /// - Parameter pickerView: The picker view asking.
  func numberOfComponents(in pickerView: UIPickerView) -> Int

  /// The number of rows of a component.
  /// - Parameters:
  ///   - pickerView: The picker view asking.
  ///   - component: The component's index.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
