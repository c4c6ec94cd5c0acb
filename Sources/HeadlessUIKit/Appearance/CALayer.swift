import Dispatch
import Foundation

/// A rectangle of drawn content, as QuartzCore defines it; every `UIView` is backed by one.
///
/// HeadlessUIKit records the layer's geometry and appearance without drawing anything. Defaults
/// are QuartzCore's: no corner radius, circular corners, all four corners masked, an opaque black
/// shadow colour at zero opacity, offset `(0, -3)` and radius 3.
///
/// Like QuartzCore's, this class is not bound to the main actor and is not `Sendable`.
///
/// ```swift
/// view.layer.cornerRadius = 12
/// view.layer.cornerCurve = .continuous
/// ```
open class CALayer: NSObject {
  /// Creates a layer with default properties.
  public required override init() {
    super.init()
  }

  /// Creates a layer that copies another layer's properties (not its sublayers).
  /// - Parameter layer: A `CALayer` to copy; other values give a default layer.
  public init(layer: Any) {
    super.init()
    guard let other = layer as? CALayer else { return }
    bounds = other.bounds
    position = other.position
    anchorPoint = other.anchorPoint
    storedTransform = other.storedTransform
    cornerRadius = other.cornerRadius
    cornerCurve = other.cornerCurve
    maskedCorners = other.maskedCorners
    masksToBounds = other.masksToBounds
    borderWidth = other.borderWidth
    borderColor = other.borderColor
    shadowColor = other.shadowColor
    shadowOpacity = other.shadowOpacity
    shadowOffset = other.shadowOffset
    shadowRadius = other.shadowRadius
    opacity = other.opacity
    backgroundColor = other.backgroundColor
    isHidden = other.isHidden
    zPosition = other.zPosition
  }

  // MARK: Geometry

  /// The layer's own coordinate space: its origin and size. One with a NaN stops the program, as
  /// QuartzCore raises `CALayerInvalidGeometry`.
  open var bounds: CGRect = .zero {
    willSet { Self.checkBounds(newValue) }
  }

  /// Where the layer's anchor point sits in its superlayer's coordinates. One with a NaN stops
  /// the program, as QuartzCore raises `CALayerInvalidGeometry`.
  open var position: CGPoint = .zero {
    willSet { Self.checkPosition(newValue) }
  }

  /// The point of the bounds, in unit coordinates, that `position` places; default `(0.5, 0.5)`.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The layer's front-to-back position among its siblings.
  open var zPosition: CGFloat = 0

  /// The layer's 2D transform, applied around the anchor point; the identity by default.
  /// A view's `transform` is this value: the layer is the one owner of the state.
  final var storedTransform: CGAffineTransform = .identity

  /// Returns the layer's transform as an affine transform.
  open func affineTransform() -> CGAffineTransform { storedTransform }

  /// Sets the layer's transform, applied around the anchor point.
  /// - Parameter m: The affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) {
    storedTransform = m
    stored3DTransform = nil
  }

  /// The layer's 3D transform, around its anchor point; the identity by default. The layer is
  /// placed and drawn by its projection on the screen's plane (see ``CATransform3D``).
  open var transform: CATransform3D {
    get { stored3DTransform ?? CATransform3DMakeAffineTransform(storedTransform) }
    set {
      storedTransform = CATransform3DGetAffineTransform(newValue)
      stored3DTransform = CATransform3DIsAffine(newValue) ? nil : newValue
    }
  }

  /// A 3D transform set that is not a 2D one, kept whole for reading back.
  private var stored3DTransform: CATransform3D?

  /// The transform applied to the sublayers (perspective, usually); the identity by default.
  /// Kept for the app to read back; sublayers are drawn without it.
  open var sublayerTransform = CATransform3DIdentity

  /// The layer's rectangle in its superlayer's coordinates, derived from bounds, anchor point,
  /// position and transform: the smallest rectangle holding the transformed bounds. Setting it
  /// moves and resizes the layer; a transformed layer gets the bounds size whose transformed
  /// box is the frame's size.
  open var frame: CGRect {
    get {
      let size = bounds.size
      let transform = storedTransform
      guard !transform.isIdentity else {
        return CGRect(
          x: position.x - size.width * anchorPoint.x,
          y: position.y - size.height * anchorPoint.y,
          width: size.width,
          height: size.height
        )
      }
      // The bounds turned around the anchor point, placed at the position.
      return turnedBox(of: size, under: transform).offsetBy(dx: position.x, dy: position.y)
    }
    set {
      let rect = newValue.standardized
      let transform = storedTransform
      guard !transform.isIdentity else {
        let newPosition = CGPoint(
          x: rect.minX + rect.width * anchorPoint.x,
          y: rect.minY + rect.height * anchorPoint.y
        )
        // QuartzCore's setFrame: sets the position first, so a NaN frame is reported as one.
        Self.checkPosition(newPosition)
        bounds.size = rect.size
        position = newPosition
        return
      }
      let size = Self.boundsSize(filling: rect.size, under: transform) ?? bounds.size
      // The anchor point of those bounds, turned, sits where the frame's box puts it.
      let box = turnedBox(of: size, under: transform)
      let newPosition = CGPoint(x: rect.minX - box.minX, y: rect.minY - box.minY)
      Self.checkPosition(newPosition)
      bounds.size = size
      position = newPosition
    }
  }

  /// Bounds of `size` turned by `transform` around the anchor point, as a box relative to the
  /// position.
  private func turnedBox(of size: CGSize, under transform: CGAffineTransform) -> CGRect {
    CGRect(
      x: -size.width * anchorPoint.x, y: -size.height * anchorPoint.y, width: size.width,
      height: size.height
    ).applying(transform)
  }

  /// The bounds size whose transformed bounding box has the given size, or `nil` when the
  /// transform leaves more than one (a 45-degree turn makes every square of the same diagonal
  /// look alike).
  ///
  /// A layer scaled by `(0.25, 0.75)` whose frame is set to 100 by 100 gets bounds of 400 by
  /// 133.3 and reads the frame back unchanged (flowkey/UIKit-cross-platform,
  /// UIKitTests/CALayerTests.swift, a suite that also runs against iOS's own QuartzCore). No
  /// public source says what QuartzCore does for a turn that leaves several answers; the layer
  /// then keeps its bounds size and only moves.
  private static func boundsSize(filling size: CGSize, under t: CGAffineTransform) -> CGSize? {
    // The box's width is |a| w + |c| h and its height |b| w + |d| h: solve for w and h.
    let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
    let determinant = a * d - b * c
    guard determinant != 0 else { return nil }
    let width = (d * size.width - c * size.height) / determinant
    let height = (a * size.height - b * size.width) / determinant
    guard width >= 0, height >= 0 else { return nil }
    return CGSize(width: width, height: height)
  }

  /// Stops the program for a position with a NaN, with QuartzCore's reason: "CALayer position
  /// contains NaN: [nan 17]" (`CALayerInvalidGeometry`, raised by `CA::Layer::set_position` from
  /// `-[CALayer setFrame:]`; crash reports in HeshamMegid/HMSegmentedControl#13, a frame with a
  /// NaN x and an infinite width, and eoghain/RBCollectionViewInfoFolderLayout#1).
  private static func checkPosition(_ point: CGPoint) {
    guard point.x.isNaN || point.y.isNaN else { return }
    fatalError(
      "CALayerInvalidGeometry: CALayer position contains NaN: "
        + "[\(NSLayoutConstraint.format(point.x)) \(NSLayoutConstraint.format(point.y))]")
  }

  /// Stops the program for bounds with a NaN, with QuartzCore's reason: "CALayer bounds contains
  /// NaN: [0 nan; 288 144]" (`CALayerInvalidGeometry`; mackross/GTKeyboardHelper#3).
  private static func checkBounds(_ rect: CGRect) {
    let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard numbers.contains(where: \.isNaN) else { return }
    let text = numbers.map(NSLayoutConstraint.format)
    fatalError(
      "CALayerInvalidGeometry: CALayer bounds contains NaN: [\(text[0]) \(text[1]); \(text[2]) \(text[3])]")
  }

  // MARK: Appearance

  /// The radius of the rounded corners; 0 draws square corners.
  open var cornerRadius: CGFloat = 0

  /// The shape of the rounded corners; default `.circular`.
  open var cornerCurve: CALayerCornerCurve = .circular

  /// Which corners are rounded; default all four.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  /// Whether sublayers are clipped to the layer's bounds (and its rounded corners).
  open var masksToBounds = false

  /// The width of the border drawn inside the bounds; default 0.
  open var borderWidth: CGFloat = 0

  /// The border colour; default opaque black.
  open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)

  /// The fill colour behind the layer's content; default `nil` (transparent).
  open var backgroundColor: CGColor?

  /// The layer's opacity, 0 to 1; default 1.
  open var opacity: Float = 1

  /// Whether the layer is hidden.
  open var isHidden = false {
    didSet { if isHidden != oldValue { CALayer.visibilityChanges.increment() } }
  }

  /// Counts changes to `isHidden` of every layer, so the layout engine learns that a view was
  /// hidden or shown (a stack view collapses hidden arranged views) however it was done.
  package static let visibilityChanges = ChangeCounter()

  /// Whether the layer is fully opaque.
  open var isOpaque = false

  /// The shadow colour; default opaque black.
  open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)

  /// The shadow's opacity, 0 to 1; default 0 (no shadow).
  open var shadowOpacity: Float = 0

  /// The shadow's offset; default `(0, -3)`.
  open var shadowOffset = CGSize(width: 0, height: -3)

  /// The shadow's blur radius; default 3.
  open var shadowRadius: CGFloat = 3

  /// The object the layer reports to; a view's layer has the view as its delegate.
  open weak var delegate: (any CALayerDelegate)?

  /// Draws what the layer itself shows inside its bounds, above its background: nothing for a
  /// plain layer; a gradient layer's gradient. The renderer draws every layer that is not a
  /// view's this way (a view draws itself with `UIView.draw(_:on:)`).
  func drawContent(in bounds: CGRect, on canvas: inout SVGCanvas) {}

  /// The animations added with ``add(_:forKey:)``, in the order they were added.
  private var attachedAnimations: [(key: String?, animation: CAAnimation)] = []

  /// Adds an animation (CALayer.h). It changes what a device shows while it runs, not the
  /// layer's values; one added under a key already in use replaces the one there. The delegate
  /// hears the start at once and, for an animation added on the main thread, the stop when its
  /// time has passed on `UIView.AnimationClock`, after which the layer drops it if
  /// `isRemovedOnCompletion` is `true`.
  /// - Parameters:
  ///   - anim: The animation.
  ///   - key: A name to find or remove it by, or `nil`.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    if let key { removeAnimation(forKey: key) }
    attachedAnimations.append((key, anim))
    anim.delegate?.animationDidStart(anim)
    guard let length = anim.activeDuration, CALayer.isOnMainQueue else { return }
    nonisolated(unsafe) let layer = self
    nonisolated(unsafe) let animation = anim
    MainActor.assumeIsolated {
      _ = UIView.AnimationClock.schedule(at: UIView.AnimationClock.now + max(0, length)) {
        guard layer.attachedAnimations.contains(where: { $0.animation === animation }) else { return }
        if animation.isRemovedOnCompletion {
          layer.attachedAnimations.removeAll { $0.animation === animation }
        }
        animation.delegate?.animationDidStop(animation, finished: true)
      }
    }
  }

  /// Whether the caller runs on the main queue, where the main actor runs its work. Asked of
  /// the queue rather than the thread: on Linux the main actor's work can run on the main queue
  /// from another thread, so `Thread.isMainThread` can be `false` on the main actor.
  private static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

  /// A value only the main queue carries.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// The animation added under a key, or `nil`.
  /// - Parameter key: The key.
  /// - Returns: The animation.
  open func animation(forKey key: String) -> CAAnimation? {
    attachedAnimations.last { $0.key == key }?.animation
  }

  /// The keys of the animations added with one, in the order they were added, or `nil` when
  /// there are none.
  /// - Returns: The keys.
  open func animationKeys() -> [String]? {
    let keys = attachedAnimations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation under a key; its delegate hears it stop unfinished.
  /// - Parameter key: The key.
  open func removeAnimation(forKey key: String) {
    let removed = attachedAnimations.filter { $0.key == key }
    attachedAnimations.removeAll { $0.key == key }
    for entry in removed { entry.animation.delegate?.animationDidStop(entry.animation, finished: false) }
  }

  /// Removes every animation; their delegates hear them stop unfinished.
  open func removeAllAnimations() {
    let removed = attachedAnimations
    attachedAnimations.removeAll()
    for entry in removed { entry.animation.delegate?.animationDidStop(entry.animation, finished: false) }
  }

  /// A name for debugging.
  open var name: String?

  // MARK: Hierarchy

  /// The layers inside this one, back to front; `nil` when there are none.
  open var sublayers: [CALayer]? {
    get { storedSublayers.count == 0 ? nil : storedSublayers.elements }
    set {
      for layer in storedSublayers.elements { layer.superlayer = nil }
      storedSublayers.removeAll()
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  private var storedSublayers = IdentityList<CALayer>()

  deinit {
    guard storedSublayers.count > 0 else { return }
    IdentityList.releaseTree(storedSublayers.takeAll()) { $0.storedSublayers.takeAll() }
  }

  /// The layer this one is inside.
  open private(set) weak var superlayer: CALayer?

  /// Appends a layer to the sublayers, removing it from its previous superlayer first.
  /// - Parameter layer: The layer to add.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(storedSublayers.count))
  }

  /// Inserts a layer among the sublayers, removing it from its previous superlayer first.
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - idx: Its position among the sublayers, clamped to their count.
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    precondition(layer !== self, "CALayer: a layer cannot be its own sublayer.")
    layer.removeFromSuperlayer()
    storedSublayers.insert(layer, at: min(Int(idx), storedSublayers.count))
    layer.superlayer = self
  }

  /// Inserts a layer just behind a sublayer (at the back when `sibling` is `nil` or not a
  /// sublayer).
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: The sublayer to place it below.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    precondition(layer !== self, "CALayer: a layer cannot be its own sublayer.")
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { storedSublayers.lastIndex(of: $0) } ?? 0
    storedSublayers.insert(layer, at: index)
    layer.superlayer = self
  }

  /// Inserts a layer just in front of a sublayer (at the front when `sibling` is `nil` or not a
  /// sublayer).
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: The sublayer to place it above.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    precondition(layer !== self, "CALayer: a layer cannot be its own sublayer.")
    layer.removeFromSuperlayer()
    let index =
      sibling.flatMap { storedSublayers.lastIndex(of: $0) }.map { $0 + 1 }
      ?? storedSublayers.count
    storedSublayers.insert(layer, at: index)
    layer.superlayer = self
  }

  /// Detaches the layer from its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    // Search from the end: the most recently added layers are the most often removed.
    parent.storedSublayers.remove(self)
    superlayer = nil
  }
}

/// A count that any thread may increase and read.
package final class ChangeCounter: @unchecked Sendable {
  // Every access holds the lock.
  private let lock = NSLock()
  private var count: UInt64 = 0

  /// The current count.
  package var value: UInt64 {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  /// Adds one.
  package func increment() {
    lock.lock()
    count &+= 1
    lock.unlock()
  }
}
