import Foundation
import HeadlessUIKit
import Testing

/// A view with a fixed content size, as a switch or an image view has.
@MainActor private final class Box: UIView {
  var size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init(coder: NSCoder) { fatalError("not used") }
  override var intrinsicContentSize: CGSize { size }
}

/// The share of a row UIKit gives a label that wraps at its own width ('UISV-text-width-
/// disambiguation'): `label.width == row.width / n - spacing (n - 1) / n` at the label's higher
/// content priority plus 10. Recorded by kean's "Let's Build UIStackView" (kean.blog, 2017:
/// three labels, `0.333333*StackView.width priority:760`) and Open Radar 39275811 (iOS 11.3: a
/// label of compression resistance 749 beside a switch, `0.5 * stackView.width - 0 @ 759`, both
/// views half the row wide; raising the switch's hugging above 759 keeps its size).
@MainActor @Suite struct StackViewTextWidthTests {
  private let paragraph =
    "Deliveries arrive between nine and five on weekdays; leave a note for the courier if nobody is home."

  private func wrappingLabel() -> UILabel {
    let label = UILabel()
    label.text = paragraph
    label.numberOfLines = 0
    return label
  }

  /// Lays a stack out at a fixed width at the top left of a window on a 2x screen (whose pixel
  /// grid has the half points of the recordings).
  private func layOut(_ stack: UIStackView, width: CGFloat) {
    let screen = UIScreen(device: .iPhoneSE3)
    let root = UIWindow(frame: screen.bounds)
    root.screen = screen
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: width),
    ])
    root.layoutIfNeeded()
  }

  @Test func aWrappingLabelBesideAViewTakesHalfTheRow() {
    let label = wrappingLabel()
    let box = Box(51, 31)
    let row = UIStackView(arrangedSubviews: [label, box])
    row.spacing = 8
    layOut(row, width: 351)
    // (351 - 8) / 2: the box's hugging (250) gives way to the label's share (760).
    #expect(label.frame.width == 171.5)
    #expect(box.frame.width == 171.5)
    #expect(box.frame.minX == 179.5)
  }

  @Test func aViewHuggingAboveTheShareKeepsItsWidth() {
    let label = wrappingLabel()
    let box = Box(51, 31)
    box.setContentHuggingPriority(UILayoutPriority(761), for: .horizontal)
    let row = UIStackView(arrangedSubviews: [label, box])
    row.spacing = 8
    layOut(row, width: 351)
    #expect(box.frame.width == 51)
    #expect(label.frame.width == 292)
  }

  @Test func theShareIsTenAboveTheLabelsHigherPriority() {
    // Compression resistance 749 makes the share 759 (Open Radar 39275811): a neighbour
    // hugging at 759.5 keeps its width, one hugging at 758.5 is stretched.
    for (hugging, boxWidth) in [(Float(759.5), CGFloat(51)), (758.5, 171.5)] {
      let label = wrappingLabel()
      label.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
      let box = Box(51, 31)
      box.setContentHuggingPriority(UILayoutPriority(hugging), for: .horizontal)
      let row = UIStackView(arrangedSubviews: [label, box])
      row.spacing = 8
      layOut(row, width: 351)
      #expect(abs(box.frame.width - boxWidth) < 1e-9, "box hugging \(hugging)")
    }
  }

  @Test func threeWrappingLabelsShareTheRowInThirds() {
    let labels = [wrappingLabel(), wrappingLabel(), wrappingLabel()]
    let row = UIStackView(arrangedSubviews: labels)
    row.alignment = .firstBaseline
    layOut(row, width: 300)
    #expect(labels.map(\.frame.width) == [100, 100, 100])
  }

  @Test func hiddenViewsDoNotCountInTheShare() {
    let label = wrappingLabel()
    let hidden = Box(40, 40)
    hidden.isHidden = true
    let box = Box(51, 31)
    let row = UIStackView(arrangedSubviews: [label, hidden, box])
    row.spacing = 8
    layOut(row, width: 351)
    #expect(label.frame.width == 171.5)
  }

  @Test func singleLineLabelsAndSizingDistributionsAreLeftAlone() {
    // A one-line label keeps its text's width; the box, hugging least, takes the rest.
    let single = UILabel()
    single.text = "Delivery"
    let box = Box(51, 31)
    let row = UIStackView(arrangedSubviews: [single, box])
    layOut(row, width: 351)
    #expect(single.frame.width < 100)
    // Equal filling sizes the views itself.
    let label = wrappingLabel()
    let other = Box(51, 31)
    let equal = UIStackView(arrangedSubviews: [label, other, Box(51, 31)])
    equal.distribution = .fillEqually
    layOut(equal, width: 300)
    #expect(label.frame.width == 100)
  }

  @Test func aColumnDoesNotShareOutWidths() {
    let label = wrappingLabel()
    let box = Box(51, 31)
    let column = UIStackView(arrangedSubviews: [label, box])
    column.axis = .vertical
    column.alignment = .leading
    layOut(column, width: 351)
    #expect(label.frame.width > 300)
    #expect(box.frame.width == 51)
  }
}
