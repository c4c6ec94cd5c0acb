import Cassowary
import Foundation

/// The Auto Layout engine of one view hierarchy: a long-lived Cassowary solver that holds the
/// constraints of every view under a root, in the root's coordinates.
///
/// Design:
/// - Each layout item (view or layout guide) has four variables: left, top, width and height in
///   the root view's coordinate space. Frames in superview coordinates are differences of these.
/// - A listing gathers the constraints the hierarchy wants (its active constraints, plus those
///   UIKit makes itself: autoresizing-mask pins, content size, layout guides, stack views), each
///   under a stable key. The engine compares the list with what the solver holds and removes and
///   adds only the difference.
/// - A pass lists nothing when no layout input changed since the last listing (see
///   ``LayoutInputs`` and ``ListedState``): the constants and priorities of the app's constraints
///   that changed are applied one by one (``applyChangedConstraints()``), so such a pass costs
///   the solver's update and reading the frames, not a walk of every constraint.
/// - Constraints are listed parents before children and a stack's chain in order, which keeps
///   the simplex tableau sparse.
/// - A required constraint the solver cannot satisfy is left out ("broken") and reported on
///   standard error, as UIKit does; it is tried again when other constraints go away.
@MainActor
final class LayoutEngine {
  /// The kinds of constraints the engine makes for a layout item.
  enum Role: Int, Hashable {
    case pinLeft, pinTop, pinWidth, pinHeight
    case hugWidth, compressWidth, hugHeight, compressHeight
    /// Hugging and compression resistance as one preference (both optional).
    case contentWidth, contentHeight
    case guideLeft, guideTop, guideWidth, guideHeight
    case stack
    case canvasFit
    case fittingWidth, fittingHeight
  }

  /// The identity of a constraint across layout passes.
  enum Key: Hashable {
    /// A constraint made by the app (an `NSLayoutConstraint` object).
    case object(ObjectIdentifier)
    /// A constraint the engine makes for an item, in a role; `index` numbers several of a role.
    case generated(ObjectIdentifier, Role, Int)
  }

  /// A constraint in the engine's terms: `sum(coefficient × variable) + constant (relation) 0`.
  struct Definition: Equatable {
    var terms: [Term]
    var constant: Double
    var relation: NSLayoutConstraint.Relation
    var priority: Float
    /// For an equality preferred at two priorities, the priority against falling short
    /// (`priority` is against exceeding): a view's compression resistance beside its hugging.
    var shortfallPriority: Float? = nil

    /// Whether another definition is this one with another constant.
    func differsOnlyInConstant(from other: Definition) -> Bool {
      terms == other.terms && relation == other.relation && priority == other.priority
        && shortfallPriority == other.shortfallPriority
    }
  }

  /// One variable with its coefficient.
  struct Term: Equatable {
    var variable: Int
    var coefficient: Double
  }

  /// A constraint the engine wants this pass, with what is needed to describe it.
  struct Wanted {
    var key: Key
    var definition: Definition
    /// The app's constraint, or `nil` for one the engine made.
    var object: NSLayoutConstraint?
    /// A description for conflict reports of an engine-made constraint.
    var label: () -> String
    /// For the app's constraint: the definition's constant is `constantBase - constantSign ×
    /// constraint.constant` (the sign is -1 for leading and trailing edges right to left), so a
    /// new constant is applied without listing the constraint again.
    var constantBase: Double = 0
    var constantSign: Double = 0
  }

  private struct Installed {
    var definition: Definition
    /// The solver's constraint, or `nil` when it was broken because it could not be satisfied.
    var handle: Constraint?
    var object: NSLayoutConstraint?
    var label: () -> String
    var constantBase: Double
    var constantSign: Double
    var stamp: Int
    /// The edit variable standing for the constant, once the constant has changed.
    var edit: Variable? = nil
  }

  /// Where an item's four variables are.
  struct Slot {
    /// Weak: the root view owns its engine, and an item that goes away is dropped at the next
    /// listing.
    weak var item: AnyObject?
    let base: Int
  }

  private(set) var solver = Solver()
  private var variables: [Variable] = []
  private var freeBases: [Int] = []
  private var slots: [ObjectIdentifier: Slot] = [:]
  private var installed: [Key: Installed] = [:]
  private var pass = 0
  /// Whether anything changed in the solver since values were last read.
  var changed = true
  /// The ``LayoutInputs/revision`` at which the hierarchy's constraints were last listed, or
  /// `nil` when the next pass must list them again.
  var listedRevision: UInt64?
  /// How many times the hierarchy's constraints were listed in full.
  var listings = 0
  /// The app's constraints whose constant or priority changed since the last pass.
  /// (Keyed by constraint, so changing one constant many times between passes keeps one entry.)
  var changedConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
  /// Labels whose content size depends on their width, with the width they were measured at in
  /// the last listing.
  var widthDependent: [(UIView, CGFloat)] = []
  /// What the last listing read of geometry and visibility.
  var listedState = ListedState()

  /// The geometry and visibility a listing read. Views report changes to these through their
  /// setters, but the same values can be set on a view's layer, which cannot tell the engine;
  /// so before a pass skips listing, the engine compares them (a few reads per view).
  struct ListedState {
    /// The root's size.
    var rootSize = CGSize.zero
    /// Views pinned at their frames (autoresizing masks), with those frames.
    var pinnedFrames: [(UIView, CGRect)] = []
    /// Stack views' arranged views, with whether each was hidden.
    var arrangedHidden: [(UIView, Bool)] = []

    /// ``CALayer/visibilityChanges`` when the listing read `isHidden`.
    var visibilityChanges: UInt64 = 0

    /// Whether the hierarchy under `root` still shows what was read. (Loops, not closures: a
    /// closure calling the main actor's members from `allSatisfy` checks the executor on every
    /// call.)
    @MainActor
    func isCurrent(root: UIView) -> Bool {
      guard root.bounds.size == rootSize else { return false }
      for (view, frame) in pinnedFrames where view.frame != frame { return false }
      // No layer was hidden or shown anywhere since: nothing to compare.
      if CALayer.visibilityChanges.value == visibilityChanges { return true }
      for (view, hidden) in arrangedHidden where view.isHidden != hidden { return false }
      return true
    }
  }

  /// Arranged views of a stack whose positions follow from their sizes and the gaps.
  struct DerivedChain {
    /// How the gaps are found.
    enum Mode {
      /// The spacing (fill distributions).
      case fixedGaps
      /// One gap variable, the first of these auxiliary variables (equal spacing).
      case equalGaps(Int)
      /// The distance between centres, the first of these auxiliary variables (equal centering).
      case equalCentres(Int)
    }
    var stack: ObjectIdentifier
    var views: [UIView]
    /// The first variables of `views`, and of the hidden arranged views.
    var bases: [Int]
    var hiddenBases: [Int]
    var horizontal: Bool
    var rightToLeft: Bool
    /// The canvas's leading edge (its trailing edge right to left) in the stack's coordinates.
    var start: ([Term], Double)
    var length: ([Term], Double)
    var gaps: [Double]
    var mode: Mode
  }

  /// The stacks arranged by sizes in this pass.
  var derivedChains: [DerivedChain] = []
  /// Positions along a stack's axis computed from its chain, by item (base / 4): the axis
  /// (0 for none, 1 horizontal, 2 vertical) and the coordinate.
  private var derivedAxis: [UInt8] = []
  private var derivedValue: [Double] = []
  /// The items that have a derived position, to clear them before the next computation.
  private var derivedItems: [Int] = []
  /// Every variable's value after the last change to the solver, by index.
  private var values: [Double] = []
  private var lookup = Solver.Lookup()
  private var auxiliaries: [ObjectIdentifier: AnyObject] = [:]

  private final class Auxiliary {}

  /// Four extra variables that belong to an item (a stack's common gap), made on first use.
  func auxiliaryBase(of item: AnyObject) -> Int {
    let id = ObjectIdentifier(item)
    if let auxiliary = auxiliaries[id] { return base(of: auxiliary) }
    let auxiliary = Auxiliary()
    auxiliaries[id] = auxiliary
    return base(of: auxiliary)
  }

  /// The views whose frames the engine sets (all but those pinned by autoresizing masks), in
  /// hierarchy order, from the last listing; with the index of each and its first variable.
  private(set) var placedViews: [UIView] = []
  private var placedIndex: [ObjectIdentifier: Int] = [:]
  private var placedBases: [Int] = []
  /// The layout guides with variables, from the last listing.
  private(set) var guides: [UILayoutGuide] = []

  /// The frames last given to ``placedViews`` (empty after a new listing), and the value of
  /// `UIView.geometryChanges` just after: while it has not moved, every placed view still has
  /// the frame the engine gave it.
  var appliedFrames: [CGRect] = []
  var appliedGeometry: UInt64?

  /// Records what a listing found to place.
  func setPlaced(_ views: [UIView], guides: [UILayoutGuide]) {
    appliedFrames = []
    placedViews = views
    placedIndex.removeAll(keepingCapacity: true)
    placedIndex.reserveCapacity(views.count)
    placedBases.removeAll(keepingCapacity: true)
    placedBases.reserveCapacity(views.count)
    for (index, view) in views.enumerated() {
      placedIndex[ObjectIdentifier(view)] = index
      placedBases.append(base(of: view))
    }
    self.guides = guides
  }

  /// Whether the engine sets a view's frame.
  func isPlaced(_ view: UIView) -> Bool { placedIndex[ObjectIdentifier(view)] != nil }

  /// The solved frames of ``placedViews``, in their order.
  func placedFrames() -> [CGRect] {
    var frames: [CGRect] = []
    frames.reserveCapacity(placedBases.count)
    for base in placedBases { frames.append(rect(base: base)) }
    return frames
  }

  /// The solved frame of a placed view, or `nil` when the engine does not place it.
  func placedFrame(of view: UIView) -> CGRect? {
    guard let index = placedIndex[ObjectIdentifier(view)] else { return nil }
    return rect(base: placedBases[index])
  }
  /// How many constraints the last pass listed, to size the next list.
  var lastWantedCount = 0

  /// Messages written for broken constraints, for tests; the last few only.
  private(set) var conflictReports: [String] = []

  /// Tells engines apart in the slots views and guides remember (an address could be reused).
  private static var engineCount = 0
  private let serial: Int
  /// The pass in which each item (base / 4) was last listed.
  private var itemStamps: [Int] = []

  init() {
    Self.engineCount += 1
    serial = Self.engineCount
  }

  // MARK: Variables

  /// The index of an item's first variable (left; top, width and height follow), made on first use.
  func base(of item: AnyObject) -> Int {
    // Class casts: cheaper than asking whether the item conforms to `LayoutSlotOwner`.
    switch item {
    case let view as UIView: return base(of: view)
    case let guide as UILayoutGuide: return base(of: guide)
    default: return slotBase(of: item)
    }
  }

  /// A view's first variable.
  func base(of view: UIView) -> Int { rememberedBase(of: view) }

  /// A layout guide's first variable.
  func base(of guide: UILayoutGuide) -> Int { rememberedBase(of: guide) }

  /// A view's or guide's first variable: the item remembers it, so a listing finds it without a
  /// lookup.
  private func rememberedBase(of item: some LayoutSlotOwner) -> Int {
    if item.layoutSlot.engine == serial {
      itemStamps[item.layoutSlot.base / 4] = pass
      return item.layoutSlot.base
    }
    let base = slotBase(of: item)
    item.layoutSlot = LayoutSlot(engine: serial, base: base)
    return base
  }

  private func slotBase(of item: AnyObject) -> Int {
    let id = ObjectIdentifier(item)
    if let slot = slots[id] {
      if slot.item === item {
        itemStamps[slot.base / 4] = pass
        return slot.base
      }
      // An item that went away, whose address a new one now has.
      freeSlot(of: id)
    }
    let base: Int
    if let reused = freeBases.popLast() {
      base = reused
    } else {
      base = variables.count
      let name = String(describing: type(of: item))
      for part in ["minX", "minY", "width", "height"] { variables.append(Variable("\(name).\(part)")) }
      itemStamps.append(pass)
    }
    itemStamps[base / 4] = pass
    slots[id] = Slot(item: item, base: base)
    return base
  }

  /// Gives an item's variables back, and makes the item forget them.
  private func freeSlot(of id: ObjectIdentifier) {
    guard let slot = slots.removeValue(forKey: id) else { return }
    freeBases.append(slot.base)
    if let owner = slot.item as? any LayoutSlotOwner, owner.layoutSlot.engine == serial {
      owner.layoutSlot = LayoutSlot()
    }
  }

  /// The current value of a variable.
  func value(_ index: Int) -> Double {
    index < values.count ? values[index] : solver.value(of: variables[index])
  }

  /// Reads every variable's value from the solver and places the stacks arranged by sizes;
  /// called after each change to the solver.
  private func solved() {
    restoreRequiredConstraintsThatGaveWay()
    values = solver.values(of: variables, lookup: &lookup)
    computeDerivedPositions()
  }

  /// An item's rectangle in its superview's (or owning view's) coordinates, or `nil` when the
  /// engine does not know it.
  func rect(of item: AnyObject) -> CGRect? {
    let id = ObjectIdentifier(item)
    guard let slot = slots[id] else { return nil }
    return rect(base: slot.base)
  }

  /// The rectangle of the item whose first variable is `b`.
  private func rect(base b: Int) -> CGRect {
    var x = value(b)
    var y = value(b + 1)
    let item = b / 4
    if item < derivedAxis.count {
      switch derivedAxis[item] {
      case 1: x = derivedValue[item]
      case 2: y = derivedValue[item]
      default: break
      }
    }
    return CGRect(x: x, y: y, width: value(b + 2), height: value(b + 3))
  }

  /// Whether an item's position along an axis is computed from a stack's chain rather than
  /// solved.
  func hasDerivedPosition(_ item: AnyObject) -> Bool {
    guard let slot = slots[ObjectIdentifier(item)] else { return false }
    let index = slot.base / 4
    return index < derivedAxis.count && derivedAxis[index] != 0
  }

  private func evaluate(_ side: ([Term], Double)) -> Double {
    side.0.reduce(side.1) { $0 + $1.coefficient * value($1.variable) }
  }

  /// Places the arranged views of stacks arranged by sizes: each after the one before it and
  /// the gap (or the common gap, or at equal distances between centres).
  private func computeDerivedPositions() {
    for item in derivedItems { derivedAxis[item] = 0 }
    derivedItems.removeAll(keepingCapacity: true)
    let items = variables.count / 4
    if derivedAxis.count < items {
      derivedAxis += Array(repeating: 0, count: items - derivedAxis.count)
      derivedValue += Array(repeating: 0, count: items - derivedValue.count)
    }
    func derive(_ base: Int, _ horizontal: Bool, _ origin: Double) {
      let item = base / 4
      derivedAxis[item] = horizontal ? 1 : 2
      derivedValue[item] = origin
      derivedItems.append(item)
    }
    for chain in derivedChains {
      let sizeOffset = chain.horizontal ? 2 : 3
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

  // MARK: Passes

  /// Starts a pass: constraints and items not listed again before ``finishPass()`` go away.
  func beginPass() {
    pass += 1
  }

  /// Brings the solver in line with the constraints wanted in this pass.
  ///
  /// - Parameter wanted: Every constraint of the hierarchy, in the order to add them.
  func synchronize(_ wanted: [Wanted]) {
    // Indices of constraints to add, in listing order; `~index` for one that was broken before.
    var additions: [Int] = []
    var removedAny = false
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
          changed = true
          continue
        }
        remove(entry)
        removedAny = removedAny || entry.handle != nil
        installed[want.key] = nil
      }
      additions.append(index)
    }
    // Constraints no longer wanted leave before new ones arrive, so a swap never conflicts.
    var stale: [Key] = []
    for position in installed.indices where installed.values[position].stamp != pass {
      stale.append(installed.keys[position])
    }
    for key in stale {
      if let entry = installed.removeValue(forKey: key) {
        remove(entry)
        removedAny = removedAny || entry.handle != nil
      }
    }
    for encoded in additions {
      if encoded < 0 && !removedAny {
        // Broken before and nothing left since: it still cannot be satisfied.
        installed[wanted[~encoded].key]?.constantBase = wanted[~encoded].constantBase
        continue
      }
      add(wanted[encoded < 0 ? ~encoded : encoded])
    }
    // Items no longer in the hierarchy give their variables back.
    var gone: [ObjectIdentifier] = []
    for position in slots.indices where itemStamps[slots.values[position].base / 4] != pass {
      gone.append(slots.keys[position])
    }
    for id in gone { freeSlot(of: id) }
    if !gone.isEmpty {
      auxiliaries = auxiliaries.filter { slots[ObjectIdentifier($0.value)] != nil }
    }
    solved()
    if !additions.isEmpty || removedAny { changed = true }
  }

  /// Applies the constants and priorities of ``changedConstraints`` to the solver without
  /// listing the hierarchy again: a new constant is a suggested value, a new priority a removal
  /// and an addition. Returns false when a change needs a full listing (an inactive or broken
  /// constraint, one the engine does not hold); the changes made so far stay consistent.
  func applyChangedConstraints() -> Bool {
    let changes = changedConstraints.values
    changedConstraints = [:]
    var applied = false
    defer { if applied { solved() } }
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
      applied = true
      changed = true
    }
    return true
  }

  /// The first difference between a listing and the constraints the engine holds, or `nil`
  /// when they are the same; used to check that every changed input was recorded.
  func mismatch(with wanted: [Wanted]) -> String? {
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
    if definition.priority >= 1000 { editedRequired.insert(key) }
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
  private var editedRequired: Set<Key> = []

  private func restoreRequiredConstraintsThatGaveWay() {
    guard !editedRequired.isEmpty else { return }
    for key in editedRequired {
      guard let entry = installed[key], let edit = entry.edit else {
        editedRequired.remove(key)
        continue
      }
      if abs(solver.value(of: edit) + entry.definition.constant) <= 1e-6 { continue }
      editedRequired.remove(key)
      reinstall(entry, key: key, as: entry.definition)
    }
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
  private func add(_ want: Wanted) {
    var handle: Constraint? = makeConstraint(want.definition)
    if let constraint = handle, (try? solver.addConstraint(constraint)) == nil { handle = nil }
    installed[want.key] = Installed(
      definition: want.definition, handle: handle, object: want.object, label: want.label,
      constantBase: want.constantBase, constantSign: want.constantSign, stamp: pass)
    if handle == nil { reportConflict(breaking: want) }
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
    let strength = Strength(priority: min(max(definition.priority, 1), 1000))
    if let shortfall = definition.shortfallPriority, !strength.isRequired, shortfall < 1000 {
      return Constraint(
        expression, resistingAbove: strength, below: Strength(priority: min(max(shortfall, 1), 999)))
    }
    switch definition.relation {
    case .equal: return Constraint(expression, .equal, strength: strength)
    case .lessThanOrEqual: return Constraint(expression, .lessThanOrEqual, strength: strength)
    case .greaterThanOrEqual: return Constraint(expression, .greaterThanOrEqual, strength: strength)
    }
  }

  /// A value with floating-point noise removed: within 1e-9 of a multiple of 1/1024, it is that
  /// multiple (so sums of whole and half points come out exact); otherwise unchanged.
  nonisolated static func snapped(_ value: CGFloat) -> CGFloat {
    let grid = (value * 1024).rounded() / 1024
    return abs(grid - value) < 1e-9 ? grid : value
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
    let variablesOfBroken = Set(want.definition.terms.map { $0.variable / 4 })
    var involved: [String] = []
    for entry in installed.values where entry.handle != nil && entry.definition.priority >= 1000 {
      if entry.definition.terms.contains(where: { variablesOfBroken.contains($0.variable / 4) }) {
        involved.append(describe(entry.object, entry.label))
      }
    }
    involved.sort()
    let broken = describe(want.object, want.label)
    var message = "Unable to simultaneously satisfy constraints.\n"
    message += "\tAt least one of these constraints cannot hold together with the others:\n(\n"
    for line in involved + [broken] { message += "    \"\(line)\",\n" }
    message += ")\n\nWill attempt to recover by breaking constraint\n\(broken)\n"
    conflictReports.append(message)
    if conflictReports.count > 20 { conflictReports.removeFirst() }
    FileHandle.standardError.write(Data(message.utf8))
  }

  private func describe(_ object: NSLayoutConstraint?, _ label: () -> String) -> String {
    if let object { return object.summary }
    return label()
  }

  /// Whether a constraint of the app is currently broken (left out because it conflicts).
  func isBroken(_ constraint: NSLayoutConstraint) -> Bool {
    guard let entry = installed[.object(ObjectIdentifier(constraint))] else { return false }
    return entry.handle == nil
  }

  // MARK: Ambiguity

  /// Whether a variable can move without making any constraint less satisfied: a weak pull in
  /// either direction moves it when nothing holds it in place.
  func isAmbiguous(_ index: Int) -> Bool {
    let variable = variables[index]
    let start = solver.value(of: variable)
    for direction in [1.0, -1.0] {
      let pull = Constraint(
        Expression([Cassowary.Term(variable, 1)], constant: -(start + direction)), .equal, strength: .weak)
      guard (try? solver.addConstraint(pull)) != nil else { continue }
      let moved = abs(solver.value(of: variable) - start) > 1e-6
      try? solver.removeConstraint(pull)
      if moved { return true }
    }
    return false
  }
}
