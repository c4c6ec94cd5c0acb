import Foundation

/// Runs Auto Layout for UIView: the root view of each hierarchy keeps one ``LayoutEngine``
/// alive between passes, and views are placed from its solution.
///
/// `layoutIfNeeded()` brings the root's engine up to date and moves every view the engine
/// places (those with `translatesAutoresizingMaskIntoConstraints == false`, and a stack's
/// arranged views) to its frame; views whose size changes are marked as needing layout, so their
/// `layoutSubviews()` runs next, as in UIKit.
///
/// The engine belongs to the root (it goes away with it, and when the root becomes a subview)
/// and holds the root itself only weakly, so a hierarchy that was laid out is released as soon
/// as the app lets go of it.
@MainActor
final class AutoLayout: UIViewLayoutEngine {
  /// The engine UIView uses.
  static let shared = AutoLayout()

  /// How many times one `layoutIfNeeded()` may solve again because multi-line labels got a new
  /// width (UIKit's second pass for text that wraps).
  private let maximumPasses = 3

  /// The engine of the hierarchy whose root is `root`, made on first use.
  func engine(for root: UIView) -> LayoutEngine {
    if let engine = root.rootLayoutEngine { return engine }
    let engine = LayoutEngine()
    root.rootLayoutEngine = engine
    return engine
  }

  /// The engine of a hierarchy if one exists, without making one.
  func existingEngine(for root: UIView) -> LayoutEngine? {
    root.rootLayoutEngine
  }

  // MARK: UIViewLayoutEngine

  func willLayout(root: UIView) {
    let engine = engine(for: root)
    // Nothing the hierarchy lists changed since the last pass: only the constraints whose
    // constant or priority changed go to the solver.
    if engine.listedRevision == LayoutInputs.revision, engine.listedState.isCurrent(root: root),
      engine.applyChangedConstraints()
    {
      #if DEBUG
        verifyListing(of: root, engine: engine)
      #endif
      applyFramesIfChanged(engine)
      if Self.widthsSettled(engine.widthDependent) {
        engine.listedRevision = LayoutInputs.revision
        return
      }
    }
    engine.changedConstraints = [:]
    var settled = false
    for _ in 0..<maximumPasses {
      engine.widthDependent = synchronize(engine, root: root)
      applyFramesIfChanged(engine)
      // Text that wraps at its view's width is measured again once that width is known.
      settled = Self.widthsSettled(engine.widthDependent)
      if settled { break }
    }
    // The frames just placed are the engine's own output, not new inputs.
    engine.listedRevision = settled ? LayoutInputs.revision : nil
  }

  func constraintDidChange(_ constraint: NSLayoutConstraint) {
    guard var root = constraint.installedView else { return }
    while let parent = root.superview { root = parent }
    existingEngine(for: root)?.changedConstraints[ObjectIdentifier(constraint)] = constraint
  }

  /// Whether every label that wraps at its own width was measured at the width it now has.
  private static func widthsSettled(_ widthDependent: [(UIView, CGFloat)]) -> Bool {
    for (view, width) in widthDependent where abs(view.bounds.width - width) > 1e-9 { return false }
    return true
  }

  #if DEBUG
    /// Lists the hierarchy again and stops when the listing differs from what the engine holds:
    /// a layout input changed without ``LayoutInputs/changed()`` being called.
    private func verifyListing(of root: UIView, engine: LayoutEngine) {
      var collector = LayoutCollector(engine: engine, root: .fixed, widths: [:])
      collector.collect(root: root)
      if let difference = engine.mismatch(with: collector.wanted) {
        assertionFailure("HeadlessUIKit: a layout input changed without being recorded: \(difference)")
      }
    }
  #endif

  func layoutSubviews(of view: UIView) {
    var root = view
    while let parent = root.superview { root = parent }
    guard let engine = existingEngine(for: root) else { return }
    // No view moved since the engine placed them all.
    if engine.appliedGeometry == UIView.geometryChanges { return }
    for subview in view.subviews {
      if let rect = engine.placedFrame(of: subview) { place(subview, at: rect) }
    }
  }

  func fittingSize(
    of view: UIView, targetSize: CGSize, horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let engine = LayoutEngine()
    var widths: [ObjectIdentifier: CGFloat] = [:]
    var size = CGSize.zero
    for _ in 0..<maximumPasses {
      engine.beginPass()
      var collector = LayoutCollector(
        engine: engine,
        root: .fitting(
          targetSize, horizontal: horizontalFittingPriority.rawValue,
          vertical: verticalFittingPriority.rawValue),
        widths: widths)
      collector.collect(root: view)
      engine.synchronize(collector.wanted)
      let rect = engine.rect(of: view) ?? .zero
      size = CGSize(width: LayoutEngine.snapped(rect.width), height: LayoutEngine.snapped(rect.height))
      // Multi-line labels are measured again at the width the engine gave them.
      var again = false
      for (label, width) in collector.widthDependent {
        let solved = engine.rect(of: label)?.width ?? width
        if abs(solved - width) > 1e-9 {
          widths[ObjectIdentifier(label)] = solved
          again = true
        }
      }
      if !again { break }
    }
    return size
  }

  // MARK: Passes

  /// Lists the hierarchy's constraints and brings the engine in line; returns the labels whose
  /// content size depends on their width, with the width used.
  @discardableResult
  func synchronize(_ engine: LayoutEngine, root: UIView) -> [(UIView, CGFloat)] {
    engine.listings += 1
    engine.beginPass()
    var collector = LayoutCollector(engine: engine, root: .fixed, widths: [:])
    collector.collect(root: root)
    engine.synchronize(collector.wanted)
    engine.listedState = collector.listedState
    return collector.widthDependent
  }

  /// Places the views when the solution changed since they were last placed.
  private func applyFramesIfChanged(_ engine: LayoutEngine) {
    guard engine.changed else { return }
    engine.changed = false
    applyFrames(engine)
  }

  /// Moves every view the engine places to its solved frame (the engine's positions are in
  /// superview coordinates already), and updates layout guides' frames.
  private func applyFrames(_ engine: LayoutEngine) {
    for guide in engine.guides {
      guard let frame = engine.rect(of: guide) else { continue }
      guide.layoutFrame = LayoutEngine.snapped(frame)
      if guide.kind == .scrollContent, let scrollView = guide.owningView as? UIScrollView {
        scrollView.contentSize = guide.layoutFrame.size
      }
    }
    var frames = engine.placedFrames()
    for index in frames.indices { frames[index] = LayoutEngine.snapped(frames[index]) }
    // While no view has moved since the last placement, every view is where it was put: one
    // whose frame is unchanged is skipped, and the others are moved without reading theirs.
    let untouched =
      engine.appliedGeometry == UIView.geometryChanges && engine.appliedFrames.count == frames.count
    let views = engine.placedViews
    for index in views.indices {
      if untouched {
        if engine.appliedFrames[index] != frames[index] { views[index].frame = frames[index] }
      } else if views[index].frame != frames[index] {
        views[index].frame = frames[index]
      }
    }
    engine.appliedFrames = frames
    engine.appliedGeometry = UIView.geometryChanges
  }

  private func place(_ view: UIView, at rect: CGRect) {
    let frame = LayoutEngine.snapped(rect)
    if view.frame != frame { view.frame = frame }
  }
}

extension UIView {
  /// How many times the layout engine of this view's hierarchy has listed every constraint of
  /// the hierarchy; a pass that only applies changed constants and priorities does not count.
  /// For tests and diagnostics of incremental layout.
  package var layoutListingCount: Int {
    var root = self
    while let parent = root.superview { root = parent }
    return AutoLayout.shared.existingEngine(for: root)?.listings ?? 0
  }
}
