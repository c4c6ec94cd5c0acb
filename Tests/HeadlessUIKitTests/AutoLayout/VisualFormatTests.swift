import DeclarativeUIKit
import Testing

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, with the examples
/// of Apple's Auto Layout Guide ("Visual Format Language": standard space, width constraint,
/// connection to superview, vertical layout, flush views, priority, equal widths, multiple
/// predicates, a complete line of layout) and its standard spaces ("Auto Layout Cookbook": 8
/// points between siblings, 20 to the superview's edge).
@MainActor
@Suite struct VisualFormatTests {
  private let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))

  private func views(_ names: String...) -> [String: UIView] {
    var views: [String: UIView] = [:]
    for name in names {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      views[name] = view
    }
    return views
  }

  private func layOut(
    _ formats: [String], _ views: [String: UIView], options: NSLayoutConstraint.FormatOptions = []
  ) {
    for format in formats {
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: format, options: options, metrics: ["pad": 12], views: views))
    }
    root.layoutIfNeeded()
  }

  @Test func aCompleteLineWithStandardSpaces() {
    let views = views("find", "next", "field")
    layOut(
      ["|-[find(60)]-[next(80)]-[field(>=20)]-|", "V:|[find(30)]", "V:|[next(30)]", "V:|[field(30)]"], views)
    #expect(views["find"]!.frame == CGRect(x: 20, y: 0, width: 60, height: 30))
    #expect(views["next"]!.frame.minX == 88)
    #expect(views["field"]!.frame.minX == 176)
    #expect(views["field"]!.frame.maxX == 300)
  }

  @Test func connectionsToTheSuperviewFlushViewsAndMetrics() {
    let views = views("maroon", "blue")
    layOut(["H:|-50-[maroon][blue(==maroon)]-50-|", "V:|-(pad)-[maroon]-(>=10)-|", "V:|[blue(40)]"], views)
    #expect(views["maroon"]!.frame.origin == CGPoint(x: 50, y: 12))
    #expect(views["maroon"]!.frame.width == 110)
    #expect(views["blue"]!.frame.minX == 160)
    #expect(views["blue"]!.frame.width == 110)
  }

  @Test func priorityAndMultiplePredicates() {
    let views = views("button")
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "[button(>=70,<=100@750)]", options: [], metrics: nil, views: views)
    #expect(constraints.count == 2)
    #expect(constraints[0].relation == .greaterThanOrEqual && constraints[0].constant == 70)
    #expect(constraints[0].priority == .required)
    #expect(constraints[1].relation == .lessThanOrEqual && constraints[1].constant == 100)
    #expect(constraints[1].priority == UILayoutPriority(750))
    #expect(constraints.allSatisfy { $0.firstAttribute == .width && !$0.isActive })
  }

  @Test func verticalSpacingAndAlignment() {
    let views = views("top", "bottom")
    layOut(["V:|-[top(20)]-10-[bottom(20)]", "H:|-[top(40)]", "H:[bottom(40)]"], views, options: [])
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:[top][bottom]", options: .alignAllLeading, metrics: nil, views: views
      ).filter { $0.firstAttribute == .leading })
    root.layoutIfNeeded()
    #expect(views["top"]!.frame.minY == 20)
    #expect(views["bottom"]!.frame.minY == 50)
    #expect(views["bottom"]!.frame.minX == 20)
  }

  @Test func theSpacingConstraintsRelateTheLaterView() {
    let views = views("a", "b")
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-8-[a]-(>=4)-[b]", options: [], metrics: nil, views: views)
    #expect(constraints.count == 2)
    #expect(constraints[0].firstItem === views["a"] && constraints[0].secondItem === root)
    #expect(constraints[0].firstAttribute == .leading && constraints[0].constant == 8)
    #expect(constraints[1].firstItem === views["b"] && constraints[1].secondItem === views["a"])
    #expect(constraints[1].firstAttribute == .leading && constraints[1].secondAttribute == .trailing)
    #expect(constraints[1].relation == .greaterThanOrEqual)
  }

  @Test func rawValuesAreUIKits() {
    #expect(NSLayoutConstraint.FormatOptions.alignAllLeft.rawValue == 1 << 1)
    #expect(NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue == 1 << 10)
    #expect(NSLayoutConstraint.FormatOptions.alignAllFirstBaseline.rawValue == 1 << 12)
    #expect(NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue == 2 << 16)
    #expect(NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue == 1 << 19)
  }

  /// UIKit raises "Unable to parse constraint format" for a name missing from the views.
  @Test func anUnknownViewStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = NSLayoutConstraint.constraints(
          withVisualFormat: "H:|[missing]|", options: [], metrics: nil, views: [:])
      }
    }
  }

  /// UIKit refuses an alignment along the format's own axis.
  @Test func aHorizontalAlignmentOfAHorizontalFormatStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = UIView()
        let b = UIView()
        _ = NSLayoutConstraint.constraints(
          withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: ["a": a, "b": b])
      }
    }
  }
}
