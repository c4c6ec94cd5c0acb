import DeclarativeUIKit

// The DSL against the same screen written with plain UIKit statements: what the modifiers,
// the builder and the closure actions cost at run time, as a ratio to hand-written code.

/// One settings row, hand-written.
@MainActor
private func plainRow(_ index: Int) -> UIView {
  let title = UILabel()
  title.text = "Row \(index)"
  title.font = .systemFont(ofSize: 17)
  title.textColor = .label
  let toggle = UISwitch()
  toggle.isOn = index % 2 == 0
  toggle.addAction(UIAction { _ in blackHole(index) }, for: .valueChanged)
  let button = UIButton()
  button.setTitle("Edit", for: .normal)
  button.setTitleColor(.systemBlue, for: .normal)
  button.addAction(UIAction { _ in blackHole(index) }, for: .touchUpInside)
  let row = UIStackView(arrangedSubviews: [title, toggle, button])
  row.axis = .horizontal
  row.spacing = 16
  row.heightAnchor.constraint(equalToConstant: 44).isActive = true
  row.translatesAutoresizingMaskIntoConstraints = false
  return row
}

/// The same row with the DSL.
@MainActor
private func dslRow(_ index: Int) -> UIView {
  UIHStack {
    UILabel().text("Row \(index)").font(.systemFont(ofSize: 17)).textColor(.label)
    UISwitch().isOn(index % 2 == 0).onChange { _ in blackHole(index) }
    UIButton().title("Edit").titleColor(.systemBlue).action { blackHole(index) }
  }
  .frame(height: 44)
}

@MainActor
private func screen(rows: Int, _ row: (Int) -> UIView) -> UIView {
  let stack = UIStackView()
  stack.axis = .vertical
  for index in 0..<rows { stack.addArrangedSubview(row(index)) }
  return stack
}

/// Prints the time to build screens of 50 and 500 rows (4 views each) both ways.
@MainActor
func dslBenchmarks() {
  print("\n== dsl: building a screen of rows (label, switch with action, button with action)")
  for rows in [50, 500] {
    let plain = Harness.bestTime { blackHole(screen(rows: rows, plainRow)) }
    let dsl = Harness.bestTime { blackHole(screen(rows: rows, dslRow)) }
    print(
      "\(rows * 4) views: plain UIKit \(Harness.format(nanoseconds: plain)), "
        + "DSL \(Harness.format(nanoseconds: dsl)) (\(Harness.ratio(dsl, over: plain)) of plain)")
  }
}
