import Foundation

/// A view of spinning wheels, one per component, each showing a selected row.
///
/// ```swift
/// let picker = UIPickerView()
/// picker.dataSource = durations
/// picker.delegate = durations
/// picker.selectRow(2, inComponent: 0, animated: false)
/// ```
///
/// The counts come from `dataSource`, the titles and sizes from `delegate`, asked again by
/// `reloadAllComponents()`. Selecting from code tells nobody; a simulated selection
/// (`simulateSelectRow(_:inComponent:)`, HeadlessUIKit only) tells the delegate. The picker is
/// 216 points tall: what an iOS 6 simulator recorded (a zero height "pinned to 216.0",
/// https://markmeretzky.com/INFO1-CE9236/src/picker/); no recording from iOS 13 or later was
/// found.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  // MARK: Drawing (UIPickerView+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawWheels(in: rect, on: &canvas) }

  /// Any width, and the picker's 216-point height.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.defaultHeight)
  }

  /// The size that fits: the current width and the picker's height.
  /// - Parameter size: The space available (not used).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width, height: UIPickerView.defaultHeight)
  }

  static let defaultHeight: CGFloat = 216

  /// The height of a row when the delegate gives none (no public source: HeadlessUIKit's own,
  /// from the iOS 14 wheel's selection band).
  static let defaultRowHeight: CGFloat = 34

  /// The object that gives the counts, or `nil`. Held weakly.
  open weak var dataSource: (any UIPickerViewDataSource)?

  /// The object that gives titles and sizes and is told of selections, or `nil`. Held weakly.
  open weak var delegate: (any UIPickerViewDelegate)?

  /// The row counts read at the last reload, one per component.
  private var rowCounts: [Int]?
  private var selectedRows: [Int] = []

  /// Creates an empty picker view.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a picker view from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The number of components, from the data source.
  open var numberOfComponents: Int { counts.count }

  /// The number of rows of a component, or 0 for a component that does not exist.
  /// - Parameter component: The component's index.
  open func numberOfRows(inComponent component: Int) -> Int {
    counts.indices.contains(component) ? counts[component] : 0
  }

  /// The size of a component's rows: its width (the delegate's, or an equal share) and its row
  /// height (the delegate's, or the default).
  /// - Parameter component: The component's index.
  open func rowSize(forComponent component: Int) -> CGSize {
    let count = Swift.max(numberOfComponents, 1)
    let width = delegate?.pickerView(self, widthForComponent: component) ?? 0
    let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
    return CGSize(
      width: width > 0 ? width : bounds.width / CGFloat(count),
      height: height > 0 ? height : UIPickerView.defaultRowHeight)
  }

  /// The view showing a row, or `nil`: HeadlessUIKit draws rows from their titles and makes no
  /// row views.
  /// - Parameters:
  ///   - row: The row's index.
  ///   - component: The component's index.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }

  /// Asks the data source for the counts again; each component's selection is kept within its
  /// rows.
  open func reloadAllComponents() {
    rowCounts = nil
    _ = counts
    setNeedsLayout()
  }

  /// Asks the data source for a component's rows again.
  /// - Parameter component: The component's index.
  open func reloadComponent(_ component: Int) {
    reloadAllComponents()
  }

  /// Selects a row of a component without telling the delegate. A row outside the component is
  /// pinned to its first or last row.
  /// - Parameters:
  ///   - row: The row's index.
  ///   - component: The component's index.
  ///   - animated: Whether UIKit would spin the wheel (no effect here).
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    let count = numberOfRows(inComponent: component)
    guard count > 0, selectedRows.indices.contains(component) else { return }
    selectedRows[component] = Swift.max(0, Swift.min(row, count - 1))
  }

  /// The selected row of a component: 0 by default, -1 when the component has no rows or does
  /// not exist.
  /// - Parameter component: The component's index.
  open func selectedRow(inComponent component: Int) -> Int {
    guard numberOfRows(inComponent: component) > 0, selectedRows.indices.contains(component) else {
      return -1
    }
    return selectedRows[component]
  }

  /// The title the picker draws for a row: the delegate's attributed title's string, or its
  /// plain title.
  func title(forRow row: Int, inComponent component: Int) -> String? {
    delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
      ?? delegate?.pickerView(self, titleForRow: row, forComponent: component)
  }

  /// The row counts, read from the data source when not known.
  private var counts: [Int] {
    if let rowCounts { return rowCounts }
    guard let dataSource else { return [] }
    let components = Swift.max(0, dataSource.numberOfComponents(in: self))
    let counts = (0..<components).map {
      Swift.max(0, dataSource.pickerView(self, numberOfRowsInComponent: $0))
    }
    rowCounts = counts
    selectedRows = counts.enumerated().map { index, count in
      let previous = selectedRows.indices.contains(index) ? selectedRows[index] : 0
      return Swift.max(0, Swift.min(previous, count - 1))
    }
    return counts
  }
}
