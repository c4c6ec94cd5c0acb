import Foundation

/// The constraints a UIStackView adds to the engine to arrange its views, as UIKit's own
/// `UISV-` constraints do, so the arranged views' own constraints take part.
///
/// Along the axis: the first visible view's leading edge on the canvas's, the last one's
/// trailing edge on the canvas's, and each gap equal to the spacing (fill distributions) or at
/// least the spacing (equal spacing and equal centering). Across the axis: one or two edges,
/// the centre or the baseline on the canvas, by the alignment. The canvas is the stack's bounds
/// or its layout margins guide. Hidden views take no space and their spacing collapses.
extension LayoutCollector {
  /// The kinds of stack constraints an arranged view has; each key is (view, kind).
  private enum StackRole: Int {
    case chain, lastEdge, crossLeading, crossTrailing, crossCenter, distribution, hiding
    case hiddenPosition, baselinePull, textWidth
  }

  /// Positions on one axis: leading edge, trailing edge, centre, size.
  private struct AxisAttributes {
    var leading: NSLayoutConstraint.Attribute
    var trailing: NSLayoutConstraint.Attribute
    var center: NSLayoutConstraint.Attribute
    var size: NSLayoutConstraint.Attribute

    static let horizontal = AxisAttributes(
      leading: .leading, trailing: .trailing, center: .centerX, size: .width)
    static let vertical = AxisAttributes(leading: .top, trailing: .bottom, center: .centerY, size: .height)
  }

  typealias Side = ([LayoutEngine.Term], Double)

  /// Lists the constraints of one stack view.
  mutating func stackConstraints(_ stack: UIStackView) {
    var views: [UIView] = []
    var visible: [UIView] = []
    var hidden: [UIView] = []
    // Loops rather than closures, which would check the executor for every view.
    for view in stack.arrangedSubviews where view.superview === stack {
      views.append(view)
      let isHidden = view.isHidden
      if isHidden { hidden.append(view) } else { visible.append(view) }
      listing.state.arrangedHidden.append((view, isHidden))
    }
    guard !views.isEmpty else { return }
    let horizontal = stack.axis == .horizontal
    let along = horizontal ? AxisAttributes.horizontal : .vertical
    let across = horizontal ? AxisAttributes.vertical : .horizontal
    let canvas: AnyObject = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    let stackName = Self.name(stack)
    let distribution = stack.distribution
    let exactSpacing =
      distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
    let baselineSpacing = !horizontal && stack.isBaselineRelativeArrangement

    // When nothing else refers to where the arranged views sit along the axis, their positions
    // follow from their sizes: one sum constraint replaces the chain (which would make every
    // position a sum over the views before it in the solver), positions are computed after.
    let offset = Offset.position(horizontal: horizontal)
    var positionsFree = true
    for view in views where referencedPositions.contains(variables.base(of: view) + offset) {
      positionsFree = false
      break
    }
    if positionsFree && !baselineSpacing {
      arrangeBySizes(stack, visible: visible, hidden: hidden, along: along, canvas: canvas)
      align(views, in: stack, across: across, canvas: canvas, horizontal: horizontal)
      return
    }

    // Along the axis: the chain of visible views.
    var previous: UIView?
    for view in visible {
      let leadingSide: Side
      let relation: NSLayoutConstraint.Relation
      var gap: Double = 0
      if let prior = previous {
        gap = Self.spacing(after: prior, in: stack)
        if baselineSpacing {
          let first = baseline(of: view, first: true)
          let last = baseline(of: prior, first: false)
          relate(
            view, .chain, first, exactSpacing ? .equal : .greaterThanOrEqual, last, gap, Self.required
          ) { "'UISV-spacing' \(stackName): baseline gap \(gap)" }
          // The next gap is measured from this view's last baseline.
          previous = view
          continue
        }
        leadingSide = expression(prior, along.trailing)
        relation = exactSpacing ? .equal : .greaterThanOrEqual
      } else {
        leadingSide = expression(canvas, along.leading)
        relation = .equal
      }
      let isFirst = previous == nil
      relate(view, .chain, expression(view, along.leading), relation, leadingSide, gap, Self.required) {
        isFirst
          ? "'UISV-canvas-connection' \(stackName): first view on the leading edge"
          : "'UISV-spacing' \(stackName): gap \(gap)"
      }
      previous = view
    }
    if let last = visible.last {
      relate(
        last, .lastEdge, expression(last, along.trailing), .equal, expression(canvas, along.trailing), 0,
        Self.required
      ) { "'UISV-canvas-connection' \(stackName): last view on the trailing edge" }
    }

    // Along the axis: the distribution.
    distribute(visible, in: stack, along: along, canvas: canvas)

    // Hidden views: no size along the axis, at the leading edge of the canvas.
    for view in views where view.isHidden {
      let name = Self.name(view)
      relate(view, .hiding, expression(view, along.size), .equal, ([], 0), 0, Self.required) {
        "'UISV-hiding' \(name).\(along.size) == 0"
      }
      relate(
        view, .hiddenPosition, expression(view, along.leading), .equal, expression(canvas, along.leading),
        0, Self.required
      ) { "'UISV-hiding' \(name) at the leading edge" }
    }

    // Across the axis: the alignment.
    align(views, in: stack, across: across, canvas: canvas, horizontal: horizontal)
  }

  /// The along-axis constraints of a stack whose positions are derived: sizes only (equal or
  /// proportional sizes, hidden views at zero) now, and the sum of sizes and gaps after the
  /// arranged views' own constraints (``finishStack(_:chain:)``), so each size is settled first.
  private mutating func arrangeBySizes(
    _ stack: UIStackView, visible: [UIView], hidden: [UIView], along: AxisAttributes, canvas: AnyObject
  ) {
    distribute(visible, in: stack, along: along, canvas: canvas, sizesOnly: true)
    for view in hidden {
      let name = Self.name(view)
      relate(view, .hiding, expression(view, along.size), .equal, ([], 0), 0, Self.required) {
        "'UISV-hiding' \(name).\(along.size) == 0"
      }
    }
    var gaps: [Double] = []
    for view in visible.dropLast() { gaps.append(Self.spacing(after: view, in: stack)) }
    let mode: LayoutEngine.DerivedChain.Mode
    switch stack.distribution {
    case .equalSpacing: mode = .equalGaps(variables.auxiliaryBase(of: stack))
    case .equalCentering: mode = .equalCentres(variables.auxiliaryBase(of: stack))
    default: mode = .fixedGaps
    }
    // Right to left, the leading edge is the right one and views run leftwards from it.
    let start = expression(canvas, along.leading)
    let length = expression(canvas, along.size)
    let rightToLeft = along.leading == .leading && Self.isRightToLeft(stack)
    var bases: [Int] = []
    bases.reserveCapacity(visible.count)
    for view in visible { bases.append(variables.base(of: view)) }
    var hiddenBases: [Int] = []
    for view in hidden { hiddenBases.append(variables.base(of: view)) }
    listing.derivedChains.append(
      .init(
        stack: ObjectIdentifier(stack), views: visible, bases: bases,
        hiddenBases: hiddenBases,
        horizontal: along.leading == .leading, rightToLeft: rightToLeft, start: start, length: length,
        gaps: gaps, mode: mode))
    pendingStacks.append((ObjectIdentifier(stack), listing.derivedChains.count - 1))
  }

  /// Lists the sum constraint of a stack arranged by sizes, after its views' own constraints.
  mutating func finishStack(_ stack: UIStackView, chain index: Int) {
    let chain = listing.derivedChains[index]
    guard !chain.views.isEmpty else { return }
    space = stack
    let stackName = Self.name(stack)
    let size: NSLayoutConstraint.Attribute = chain.horizontal ? .width : .height
    var terms: [LayoutEngine.Term] = []
    for view in chain.views {
      terms.append(
        .init(
          variable: variables.base(of: view) + Offset.length(horizontal: chain.horizontal), coefficient: 1))
    }
    let count = Double(chain.views.count)
    var constant = 0.0
    switch chain.mode {
    case .fixedGaps:
      constant = chain.gaps.reduce(0, +)
    case .equalGaps(let base):
      // One gap variable G, at least every spacing: sizes + (n - 1) G fill the canvas.
      if chain.views.count > 1 { terms.append(.init(variable: base, coefficient: count - 1)) }
      for (index, gap) in chain.gaps.enumerated() {
        append(
          .generated(ObjectIdentifier(chain.views[index]), .stack, 20),
          .init(
            terms: [.init(variable: base, coefficient: 1)], constant: -gap, relation: .greaterThanOrEqual,
            priority: Self.required)
        ) { "'UISV-spacing' \(stackName): gap >= \(gap)" }
      }
    case .equalCentres(let base):
      // Centres D apart: first and last half sizes plus (n - 1) D fill the canvas; neighbours
      // keep at least the spacing between their edges.
      terms = []
      let first = chain.views[0]
      let last = chain.views[chain.views.count - 1]
      let offset = Offset.length(horizontal: chain.horizontal)
      if chain.views.count == 1 {
        terms.append(.init(variable: variables.base(of: first) + offset, coefficient: 1))
      } else {
        terms.append(.init(variable: variables.base(of: first) + offset, coefficient: 0.5))
        terms.append(.init(variable: variables.base(of: last) + offset, coefficient: 0.5))
        terms.append(.init(variable: base, coefficient: count - 1))
      }
      for index in 0..<chain.gaps.count {
        let gap = chain.gaps[index]
        let a = variables.base(of: chain.views[index]) + offset
        let b = variables.base(of: chain.views[index + 1]) + offset
        append(
          .generated(ObjectIdentifier(chain.views[index]), .stack, 20),
          .init(
            terms: [
              .init(variable: base, coefficient: 1), .init(variable: a, coefficient: -0.5),
              .init(variable: b, coefficient: -0.5),
            ], constant: -gap, relation: .greaterThanOrEqual, priority: Self.required)
        ) { "'UISV-spacing' \(stackName): edges at least \(gap) apart" }
      }
    }
    // The canvas's length comes first: the solver numbers a constraint's new variables in the
    // order of its terms and solves a row for its oldest variable, so when the canvas's length
    // is new here the row is solved for it. Solved for an arranged view's size instead, the
    // row (one term per view) would be substituted into each view's content-size rows as they
    // arrive, and move on to the next view's size each time: quadratic work and memory.
    let length = chain.length
    var lengthTerms: [LayoutEngine.Term] = []
    lengthTerms.reserveCapacity(length.0.count + terms.count)
    for term in length.0 {
      lengthTerms.append(.init(variable: term.variable, coefficient: -term.coefficient))
    }
    let sumTerms = Self.merged(lengthTerms + terms)
    append(
      .generated(ObjectIdentifier(stack), .stack, 21),
      .init(terms: sumTerms, constant: constant - length.1, relation: .equal, priority: Self.required)
    ) { "'UISV-canvas-connection' \(stackName): arranged views and spacing fill the \(size)" }
  }

  /// The gap after a view: its custom spacing if set, else the stack's spacing, with the
  /// system spacing token meaning 8 points.
  static func spacing(after view: UIView, in stack: UIStackView) -> Double {
    let custom = stack.customSpacing(after: view)
    let value = custom == UIStackView.spacingUseDefault ? stack.spacing : custom
    if value == UIStackView.spacingUseSystem { return 8 }
    if value == UIStackView.spacingUseDefault { return 0 }
    // The gap is the constant of UIKit's 'UISV-spacing' constraint, checked as constants are.
    return Double(
      NSLayoutConstraint.checkedConstant(
        value,
        anchors: (
          NSLayoutConstraint.anchorDescription(view, stack.axis == .horizontal ? .trailing : .bottom),
          "(null)"
        )))
  }

  private mutating func distribute(
    _ visible: [UIView], in stack: UIStackView, along: AxisAttributes, canvas: AnyObject,
    sizesOnly: Bool = false
  ) {
    guard visible.count > 1 else { return }
    let stackName = Self.name(stack)
    let first = visible[0]
    disambiguateTextWidths(visible, in: stack, along: along, canvas: canvas)
    switch stack.distribution {
    case .fill:
      break
    case .fillEqually:
      for view in visible.dropFirst() {
        let name = Self.name(view)
        relate(
          view, .distribution, expression(view, along.size), .equal, expression(first, along.size), 0,
          Self.required
        ) { "'UISV-fill-equally' \(stackName): \(name).\(along.size) == first's" }
      }
    case .fillProportionally:
      // A label that wraps at its own width counts its text on one line (its content size
      // before any width is known, as UIKit's first pass sees it): its share must not depend on
      // the width the share gives it, or every pass would move it again.
      var sizes: [Double] = []
      for view in visible {
        var size = view.intrinsicContentSize
        if along.size == .width, let label = view as? UILabel, label.wrapsAtItsWidth {
          size = label.contentSize(wrappingAt: 0)
        }
        var value = along.size == .width ? size.width : size.height
        // A view without a content size (a nested stack) counts the smallest size its own
        // constraints allow, as UIKit does: columns of buttons share a row in the ratio of
        // their widest buttons (163.5 : 195.5 for 132.5 : 158.5 in Sentry's sample app).
        if value == UIView.noIntrinsicMetric {
          let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
          value = along.size == .width ? fitting.width : fitting.height
          listing.state.readFittingSizes = true
        }
        sizes.append(max(0, Double(value)))
      }
      let total = sizes.reduce(0, +)
      guard total > 0 else { return }
      var spacing = 0.0
      for view in visible.dropLast() { spacing += Self.spacing(after: view, in: stack) }
      let (canvasTerms, canvasConstant) = expression(canvas, along.size)
      for (view, size) in zip(visible, sizes) {
        let share = size / total
        let scaled: Side = (
          canvasTerms.map { .init(variable: $0.variable, coefficient: $0.coefficient * share) },
          (canvasConstant - spacing) * share
        )
        let name = Self.name(view)
        relate(view, .distribution, expression(view, along.size), .equal, scaled, 0, 999) {
          "'UISV-fill-proportionally' \(stackName): \(name) share \(share)"
        }
      }
    case .equalSpacing:
      if sizesOnly { return }
      // Every gap equals the first one.
      let firstGap = gapSide(from: visible[0], to: visible[1], along: along)
      for index in 2..<visible.count {
        let gap = gapSide(from: visible[index - 1], to: visible[index], along: along)
        relate(visible[index], .distribution, gap, .equal, firstGap, 0, Self.required) {
          "'UISV-distributing' \(stackName): equal gaps"
        }
      }
    case .equalCentering:
      if sizesOnly { return }
      // Every distance between neighbouring centres equals the first one.
      let firstDistance = gapSide(from: visible[0], to: visible[1], along: along, centers: true)
      for index in 2..<visible.count {
        let distance = gapSide(from: visible[index - 1], to: visible[index], along: along, centers: true)
        relate(visible[index], .distribution, distance, .equal, firstDistance, 0, Self.required) {
          "'UISV-distributing' \(stackName): equal centre distances"
        }
      }
    @unknown default:
      break
    }
  }

  /// UIKit's 'UISV-text-width-disambiguation': in a row that does not size its views itself
  /// (`.fill`, `.equalSpacing`, `.equalCentering`), a label that wraps at its own width would
  /// take any width its neighbours leave, so UIKit asks for an equal share of the row, at a
  /// priority just above the label's own: `label.width == row.width / n - spacing (n - 1) / n`
  /// for n visible views, at the higher of its compression resistance and hugging plus 10, at
  /// most 999. Recordings: kean's "Let's Build UIStackView" (2017) prints
  /// `Subview0.width == 0.333333*StackView.width priority:760` for three labels; Open Radar
  /// 39275811 (iOS 11.3) prints `label.width = 0.5 * stackView.width - 0 @ 759` for a label of
  /// compression resistance 749 beside a switch, which the constraint stretches to half the row.
  /// The spacing term is the stack's `spacing` property, as in UIKit's `_UIOrderedLayoutArrangement`
  /// (decompiled iOS 26.1 UIKitCore). From iOS 16 UIKit also has a variant that only caps the
  /// width, among the wrapping labels alone; no public source says which apps get it.
  private mutating func disambiguateTextWidths(
    _ visible: [UIView], in stack: UIStackView, along: AxisAttributes, canvas: AnyObject
  ) {
    let distribution = stack.distribution
    guard along.size == .width, distribution != .fillEqually, distribution != .fillProportionally else {
      return
    }
    let count = Double(visible.count)
    let share = 1 / count
    let constant = -Double(stack.spacing) * (count - 1) / count
    let (canvasTerms, canvasConstant) = expression(canvas, .width)
    let stackName = Self.name(stack)
    for view in visible {
      guard let label = view as? UILabel, label.wrapsAtItsWidth else { continue }
      let resistance = label.contentCompressionResistancePriority(for: .horizontal).rawValue
      let hugging = label.contentHuggingPriority(for: .horizontal).rawValue
      let priority = min(max(resistance, hugging) + 10, 999)
      let scaled: Side = (
        canvasTerms.map { .init(variable: $0.variable, coefficient: $0.coefficient * share) },
        canvasConstant * share + constant
      )
      let name = Self.name(view)
      relate(view, .textWidth, expression(view, .width), .equal, scaled, 0, priority) {
        "'UISV-text-width-disambiguation' \(stackName): \(name).width == \(share) of the width"
      }
    }
  }

  /// `next.leading - previous.trailing` (or the distance between their centres).
  private mutating func gapSide(
    from previous: UIView, to next: UIView, along: AxisAttributes, centers: Bool = false
  ) -> Side {
    let (nextTerms, nextConstant) = expression(next, centers ? along.center : along.leading)
    let (previousTerms, previousConstant) = expression(previous, centers ? along.center : along.trailing)
    return (
      Self.merged(
        nextTerms + previousTerms.map { .init(variable: $0.variable, coefficient: -$0.coefficient) }),
      nextConstant - previousConstant
    )
  }

  private mutating func align(
    _ views: [UIView], in stack: UIStackView, across: AxisAttributes, canvas: AnyObject, horizontal: Bool
  ) {
    let stackName = Self.name(stack)
    var alignment = stack.alignment
    if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) {
      // Baselines align only in horizontal stacks (UIStackView.h: "Valid for horizontal axis
      // only"); UIKit's vertical stacks make no baseline constraints across their axis. No public
      // source says which edges they keep instead: HeadlessUIKit keeps the leading (first) or
      // trailing (last) edge. The stack's own baselines are its first and last views' either way.
      alignment = alignment == .firstBaseline ? .leading : .trailing
    }
    let canvasLeading = expression(canvas, across.leading)
    let canvasTrailing = expression(canvas, across.trailing)
    var reference: UIView?
    if alignment == .firstBaseline || alignment == .lastBaseline {
      reference = Self.tallest(views.filter { !$0.isHidden }) ?? views.first
    }
    for view in views {
      let leading = expression(view, across.leading)
      let trailing = expression(view, across.trailing)
      switch alignment {
      case .fill:
        relate(view, .crossLeading, leading, .equal, canvasLeading, 0, Self.required) {
          "'UISV-alignment' \(stackName): fill"
        }
        relate(view, .crossTrailing, trailing, .equal, canvasTrailing, 0, Self.required) {
          "'UISV-alignment' \(stackName): fill"
        }
      case .leading:
        relate(view, .crossLeading, leading, .equal, canvasLeading, 0, Self.required) {
          "'UISV-alignment' \(stackName): leading"
        }
        relate(view, .crossTrailing, trailing, .lessThanOrEqual, canvasTrailing, 0, Self.required) {
          "'UISV-spanning-boundary' \(stackName)"
        }
      case .trailing:
        relate(view, .crossTrailing, trailing, .equal, canvasTrailing, 0, Self.required) {
          "'UISV-alignment' \(stackName): trailing"
        }
        relate(view, .crossLeading, leading, .greaterThanOrEqual, canvasLeading, 0, Self.required) {
          "'UISV-spanning-boundary' \(stackName)"
        }
      case .center:
        relate(
          view, .crossCenter, expression(view, across.center), .equal, expression(canvas, across.center), 0,
          Self.required
        ) { "'UISV-alignment' \(stackName): center" }
        relate(view, .crossLeading, leading, .greaterThanOrEqual, canvasLeading, 0, Self.required) {
          "'UISV-spanning-boundary' \(stackName)"
        }
      case .firstBaseline, .lastBaseline:
        let first = alignment == .firstBaseline
        relate(view, .crossLeading, leading, .greaterThanOrEqual, canvasLeading, 0, Self.required) {
          "'UISV-spanning-boundary' \(stackName)"
        }
        relate(view, .crossTrailing, trailing, .lessThanOrEqual, canvasTrailing, 0, Self.required) {
          "'UISV-spanning-boundary' \(stackName)"
        }
        if let reference, reference !== view {
          relate(
            view, .crossCenter, baseline(of: view, first: first), .equal,
            baseline(of: reference, first: first), 0, Self.required
          ) { "'UISV-alignment' \(stackName): \(first ? "first" : "last") baseline" }
        }
        // With room to spare, the row sits at the top (first baseline) or bottom (last).
        relate(
          view, .baselinePull, first ? leading : trailing, .equal, first ? canvasLeading : canvasTrailing, 0,
          1
        ) { "'UISV-ambiguity-suppression' \(stackName)" }
      @unknown default:
        break
      }
    }
    if alignment != .fill {
      // The stack hugs its largest view across the axis unless something else sizes it.
      let size = expression(canvas, across.size)
      append(
        .generated(ObjectIdentifier(stack), .canvasFit, 0),
        .init(terms: size.0, constant: size.1, relation: .equal, priority: 49)
      ) { "'UISV-canvas-fit' \(stackName)" }
    }
  }

  /// The tallest view by intrinsic height (first on ties): the baseline reference of a row.
  private static func tallest(_ views: [UIView]) -> UIView? {
    var best: UIView?
    var bestHeight = -CGFloat.infinity
    for view in views {
      let height = view.intrinsicContentSize.height
      if height > bestHeight {
        best = view
        bestHeight = height
      }
    }
    return best
  }

  /// Lists `left (relation) right + constant` for an arranged view in a role.
  private mutating func relate(
    _ view: UIView, _ role: StackRole, _ left: Side, _ relation: NSLayoutConstraint.Relation, _ right: Side,
    _ constant: Double, _ priority: Float, label: @escaping () -> String
  ) {
    let terms = Self.merged(
      left.0 + right.0.map { .init(variable: $0.variable, coefficient: -$0.coefficient) })
    append(
      .generated(ObjectIdentifier(view), .stack, role.rawValue),
      .init(terms: terms, constant: left.1 - right.1 - constant, relation: relation, priority: priority),
      label: label)
  }
}
