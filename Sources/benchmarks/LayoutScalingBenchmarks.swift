import DeclarativeUIKit
import Foundation

/// The two shapes a hostile run found quadratic (issue 32), at 1,000, 10,000 and 100,000 views:
/// a tall vertical stack laid out, then laid out again after its root is resized; and a chain of
/// views each pinned to its parent's edges, built and laid out. The first is printed against
/// its own first layout (goal: at most 3x), the second against allocating as many plain views
/// (and between sizes: 10x the depth should take about 10x the time).
@MainActor
func layoutScalingBenchmarks() {
  print("\n== layout scaling (resized tall stacks, deep pinned chains; best of several rounds)")
  // LAYOUT_SCALING_SIZES=1000,10000 limits the sizes (for a quick look).
  let sizes =
    ProcessInfo.processInfo.environment["LAYOUT_SCALING_SIZES"]?.split(separator: ",").compactMap {
      Int($0)
    } ?? [1_000, 10_000, 100_000]
  // LAYOUT_SCALING_SHAPES=stack (or chain) runs one of the two.
  let shapes =
    ProcessInfo.processInfo.environment["LAYOUT_SCALING_SHAPES"]?.split(separator: ",") ?? ["stack", "chain"]
  if shapes.contains("stack") { resizedStackBenchmarks(sizes: sizes) }
  if shapes.contains("chain") { pinnedChainBenchmarks(sizes: sizes) }
}

@MainActor
private func resizedStackBenchmarks(sizes: [Int]) {
  for count in sizes {
    // Fewer rounds at the largest size, where one round takes seconds.
    let rounds = count >= 100_000 ? 2 : 5
    var first = Double.infinity
    var resized = Double.infinity
    for _ in 0..<rounds {
      let (root, last) = tallStack(count)
      first = min(first, Harness.bestTime(rounds: 1) { root.layoutIfNeeded() })
      root.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
      resized = min(resized, Harness.bestTime(rounds: 1) { root.layoutIfNeeded() })
      blackHole(last.frame)
    }
    print(
      "tall stack N=\(count): first layout \(Harness.format(nanoseconds: first)); "
        + "after the root is resized \(Harness.format(nanoseconds: resized)) "
        + "(\(Harness.ratio(resized, over: first)) the first layout)")
  }
}

@MainActor
private func pinnedChainBenchmarks(sizes: [Int]) {
  var previous: (count: Int, chain: Double)?
  for count in sizes {
    let rounds = count >= 100_000 ? 2 : 5
    let baseline = Harness.bestTime(rounds: rounds) {
      var views: [UIView] = []
      views.reserveCapacity(count)
      for _ in 0..<count { views.append(UIView()) }
      blackHole(views)
    }
    let chain = Harness.bestTime(rounds: rounds) {
      let root = pinnedChain(count)
      root.layoutIfNeeded()
      blackHole(root)
    }
    var line =
      "pinned chain depth=\(count): built and laid out \(Harness.format(nanoseconds: chain)) "
      + "(\(Harness.ratio(chain, over: baseline)) allocating the views)"
    if let previous {
      line +=
        "; \(Harness.ratio(chain, over: previous.chain)) the time for \(count / previous.count)x the depth"
    }
    print(line)
    previous = (count, chain)
  }
}

/// A vertical stack (spacing 8) of `count` labels pinned to a 390-point-wide root's leading,
/// trailing and top edges; with the last label.
@MainActor
private func tallStack(_ count: Int) -> (UIView, UIView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let stack = UIStackView()
  stack.axis = .vertical
  stack.spacing = 8
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    stack.topAnchor.constraint(equalTo: root.topAnchor),
  ])
  var last = UIView()
  for index in 0..<count {
    let label = UILabel()
    label.text = "Row \(index)"
    stack.addArrangedSubview(label)
    last = label
  }
  return (root, last)
}

/// A chain of `count` views, each pinned to its parent's four edges, under a 390 x 844 root.
@MainActor
private func pinnedChain(_ count: Int) -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  var parent = root
  for _ in 0..<count {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 0),
      view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: 0),
      view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0),
      view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: 0),
    ])
    parent = view
  }
  return root
}
