import DeclarativeUIKit
import Testing

/// A finite multiplier is legal however large (UIKit rejects only a multiplier that is not
/// finite: "Multiplier is not finite!  That's illegal."), so a screen holding one is laid out:
/// the program goes on and every frame is a number, whatever the solver makes of the rounding.
/// (Issue 32: a label in nested `.lastBaseline` stacks with a multiplier of 1e15 stopped the
/// program inside the solver, "the objective is unbounded".)
@MainActor @Suite struct HugeMultiplierTests {
  @Test(arguments: [1e15, -1e15, 1e17, 1e300])
  func aHugeFiniteMultiplierIsLaidOutWithoutStopping(multiplier: Double) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let outer = UIStackView()
    outer.alignment = .lastBaseline
    outer.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(outer)
    let inner = UIStackView()
    inner.alignment = .lastBaseline
    outer.addArrangedSubview(inner)
    let label = UILabel()
    label.text = "Hello"
    let other = UILabel()
    other.text = "World"
    other.font = .systemFont(ofSize: 30)
    inner.addArrangedSubview(label)
    outer.addArrangedSubview(other)
    let widths = label.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: CGFloat(multiplier))
    widths.priority = .defaultHigh
    let heights = label.heightAnchor.constraint(equalTo: outer.heightAnchor, multiplier: CGFloat(multiplier))
    heights.priority = .defaultLow
    NSLayoutConstraint.activate([
      outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      outer.topAnchor.constraint(equalTo: root.topAnchor),
      widths, heights,
    ])
    _ = LayoutLog.capture { root.layoutIfNeeded() }
    for view in [outer, inner, label, other] {
      let frame = view.frame
      let numbers: [CGFloat] = [frame.minX, frame.minY, frame.width, frame.height]
      #expect(numbers.allSatisfy { $0.isFinite })
    }
  }
}
