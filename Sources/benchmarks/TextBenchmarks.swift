import DeclarativeUIKit

/// Text layout at growing lengths: a label of 1 KB, 100 KB and 1 MB of words, laid out as one
/// truncated line, as two lines (wrapped, the second truncated) and drawn as SVG, and a button
/// title of the same length. The baseline is counting the text's characters; the time per
/// kilobyte should stay flat from size to size (a ratio near 100x per 100x the text means the
/// work is linear).
@MainActor
func textBenchmarks() {
  print("\n== text (label and button layout and drawing at growing text lengths)")
  var previous: (bytes: Int, oneLine: Double, twoLines: Double, draw: Double)?
  for bytes in [1_000, 100_000, 1_000_000] {
    let text = String(repeating: "lorem ipsum dolor sit amet ", count: bytes / 27 + 1).prefix(bytes)
    let string = String(text)
    let baseline = Harness.bestTime(rounds: 3) { blackHole(string.count) }
    // Each round's text differs in its last character, so no round reads a size measured by
    // an earlier one (labels remember the sizes of texts they measured).
    var round = 0
    func layOut(lines: Int) -> UILabel {
      round += 1
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
      let label = UILabel()
      label.text = string.dropLast() + String(round % 10)
      label.numberOfLines = lines
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      return label
    }
    let oneLine = Harness.bestTime(rounds: 3) { blackHole(layOut(lines: 1)) }
    let twoLines = Harness.bestTime(rounds: 3) { blackHole(layOut(lines: 2)) }
    let label = layOut(lines: 2)
    let draw = Harness.bestTime(rounds: 3) { blackHole(SVGRenderer().render(label)) }
    let button = Harness.bestTime(rounds: 3) {
      let view = UIButton(type: .system)
      view.setTitle(string, for: .normal)
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
      blackHole(SVGRenderer().render(view))
    }
    print(
      "\(bytes / 1_000) KB: baseline (count) \(Harness.format(nanoseconds: baseline)); "
        + "one line \(Harness.format(nanoseconds: oneLine)); "
        + "two lines \(Harness.format(nanoseconds: twoLines)); "
        + "draw two lines \(Harness.format(nanoseconds: draw)); "
        + "button title drawn \(Harness.format(nanoseconds: button))")
    if let previous {
      let growth = Double(bytes) / Double(previous.bytes)
      print(
        "  growth from \(previous.bytes / 1_000) KB (text \(Int(growth))x): "
          + "one line \(Harness.ratio(oneLine, over: previous.oneLine)), "
          + "two lines \(Harness.ratio(twoLines, over: previous.twoLines)), "
          + "draw \(Harness.ratio(draw, over: previous.draw))")
    }
    previous = (bytes, oneLine, twoLines, draw)
  }
}
