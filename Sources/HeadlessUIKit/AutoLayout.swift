import Foundation

/// Runs Auto Layout for UIView: keeps one ``LayoutEngine`` alive per view hierarchy between
/// passes, and places views from its solution.
///
/// `layoutIfNeeded()` brings the root's engine up to date and moves every view the engine
/// places (those with `translatesAutoresizingMaskIntoConstraints == false`, and a stack's
/// arranged views) to its frame; views whose size changes are marked as needing layout, so their
/// `layoutSubviews()` runs next, as in UIKit.
@MainActor
final class AutoLayout: UIViewLayoutEngine {
  /// The engine UIView uses.
  static let shared = AutoLayout()

  private struct Entry {
    weak var root: UIView?
    let engine: LayoutEngine
  }

  private var engines: [ObjectIdentifier: Entry] = [:]

  /// How many times one `layoutIfNeeded()` may solve again because multi-line labels got a new
  /// width (UIKit's second pass for text that wraps).
  private let maximumPasses = 3

  /// The engine of the hierarchy whose root is `root`, made on first use.
  func engine(for root: UIView) -> LayoutEngine {
    let id = ObjectIdentifier(root)
    if let entry = engines[id], entry.root === root { return entry.engine }
    // Roots that went away or became subviews no longer need their engines.
    engines = engines.filter { $0.value.root != nil && $0.value.root?.superview == nil }
    let engine = LayoutEngine()
    engines[id] = Entry(root: root, engine: engine)
    return engine
  }

  /// The engine of a hierarchy if one exists, without making one.
  func existingEngine(for root: UIView) -> LayoutEngine? {
    guard let entry = engines[ObjectIdentifier(root)], entry.root === root else { return nil }
    return entry.engine
  }

  // MARK: UIViewLayoutEngine

  func willLayout(root: UIView) {
    let engine = engine(for: root)
    for _ in 0..<maximumPasses {
      let widthDependent = synchronize(engine, root: root)
      if engine.changed {
        engine.changed = false
        applyFrames(under: root, engine: engine)
      }
      // Text that wraps at its view's width is measured again once that width is known.
      var remeasure = false
      for (view, width) in widthDependent where abs(view.bounds.width - width) > 1e-9 {
        remeasure = true
      }
      if !remeasure { break }
    }
  }

  func layoutSubviews(of view: UIView) {
    var root = view
    while let parent = root.superview { root = parent }
    guard let engine = existingEngine(for: root) else { return }
    for subview in view.subviews where engine.placed.contains(ObjectIdentifier(subview)) {
      if let rect = engine.rect(of: subview) { place(subview, at: rect) }
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
    engine.beginPass()
    var collector = LayoutCollector(engine: engine, root: .fixed, widths: [:])
    collector.collect(root: root)
    engine.synchronize(collector.wanted)
    return collector.widthDependent
  }

  /// Moves every engine-placed view under `view` to its solved frame (the engine's positions
  /// are in superview coordinates already), and updates layout guides' frames.
  private func applyFrames(under view: UIView, engine: LayoutEngine) {
    let scrollView = view as? UIScrollView
    for guide in view.layoutGuides + view.systemLayoutGuides + (scrollView?.scrollLayoutGuides ?? []) {
      guard let frame = engine.rect(of: guide) else { continue }
      guide.layoutFrame = LayoutEngine.snapped(frame)
      if guide.kind == .scrollContent { scrollView?.contentSize = guide.layoutFrame.size }
    }
    for subview in view.subviews {
      if engine.placed.contains(ObjectIdentifier(subview)), let frame = engine.rect(of: subview) {
        place(subview, at: frame)
      }
      if !subview.subviews.isEmpty || !subview.systemLayoutGuides.isEmpty || !subview.layoutGuides.isEmpty {
        applyFrames(under: subview, engine: engine)
      }
    }
  }

  private func place(_ view: UIView, at rect: CGRect) {
    let frame = LayoutEngine.snapped(rect)
    if view.frame != frame { view.frame = frame }
  }
}
