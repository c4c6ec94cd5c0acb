import Foundation

/// Lists the constraints a view hierarchy wants, in the order the engine should add them:
/// for each view (parents before children) the pins of its frame or its content size, then the
/// constraints installed on it, then a stack view's own constraints, then its subviews.
@MainActor
struct LayoutCollector {
  typealias Term = LayoutEngine.Term
  typealias Offset = LayoutVariables.Offset
  /// UIKit's required priority.
  static let required = LayoutEngine.required

  /// How the root view is sized.
  enum RootSizing {
    /// The root keeps its bounds (a layout pass).
    case fixed
    /// The root's size is found, pulled towards a target size at fitting priorities.
    case fitting(CGSize, horizontal: Float, vertical: Float)
  }

  /// Where the items' variables are; the collector makes them as it meets the items.
  let variables: LayoutVariables
  let rootSizing: RootSizing
  /// Widths at which to measure multi-line labels, from an earlier solve.
  let widths: [ObjectIdentifier: CGFloat]
  /// What the collector found so far.
  var listing = LayoutEngine.Listing()
  /// Whether each system guide's defining constraints are listed already.
  private var definedGuides: [ObjectIdentifier: Bool] = [:]
  /// The view in whose coordinates positions are expressed: the view a constraint is installed
  /// on, or the stack view being arranged.
  var space: UIView?
  /// Stacks arranged by sizes whose sum constraint is listed after their subviews, with the
  /// index of their chain in the listing.
  var pendingStacks: [(stack: ObjectIdentifier, chain: Int)] = []
  /// Position variables some constraint refers to (a stack may then not leave them out).
  private(set) var referencedPositions: Set<Int> = []
  /// - Parameters:
  ///   - variables: The hierarchy's variables.
  ///   - root: How the root view is sized.
  ///   - widths: Widths at which to measure multi-line labels, from an earlier solve.
  ///   - expectedCount: How many constraints the last listing had, to size this one.
  init(
    variables: LayoutVariables, root: RootSizing, widths: [ObjectIdentifier: CGFloat], expectedCount: Int
  ) {
    self.variables = variables
    self.rootSizing = root
    self.widths = widths
    listing.wanted.reserveCapacity(expectedCount)
  }

  /// Lists everything under `root` into ``listing``.
  mutating func collect(root: UIView) {
    // Geometry and visibility can change through a view's layer without a word to the engine:
    // the listing notes what it read (see ``LayoutEngine/ListedState``).
    listing.state.rootSize = root.bounds.size
    listing.state.visibilityChanges = CALayer.visibilityChanges.value
    // The hierarchy is walked with a list of steps, not recursion, so any depth is listed.
    var steps: [Step] = [.visit(root, isRoot: true, isArranged: false)]
    while let step = steps.popLast() {
      switch step {
      case .visit(let view, let isRoot, let isArranged):
        visit(view, isRoot: isRoot, isArranged: isArranged, then: &steps)
      case .finish(let stack):
        if pendingStacks.last?.stack == ObjectIdentifier(stack) {
          finishStack(stack, chain: pendingStacks.removeLast().chain)
        }
      }
    }
  }

  /// What is left to list: a view (and then its subviews), or a stack to finish once its
  /// subviews are listed.
  private enum Step {
    case visit(UIView, isRoot: Bool, isArranged: Bool)
    case finish(UIStackView)
  }

  /// Lists a view's own constraints, and the steps for its subviews and for finishing it.
  private mutating func visit(_ view: UIView, isRoot: Bool, isArranged: Bool, then steps: inout [Step]) {
    let base = variables.base(of: view)
    let id = ObjectIdentifier(view)
    if isRoot, case .fitting(let target, let horizontal, let vertical) = rootSizing {
      // Measuring: the root's size is pulled towards the target at the fitting priorities.
      let name = Self.name(view)
      append(
        .generated(id, .fittingWidth, 0),
        .init(
          terms: [Term(variable: base + Offset.width, coefficient: 1)], constant: -Double(target.width),
          relation: .equal,
          priority: horizontal)
      ) { "'fittingSizeHTarget' \(name).width == \(target.width) @\(horizontal)" }
      append(
        .generated(id, .fittingHeight, 0),
        .init(
          terms: [Term(variable: base + Offset.height, coefficient: 1)], constant: -Double(target.height),
          relation: .equal,
          priority: vertical)
      ) { "'fittingSizeVTarget' \(name).height == \(target.height) @\(vertical)" }
      contentSize(of: view, base: base)
    } else if isRoot {
      // The root keeps the size of its bounds.
      let size = view.bounds.size
      // Labels capture names, never views: the engine belongs to the root.
      let name = Self.name(view)
      pin(id, .pinWidth, [Term(variable: base + Offset.width, coefficient: 1)], -Double(size.width)) {
        "\(name).width == \(size.width) (root)"
      }
      pin(id, .pinHeight, [Term(variable: base + Offset.height, coefficient: 1)], -Double(size.height)) {
        "\(name).height == \(size.height) (root)"
      }
    } else if view.translatesAutoresizingMaskIntoConstraints && !isArranged {
      // An autoresizing-mask view keeps its (untransformed) frame: four required pins, as UIKit's
      // NSAutoresizingMaskLayoutConstraints do while the superview keeps its size.
      let frame = view.untransformedFrame
      listing.state.pinnedFrames.append((view, frame))
      let name = Self.name(view)
      // Described as UIKit describes them in its conflict reports, with the mask's h= v= code
      // (written only when a report asks).
      let mask = view.autoresizingMask
      func described(_ part: String, _ value: CGFloat) -> () -> String {
        { "<NSAutoresizingMaskLayoutConstraint \(mask.constraintDescription) \(name).\(part) == \(value)>" }
      }
      pin(
        id, .pinLeft, [Term(variable: base + Offset.minX, coefficient: 1)], -Double(frame.minX),
        label: described("minX", frame.minX))
      pin(
        id, .pinTop, [Term(variable: base + Offset.minY, coefficient: 1)], -Double(frame.minY),
        label: described("minY", frame.minY))
      pin(
        id, .pinWidth, [Term(variable: base + Offset.width, coefficient: 1)], -Double(frame.width),
        label: described("width", frame.width))
      pin(
        id, .pinHeight, [Term(variable: base + Offset.height, coefficient: 1)], -Double(frame.height),
        label: described("height", frame.height))
    } else {
      listing.placed.append(view)
      contentSize(of: view, base: base)
    }
    for guide in view.layoutGuides { defineGuide(guide) }
    for constraint in view.constraints {
      space = view
      add(constraint)
    }
    if let stack = view as? UIStackView {
      space = stack
      stackConstraints(stack)
    }
    // Steps run last in, first out: the subviews in order, then the stack's finish.
    if let stack = view as? UIStackView { steps.append(.finish(stack)) }
    if let stack = view as? UIStackView, !stack.arrangedSubviews.isEmpty {
      let arranged = Set(stack.arrangedSubviews.map(ObjectIdentifier.init))
      for subview in view.subviews.reversed() {
        steps.append(.visit(subview, isRoot: false, isArranged: arranged.contains(ObjectIdentifier(subview))))
      }
    } else {
      for subview in view.subviews.reversed() {
        steps.append(.visit(subview, isRoot: false, isArranged: false))
      }
    }
  }

  // MARK: Content size

  /// The content size: the view may not grow past its content (hugging) nor shrink below it
  /// (compression resistance), each at its priority. When both are optional, as they nearly
  /// always are, the two are one preference with two strengths (one row in the solver instead
  /// of two); a required side stays an inequality of its own.
  private mutating func contentSize(of view: UIView, base: Int) {
    let size = intrinsicSize(of: view)
    let id = ObjectIdentifier(view)
    let name = Self.name(view)
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let length = axis == .horizontal ? size.width : size.height
      guard length != UIView.noIntrinsicMetric else { continue }
      let dimension = axis == .horizontal ? "width" : "height"
      let terms = [Term(variable: base + Offset.length(horizontal: axis == .horizontal), coefficient: 1)]
      let hugging = view.contentHuggingPriority(for: axis).rawValue
      let compression = view.contentCompressionResistancePriority(for: axis).rawValue
      if hugging < Self.required && compression < Self.required {
        append(
          .generated(id, axis == .horizontal ? .contentWidth : .contentHeight, 0),
          .init(
            terms: terms, constant: -Double(length), relation: .equal, priority: hugging,
            shortfallPriority: compression)
        ) {
          "\(name).\(dimension) == \(length) (content hugging @\(hugging), compression resistance @\(compression))"
        }
        continue
      }
      append(
        .generated(id, axis == .horizontal ? .hugWidth : .hugHeight, 0),
        .init(terms: terms, constant: -Double(length), relation: .lessThanOrEqual, priority: hugging)
      ) { "\(name).\(dimension) <= \(length) @\(hugging) (content hugging)" }
      append(
        .generated(id, axis == .horizontal ? .compressWidth : .compressHeight, 0),
        .init(
          terms: terms, constant: -Double(length), relation: .greaterThanOrEqual, priority: compression)
      ) { "\(name).\(dimension) >= \(length) @\(compression) (compression resistance)" }
    }
  }

  /// A view's content size; a label that wraps at its own width is measured at the width an
  /// earlier solve of this layout gave it (or with no width limit), and remembered for
  /// measuring again.
  private mutating func intrinsicSize(of view: UIView) -> CGSize {
    guard let label = view as? UILabel, label.wrapsAtItsWidth else { return view.intrinsicContentSize }
    let width = widths[ObjectIdentifier(label)] ?? 0
    listing.widthDependent.append((label, width))
    return label.contentSize(wrappingAt: width)
  }

  // MARK: Layout guides

  /// Lists the constraints that place a system guide inside its view (margins, safe area);
  /// custom guides only get variables, their placement is the app's constraints.
  private mutating func defineGuide(_ guide: UILayoutGuide) {
    let guideBase = variables.base(of: guide)
    let id = ObjectIdentifier(guide)
    if definedGuides[id] == nil {
      definedGuides[id] = false
      listing.guides.append(guide)
    }
    guard guide.kind != .custom, let owner = guide.owningView, definedGuides[id] == false else { return }
    definedGuides[id] = true
    let insets = Self.insets(of: guide, in: owner)
    let viewBase = variables.base(of: owner)
    let name = "\(Self.name(owner)).\(guide.identifier)"
    // The guide's origin is relative to its view; its size is the view's less the insets. A
    // scroll view's content guide starts at the content's origin and takes the size its
    // constraints give it: that size becomes the scroll view's contentSize.
    var parts: [(LayoutEngine.Role, Int, Double)] = [
      (.guideLeft, Offset.minX, Double(insets.left)),
      (.guideTop, Offset.minY, Double(insets.top)),
    ]
    if guide.kind != .scrollContent {
      parts += [
        (.guideWidth, Offset.width, -Double(insets.left + insets.right)),
        (.guideHeight, Offset.height, -Double(insets.top + insets.bottom)),
      ]
    }
    for (role, offset, amount) in parts {
      var terms = [Term(variable: guideBase + offset, coefficient: 1)]
      if offset == Offset.width || offset == Offset.height {
        terms.append(Term(variable: viewBase + offset, coefficient: -1))
      }
      append(
        .generated(id, role, 0),
        .init(terms: terms, constant: -amount, relation: .equal, priority: Self.required)
      ) { "\(name) inset \(insets)" }
    }
  }

  /// How far a system guide is inset from its owning view's bounds.
  static func insets(of guide: UILayoutGuide, in owner: UIView) -> UIEdgeInsets {
    switch guide.kind {
    case .safeArea:
      return owner.safeAreaInsets
    case .layoutMargins, .readableContent:
      let margins = owner.layoutMargins
      guard owner.insetsLayoutMarginsFromSafeArea else { return margins }
      let safe = owner.safeAreaInsets
      return UIEdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left,
        bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    case .custom, .scrollContent, .scrollFrame:
      return .zero
    }
  }

  // MARK: App constraints

  private mutating func add(_ constraint: NSLayoutConstraint) {
    guard let first = constraint.firstLayoutItem else { return }
    let second = constraint.secondLayoutItem
    // Leading and trailing follow the layout direction of the view whose content the constraint
    // arranges, the items' nearest common view, never an item's own: UIView.h tells layout code
    // to consult the effectiveUserInterfaceLayoutDirection "of the view whose immediate content
    // is being arranged" and not to assume it propagates to subviews, and Stevia's RTL tests
    // (its own suite, run on iOS) force only the superview right to left and expect its
    // unspecified subview's leading edge on the right, the constant pointing left.
    var rightToLeft = false
    if Self.isDirectional(constraint.firstAttribute) || Self.isDirectional(constraint.secondAttribute) {
      rightToLeft = Self.arrangingView(first, second).map(Self.isRightToLeft) ?? false
    }
    var (terms, constant) = side(first, constraint.firstAttribute, facing: second, rightToLeft: rightToLeft)
    if let second {
      let (secondTerms, secondConstant) = side(
        second, constraint.secondAttribute, facing: first, rightToLeft: rightToLeft)
      let multiplier = Double(constraint.multiplier)
      for term in secondTerms {
        terms.append(Term(variable: term.variable, coefficient: -term.coefficient * multiplier))
      }
      constant -= secondConstant * multiplier
    }
    // Right to left, a positive constant on a leading or trailing edge points left.
    let sign: Double = rightToLeft && Self.isDirectional(constraint.firstAttribute) ? -1 : 1
    // What the items add to the constant (margins, baselines) is checked as a constant is.
    let key = LayoutEngine.Key.object(ObjectIdentifier(constraint))
    constant = Self.checked(constant, key: key) { constraint.summary }
    listing.wanted.append(
      .init(
        key: key,
        definition: .init(
          terms: Self.merged(terms), constant: constant - sign * Double(constraint.constant),
          relation: constraint.relation, priority: constraint.priority.rawValue),
        object: constraint, label: { "" }, constantBase: constant, constantSign: sign))
  }

  /// One side of an app constraint. A scroll view's edge or margin facing an item inside it is
  /// the edge of its content area (its content layout guide), so the constraint sizes the
  /// content; its width, height and centres stay the frame's (Apple's Auto Layout Guide,
  /// "Working with Scroll Views").
  private mutating func side(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, facing other: AnyObject?,
    rightToLeft: Bool
  ) -> ([Term], Double) {
    guard let scrollView = item as? UIScrollView, let other, Self.isInside(other, scrollView),
      let edge = Self.contentEdge(of: attribute)
    else { return expression(item, attribute, rightToLeft: rightToLeft) }
    let (terms, constant) = expression(scrollView.contentLayoutGuide, edge, rightToLeft: rightToLeft)
    // A margin attribute keeps its distance from the edge: the scroll view's margin.
    let margin = edge == attribute ? 0 : expression(scrollView, attribute, rightToLeft: rightToLeft).1
    return (terms, constant + margin)
  }

  /// The view whose content a constraint between two items arranges: the nearest view both
  /// items' views are in (a layout guide's is its owning view).
  private static func arrangingView(_ first: AnyObject, _ second: AnyObject?) -> UIView? {
    func owner(_ item: AnyObject) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
    guard let firstView = owner(first) else { return nil }
    guard let second, let secondView = owner(second) else { return firstView }
    return firstView.nearestCommonAncestor(with: secondView) ?? firstView
  }

  /// The edge of the content area a scroll view's attribute means, or `nil` when the attribute
  /// refers to its frame.
  private static func contentEdge(of attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute?
  {
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing: return attribute
    case .leftMargin: return .left
    case .rightMargin: return .right
    case .topMargin: return .top
    case .bottomMargin: return .bottom
    case .leadingMargin: return .leading
    case .trailingMargin: return .trailing
    default: return nil
    }
  }

  /// Whether an item (a view, or a layout guide of a view) is inside `scrollView`'s content:
  /// the scroll view's own guides are not.
  private static func isInside(_ item: AnyObject, _ scrollView: UIScrollView) -> Bool {
    if let view = item as? UIView { return view !== scrollView && view.isDescendant(of: scrollView) }
    guard let owner = (item as? UILayoutGuide)?.owningView, owner !== scrollView else { return false }
    return owner.isDescendant(of: scrollView)
  }

  /// An attribute of an item as a linear expression of engine variables plus a constant.
  /// Leading and trailing read `rightToLeft` when given, else the item's own view's direction.
  mutating func expression(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool? = nil
  ) -> ([Term], Double) {
    if let guide = item as? UILayoutGuide { defineGuide(guide) }
    let base = variables.base(of: item)
    var horizontal: [Term] = []
    var vertical: [Term] = []
    if item !== space && attribute != .width && attribute != .height {
      (horizontal, vertical) = position(of: item, base: base, axis: attribute.axis ?? .horizontal)
    }
    let view = item as? UIView
    // The layout direction and the margins are read only for the attributes that use them.
    var isRightToLeft = false
    if Self.isDirectional(attribute) {
      isRightToLeft =
        rightToLeft ?? (view ?? (item as? UILayoutGuide)?.owningView).map(Self.isRightToLeft) ?? false
    }
    let margins = Self.usesMargins(attribute) ? (view?.layoutMargins ?? .zero) : .zero
    let left = horizontal
    let top = vertical
    func width(_ factor: Double) -> Term { Term(variable: base + Offset.width, coefficient: factor) }
    func height(_ factor: Double) -> Term { Term(variable: base + Offset.height, coefficient: factor) }
    switch attribute {
    case .left: return (left, 0)
    case .right: return (left + [width(1)], 0)
    case .top: return (top, 0)
    case .bottom: return (top + [height(1)], 0)
    case .leading: return isRightToLeft ? (left + [width(1)], 0) : (left, 0)
    case .trailing: return isRightToLeft ? (left, 0) : (left + [width(1)], 0)
    case .width: return ([width(1)], 0)
    case .height: return ([height(1)], 0)
    case .centerX: return (left + [width(0.5)], 0)
    case .centerY: return (top + [height(0.5)], 0)
    case .leftMargin: return (left, Double(margins.left))
    case .rightMargin: return (left + [width(1)], -Double(margins.right))
    case .topMargin: return (top, Double(margins.top))
    case .bottomMargin: return (top + [height(1)], -Double(margins.bottom))
    case .leadingMargin:
      return isRightToLeft ? (left + [width(1)], -Double(margins.right)) : (left, Double(margins.left))
    case .trailingMargin:
      return isRightToLeft ? (left, Double(margins.left)) : (left + [width(1)], -Double(margins.right))
    case .centerXWithinMargins:
      return (left + [width(0.5)], Double(margins.left - margins.right) / 2)
    case .centerYWithinMargins:
      return (top + [height(0.5)], Double(margins.top - margins.bottom) / 2)
    case .firstBaseline, .lastBaseline:
      guard let view else { return (top + [height(1)], 0) }
      return baseline(of: view, first: attribute == .firstBaseline)
    case .notAnAttribute:
      return ([], 0)
    }
  }

  /// The terms giving an item's origin in ``space``'s coordinates: its own position plus its
  /// containers' up to the space (minus the space's own when the space is not an ancestor).
  private mutating func position(
    of item: AnyObject, base: Int, axis: NSLayoutConstraint.Axis
  ) -> ([Term], [Term]) {
    let offset = Offset.position(horizontal: axis == .horizontal)
    var terms = [Term(variable: base + offset, coefficient: 1)]
    referencedPositions.insert(base + offset)
    var container: UIView? = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
    while let current = container, current !== space, current.superview != nil {
      let variable = variables.base(of: current) + offset
      terms.append(Term(variable: variable, coefficient: 1))
      referencedPositions.insert(variable)
      container = current.superview
    }
    if container == nil || container !== space, let space {
      // The space is not an ancestor: both sides are taken to the root.
      var current: UIView? = space
      while let view = current, view.superview != nil {
        let variable = variables.base(of: view) + offset
        terms.append(Term(variable: variable, coefficient: -1))
        referencedPositions.insert(variable)
        current = view.superview
      }
    }
    return axis == .horizontal ? (terms, []) : ([], terms)
  }

  /// A view's first or last baseline: that of the view it names for baseline layout
  /// (`forFirstBaselineLayout`, `forLastBaselineLayout`: a stack names one of its arranged views),
  /// which is its text's baseline for a view that shows text and its bottom edge otherwise.
  mutating func baseline(of view: UIView, first: Bool) -> ([Term], Double) {
    let vended = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    // UIKit requires the vended view to be a descendant; any other view stands for nothing.
    if vended !== view && vended.isDescendant(of: view) {
      return baseline(of: vended, first: first)
    }
    let base = variables.base(of: view)
    let (top, _) = expression(view, .top)
    if let text = view.textBaselineOffsets {
      // Text is centred vertically in its view: baseline = top + height / 2 + offset.
      let offset = first ? text.first : text.last
      return (top + [Term(variable: base + Offset.height, coefficient: 0.5)], offset)
    }
    return (top + [Term(variable: base + Offset.height, coefficient: 1)], 0)
  }

  // MARK: Helpers

  /// Whether an attribute's side depends on the layout direction.
  private static func isDirectional(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    switch attribute {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  /// Whether an attribute is measured from the layout margins.
  private static func usesMargins(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    switch attribute {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      return true
    default:
      return false
    }
  }

  /// Lists a constraint the engine makes, its constant checked as UIKit checks every
  /// constraint's: not finite stops the program, beyond the limit is replaced by it (see
  /// `NSLayoutConstraint.checkedConstant`).
  mutating func append(
    _ key: LayoutEngine.Key, _ definition: LayoutEngine.Definition, label: @escaping () -> String
  ) {
    var definition = definition
    definition.constant = Self.checked(definition.constant, key: key, label: label)
    listing.wanted.append(.init(key: key, definition: definition, object: nil, label: label))
  }

  /// A constant of a constraint the engine makes, checked under the class UIKit uses for it.
  static func checked(_ constant: Double, key: LayoutEngine.Key, label: () -> String) -> Double {
    Double(
      NSLayoutConstraint.checkedConstant(
        CGFloat(constant), className: className(of: key), anchors: ("<\(label())>", "(null)")))
  }

  /// The UIKit class of the constraint with a key, for messages.
  private static func className(of key: LayoutEngine.Key) -> String {
    guard case .generated(_, let role, _) = key else { return "NSLayoutConstraint" }
    switch role {
    case .hugWidth, .hugHeight, .compressWidth, .compressHeight, .contentWidth, .contentHeight:
      return "NSContentSizeLayoutConstraint"
    case .pinLeft, .pinTop, .pinWidth, .pinHeight:
      return "NSAutoresizingMaskLayoutConstraint"
    default:
      return "NSLayoutConstraint"
    }
  }

  private mutating func pin(
    _ id: ObjectIdentifier, _ role: LayoutEngine.Role, _ terms: [Term], _ constant: Double,
    label: @escaping () -> String
  ) {
    append(
      .generated(id, role, 0),
      .init(terms: terms, constant: constant, relation: .equal, priority: Self.required), label: label)
  }

  /// Adds up the coefficients of repeated variables, keeping the order of first appearance and
  /// leaving out terms that cancel. Linear in the number of terms (a stack's sum has one per
  /// arranged view), and free of actor-isolated closures (each would check the executor).
  nonisolated static func merged(_ terms: [Term]) -> [Term] {
    if terms.count < 2 { return terms }
    var result: [Term] = []
    result.reserveCapacity(terms.count)
    if terms.count <= 8 {
      for term in terms {
        var found = false
        for index in result.indices where result[index].variable == term.variable {
          result[index].coefficient += term.coefficient
          found = true
          break
        }
        if !found { result.append(term) }
      }
    } else {
      var positions: [Int: Int] = [:]
      positions.reserveCapacity(terms.count)
      for term in terms {
        if let index = positions[term.variable] {
          result[index].coefficient += term.coefficient
        } else {
          positions[term.variable] = result.count
          result.append(term)
        }
      }
    }
    var nonZero: [Term] = []
    nonZero.reserveCapacity(result.count)
    for term in result where term.coefficient != 0 { nonZero.append(term) }
    return nonZero
  }

  static func isRightToLeft(_ view: UIView) -> Bool {
    view.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// A view's class name for conflict reports, spelled out only when a report is written.
  static func name(_ view: UIView) -> TypeName {
    TypeName(type: type(of: view))
  }

  /// A type whose name is written when it is interpolated; holding one costs nothing, so a
  /// pass can describe every constraint it lists without naming types it never reports.
  struct TypeName: CustomStringConvertible {
    let type: UIView.Type
    var description: String { String(describing: type) }
  }
}
