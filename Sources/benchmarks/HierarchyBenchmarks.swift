import DeclarativeUIKit

/// HeadlessUIKit's view hierarchy at screen scale and beyond: building a stack of `n` views with
/// three active constraints each, rearranging it, and removing every view one by one.
///
/// Figures are compared with a baseline from the same run (allocating `n` plain views into an
/// array), and between sizes: 10x the views should take about 10x the time.
@MainActor
func hierarchyBenchmarks() {
  print("\n== hierarchy (HeadlessUIKit views, constraints, stack arrangement)")
  var previous: (n: Int, build: Double, remove: Double)?
  for n in [1_000, 10_000] {
    let baseline = Harness.bestTime(rounds: 3) {
      var views: [UIView] = []
      views.reserveCapacity(n)
      for _ in 0..<n { views.append(UIView()) }
      blackHole(views)
    }
    let build = Harness.bestTime(rounds: 3) { blackHole(makeConstrainedStack(count: n)) }
    let rearrange = Harness.bestTime(rounds: 3) {
      let (_, stack) = makeConstrainedStack(count: n)
      let views = stack.arrangedSubviews
      for index in stride(from: 0, to: n, by: 2) {
        stack.removeArrangedSubview(views[index])
        stack.insertArrangedSubview(views[index], at: 0)
      }
      blackHole(stack)
    }
    let remove = Harness.bestTime(rounds: 3) {
      let (root, stack) = makeConstrainedStack(count: n)
      for view in stack.arrangedSubviews { view.removeFromSuperview() }
      blackHole(root)
    }
    print(
      "n=\(n): baseline \(Harness.format(nanoseconds: baseline)); "
        + "build \(Harness.format(nanoseconds: build)) (\(Harness.ratio(build, over: baseline))); "
        + "rearrange \(Harness.format(nanoseconds: rearrange)); "
        + "build+remove all \(Harness.format(nanoseconds: remove)) (\(Harness.ratio(remove, over: baseline)))"
    )
    if let previous {
      print(
        "  growth from n=\(previous.n): build \(Harness.ratio(build, over: previous.build)), "
          + "build+remove \(Harness.ratio(remove, over: previous.remove))"
      )
    }
    previous = (n, build, remove)
  }
  deepChainBenchmarks()
}

/// Chains of `n` nested views in a window, built from the top down (each new view added under
/// the last) and from the bottom up (each finished chain added to a new parent), then laid out.
/// Building is linear: 10x the depth should take about 10x the time either way.
@MainActor
private func deepChainBenchmarks() {
  var previous: (n: Int, topDown: Double, bottomUp: Double)?
  for n in [10_000, 100_000] {
    let baseline = Harness.bestTime(rounds: 3) {
      var views: [UIView] = []
      views.reserveCapacity(n)
      for _ in 0..<n { views.append(UIView()) }
      blackHole(views)
    }
    let topDown = Harness.bestTime(rounds: 3) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      var bottom: UIView = window
      for _ in 0..<n {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        bottom.addSubview(view)
        bottom = view
      }
      window.layoutIfNeeded()
      blackHole(window)
    }
    let bottomUp = Harness.bestTime(rounds: 3) {
      var top = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      for _ in 1..<n {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(top)
        top = parent
      }
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.addSubview(top)
      window.layoutIfNeeded()
      blackHole(window)
    }
    print(
      "deep chain n=\(n): baseline \(Harness.format(nanoseconds: baseline)); "
        + "top down \(Harness.format(nanoseconds: topDown)) (\(Harness.ratio(topDown, over: baseline))); "
        + "bottom up \(Harness.format(nanoseconds: bottomUp)) (\(Harness.ratio(bottomUp, over: baseline)))"
    )
    if let previous {
      print(
        "  growth from n=\(previous.n): top down \(Harness.ratio(topDown, over: previous.topDown)), "
          + "bottom up \(Harness.ratio(bottomUp, over: previous.bottomUp))"
      )
    }
    previous = (n, topDown, bottomUp)
  }
}

/// A root view holding a vertical stack of `count` views, each with a fixed height, a width
/// equal to the root's and a leading edge pinned to the root's.
@MainActor
private func makeConstrainedStack(count: Int) -> (UIView, UIStackView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let stack = UIStackView()
  stack.axis = .vertical
  root.addSubview(stack)
  var constraints: [NSLayoutConstraint] = []
  constraints.reserveCapacity(count * 3)
  for _ in 0..<count {
    let view = UIView()
    stack.addArrangedSubview(view)
    constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
    constraints.append(view.widthAnchor.constraint(equalTo: root.widthAnchor))
    constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor))
  }
  NSLayoutConstraint.activate(constraints)
  return (root, stack)
}
