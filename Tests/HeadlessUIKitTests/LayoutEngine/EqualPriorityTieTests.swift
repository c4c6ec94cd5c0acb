import DeclarativeUIKit
import Testing

/// Two views of a fill stack that both stretch (or shrink) at the same priority leave the layout
/// with more than one solution: Apple's Auto Layout Guide, "Ambiguous Layouts", calls optional
/// constraints of the same priority that cannot all hold ambiguous, and a different priority
/// settles it. No public source tells which view UIKit's engine then picks: HeadlessUIKit's
/// engine gives the space to one of them (the last here) and claims no rule for it, and
/// `hasAmbiguousLayout` says so for both.
@MainActor @Suite struct EqualPriorityTieTests {
  private func row(hugging: [Float]) -> (UIView, [UILabel]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let labels = ["Name", "Value"].map { text in
      let label = UILabel()
      label.text = text
      return label
    }
    for (label, priority) in zip(labels, hugging) {
      label.setContentHuggingPriority(UILayoutPriority(priority), for: .horizontal)
    }
    let stack = UIStackView(arrangedSubviews: labels)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    return (root, labels)
  }

  @Test func equalHuggingInAFillStackIsAmbiguous() {
    let (root, labels) = row(hugging: [250, 250])
    #expect(labels[0].hasAmbiguousLayout)
    #expect(labels[1].hasAmbiguousLayout)
    _ = root
  }

  @Test func aLowerHuggingPriorityTakesTheSpaceAndSettlesIt() {
    let (root, labels) = row(hugging: [251, 250])
    #expect(!labels[0].hasAmbiguousLayout)
    #expect(!labels[1].hasAmbiguousLayout)
    #expect(abs(labels[0].frame.width - labels[0].intrinsicContentSize.width) < 1e-9)
    _ = root
  }
}
