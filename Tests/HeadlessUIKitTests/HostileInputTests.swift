import DeclarativeUIKit
import FoundationXML
import Testing

/// Seeded random screens built through the UIKit API, with hostile numbers (constants past
/// UIKit's limit, the largest finite number in optional and inequality constraints, conflicts)
/// and hostile text (markup characters, combining marks, control characters, U+FFFE, long
/// words). For each screen: no trap, every frame finite, the same frames when built again (no
/// state shared between runs), a second `layoutIfNeeded()` moves nothing, the SVG parses as
/// XML, and resizing the laid-out screen gives the frames of a screen built at the new size. Numbers that are not finite are left out: UIKit raises for them (see
/// `NonFiniteConstraintNumberTests`).
///
/// `HOSTILE_CASES=20000 swift test --filter HostileInputTests` runs a longer campaign; CI runs
/// the default.
@MainActor
@Suite struct HostileInputTests {
  static let defaultCases = 3_000

  static var caseCount: Int {
    ProcessInfo.processInfo.environment["HOSTILE_CASES"].flatMap(Int.init) ?? defaultCases
  }

  @Test func seededHostileScreensLayOutDrawAndDescribeSoundly() throws {
    var failures: [String] = []
    for seed in 0..<UInt64(Self.caseCount) {
      if let failure = Self.check(seed: seed) { failures.append("seed \(seed): \(failure)") }
      if failures.count >= 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // For comparing runs (processes): HOSTILE_FRAMES_FILE=path writes every screen's frames.
    if let path = ProcessInfo.processInfo.environment["HOSTILE_FRAMES_FILE"] {
      var text = ""
      for seed in 0..<UInt64(Self.caseCount) {
        // Laid out, resized, then with a view removed: removals and re-adds follow one order in
        // every run.
        let (frames, _) = LayoutLog.capture { () -> String in
          var screen = Screen(seed: seed)
          let root = screen.build()
          root.layoutIfNeeded()
          var text = Self.frames(of: root)
          root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
          root.layoutIfNeeded()
          text += "\n" + Self.frames(of: root)
          root.subviews.first?.removeFromSuperview()
          root.layoutIfNeeded()
          return text + "\n" + Self.frames(of: root)
        }
        text += "seed \(seed)\n\(frames)\n"
      }
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
  }

  /// A chain of views each pinned to its parent's edges (issue 32: quadratic to build) lays
  /// every level out at the root's frame, and again after the root is resized.
  @Test func aDeepPinnedChainLaysOutEveryLevel() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var chain: [UIView] = []
    var parent = root
    for _ in 0..<2_000 {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
        view.topAnchor.constraint(equalTo: parent.topAnchor),
        view.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
      ])
      chain.append(view)
      parent = view
    }
    root.layoutIfNeeded()
    #expect(chain.allSatisfy { $0.frame == CGRect(x: 0, y: 0, width: 320, height: 480) })
    root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    root.layoutIfNeeded()
    #expect(chain.allSatisfy { $0.frame == CGRect(x: 0, y: 0, width: 390, height: 844) })
  }

  /// A tall stack of labels laid out, then resized (issue 32: quadratic to lay out again), has
  /// the frames of the same stack built at the new size.
  @Test func aResizedTallStackHasTheFramesOfOneBuiltAtItsSize() {
    func tallStack(width: CGFloat) -> UIView {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 844))
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
      for index in 0..<2_000 {
        let label = UILabel()
        label.text = "Row \(index)"
        stack.addArrangedSubview(label)
      }
      return root
    }
    let resized = tallStack(width: 390)
    resized.layoutIfNeeded()
    resized.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
    resized.layoutIfNeeded()
    let fresh = tallStack(width: 320)
    fresh.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
    fresh.layoutIfNeeded()
    #expect(Self.frames(of: resized) == Self.frames(of: fresh))
  }

  /// Each hostile screen built many times in one process, every build kept alive (so its
  /// objects sit at new addresses), lays out one way (issue 32: which constraint broke followed
  /// memory addresses).
  @Test func hostileScreensBuiltRepeatedlyLayOutOneWay() {
    var unstable: [UInt64] = []
    for seed in UInt64(0)..<200 {
      var kept: [UIView] = []
      var layouts: Set<String> = []
      for _ in 0..<10 {
        let (frames, _) = LayoutLog.capture { () -> String in
          var screen = Screen(seed: seed)
          let root = screen.build()
          kept.append(root)
          root.layoutIfNeeded()
          return Self.frames(of: root)
        }
        layouts.insert(frames)
      }
      if layouts.count != 1 { unstable.append(seed) }
    }
    #expect(unstable.isEmpty, "seeds laid out more than one way: \(unstable)")
  }

  /// Builds, lays out and checks the screen of one seed; a description of what failed, or
  /// `nil`.
  static func check(seed: UInt64) -> String? {
    let (first, _) = LayoutLog.capture { () -> (frames: String, svg: String, moved: Bool) in
      var screen = Screen(seed: seed)
      let root = screen.build()
      root.layoutIfNeeded()
      let frames = Self.frames(of: root)
      root.setNeedsLayout()
      root.layoutIfNeeded()
      let moved = Self.frames(of: root) != frames
      return (frames, SVGRenderer().render(root), moved)
    }
    if first.frames.contains("nan") || first.frames.contains("inf") {
      return "a frame is not finite:\n\(first.frames)"
    }
    if first.moved { return "a second layoutIfNeeded() moved views" }
    if !XMLParser(data: Data(first.svg.utf8)).parse() { return "the SVG is not well-formed XML" }
    let (again, _) = LayoutLog.capture { () -> String in
      var screen = Screen(seed: seed)
      let root = screen.build()
      root.layoutIfNeeded()
      return Self.frames(of: root)
    }
    if again != first.frames { return "a second build gave other frames:\n\(first.frames)\n---\n\(again)" }
    return checkIncrementalMatchesFresh(seed: seed)
  }

  /// A screen laid out, then resized and laid out again (the engine edits its solver) has the
  /// frames of the same screen built at the new size (a fresh solver), within floating-point
  /// noise. Three kinds of screen are left out because their answer depends on the path taken,
  /// in UIKit too: an ambiguous layout (`hasAmbiguousLayout`: more than one solution), one with
  /// a multi-line label, whose width and wrapped height feed each other through the text passes,
  /// and one with a multiplier of a million or more, whose rounding follows the order of pivots.
  static func checkIncrementalMatchesFresh(seed: UInt64) -> String? {
    let resized = CGRect(x: 0, y: 0, width: 390, height: 844)
    let (outcome, _) = LayoutLog.capture { () -> (incremental: String, fresh: String, pathDependent: Bool) in
      var screen = Screen(seed: seed)
      let root = screen.build()
      root.layoutIfNeeded()
      root.frame = resized
      root.layoutIfNeeded()
      var views: [UIView] = [root]
      var index = 0
      while index < views.count {
        views.append(contentsOf: views[index].subviews)
        index += 1
      }
      let pathDependent = views.contains {
        $0.hasAmbiguousLayout || (($0 as? UILabel)?.numberOfLines ?? 1) != 1
          || $0.constraints.contains { abs($0.multiplier) >= 1e6 }
      }
      var freshScreen = Screen(seed: seed)
      let fresh = freshScreen.build()
      fresh.frame = resized
      fresh.layoutIfNeeded()
      return (Self.frames(of: root), Self.frames(of: fresh), pathDependent)
    }
    if outcome.pathDependent || Self.sameUpToNoise(outcome.incremental, outcome.fresh) { return nil }
    return
      "resized, it has other frames than built at that size:\n\(outcome.incremental)\n---\n\(outcome.fresh)"
  }

  /// Whether two frame listings (``frames(of:)``) differ only by floating-point noise: every
  /// number within a millionth (relative) of the other's.
  static func sameUpToNoise(_ first: String, _ second: String) -> Bool {
    let separators: (Character) -> Bool = { $0 == " " || $0 == "\n" }
    let firstWords = first.split(whereSeparator: separators)
    let secondWords = second.split(whereSeparator: separators)
    guard firstWords.count == secondWords.count else { return false }
    for (word, other) in zip(firstWords, secondWords) where word != other {
      guard let value = Double(word), let otherValue = Double(other),
        abs(value - otherValue) <= 1e-6 * max(1, abs(value))
      else { return false }
    }
    return true
  }

  /// Every view's frame, one per line, depth first.
  static func frames(of root: UIView) -> String {
    var lines: [String] = []
    var pending: [UIView] = [root]
    while let view = pending.popLast() {
      let frame = view.frame
      lines.append("\(type(of: view)) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
      pending.append(contentsOf: view.subviews.reversed())
    }
    return lines.joined(separator: "\n")
  }
}

/// One random screen, the same for the same seed.
@MainActor
private struct Screen {
  var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(state: seed) }

  static let texts = [
    "", "OK", "Hello world", "&\u{301} <\u{301}b> \"'", "a]]>b", "tab\tnull\u{0}bell\u{7}",
    "\u{FFFE}\u{FFFF}", "e\u{301}\u{1F468}\u{200D}\u{1F469} 日本語のテキスト",
    String(repeating: "word ", count: 60), String(repeating: "x", count: 300), "line\nbreak\n",
  ]

  static let constants: [CGFloat] = [
    0, 8, -8, 20, 44, 100, 0.5, 1e6, 1e17, -1e17, 1e300, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude,
  ]

  static let priorities: [Float] = [1, 250, 251, 749, 750, 999, 1000, 1000]

  mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

  mutating func build() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var containers: [UIView] = [root]
    var views: [UIView] = []
    let count = Int.random(in: 1...8, using: &random)
    for _ in 0..<count {
      let parent = pick(containers)
      let view = makeView()
      view.translatesAutoresizingMaskIntoConstraints = chance(10)
      if view.translatesAutoresizingMaskIntoConstraints {
        view.frame = CGRect(x: pick(Self.constants), y: 10, width: 50, height: pick([0, 20, 1e6]))
      }
      if let stack = parent as? UIStackView, chance(80) {
        stack.addArrangedSubview(view)
      } else {
        parent.addSubview(view)
      }
      if view is UIStackView || (type(of: view) == UIView.self && chance(50)) { containers.append(view) }
      views.append(view)
    }
    for view in views where !view.translatesAutoresizingMaskIntoConstraints {
      constrain(view)
    }
    return root
  }

  mutating func makeView() -> UIView {
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      let label = UILabel()
      label.text = pick(Self.texts)
      label.numberOfLines = pick([0, 1, 2])
      label.lineBreakMode = pick([.byTruncatingTail, .byWordWrapping, .byTruncatingMiddle, .byCharWrapping])
      return label
    case 1:
      let stack = UIStackView()
      stack.axis = chance(50) ? .horizontal : .vertical
      stack.distribution = pick([.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
      stack.alignment = pick([.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline])
      stack.spacing = pick([0, 8, -4, 1e17, 1e300])
      return stack
    case 2:
      return UISwitch()
    case 3:
      let button = UIButton(type: .system)
      button.setTitle(pick(Self.texts), for: .normal)
      return button
    default:
      return UIView()
    }
  }

  /// Random constraints to the view's superview: edges, sizes, some against the largest
  /// numbers, at random priorities.
  mutating func constrain(_ view: UIView) {
    guard let parent = view.superview else { return }
    let isArranged = (parent as? UIStackView)?.arrangedSubviews.contains(view) == true
    var constraints: [NSLayoutConstraint] = []
    if !isArranged {
      constraints.append(
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: pick(Self.constants)))
      constraints.append(view.topAnchor.constraint(equalTo: parent.topAnchor, constant: pick(Self.constants)))
      if chance(50) {
        constraints.append(view.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor))
      }
    }
    if chance(40) {
      constraints.append(view.widthAnchor.constraint(lessThanOrEqualToConstant: pick(Self.constants)))
    }
    if chance(30) {
      constraints.append(view.widthAnchor.constraint(equalToConstant: pick(Self.constants)))
    }
    if chance(30) {
      constraints.append(view.heightAnchor.constraint(greaterThanOrEqualToConstant: pick(Self.constants)))
    }
    if chance(20) {
      constraints.append(
        view.heightAnchor.constraint(
          equalTo: view.widthAnchor, multiplier: pick([0.5, 1, 2, 1e15, -1e15, 1e9])))
    }
    for constraint in constraints {
      let priority = pick(Self.priorities)
      constraint.priority = UILayoutPriority(priority)
    }
    NSLayoutConstraint.activate(constraints)
  }
}
