import Cassowary
import Foundation

/// The Auto Layout engine of one view hierarchy: a long-lived Cassowary solver that holds the
/// constraints of every view under a root, and the one owner of a layout pass.
///
/// A pass (``layOut(_:)``) reads top to bottom:
/// 1. **collect**: list the constraints the hierarchy wants (its active constraints, plus those
///    UIKit makes itself: autoresizing-mask pins, content sizes, layout guides, stack views),
///    each under a stable key (``LayoutCollector``);
/// 2. **diff**: remove from the solver what is no longer wanted and add what is new, so the
///    solver re-optimises from where it was;
/// 3. **solve**: read every variable's value and place the arranged views of stacks whose
///    positions follow from their sizes;
/// 4. **apply**: move each view the engine places to its solved frame.
///
/// When no layout input changed since the last listing (see ``LayoutInputs`` and
/// ``ListedState``), the pass skips collecting and diffing: the constants and priorities of the
/// app's constraints that changed go to the solver one by one, so the pass costs the solver's
/// update and reading the frames, not a walk of every constraint.
///
/// Each item (view or layout guide) has four variables, its frame in its superview's
/// coordinates (``LayoutVariables``). A required constraint the solver cannot satisfy is left
/// out ("broken") and reported through ``LayoutLog``, as UIKit does; it is tried again when
/// other constraints go away or change their constants.
///
/// The engine belongs to the root view (it goes away with it, and when the root becomes a
/// subview) and holds no view strongly but those it placed in its last pass, so a hierarchy that
/// was laid out is released as soon as the app lets go of it.
@MainActor
final class LayoutEngine {
  /// How many times one pass may list and solve again because multi-line labels got a new width
  /// (UIKit's second pass for text that wraps).
  static let maximumTextPasses = 3

  /// How far a solved width may be from the width a label was measured at and still count as
  /// the same: floating-point noise, far below a pixel.
  static let widthTolerance: CGFloat = 1e-9

  // MARK: Entry points from UIView

  /// The engine of the hierarchy whose root is `root`, made on first use.
  static func engine(for root: UIView) -> LayoutEngine {
    if let engine = root.rootLayoutEngine { return engine }
    let engine = LayoutEngine()
    root.rootLayoutEngine = engine
    return engine
  }

  /// Records that the constant or priority of an installed constraint changed, for the next
  /// pass of its hierarchy.
  static func constraintDidChange(_ constraint: NSLayoutConstraint) {
    guard let view = constraint.installedView else { return }
    root(of: view).rootLayoutEngine?.changedConstraints[ObjectIdentifier(constraint)] = constraint
  }

  /// Places a view's subviews at the frames its hierarchy's last pass solved (UIView's default
  /// `layoutSubviews()`).
  static func layoutSubviews(of view: UIView) {
    // The view the layout pass is visiting is in the pass's hierarchy: its engine is known
    // without walking up to the root (which would make a deep hierarchy's pass quadratic).
    let known = visiting.flatMap { $0.view === view ? $0.engine : nil }
    guard let engine = known ?? root(of: view).rootLayoutEngine else { return }
    // No view moved since the engine placed them all.
    if engine.appliedGeometry == UIView.geometryChanges { return }
    for subview in view.subviews {
      guard let rect = engine.placedFrame(of: subview) else { continue }
      let frame = pixelAligned(rect, scale: engine.displayScale)
      if subview.untransformedFrame != frame { subview.untransformedFrame = frame }
    }
  }

  /// The view whose `layoutSubviews()` a layout pass is calling, with its hierarchy's engine.
  private static var visiting: (view: UIView, engine: LayoutEngine)?

  /// Calls `layoutSubviews()` on a view of the hierarchy whose engine is `engine`, telling the
  /// default implementation which engine places its subviews.
  static func callLayoutSubviews(of view: UIView, engine: LayoutEngine?) {
    let previous = visiting
    visiting = engine.map { (view, $0) }
    view.layoutSubviews()
    visiting = previous
  }

  /// The size a view takes by its constraints, closest to a target size at the fitting
  /// priorities: a throwaway engine lays out the view as a root whose size is a preference.
  static func fittingSize(
    of view: UIView, targetSize: CGSize, horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let engine = LayoutEngine()
    let sizing = LayoutCollector.RootSizing.fitting(
      targetSize, horizontal: horizontalFittingPriority.rawValue,
      vertical: verticalFittingPriority.rawValue)
    var widths: [ObjectIdentifier: CGFloat] = [:]
    var size = CGSize.zero
    for _ in 0..<maximumTextPasses {
      engine.collect(view, sizing: sizing, widths: widths)
      engine.diff()
      engine.solve()
      let rect = engine.rect(of: view) ?? .zero
      size = CGSize(width: snapped(rect.width), height: snapped(rect.height))
      // Multi-line labels are measured again at the width the engine gave them.
      var again = false
      for (label, width) in engine.listing.widthDependent {
        let solved = engine.rect(of: label)?.width ?? width
        if abs(solved - width) > widthTolerance {
          widths[ObjectIdentifier(label)] = solved
          again = true
        }
      }
      if !again { break }
    }
    return size
  }

  private static func root(of view: UIView) -> UIView {
    var root = view
    while let parent = root.superview { root = parent }
    return root
  }

  // MARK: State

  /// A constraint the solver holds, with what the diff and conflict reports need.
  private struct Installed {
    var definition: Definition
    /// The solver's constraint, or `nil` when it was broken because it could not be satisfied.
    var handle: Constraint?
    var object: NSLayoutConstraint?
    var label: () -> String
    var constantBase: Double
    var constantSign: Double
    var stamp: Int
    /// When it was added, counted over the engine's life: stale constraints leave in this order.
    var sequence: Int
    /// The edit variable standing for the constant, once the constant has changed.
    var edit: Variable? = nil
  }

  /// The variables of the hierarchy's items.
  let variables = LayoutVariables()
  private var solver = Solver()
  /// The constraints the solver holds (or holds as broken), by key.
  private var installed: [Key: Installed] = [:]

  /// The keys of the installed constraints that are broken (held without a solver constraint).
  private var brokenKeys: Set<Key> = []

  /// Conflicts found during a layout cycle (``beginCycle()`` to ``endCycle()``), reported at its
  /// end if their constraint is still broken then. UIKit solves when a frame is read, after the
  /// superview's `layoutSubviews` has placed the views it sizes by hand; this engine solves the
  /// whole hierarchy first, so a conflict that only holds before that (a table header view still
  /// at zero width) would be reported here and never on a device.
  private var deferredReports: [(key: Key, message: String)] = []
  private var cycleDepth = 0

  /// Starts a layout cycle: conflicts wait for ``endCycle()``.
  func beginCycle() { cycleDepth += 1 }

  /// Ends a layout cycle: reports each conflict whose constraint is still broken, once.
  func endCycle() {
    cycleDepth -= 1
    guard cycleDepth == 0, !deferredReports.isEmpty else { return }
    let reports = deferredReports
    deferredReports = []
    var latest: [Key: String] = [:]
    for report in reports { latest[report.key] = report.message }
    for report in reports where brokenKeys.contains(report.key) {
      if let message = latest.removeValue(forKey: report.key) { LayoutLog.write(message) }
    }
  }
  /// How many constraints were added over the engine's life (numbers ``Installed/sequence``).
  private var additionCount = 0
  /// The last listing: what the pass placed and what it read.
  private(set) var listing = Listing()
  /// Counts listings; an installed constraint not stamped with the current one is stale.
  private var pass = 0
  /// The ``LayoutInputs/revision`` at which the hierarchy was last listed, or `nil` when the
  /// next pass must list it again.
  private var listedRevision: UInt64?
  /// Whether the last full pass ended with labels not yet measured at their final width (the
  /// text passes ran out); such widths are kept until an input changes.
  private var acceptedUnsettledWidths = false
  /// How many times the hierarchy's constraints were listed in full.
  private(set) var listings = 0
  /// The app's constraints whose constant or priority changed since the last pass.
  /// (Keyed by constraint, so changing one constant many times between passes keeps one entry;
  /// applied in the order of their first change.)
  private var changedConstraints = InsertionOrderedDictionary<ObjectIdentifier, NSLayoutConstraint>()
  /// Whether the solution changed since the views were last placed.
  private var solutionChanged = true
  /// Pixels per point of the screen the hierarchy is on: frames are placed on its pixel grid.
  private(set) var displayScale = TextMetrics.displayScale

  /// Every variable's value after the last solve, by index.
  private var values: [Double] = []
  private var lookup = Solver.Lookup()
  /// Positions along a stack's axis computed from its chain, by item (base / perItem): the axis
  /// and the coordinate.
  private var derivedAxis: [DerivedAxis] = []
  private var derivedValue: [Double] = []
  /// The items that have a derived position, to clear them before the next solve.
  private var derivedItems: [Int] = []

  /// Which coordinate of an item a stack's chain gives.
  private enum DerivedAxis: UInt8 {
    case none, horizontal, vertical
  }

  /// The views the last listing placed, by identity, with their first variables.
  private var placedIndex: [ObjectIdentifier: Int] = [:]
  private var placedBases: [Int] = []
  /// The frames last given to the placed views (empty after a new listing), and the value of
  /// `UIView.geometryChanges` just after: while it has not moved, every placed view still has
  /// the frame the engine gave it.
  private var appliedFrames: [CGRect] = []
  private var appliedGeometry: UInt64?

  // MARK: A pass

  /// Lays out the hierarchy under `root`: collect, diff, solve, apply; again while multi-line
  /// labels change width.
  func layOut(_ root: UIView) {
    // The root's screen decides the pixel grid; on another screen every frame is placed again.
    let scale = TextMetrics.displayScale(of: root.traitCollection)
    if scale != displayScale {
      displayScale = scale
      solutionChanged = true
    }
    // Nothing the hierarchy lists changed since the last listing: only the constraints whose
    // constant or priority changed go to the solver.
    if isListingCurrent(for: root) {
      let unchanged = changedConstraints.isEmpty && !solutionChanged
      if applyChangedConstraints() {
        if solutionChanged { solve() }
        #if DEBUG
          // (A label kept at a width it was not measured at would list differently.)
          if !acceptedUnsettledWidths { verifyListing(of: root) }
        #endif
        apply()
        // Text widths that did not settle in the last full pass stay as that pass left them
        // while nothing changes: a pass with nothing new moves nothing, as in UIKit, whose
        // engine is not solved again when no constraint changed.
        if widthsSettled() || (unchanged && acceptedUnsettledWidths) {
          listedRevision = LayoutInputs.revision
          return
        }
      }
    }
    changedConstraints.removeAll()
    var settled = false
    // The first pass measures text that wraps at its view's width with no width at all, as for
    // a view never laid out, so the result does not depend on the widths earlier layouts gave.
    var widths: [ObjectIdentifier: CGFloat] = [:]
    for _ in 0..<Self.maximumTextPasses {
      collect(root, sizing: .fixed, widths: widths)
      diff()
      solve()
      apply()
      // Text that wraps at its view's width is measured again once that width is known.
      settled = widthsSettled()
      if settled { break }
      for (view, _) in listing.widthDependent { widths[ObjectIdentifier(view)] = view.bounds.width }
    }
    // The frames just placed are the engine's own output, not new inputs. Widths still moving
    // after the last text pass (text whose wrapped size and width feed each other) are kept.
    listedRevision = LayoutInputs.revision
    acceptedUnsettledWidths = !settled
  }

  /// Lists the hierarchy again and brings the solver in line, without placing views (for
  /// `hasAmbiguousLayout`).
  func relist(_ root: UIView) {
    collect(root, sizing: .fixed, widths: measuredWidths)
    diff()
    solve()
  }

  /// The widths the last listing measured wrapping text at, to list it again the same way.
  private var measuredWidths: [ObjectIdentifier: CGFloat] {
    Dictionary(listing.widthDependent.map { (ObjectIdentifier($0.0), $0.1) }) { _, last in last }
  }

  /// Whether nothing the hierarchy lists changed since the last listing.
  private func isListingCurrent(for root: UIView) -> Bool {
    listedRevision == LayoutInputs.revision && listing.state.isCurrent(root: root)
  }

  /// Step 1: lists the constraints the hierarchy wants.
  private func collect(
    _ root: UIView, sizing: LayoutCollector.RootSizing, widths: [ObjectIdentifier: CGFloat]
  ) {
    pass += 1
    if case .fixed = sizing { listings += 1 }
    variables.beginListing()
    var collector = LayoutCollector(
      variables: variables, root: sizing, widths: widths, expectedCount: listing.wanted.count)
    collector.collect(root: root)
    listing = collector.listing
    appliedFrames = []
    placedIndex.removeAll(keepingCapacity: true)
    placedIndex.reserveCapacity(listing.placed.count)
    placedBases.removeAll(keepingCapacity: true)
    placedBases.reserveCapacity(listing.placed.count)
    for (index, view) in listing.placed.enumerated() {
      placedIndex[ObjectIdentifier(view)] = index
      placedBases.append(variables.base(of: view))
    }
  }

  /// Step 3: reads every variable's value from the solver and places the stacks arranged by
  /// sizes; called after each change to the solver.
  private func solve() {
    restoreRequiredConstraintsThatGaveWay()
    values = solver.values(of: variables.variables, lookup: &lookup)
    computeDerivedPositions()
  }

  /// Step 4: moves every view the engine places to its solved frame, and updates layout
  /// guides' frames (and a scroll view's content size from its content guide), when the
  /// solution changed since they were last placed.
  private func apply() {
    guard solutionChanged else { return }
    solutionChanged = false
    for guide in listing.guides {
      guard let frame = rect(of: guide) else { continue }
      guide.layoutFrame = Self.snapped(frame)
      if guide.kind == .scrollContent, let scrollView = guide.owningView as? UIScrollView {
        scrollView.contentSize = guide.layoutFrame.size
      }
    }
    var frames: [CGRect] = []
    frames.reserveCapacity(placedBases.count)
    for base in placedBases { frames.append(Self.pixelAligned(rect(base: base), scale: displayScale)) }
    // While no view has moved since the last placement, every view is where it was put: one
    // whose frame is unchanged is skipped, and the others are moved without reading theirs.
    let untouched = appliedGeometry == UIView.geometryChanges && appliedFrames.count == frames.count
    let views = listing.placed
    for index in views.indices {
      if untouched {
        if appliedFrames[index] != frames[index] { views[index].untransformedFrame = frames[index] }
      } else if views[index].untransformedFrame != frames[index] {
        views[index].untransformedFrame = frames[index]
      }
    }
    appliedFrames = frames
    appliedGeometry = UIView.geometryChanges
  }

  /// Whether every label that wraps at its own width was measured at the width it now has.
  private func widthsSettled() -> Bool {
    for (view, width) in listing.widthDependent where abs(view.bounds.width - width) > Self.widthTolerance {
      return false
    }
    return true
  }

  #if DEBUG
    /// Lists the hierarchy again and stops when the listing differs from what the engine holds:
    /// a layout input changed without ``LayoutInputs/changed()`` being called.
    private func verifyListing(of root: UIView) {
      var collector = LayoutCollector(
        variables: variables, root: .fixed, widths: measuredWidths, expectedCount: 0)
      collector.collect(root: root)
      if let difference = mismatch(with: collector.listing.wanted) {
        assertionFailure("HeadlessUIKit: a layout input changed without being recorded: \(difference)")
      }
    }
  #endif

  // MARK: Reading the solution

  /// Whether the engine sets a view's frame.
  func isPlaced(_ view: UIView) -> Bool { placedIndex[ObjectIdentifier(view)] != nil }

  /// The solved frame of a placed view, or `nil` when the engine does not place it.
  private func placedFrame(of view: UIView) -> CGRect? {
    guard let index = placedIndex[ObjectIdentifier(view)] else { return nil }
    return rect(base: placedBases[index])
  }

  /// The value of a variable after the last solve.
  private func value(_ index: Int) -> Double {
    index < values.count ? values[index] : solver.value(of: variables[index])
  }

  /// An item's rectangle in its superview's (or owning view's) coordinates, or `nil` when the
  /// engine does not know it.
  func rect(of item: AnyObject) -> CGRect? {
    variables.existingBase(of: item).map(rect(base:))
  }

  /// The rectangle of the item whose first variable is `base`.
  private func rect(base: Int) -> CGRect {
    typealias Offset = LayoutVariables.Offset
    var x = value(base + Offset.minX)
    var y = value(base + Offset.minY)
    let item = base / LayoutVariables.perItem
    if item < derivedAxis.count {
      switch derivedAxis[item] {
      case .horizontal: x = derivedValue[item]
      case .vertical: y = derivedValue[item]
      case .none: break
      }
    }
    return CGRect(x: x, y: y, width: value(base + Offset.width), height: value(base + Offset.height))
  }

  /// Whether an item's position along an axis is computed from a stack's chain rather than
  /// solved.
  func hasDerivedPosition(_ item: AnyObject) -> Bool {
    guard let base = variables.existingBase(of: item) else { return false }
    let index = base / LayoutVariables.perItem
    return index < derivedAxis.count && derivedAxis[index] != .none
  }

  private func evaluate(_ side: ([Term], Double)) -> Double {
    side.0.reduce(side.1) { $0 + $1.coefficient * value($1.variable) }
  }

  /// Places the arranged views of stacks arranged by sizes: each after the one before it and
  /// the gap (or the common gap, or at equal distances between centres).
  private func computeDerivedPositions() {
    for item in derivedItems { derivedAxis[item] = .none }
    derivedItems.removeAll(keepingCapacity: true)
    let items = variables.variables.count / LayoutVariables.perItem
    if derivedAxis.count < items {
      derivedAxis += Array(repeating: .none, count: items - derivedAxis.count)
      derivedValue += Array(repeating: 0, count: items - derivedValue.count)
    }
    func derive(_ base: Int, _ horizontal: Bool, _ origin: Double) {
      let item = base / LayoutVariables.perItem
      derivedAxis[item] = horizontal ? .horizontal : .vertical
      derivedValue[item] = origin
      derivedItems.append(item)
    }
    for chain in listing.derivedChains {
      let sizeOffset = LayoutVariables.Offset.length(horizontal: chain.horizontal)
      let start = evaluate(chain.start)
      let direction = chain.rightToLeft ? -1.0 : 1.0
      var cursor = 0.0
      for (index, base) in chain.bases.enumerated() {
        let size = value(base + sizeOffset)
        var leading = cursor
        switch chain.mode {
        case .fixedGaps:
          cursor += size + (index < chain.gaps.count ? chain.gaps[index] : 0)
        case .equalGaps(let gapBase):
          cursor += size + value(gapBase)
        case .equalCentres(let distanceBase):
          let firstSize = value(chain.bases[0] + sizeOffset)
          leading = firstSize / 2 + Double(index) * value(distanceBase) - size / 2
        }
        let origin = chain.rightToLeft ? start - leading - size : start + leading * direction
        derive(base, chain.horizontal, origin)
      }
      for base in chain.hiddenBases {
        derive(base, chain.horizontal, start)
      }
    }
  }

  // MARK: Step 2: diff

  /// Step 2: brings the solver in line with the constraints the listing wants, in its order:
  /// unchanged constraints stay, a changed constant becomes a suggested value, and only the
  /// difference is removed and added.
  private func diff() {
    let wanted = listing.wanted
    // Indices of constraints to add, in listing order; `~index` for one that was broken before.
    var additions: [Int] = []
    var removedAny = false
    // A new constant can make room for a constraint broken before, as a removal can.
    var editedAny = false
    if installed.capacity < wanted.count {
      solver.reserveCapacity(forConstraints: wanted.count - installed.count)
      installed.reserveCapacity(wanted.count)
    }
    for index in wanted.indices {
      // One lookup, and the common case (unchanged) updated in place without copying the entry
      // or the wanted constraint.
      guard let position = installed.index(forKey: wanted[index].key) else {
        additions.append(index)
        continue
      }
      if installed.values[position].definition == wanted[index].definition {
        installed.values[position].stamp = pass
        if installed.values[position].handle == nil { additions.append(~index) }
        continue
      }
      let want = wanted[index]
      if var entry = installed[want.key] {
        if entry.handle != nil, entry.definition.differsOnlyInConstant(from: want.definition),
          editConstant(&entry, to: want.definition, key: want.key)
        {
          entry.stamp = pass
          entry.constantBase = want.constantBase
          installed[want.key] = entry
          solutionChanged = true
          editedAny = true
          continue
        }
        remove(entry)
        removedAny = removedAny || entry.handle != nil
        if entry.handle == nil { brokenKeys.remove(want.key) }
        installed[want.key] = nil
      }
      additions.append(index)
    }
    // Constraints no longer wanted leave before new ones arrive, so a swap never conflicts.
    // In the order they were added, not the dictionary's (which changes from run to run): the
    // order of removals can pick which of equally good solutions the solver lands on.
    var stale: [(sequence: Int, key: Key)] = []
    for position in installed.indices where installed.values[position].stamp != pass {
      stale.append((installed.values[position].sequence, installed.keys[position]))
    }
    stale.sort { $0.sequence < $1.sequence }
    for (_, key) in stale {
      if let entry = installed.removeValue(forKey: key) {
        if entry.handle == nil { brokenKeys.remove(key) }
        remove(entry)
        removedAny = removedAny || entry.handle != nil
      }
    }
    if (removedAny || editedAny) && additions.contains(where: { $0 < 0 }) {
      makeEditedRequiredConstraintsPlain()
    }
    for encoded in additions {
      if encoded < 0 && !removedAny && !editedAny {
        // Broken before and nothing changed since: it still cannot be satisfied.
        installed[wanted[~encoded].key]?.constantBase = wanted[~encoded].constantBase
        continue
      }
      // UIKit breaks a constraint for the layout it conflicts in, not for good: once the
      // conflict is gone (the superview grew wide enough) the constraint holds again. A retry
      // that still fails was reported when it first broke.
      add(wanted[encoded < 0 ? ~encoded : encoded], reportingConflict: encoded >= 0)
    }
    // Items no longer in the hierarchy give their variables back.
    variables.releaseItemsNotListed()
    if !additions.isEmpty || removedAny { solutionChanged = true }
  }

  /// Applies the constants and priorities of ``changedConstraints`` to the solver without
  /// listing the hierarchy again: a new constant is a suggested value, a new priority a removal
  /// and an addition. Returns false when a change needs a full listing (an inactive or broken
  /// constraint, one the engine does not hold); the changes made so far stay consistent.
  private func applyChangedConstraints() -> Bool {
    // A new constant may make room for a broken constraint: the full pass retries them.
    guard brokenKeys.isEmpty || changedConstraints.isEmpty else { return false }
    let changes = changedConstraints.values
    changedConstraints.removeAll()
    for constraint in changes {
      let key = Key.object(ObjectIdentifier(constraint))
      guard constraint.isActive, var entry = installed[key], entry.handle != nil else { return false }
      var definition = entry.definition
      definition.constant = entry.constantBase - entry.constantSign * Double(constraint.constant)
      definition.priority = constraint.priority.rawValue
      if definition == entry.definition { continue }
      if definition.differsOnlyInConstant(from: entry.definition) {
        guard editConstant(&entry, to: definition, key: key) else { return false }
        installed[key] = entry
      } else {
        // A new priority: optional constraints never fail to be added, and a required one cannot
        // change its priority while installed.
        reinstall(entry, key: key, as: definition)
      }
      solutionChanged = true
    }
    return true
  }

  /// The first difference between a listing and the constraints the engine holds, or `nil`
  /// when they are the same; used to check that every changed input was recorded.
  private func mismatch(with wanted: [Wanted]) -> String? {
    var matched = 0
    for want in wanted {
      let name = want.object?.summary ?? want.label()
      guard let entry = installed[want.key] else { return "\(name) is listed but not held" }
      guard entry.definition == want.definition else {
        return "\(name) is held as \(entry.definition), listed as \(want.definition)"
      }
      matched += 1
    }
    if matched != installed.count {
      return "\(installed.count - matched) held constraints are no longer listed"
    }
    return nil
  }

  private func remove(_ entry: Installed) {
    if let handle = entry.handle { try? solver.removeConstraint(handle) }
    if let edit = entry.edit { try? solver.removeEditVariable(edit) }
  }

  /// Changes an installed constraint's constant in place: the constant becomes an edit
  /// variable (a strong preference) the first time it changes, so later changes are a
  /// suggested value the solver re-optimises from (dual simplex) instead of a removal and an
  /// addition. Returns false when that cannot be done.
  private func editConstant(_ entry: inout Installed, to definition: Definition, key: Key) -> Bool {
    if definition.priority >= Self.required { editedRequired[key] = () }
    if let edit = entry.edit {
      guard (try? solver.suggestValue(-definition.constant, for: edit)) != nil else { return false }
      entry.definition = definition
      return true
    }
    guard let handle = entry.handle else { return false }
    let edit = Variable("constant")
    let replacement = makeConstraint(definition, constant: .edit(edit))
    try? solver.removeConstraint(handle)
    do {
      try solver.addEditVariable(edit, strength: .strong)
      try solver.suggestValue(-definition.constant, for: edit)
      try solver.addConstraint(replacement)
    } catch {
      try? solver.removeEditVariable(edit)
      try? solver.addConstraint(handle)
      return false
    }
    entry.handle = replacement
    entry.edit = edit
    entry.definition = definition
    return true
  }

  /// Required constraints whose constant is an edit variable. An edit is only strong, so the
  /// solver may give way on it where a plain required constraint would conflict; after each
  /// change such a constraint that gave way goes back to its plain form, which is then added
  /// (or broken and reported) as any required constraint.
  /// (Walked in the order they were first edited.)
  private var editedRequired = InsertionOrderedDictionary<Key, Void>()

  private func restoreRequiredConstraintsThatGaveWay() {
    guard !editedRequired.isEmpty else { return }
    for key in editedRequired.keys {
      guard let entry = installed[key], let edit = entry.edit else {
        editedRequired[key] = nil
        continue
      }
      if abs(solver.value(of: edit) + entry.definition.constant) <= Self.editTolerance { continue }
      editedRequired[key] = nil
      reinstall(entry, key: key, as: entry.definition)
    }
  }

  /// Gives every required constraint whose constant is an edit its plain form again: a broken
  /// constraint tried again must meet them as required constraints, not as strong edits it could
  /// push aside (a fresh engine would have broken it against them).
  private func makeEditedRequiredConstraintsPlain() {
    for key in editedRequired.keys {
      if let entry = installed[key], entry.edit != nil { reinstall(entry, key: key, as: entry.definition) }
    }
    editedRequired.removeAll()
  }

  /// Takes an installed constraint out of the solver and adds it again, as a plain constraint,
  /// with `definition`.
  private func reinstall(_ entry: Installed, key: Key, as definition: Definition) {
    remove(entry)
    add(
      Wanted(
        key: key, definition: definition, object: entry.object, label: entry.label,
        constantBase: entry.constantBase, constantSign: entry.constantSign))
  }

  /// Adds a constraint to the solver, or records it as broken (and reports the conflict) when it
  /// cannot be satisfied.
  private func add(_ want: Wanted, reportingConflict: Bool = true) {
    var handle: Constraint? = makeConstraint(want.definition)
    if let constraint = handle, (try? solver.addConstraint(constraint)) == nil { handle = nil }
    installed[want.key] = Installed(
      definition: want.definition, handle: handle, object: want.object, label: want.label,
      constantBase: want.constantBase, constantSign: want.constantSign, stamp: pass,
      sequence: additionCount)
    additionCount += 1
    if handle == nil {
      brokenKeys.insert(want.key)
      if reportingConflict { reportConflict(breaking: want) }
    } else if !brokenKeys.isEmpty {
      brokenKeys.remove(want.key)
    }
  }

  private func makeConstraint(_ definition: Definition) -> Constraint {
    makeConstraint(definition, constant: .fixed)
  }

  /// Where a constraint's constant comes from: the definition, or an edit variable.
  private enum ConstantSource {
    case fixed
    case edit(Variable)
  }

  private func makeConstraint(_ definition: Definition, constant: ConstantSource) -> Constraint {
    var terms: [Cassowary.Term] = []
    terms.reserveCapacity(definition.terms.count + 1)
    var fixed = definition.constant
    if case .edit(let variable) = constant {
      terms.append(Cassowary.Term(variable, -1))
      fixed = 0
    }
    for term in definition.terms where term.coefficient != 0 {
      terms.append(Cassowary.Term(variables[term.variable], term.coefficient))
    }
    let expression = Expression(terms, constant: fixed)
    // Priorities outside UIKit's range (1 to 1000) are taken as its nearest end.
    let strength = Strength(priority: min(max(definition.priority, 1), Self.required))
    if let shortfall = definition.shortfallPriority, !strength.isRequired, shortfall < Self.required {
      return Constraint(
        expression, resistingAbove: strength,
        below: Strength(priority: min(max(shortfall, 1), Self.required - 1)))
    }
    switch definition.relation {
    case .equal: return Constraint(expression, .equal, strength: strength)
    case .lessThanOrEqual: return Constraint(expression, .lessThanOrEqual, strength: strength)
    case .greaterThanOrEqual: return Constraint(expression, .greaterThanOrEqual, strength: strength)
    }
  }

  // MARK: Numbers

  /// UIKit's required priority, 1000: a constraint at it must hold.
  static let required = UILayoutPriority.required.rawValue

  /// How far the value of an edited constant may drift from the constant before a required
  /// constraint counts as having given way.
  private static let editTolerance = 1e-6

  /// Solved values within ``noiseTolerance`` of a multiple of 1 / ``noiseGrid`` are that
  /// multiple: sums of whole and half points come out exact.
  nonisolated private static let noiseGrid: CGFloat = 1024
  nonisolated private static let noiseTolerance: CGFloat = 1e-9

  /// A value with floating-point noise removed: within ``noiseTolerance`` of a multiple of
  /// 1 / ``noiseGrid``, it is that multiple; otherwise unchanged.
  nonisolated static func snapped(_ value: CGFloat) -> CGFloat {
    let grid = (value * noiseGrid).rounded() / noiseGrid
    return abs(grid - value) < noiseTolerance ? grid : value
  }

  /// A solved rectangle on the pixel grid of a display scale, where UIKit places a view: each
  /// edge goes to the nearest pixel (a half pixel rounds away from zero). A label centred on an
  /// iPhone 8 at 161.167 is at 161.333 on a 3x screen (swift-snapshot-testing's
  /// testTraits.iphone-8.txt); a 62-point title centred in 163.5 points starts at 51, not 50.75,
  /// on a 2x one (Sentry's hierarchy dump). No public source tells whether UIKit rounds the two
  /// edges or the origin and the size (every reference agrees with both): edges are rounded, so
  /// views that touch in the solution still touch. The size is the number of whole pixels
  /// between the edges, divided by the scale once, so a 100-point view at x = 39.3 on a 3x
  /// screen is exactly 100 points wide, as on iOS (Stevia's PositionTests compare such widths
  /// with `==`), not 100.00000000000001 (139.333... - 39.333...).
  /// - Parameters:
  ///   - rect: A frame as solved.
  ///   - scale: Pixels per point.
  nonisolated static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
    func pixels(_ value: CGFloat) -> CGFloat {
      let pixels = value * scale
      // Noise must not turn a half pixel (483.5 from 161.1667 x 3) into less than one.
      return (pixels + (pixels < 0 ? -1e-7 : 1e-7)).rounded()
    }
    let minX = pixels(rect.minX)
    let minY = pixels(rect.minY)
    return CGRect(
      x: minX / scale, y: minY / scale,
      width: (pixels(rect.maxX) - minX) / scale, height: (pixels(rect.maxY) - minY) / scale)
  }

  /// A rectangle with each coordinate ``snapped(_:)``.
  nonisolated static func snapped(_ rect: CGRect) -> CGRect {
    CGRect(
      x: snapped(rect.minX), y: snapped(rect.minY), width: snapped(rect.width), height: snapped(rect.height))
  }

  // MARK: Conflicts

  /// Writes UIKit's report for an unsatisfiable constraint: the required constraints that share
  /// its items, and the one broken.
  private func reportConflict(breaking want: Wanted) {
    let itemsOfBroken = Set(want.definition.terms.map { $0.variable / LayoutVariables.perItem })
    var involved: [String] = []
    for entry in installed.values where entry.handle != nil && entry.definition.priority >= Self.required {
      if entry.definition.terms.contains(where: {
        itemsOfBroken.contains($0.variable / LayoutVariables.perItem)
      }) {
        involved.append(describe(entry.object, entry.label))
      }
    }
    involved.sort()
    let broken = describe(want.object, want.label)
    var message = "Unable to simultaneously satisfy constraints.\n"
    message += "\tAt least one of these constraints cannot hold together with the others:\n(\n"
    for line in involved + [broken] { message += "    \"\(line)\",\n" }
    message += ")\n\nWill attempt to recover by breaking constraint\n\(broken)\n"
    if cycleDepth > 0 {
      deferredReports.append((want.key, message))
    } else {
      LayoutLog.write(message)
    }
  }

  private func describe(_ object: NSLayoutConstraint?, _ label: () -> String) -> String {
    if let object { return object.summary }
    return label()
  }

  // MARK: Ambiguity

  /// Whether a variable can move without making any constraint less satisfied: a weak pull of
  /// one point in either direction moves it when nothing holds it in place.
  func isAmbiguous(_ index: Int) -> Bool {
    let variable = variables[index]
    let start = solver.value(of: variable)
    for direction in [1.0, -1.0] {
      let pull = Constraint(
        Expression([Cassowary.Term(variable, 1)], constant: -(start + direction)), .equal, strength: .weak)
      guard (try? solver.addConstraint(pull)) != nil else { continue }
      let moved = abs(solver.value(of: variable) - start) > Self.editTolerance
      try? solver.removeConstraint(pull)
      if moved { return true }
    }
    return false
  }
}
