import DeclarativeUIKit
import Testing

/// A label's size follows the constraints it has now, not the ones it had: once a width
/// constraint is removed, a label that wraps at its own width takes the size it would have
/// taken had the constraint never been there (UIKit measures it with no width first,
/// `intrinsicContentSize` with `preferredMaxLayoutWidth` 0, then at the width that gives).
/// (Issue 32: a two-line label kept 54.67 points after the constraint went, 37.67 when never
/// constrained.)
@MainActor @Suite struct LabelWidthHistoryTests {
  private func screen(text: String) -> (UIView, UILabel) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let label = UILabel()
    label.text = text
    label.numberOfLines = 2
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
    ])
    return (root, label)
  }

  @Test(arguments: ["One\nTwo", "Hello\nWorld", "A longer first line\nand a second"])
  func aLabelOnceConstrainedTakesTheSizeOfOneNeverConstrained(text: String) {
    let (fresh, freshLabel) = screen(text: text)
    fresh.layoutIfNeeded()
    for width in [freshLabel.frame.width + 17, freshLabel.frame.width - 5, 250] {
      let (root, label) = screen(text: text)
      let constraint = label.widthAnchor.constraint(equalToConstant: width)
      constraint.isActive = true
      root.layoutIfNeeded()
      constraint.isActive = false
      root.layoutIfNeeded()
      #expect(label.frame == freshLabel.frame, "after a width of \(width)")
    }
  }
}
