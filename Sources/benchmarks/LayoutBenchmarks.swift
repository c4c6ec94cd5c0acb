import DeclarativeUIKit
import Foundation

/// Auto Layout at screen scale: a vertical stack of N labels and a grid of N views tied by
/// anchors, for N = 100, 1,000 and 10,000. Each is laid out in full (a new hierarchy's first
/// pass), then one constraint constant changes and it is laid out again (the engine kept alive).
/// Ratios: each size against the size 10x smaller (goal: at most 12x), and the full pass against
/// the incremental one (goal: at least 20x).
@MainActor
func layoutBenchmarks() {
  print("\n== layout (Auto Layout on Cassowary; thread processor time, best of several runs)")
  // LAYOUT_BENCHMARK_SIZES=100,1000 limits the sizes (for a quick look).
  let sizes =
    ProcessInfo.processInfo.environment["LAYOUT_BENCHMARK_SIZES"]?.split(separator: ",").compactMap {
      Int($0)
    } ?? [100, 1_000, 10_000]
  // LAYOUT_BENCHMARK_SHAPES=grid (or stack: the cases' names) runs one of the two screens.
  let shapes =
    ProcessInfo.processInfo.environment["LAYOUT_BENCHMARK_SHAPES"].map { names in
      LayoutShape.allCases.filter { names.split(separator: ",").contains(Substring($0.rawValue)) }
    } ?? LayoutShape.allCases
  // One unmeasured pass of each screen first: the first layout in a process also pays for
  // loading code and growing the allocator's arenas.
  for shape in shapes {
    let screen = shape.make(count: 100)
    screen.root.layoutIfNeeded()
    screen.knob.constant += 1
    screen.root.layoutIfNeeded()
  }
  for shape in shapes {
    // Rounds go through every size in turn and each figure is the fastest of its rounds: on a
    // shared machine a slow spell then slows every size alike instead of skewing the growth
    // ratios, which compare sizes.
    var full = Array(repeating: Double.infinity, count: sizes.count)
    var incremental = Array(repeating: Double.infinity, count: sizes.count)
    var skipped = Array(repeating: false, count: sizes.count)
    for _ in 0..<7 {
      for (index, count) in sizes.enumerated() where !skipped[index] {
        // At more than 1 s for a tenth of the views this size would take minutes.
        if index > 0 && full[index - 1] > 1e9 {
          skipped[index] = true
          continue
        }
        let screen = shape.make(count: count)
        full[index] = min(full[index], time { screen.root.layoutIfNeeded() })
        for step in 1...3 {
          screen.knob.constant += CGFloat(step)
          incremental[index] = min(incremental[index], time { screen.root.layoutIfNeeded() })
        }
        blackHole(screen.probe.frame)
      }
    }
    for (index, count) in sizes.enumerated() {
      guard !skipped[index] else {
        print("\(shape.name) N=\(count): skipped (N=\(sizes[index - 1]) took over 1 s)")
        continue
      }
      var line = "\(shape.name) N=\(count): full \(Harness.format(nanoseconds: full[index]))"
      if index > 0 {
        line += " (\(Harness.ratio(full[index], over: full[index - 1])) the time for 10x the views)"
      }
      line += ", one constant changed \(Harness.format(nanoseconds: incremental[index]))"
      line += " (full is \(Harness.ratio(full[index], over: incremental[index])) that)"
      print(line)
    }
  }
}

/// Nanoseconds of this thread's processor time one run of `body` takes. Processor time rather
/// than wall time: on a machine shared with other work, a layout pass that is descheduled is
/// not charged for the wait.
private func time(_ body: () -> Void) -> Double {
  let start = threadTime()
  body()
  return threadTime() - start
}

private func threadTime() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// A screen to lay out, the constraint whose constant the incremental pass changes, and a view
/// whose frame shows the result.
@MainActor
private struct Screen {
  let root: UIView
  let knob: NSLayoutConstraint
  let probe: UIView
}

private enum LayoutShape: String, CaseIterable {
  case stack, grid

  var name: String {
    switch self {
    case .stack: return "vertical stack of labels"
    case .grid: return "grid of views tied by anchors"
    }
  }

  @MainActor
  func make(count: Int) -> Screen {
    switch self {
    case .stack: return Self.stack(count)
    case .grid: return Self.grid(count)
    }
  }

  /// A vertical UIStackView (fill, spacing 8) of `count` labels pinned to a 390-point-wide root;
  /// the middle label has a height constraint, changed in the incremental pass.
  @MainActor
  private static func stack(_ count: Int) -> Screen {
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
    var knob: NSLayoutConstraint?
    var probe = UIView()
    for index in 0..<count {
      let label = UILabel()
      label.text = "Row \(index)"
      stack.addArrangedSubview(label)
      if index == count / 2 {
        let height = label.heightAnchor.constraint(equalToConstant: 30)
        height.isActive = true
        knob = height
      }
      probe = label
    }
    return Screen(root: root, knob: knob!, probe: probe)
  }

  /// `count` views in a square grid: each view's leading edge 4 points after its left
  /// neighbour's (or the root's), its top 4 points below the view above (or the root's), equal
  /// widths along a row, square (height = width), the last in a row 4 points from the right edge.
  /// The incremental pass moves the first view's leading constant.
  @MainActor
  private static func grid(_ count: Int) -> Screen {
    let side = max(1, Int(Double(count).squareRoot().rounded()))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(side) * 40, height: 844))
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(count * 5)
    var above: [UIView?] = Array(repeating: nil, count: side)
    var knob: NSLayoutConstraint?
    var probe = UIView()
    var placed = 0
    var row = 0
    while placed < count {
      var left: UIView?
      for column in 0..<side where placed < count {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let leading: NSLayoutConstraint
        if let left {
          leading = view.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 4)
          constraints.append(view.widthAnchor.constraint(equalTo: left.widthAnchor))
        } else {
          leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
        }
        constraints.append(leading)
        if knob == nil { knob = leading }
        if let top = above[column] {
          constraints.append(view.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 4))
        } else {
          constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: 4))
        }
        constraints.append(view.heightAnchor.constraint(equalTo: view.widthAnchor))
        if column == side - 1 || placed == count - 1 {
          constraints.append(view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -4))
        }
        above[column] = view
        left = view
        probe = view
        placed += 1
      }
      row += 1
    }
    NSLayoutConstraint.activate(constraints)
    return Screen(root: root, knob: knob!, probe: probe)
  }
}
