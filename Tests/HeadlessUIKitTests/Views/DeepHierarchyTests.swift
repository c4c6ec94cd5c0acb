import DeclarativeUIKit
import Testing

/// A hierarchy of any depth lays out, draws and describes: the layout engine's listing, the
/// renderer, the view tree description and the layout pass walk the tree without recursion.
/// (UIKit has no depth limit of its own; before, about 6,000 nested views or 5,000 nested
/// stack views overflowed the stack.)
@MainActor
@Suite struct DeepHierarchyTests {
  /// Deeper than anything that overflowed before, and quick enough for every test run;
  /// `DEEP_HIERARCHY_DEPTH=100000` runs the 100,000 (about 35 s in a debug build).
  static let depth = ProcessInfo.processInfo.environment["DEEP_HIERARCHY_DEPTH"].flatMap(Int.init) ?? 10_000

  /// `depth` views, each the only subview of the one before, built from the innermost out (each
  /// step adds a finished chain to a new parent, which costs the same at any depth).
  private func chain(depth: Int) -> (root: UIView, innermost: UIView) {
    let innermost = UIView(frame: CGRect(x: 1, y: 1, width: 10, height: 10))
    var top = innermost
    for _ in 1..<depth {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      parent.addSubview(top)
      top = parent
    }
    return (top, innermost)
  }

  @Test func deeplyNestedViewsLayOutDrawAndDescribe() {
    let (root, innermost) = chain(depth: Self.depth)
    root.layoutIfNeeded()
    #expect(innermost.frame == CGRect(x: 1, y: 1, width: 10, height: 10))
    let svg = SVGRenderer().render(root)
    // One group per view, each opened and closed on a line of its own.
    var lines = 0
    for byte in svg.utf8 where byte == UInt8(ascii: "\n") { lines += 1 }
    #expect(lines == 2 * Self.depth + 2)
    #expect(svg.hasSuffix("</g>\n</svg>\n"))
    let description = ViewTreeDescription(root).description
    #expect(description.hasSuffix("[\(Self.depth - 1)] UIView (1, 1, 10, 10)\n"))
  }

  @Test func fiveThousandNestedStackViewsLayOut() {
    let innermost = UILabel()
    innermost.text = "Deep"
    var top: UIView = innermost
    for _ in 0..<5_000 {
      let stack = UIStackView(arrangedSubviews: [top])
      top = stack
    }
    top.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    top.layoutIfNeeded()
    #expect(innermost.frame.width == 100)
    _ = SVGRenderer().render(top)
  }

  /// `updateConstraintsIfNeeded()` reaches a view marked at the bottom of a deep chain (it
  /// recursed once per level before, and overflowed the stack).
  @Test func constraintUpdatesReachTheBottomOfADeepChain() {
    let (root, innermost) = chain(depth: Self.depth)
    innermost.setNeedsUpdateConstraints()
    root.updateConstraintsIfNeeded()
    #expect(!innermost.needsUpdateConstraints())
  }

  /// 100,000 views nested from the top down in a tinted window: each `addSubview` costs the
  /// same at any depth (the window and the tint are kept per view, not looked up the chain),
  /// the innermost view knows its window and inherited tint, and the hierarchy, never laid out,
  /// is released without recursing once per level (which overflowed the stack).
  @Test func oneHundredThousandViewsNestedFromTheTopInAWindowAreBuiltAndReleased() {
    weak var released: UIView?
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.tintColor = .systemPink
      var bottom: UIView = window
      for _ in 0..<100_000 {
        let view = UIView()
        bottom.addSubview(view)
        bottom = view
      }
      #expect(bottom.window === window)
      #expect(bottom.tintColor == .systemPink)
      window.tintColor = .systemGreen
      #expect(bottom.tintColor == .systemGreen)
      released = bottom
    }
    #expect(released == nil)
  }
}
