import DeclarativeUIKit
import Testing

/// A second `layoutIfNeeded()` with nothing changed moves nothing (UIKit's layout pass is
/// idempotent: `layoutIfNeeded()` on a view that does not need layout does nothing, and a view
/// marked again lays out to the same frames). The case: a fill-proportionally row with a
/// switch and two labels, the last one wrapping.
@MainActor
@Suite struct RepeatedPassTests {
  private func frames(_ root: UIView) -> [CGRect] {
    var result: [CGRect] = []
    var pending = [root]
    while let view = pending.popLast() {
      result.append(view.frame)
      pending.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  @Test(arguments: [UIStackView.Distribution.fillProportionally, .fill, .equalSpacing, .equalCentering])
  func aRowWithASwitchAndAWrappingLabelDoesNotMoveOnASecondPass(distribution: UIStackView.Distribution) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let title = UILabel()
    title.text = "Notifications"
    let detail = UILabel()
    detail.text = "Send me a message whenever something changes on any of my devices"
    detail.numberOfLines = 0
    let row = UIStackView(arrangedSubviews: [UISwitch(), title, detail])
    row.distribution = distribution
    row.spacing = 8
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      row.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    let (first, second, third) = LayoutLog.capture { () -> ([CGRect], [CGRect], [CGRect]) in
      root.layoutIfNeeded()
      let first = frames(root)
      root.layoutIfNeeded()
      let second = frames(root)
      root.setNeedsLayout()
      root.layoutIfNeeded()
      return (first, second, frames(root))
    }.result
    #expect(second == first)
    #expect(third == first)
  }

  /// Text whose width and wrapped height feed each other does not settle within the engine's
  /// text passes (the hostile run's seed 8410: a label of one long word whose height is twice
  /// its width, with a weak cap on its width). The frames the pass ends with are kept until an
  /// input changes, as UIKit's engine is not solved again when nothing changed.
  @Test(arguments: [NSLineBreakMode.byTruncatingTail, .byWordWrapping, .byTruncatingMiddle, .byCharWrapping])
  func aLabelWhoseWidthAndHeightFeedEachOtherDoesNotMoveOnASecondPass(mode: NSLineBreakMode) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let label = UILabel()
    label.text = String(repeating: "x", count: 300)
    label.numberOfLines = 0
    label.lineBreakMode = mode
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -8)
    leading.priority = UILayoutPriority(999)
    let top = label.topAnchor.constraint(equalTo: root.topAnchor, constant: -2_777_777)
    top.priority = UILayoutPriority(750)
    let cap = label.widthAnchor.constraint(lessThanOrEqualToConstant: 0)
    cap.priority = UILayoutPriority(750)
    let aspect = label.heightAnchor.constraint(equalTo: label.widthAnchor, multiplier: 2)
    NSLayoutConstraint.activate([leading, top, cap, aspect])
    let (first, second, third) = LayoutLog.capture { () -> ([CGRect], [CGRect], [CGRect]) in
      root.layoutIfNeeded()
      let first = frames(root)
      root.setNeedsLayout()
      root.layoutIfNeeded()
      let second = frames(root)
      root.setNeedsLayout()
      root.layoutIfNeeded()
      return (first, second, frames(root))
    }.result
    #expect(second == first)
    #expect(third == first)
  }
}
