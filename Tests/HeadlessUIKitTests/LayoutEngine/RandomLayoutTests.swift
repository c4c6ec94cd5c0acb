import Foundation
import HeadlessUIKit
import Testing

/// A constraint as generated, to check against the frames afterwards.
private struct Relation {
  var first: UIView
  var firstAttribute: NSLayoutConstraint.Attribute
  var relation: NSLayoutConstraint.Relation
  var second: UIView?
  var secondAttribute: NSLayoutConstraint.Attribute
  var multiplier: CGFloat
  var constant: CGFloat
  var required: Bool
}

/// Thousands of seeded constraint systems through the UIKit API: layout never crashes or hangs,
/// and when the required constraints can all hold (the systems are built around a known
/// solution), every one of them holds within 1e-6.
@MainActor @Suite struct RandomLayoutTests {
  private static let positions: [NSLayoutConstraint.Attribute] = [
    .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY,
  ]

  /// The value of an attribute of a view in the root's coordinates (all views are the root's
  /// subviews; the root's own edges are its bounds).
  private func value(_ view: UIView?, _ attribute: NSLayoutConstraint.Attribute, root: UIView) -> CGFloat {
    guard let view else { return 0 }
    let frame = view === root ? root.bounds : view.frame
    switch attribute {
    case .left, .leading: return frame.minX
    case .right, .trailing: return frame.maxX
    case .top: return frame.minY
    case .bottom: return frame.maxY
    case .centerX: return frame.midX
    case .centerY: return frame.midY
    case .width: return frame.width
    case .height: return frame.height
    default: return 0
    }
  }

  private func isHorizontal(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    [.left, .right, .leading, .trailing, .centerX, .width].contains(attribute)
  }

  /// Builds one system around target frames; `consistent` makes every required constraint hold
  /// at the targets.
  private func system(
    _ generator: inout SplitMix64, consistent: Bool
  ) -> (root: UIView, relations: [Relation]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let count = Int.random(in: 1...5, using: &generator)
    var targets: [ObjectIdentifier: CGRect] = [ObjectIdentifier(root): root.bounds]
    var views: [UIView] = []
    for _ in 0..<count {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      views.append(view)
      // Sizes stay positive, as frames can show them (a negative size would be standardized).
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true
      view.heightAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true
      targets[ObjectIdentifier(view)] = CGRect(
        x: CGFloat(Int.random(in: 0..<500, using: &generator)),
        y: CGFloat(Int.random(in: 0..<500, using: &generator)),
        width: CGFloat(Int.random(in: 1..<300, using: &generator)),
        height: CGFloat(Int.random(in: 1..<300, using: &generator)))
    }
    func target(_ view: UIView?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat {
      guard let view, let frame = targets[ObjectIdentifier(view)] else { return 0 }
      let rect = view === root ? CGRect(origin: .zero, size: frame.size) : frame
      switch attribute {
      case .left, .leading: return rect.minX
      case .right, .trailing: return rect.maxX
      case .top: return rect.minY
      case .bottom: return rect.maxY
      case .centerX: return rect.midX
      case .centerY: return rect.midY
      case .width: return rect.width
      case .height: return rect.height
      default: return 0
      }
    }
    var relations: [Relation] = []
    let constraintCount = Int.random(in: 1...(count * 5), using: &generator)
    for _ in 0..<constraintCount {
      let first = views.randomElement(using: &generator)!
      let relation: NSLayoutConstraint.Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
        .randomElement(using: &generator)!
      let required = Int.random(in: 0..<10, using: &generator) < 7
      var made: Relation
      if Bool.random(using: &generator) {
        // A size, against a constant or another size times a multiplier.
        let attribute: NSLayoutConstraint.Attribute = Bool.random(using: &generator) ? .width : .height
        let second = Bool.random(using: &generator) ? (views + [root]).randomElement(using: &generator) : nil
        let secondAttribute: NSLayoutConstraint.Attribute =
          second == nil ? .notAnAttribute : (Bool.random(using: &generator) ? .width : .height)
        let multiplier: CGFloat = second == nil ? 1 : [0.5, 1, 2].randomElement(using: &generator)!
        made = Relation(
          first: first, firstAttribute: attribute, relation: relation, second: second,
          secondAttribute: secondAttribute, multiplier: multiplier, constant: 0, required: required)
      } else {
        // A position against another item's position on the same axis.
        let attribute = Self.positions.randomElement(using: &generator)!
        let sameAxis = Self.positions.filter { isHorizontal($0) == isHorizontal(attribute) }
          .filter {
            let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing]
            return directional.contains($0) == directional.contains(attribute)
              || (!directional.contains($0) && [.centerX, .centerY].contains($0))
              || ([.centerX, .centerY].contains(attribute))
          }
        let second = (views + [root]).filter { $0 !== first }.randomElement(using: &generator)
        made = Relation(
          first: first, firstAttribute: attribute, relation: relation, second: second,
          secondAttribute: second == nil ? .notAnAttribute : sameAxis.randomElement(using: &generator)!,
          multiplier: 1, constant: 0, required: required)
        if second == nil { continue }
      }
      let natural =
        target(made.first, made.firstAttribute) - made.multiplier * target(made.second, made.secondAttribute)
      let slack = CGFloat(Int.random(in: 0..<50, using: &generator))
      if consistent {
        switch relation {
        case .equal: made.constant = natural
        case .lessThanOrEqual: made.constant = natural + slack
        case .greaterThanOrEqual: made.constant = natural - slack
        }
      } else {
        made.constant = CGFloat(Int.random(in: -300..<300, using: &generator))
      }
      let constraint = NSLayoutConstraint(
        item: made.first, attribute: made.firstAttribute, relatedBy: made.relation, toItem: made.second,
        attribute: made.secondAttribute, multiplier: made.multiplier, constant: made.constant)
      if !required {
        constraint.priority = UILayoutPriority(Float(Int.random(in: 1...999, using: &generator)))
      }
      constraint.isActive = true
      relations.append(made)
    }
    return (root, relations)
  }

  @Test func satisfiableSystemsSatisfyEveryRequiredConstraint() {
    var generator = SplitMix64(state: 20_261_129)
    for index in 0..<2_000 {
      let (root, relations) = system(&generator, consistent: true)
      root.layoutIfNeeded()
      for relation in relations where relation.required {
        let left = value(relation.first, relation.firstAttribute, root: root)
        let right =
          relation.multiplier * value(relation.second, relation.secondAttribute, root: root)
          + relation.constant
        // Frames are placed on the 3x pixel grid, as UIKit places them: each edge may move by
        // half a pixel, a size by a pixel, on either side of the relation.
        let pixel = 1.0 / 3
        let tolerance = (1 + abs(relation.multiplier)) * pixel + 1e-6
        let holds: Bool
        switch relation.relation {
        case .equal: holds = abs(left - right) <= tolerance
        case .lessThanOrEqual: holds = left <= right + tolerance
        case .greaterThanOrEqual: holds = left >= right - tolerance
        }
        #expect(
          holds,
          "system \(index): \(relation.firstAttribute) \(left) \(relation.relation) \(relation.secondAttribute) * \(relation.multiplier) + \(relation.constant) = \(right), second is root: \(relation.second === root)"
        )
        if !holds { return }
      }
    }
  }

  @Test func arbitrarySystemsNeverCrashOrHang() {
    var generator = SplitMix64(state: 7)
    var conflicts = 0
    for _ in 0..<300 {
      let (root, _) = system(&generator, consistent: false)
      // Inconsistent on purpose: each broken constraint is reported in UIKit's words.
      let (_, reports) = LayoutLog.capture { root.layoutIfNeeded() }
      conflicts += reports.count
      for report in reports {
        #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("Will attempt to recover by breaking constraint"))
      }
      for view in root.subviews {
        #expect(view.frame.minX.isFinite && view.frame.width.isFinite)
        #expect(view.frame.minY.isFinite && view.frame.height.isFinite)
      }
    }
    #expect(conflicts > 0, "the systems are meant to include conflicts")
  }

  @Test func incrementalChangesMatchAFreshLayout() {
    // Changing constants on a live engine gives the frames a new hierarchy would get.
    var generator = SplitMix64(state: 99)
    for _ in 0..<200 {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      let views = (0..<4).map { _ -> UIView in
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
      }
      var constraints: [NSLayoutConstraint] = []
      for (index, view) in views.enumerated() {
        let anchor = index == 0 ? root.leadingAnchor : views[index - 1].trailingAnchor
        constraints.append(view.leadingAnchor.constraint(equalTo: anchor, constant: 5))
        constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index)))
        constraints.append(view.widthAnchor.constraint(equalToConstant: 20))
        constraints.append(view.heightAnchor.constraint(equalTo: view.widthAnchor))
      }
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      for _ in 0..<3 {
        let constraint = constraints.randomElement(using: &generator)!
        constraint.constant = CGFloat(Int.random(in: 0..<40, using: &generator))
        root.layoutIfNeeded()
      }
      // Expected frames, computed directly from the constants.
      var x: CGFloat = 0
      for (index, view) in views.enumerated() {
        x += constraints[index * 4].constant
        let width = constraints[index * 4 + 2].constant
        let height = width + constraints[index * 4 + 3].constant
        let expected = CGRect(x: x, y: constraints[index * 4 + 1].constant, width: width, height: height)
        #expect(view.frame == expected)
        x += width
      }
    }
  }
}
