import DeclarativeUIKit
import Foundation
import Testing

/// UIPickerView: counts from the data source, titles from the delegate, selection, and the
/// delegate told of a user's selection only.
///
/// Sources: members, "weak reference" data source and delegate, and "returns selected row. -1
/// if nothing selected" from UIPickerView.h in the iOS 16.5 SDK. The 216-point height: a
/// recording on the iOS 6 simulator, where a picker given a zero frame logs "invalid height value
/// 0.0 pinned to 216.0" and reports 320 x 216 (https://markmeretzky.com/INFO1-CE9236/src/picker/,
/// 2013); no recording from iOS 13 or later was found.
@MainActor @Suite struct PickerViewTests {
  private final class Durations: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var hours = ["0 h", "1 h", "2 h", "3 h"]
    var selections: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      component == 0 ? hours.count : 4
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    {
      component == 0 ? hours[row] : "\(row * 15) min"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      selections.append("\(component):\(row)")
    }
  }

  @Test func withoutADataSourceItIsEmpty() {
    let picker = UIPickerView()
    #expect(picker.numberOfComponents == 0)
    #expect(picker.numberOfRows(inComponent: 0) == 0)
    #expect(picker.selectedRow(inComponent: 0) == -1)
    #expect(picker.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 216))
  }

  @Test func countsComeFromTheDataSource() {
    let source = Durations()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.dataSource = source
    picker.delegate = source
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 4)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.rowSize(forComponent: 1).width == 160)
    source.hours = ["0 h"]
    #expect(picker.numberOfRows(inComponent: 0) == 4)
    picker.reloadAllComponents()
    #expect(picker.numberOfRows(inComponent: 0) == 1)
  }

  @Test func selectingFromCodeTellsNobodyAndIsPinned() {
    let source = Durations()
    let picker = UIPickerView()
    picker.dataSource = source
    picker.delegate = source
    picker.selectRow(2, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    picker.selectRow(9, inComponent: 1, animated: true)
    #expect(picker.selectedRow(inComponent: 1) == 3)
    #expect(source.selections.isEmpty)
  }

  @Test func aUsersSelectionTellsTheDelegate() {
    let source = Durations()
    let picker = UIPickerView()
    picker.dataSource = source
    picker.delegate = source
    #expect(picker.simulateSelectRow(3, inComponent: 0))
    #expect(picker.selectedRow(inComponent: 0) == 3)
    #expect(source.selections == ["0:3"])
    #expect(!picker.simulateSelectRow(4, inComponent: 0))
  }

  @Test func itDrawsTheSelectedRowsOnTheBand() {
    let source = Durations()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.dataSource = source
    picker.delegate = source
    picker.selectRow(1, inComponent: 0, animated: false)
    let svg = SVGRenderer().render(picker)
    #expect(svg.contains(">1 h</text>"))
    #expect(svg.contains(">0 min</text>"))
  }
}
