import Foundation

/// A rectangle on screen that shows content and holds subviews: the base class of every view.
///
/// HeadlessUIKit's views keep UIKit's state and rules without drawing: geometry (stored in the
/// backing `layer`, as in UIKit), the subview hierarchy, appearance, layout margins, Auto Layout
/// constraints and the layout cycle (`setNeedsLayout()`, `layoutIfNeeded()`, `layoutSubviews()`).
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
/// card.backgroundColor = .secondarySystemBackground
/// card.layer.cornerRadius = 12
/// card.addSubview(UIView())
/// ```
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
  // MARK: Initializers

  /// Creates a view with a frame.
  /// - Parameter frame: The view's rectangle in its superview's coordinates.
  public init(frame: CGRect) {
    layer = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
    super.init()
    layer.delegate = self
    layer.isOpaque = true
    self.frame = frame
  }

  /// Creates a view with a frame of zero.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive. HeadlessUIKit reads no archived properties: the view is a
  /// default view with a zero frame, as if made with `init()`.
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    layer = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
    super.init()
    layer.delegate = self
    layer.isOpaque = true
  }

  /// The class of the layer a view of this class creates; override to return a `CALayer`
  /// subclass.
  open class var layerClass: AnyClass { CALayer.self }

  // MARK: Geometry

  /// The layer that holds the view's geometry and appearance.
  public let layer: CALayer

  /// The view's rectangle in its superview's coordinates: with a transform, the smallest
  /// rectangle holding the transformed bounds (UIKit documents the value as undefined then, and
  /// layout goes by `center` and `bounds` instead).
  ///
  /// Changing the size of the bounds marks the view as needing layout.
  open var frame: CGRect {
    get { layer.frame }
    set {
      let old = layer.frame
      let oldSize = layer.storedTransform.isIdentity ? old.size : layer.bounds.size
      layer.frame = newValue
      if layer.frame != old { UIView.geometryChanges &+= 1 }
      if layer.bounds.size != oldSize {
        setNeedsLayout()
        resizeSubviews(withOldSize: oldSize)
      }
    }
  }

  /// The view's own coordinate space: its origin (the scroll position) and size.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let old = layer.bounds
      layer.bounds = newValue
      if newValue != old { UIView.geometryChanges &+= 1 }
      if newValue.size != old.size {
        setNeedsLayout()
        resizeSubviews(withOldSize: old.size)
      }
    }
  }

  /// The view's center in its superview's coordinates.
  open var center: CGPoint {
    get { layer.position }
    set {
      if newValue != layer.position { UIView.geometryChanges &+= 1 }
      layer.position = newValue
    }
  }

  /// Counts changes to any view's frame, bounds or center, so the layout engine knows whether
  /// the frames it placed are still as it left them.
  package private(set) static var geometryChanges: UInt64 = 0

  /// A transform applied to the view around its center (its layer's anchor point), kept in the
  /// layer as its affine transform. Coordinate conversion, hit testing, drawing and `frame` go
  /// through it; `bounds`, `center` and Auto Layout do not.
  open var transform: CGAffineTransform {
    get { layer.storedTransform }
    set {
      if newValue != layer.storedTransform { UIView.geometryChanges &+= 1 }
      layer.setAffineTransform(newValue)
    }
  }

  /// The view's 3D transform: its layer's (iOS 13). It places and draws the view by its
  /// projection on the screen's plane.
  open var transform3D: CATransform3D {
    get { layer.transform }
    set {
      UIView.geometryChanges &+= 1
      layer.transform = newValue
    }
  }

  /// The frame the view has without its transform: the rectangle layout places it by, as UIKit
  /// lays views out through `center` and `bounds` (so a transformed view keeps its transform
  /// and its size). With the identity transform it is `frame`, set through `frame`.
  var untransformedFrame: CGRect {
    get {
      guard !layer.storedTransform.isIdentity else { return frame }
      let size = layer.bounds.size
      let anchor = layer.anchorPoint
      let position = layer.position
      return CGRect(
        x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y,
        width: size.width, height: size.height)
    }
    set {
      guard !layer.storedTransform.isIdentity else {
        frame = newValue
        return
      }
      let rect = newValue.standardized
      let anchor = layer.anchorPoint
      bounds = CGRect(origin: bounds.origin, size: rect.size)
      center = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
    }
  }

  // MARK: Hierarchy

  /// The view this one is inside.
  open internal(set) weak var superview: UIView?

  /// The views inside this one, back to front.
  open var subviews: [UIView] { subviewList.elements }

  var subviewList = IdentityList<UIView>()

  // Nonisolated, as UIKit's (an Objective-C dealloc): a subclass's own `deinit` is nonisolated
  // too, which an isolated one here would forbid. The view's own storage is its alone now; the
  // subviews it held are released on the main actor, one level after another (a deep tree
  // released by recursion would overflow the stack).
  deinit {
    guard subviewList.count > 0 else { return }
    UIView.releaseTree(subviewList.takeAll())
  }

  /// Releases views a deinitializer took from its subviews: at once when it runs on the main
  /// actor, as views are released in an app, or else on the main actor's next turn. The list
  /// must be the views' only holder for each to give up its own subviews before it goes.
  private nonisolated static func releaseTree(_ views: consuming [UIView]) {
    guard DispatchQueue.getSpecific(key: mainQueueKey) != nil else {
      let handoff = SubviewHandoff(views)
      Task { @MainActor in releaseTree(handoff.take()) }
      return
    }
    IdentityList.releaseTree(consume views) { view in
      MainActor.assumeIsolated { view.subviewList.takeAll() }
    }
  }

  /// Marks the main queue, where the main actor runs: on the main thread, or on the thread that
  /// serves the main queue once an asynchronous `main` has called `dispatchMain()` (there
  /// `Thread.isMainThread` is false). Set once, read only.
  private nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Carries released subviews to the main actor and gives them up there, so that the list
  /// taken is their only holder (a closure's own copy would keep every view alive until the
  /// closure went, releasing the tree by recursion).
  private final class SubviewHandoff: Sendable {
    private nonisolated(unsafe) var views: [UIView]

    init(_ views: consuming [UIView]) { self.views = views }

    /// The views, once: the handoff keeps none.
    func take() -> [UIView] {
      var taken: [UIView] = []
      swap(&taken, &views)
      return taken
    }
  }

  /// The window at the root of the view's hierarchy, if any.
  open var window: UIWindow? { (self as? UIWindow) ?? enclosingWindow }

  /// The nearest window above the view, kept current by the hierarchy's moves so that `window`
  /// costs the same at any depth (a walk up per `addSubview` made building a deep hierarchy from
  /// the top down quadratic).
  weak var enclosingWindow: UIWindow?

  /// The next responder: the view controller whose root view this is, else the superview
  /// (Apple's documentation of `UIResponder.next`: "UIView implements this method and returns
  /// the UIViewController object that manages it (if it has one) or its superview (if it
  /// doesn't)").
  open override var next: UIResponder? { owningViewController ?? superview }

  /// A number that identifies the view to `viewWithTag(_:)`; default 0.
  open var tag = 0

  /// Called just before the view moves to a new superview (`nil` when it is being removed).
  /// - Parameter newSuperview: The superview to come.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called just after the view's superview changed.
  open func didMoveToSuperview() {}

  /// Called just before the view moves to another window (`nil` when leaving one).
  /// - Parameter newWindow: The window to come.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called just after the view's window changed.
  open func didMoveToWindow() {}

  /// Called just after a subview was added.
  /// - Parameter subview: The view added.
  open func didAddSubview(_ subview: UIView) {}

  /// Called just before a subview is removed.
  /// - Parameter subview: The view being removed.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Removes the view from its superview, with the constraints that tie it (or its subviews) to
  /// views outside it, and from a stack view's `arrangedSubviews`.
  open func removeFromSuperview() {
    detachFromSuperview()
    // Out of its superview nothing covers the view.
    if owningViewController == nil && !(self is UIWindow) { storedSafeAreaInsets = .zero }
  }

  /// Adds a view at the front of the subviews, removing it from its previous superview first.
  ///
  /// Adding the view itself or one of its ancestors stops the program, as UIKit raises an
  /// exception ("Can't add self as subview").
  /// - Parameter view: The view to add.
  open func addSubview(_ view: UIView) {
    insert(view, at: subviews.count)
  }

  /// Inserts a view among the subviews at an index (clamped to their count).
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: Its position, 0 being the back.
  open func insertSubview(_ view: UIView, at index: Int) {
    insert(view, at: index)
  }

  /// Inserts a view just in front of a sibling (at the front if `siblingSubview` is not a subview).
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The subview to place it above.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    if view === siblingSubview { return }
    guard let index = subviewList.lastIndex(of: siblingSubview) else {
      return addSubview(view)
    }
    let adjust = (subviewList.lastIndex(of: view) ?? index) < index ? 0 : 1
    insert(view, at: index + adjust)
  }

  /// Inserts a view just behind a sibling (at the front if `siblingSubview` is not a subview).
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The subview to place it below.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    if view === siblingSubview { return }
    guard let index = subviewList.lastIndex(of: siblingSubview) else {
      return addSubview(view)
    }
    let adjust = (subviewList.lastIndex(of: view) ?? index) < index ? -1 : 0
    insert(view, at: index + adjust)
  }

  /// Moves a subview to the front; other views are ignored.
  /// - Parameter view: The subview to move.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviewList.lastIndex(of: view) else { return }
    subviewList.append(subviewList.remove(at: index))
    layer.addSublayer(view.layer)
  }

  /// Moves a subview to the back; other views are ignored.
  /// - Parameter view: The subview to move.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviewList.lastIndex(of: view) else { return }
    subviewList.insert(subviewList.remove(at: index), at: 0)
    placeLayer(of: view)
  }

  /// Swaps two subviews' positions. A position outside `subviews` stops the program with a
  /// message naming it (no public source gives UIKit's wording for this case).
  /// - Parameters:
  ///   - index1: The first position.
  ///   - index2: The second position.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    for index in [index1, index2] where index < 0 || index >= subviewList.count {
      fatalError(
        "UIView.exchangeSubview(at:withSubviewAt:): index \(index) is out of bounds for "
          + "\(subviewList.count) subviews of <\(type(of: self))>.")
    }
    subviewList.swapAt(index1, index2)
    reorderSublayers()
  }

  /// Whether this view is `view` or inside it.
  /// - Parameter view: The possible ancestor.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view with a tag in this view's hierarchy, searching this view, then depth first.
  /// - Parameter tag: The tag to find.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  // MARK: Appearance

  /// The background colour; default `nil` (transparent). Mirrors `layer.backgroundColor`.
  ///
  /// A dynamic colour is resolved with the view's traits, and again whenever they change.
  open var backgroundColor: UIColor? {
    get {
      guard let color = layer.backgroundColor else { return nil }
      if let stored = storedBackgroundColor, resolvedBackgroundColor == color { return stored }
      return UIColor(cgColor: color)
    }
    set {
      storedBackgroundColor = newValue
      resolvedBackgroundColor = newValue?.resolvedColor(with: storedTraits).cgColor
      layer.backgroundColor = resolvedBackgroundColor
      appearanceCustomizationDidChange(\UIView.backgroundColor) { $0.backgroundColor = newValue }
    }
  }

  package private(set) var storedBackgroundColor: UIColor?
  /// The colour put in the layer for `storedBackgroundColor`, to tell whether the layer's colour
  /// was changed directly since.
  private var resolvedBackgroundColor: CGColor?

  /// The background colour to draw under `UITraitCollection.current`: a dynamic colour is
  /// resolved with it, unless the layer's colour was set directly since.
  package var backgroundColorForDrawing: CGColor? {
    dynamicBackgroundColor?.cgColor ?? layer.backgroundColor
  }

  /// Resolves the background colour again for new traits, unless the layer's colour was set
  /// directly since.
  func resolveBackgroundColorForTraits() {
    guard let dynamic = dynamicBackgroundColor else { return }
    resolvedBackgroundColor = dynamic.resolvedColor(with: storedTraits).cgColor
    layer.backgroundColor = resolvedBackgroundColor
  }

  /// The background colour set, when it is dynamic and the layer still shows what it resolved
  /// to (its colour was not set directly since).
  private var dynamicBackgroundColor: UIColor? {
    guard let stored = storedBackgroundColor, stored.isDynamic,
      layer.backgroundColor == resolvedBackgroundColor
    else { return nil }
    return stored
  }

  /// The view's opacity, 0 to 1; default 1. Mirrors `layer.opacity`.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// Whether the view is hidden; default `false`. Mirrors `layer.isHidden`.
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  /// Whether the view fills its bounds with opaque content; default `true`. Mirrors
  /// `layer.isOpaque`.
  open var isOpaque: Bool {
    get { layer.isOpaque }
    set { layer.isOpaque = newValue }
  }

  /// Whether subviews are clipped to the view's bounds; default `false`. Mirrors
  /// `layer.masksToBounds`.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// How the view shows its content when its size changes; default `.scaleToFill`.
  open var contentMode: UIView.ContentMode = .scaleToFill

  /// The colour that tints the view's interactive content. When not set, a view uses its
  /// superview's tint colour, and a view with no superview uses `systemBlue`; setting `nil`
  /// returns to the inherited colour.
  open var tintColor: UIColor! {
    get { nearestTintColor ?? .systemBlue }
    set {
      storedTintColor = newValue
      refreshTintColor(notify: true)
      appearanceCustomizationDidChange(\UIView.tintColor) { $0.tintColor = newValue }
    }
  }

  package var storedTintColor: UIColor?

  /// The tint set on this view or the nearest view above it that has one; `nil` (the default)
  /// stands for `systemBlue`, so a new view makes no colour. Kept current by tint changes and
  /// moves, so reading the tint costs the same at any depth.
  var nearestTintColor: UIColor?

  /// Called when the view's tint colour changes, including through its superview.
  open func tintColorDidChange() {}

  /// Whether the view receives touches; default `true`.
  open var isUserInteractionEnabled = true

  /// How the view's content relates to the layout direction; default `.unspecified`.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet { if semanticContentAttribute != oldValue { layoutInputsDidChange() } }
  }

  /// The direction the view lays out in: right to left only when forced by
  /// `semanticContentAttribute` (HeadlessUIKit's locale is left to right).
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: .rightToLeft
    case .unspecified: storedTraits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    default: .leftToRight
    }
  }

  // MARK: Traits

  /// The view's traits: its view controller's when it is one's root view, else its superview's
  /// (a window's come from its screen), with `overrideUserInterfaceStyle` applied. A view outside
  /// any window has every trait unspecified unless it overrides one.
  open var traitCollection: UITraitCollection { storedTraits }

  /// Called after the view's traits changed, with the previous ones; the default does nothing.
  /// - Parameter previousTraitCollection: The traits before the change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// A style that this view and its subviews take whatever their environment's; default
  /// `.unspecified` (inherit).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet { if overrideUserInterfaceStyle != oldValue { updateTraits() } }
  }

  /// The traits as last worked out; kept current by `updateTraits()`.
  package var storedTraits = UITraitCollection.unspecified

  /// Handlers registered with `registerForTraitChanges(_:handler:)`.
  package var traitChangeRegistrations: [TraitChangeRegistration] = []

  /// The view controller whose root view this is, if any.
  package weak var owningViewController: UIViewController?

  /// What appearance proxies know of the view: whether it is a proxy, and which customizable
  /// properties the app set on it (made on first use).
  package lazy var appearanceState = AppearanceState()

  /// Called after appearance proxies' values were applied to the view as it entered a window
  /// (UIView+AppearanceProxies.swift); a view that shows customizable objects of its own (a
  /// bar's items) applies the proxies to them here.
  func appearanceProxiesDidApply() {}

  /// The traits the view inherits before its own overrides; a window overrides this to give its
  /// screen's.
  package func inheritedTraitValues() -> UITraitCollection.Values {
    if let owner = owningViewController { return owner.refreshTraits() }
    return superview?.storedTraits.values ?? UITraitCollection.Values()
  }

  // MARK: Hit testing

  /// The deepest view that contains a point and takes touches: this view, one of its subviews
  /// (front-most first), or `nil` when this view is hidden, ignores user interaction, is nearly
  /// transparent (alpha under 0.01) or the point is outside it (`point(inside:with:)`).
  ///
  /// Subviews that stick out of the bounds are not hit outside them, whether or not the view
  /// clips to bounds.
  ///
  /// - Parameters:
  ///   - point: A point in this view's coordinates.
  ///   - event: The event the hit test is for, or `nil`.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  /// Whether a point is inside the view: inside `bounds`, the maximum edges excluded.
  /// - Parameters:
  ///   - point: A point in this view's coordinates.
  ///   - event: The event the test is for, or `nil`.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The gesture recognizers attached with `addGestureRecognizer(_:)`, in the order added.
  var attachedGestureRecognizers: [UIGestureRecognizer] = []

  // MARK: Accessibility

  /// A string that identifies the view in UI tests.
  open var accessibilityIdentifier: String?
  /// A short description of the view for assistive technologies.
  open var accessibilityLabel: String?
  /// A short hint of what acting on the view does.
  open var accessibilityHint: String?
  /// The view's current value, as assistive technologies read it.
  open var accessibilityValue: String?
  /// Whether assistive technologies treat the view as one element; `false` by default, `true`
  /// for controls (Apple, "isAccessibilityElement": standard UIKit controls are elements).
  open var isAccessibilityElement = false
  /// What the element is and how it behaves; `.none` by default, a control's standard traits
  /// for controls (a button is `.button`).
  open var accessibilityTraits: UIAccessibilityTraits {
    get { storedAccessibilityTraits ?? standardAccessibilityTraits }
    set { storedAccessibilityTraits = newValue }
  }
  private var storedAccessibilityTraits: UIAccessibilityTraits?
  /// The traits a view of this class has until set; subclasses that UIKit gives traits override it.
  var standardAccessibilityTraits: UIAccessibilityTraits { .none }

  // MARK: Margins and safe area

  /// The distances from the edges inside which content is laid out; default 8 on every side.
  /// A view controller's root view has its controller's `systemMinimumLayoutMargins` instead,
  /// and margins set on it are no smaller than those while the controller respects them.
  open var layoutMargins: UIEdgeInsets {
    get {
      guard let controller = owningViewController else { return storedLayoutMargins }
      return controller.rootViewLayoutMargins(set: hasSetLayoutMargins ? storedLayoutMargins : nil)
    }
    set {
      let old = layoutMargins
      storedLayoutMargins = newValue
      hasSetLayoutMargins = true
      if layoutMargins != old {
        layoutMarginsDidChange()
        layoutInputsDidChange()
      }
    }
  }

  private var storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// Whether the app set the margins (a root view then keeps them where they exceed the minimum).
  private var hasSetLayoutMargins = false

  /// The layout margins with leading and trailing edges, following the layout direction.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let m = layoutMargins
      return effectiveUserInterfaceLayoutDirection == .leftToRight
        ? NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        : NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
    }
    set {
      layoutMargins =
        effectiveUserInterfaceLayoutDirection == .leftToRight
        ? UIEdgeInsets(
          top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        : UIEdgeInsets(
          top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
    }
  }

  /// Whether the view's margins also keep content out of its superview's margins; default
  /// `false`.
  open var preservesSuperviewLayoutMargins = false

  /// Whether the layout margins are measured from the safe area; default `true`.
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { if insetsLayoutMarginsFromSafeArea != oldValue { layoutInputsDidChange() } }
  }

  /// Called when the layout margins change.
  open func layoutMarginsDidChange() {}

  /// The insets that keep content clear of bars and the screen's rounded corners: a window's
  /// come from its screen, a view controller's view's from its controller, and any other view's
  /// are the part of its superview's safe area it covers (worked out by the layout pass).
  open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

  /// The safe-area insets, set by the window, the view controller or the layout pass.
  package var storedSafeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      if storedSafeAreaInsets != oldValue {
        safeAreaInsetsDidChange()
        layoutInputsDidChange()
      }
    }
  }

  /// Called when the safe-area insets change.
  open func safeAreaInsetsDidChange() {}

  // MARK: Auto Layout

  /// Whether the layout engine turns the view's frame and autoresizing mask into constraints;
  /// default `true`. Set it to `false` on views you position with constraints.
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
      LayoutInputs.changed()
      superview?.setNeedsLayout()
    }
  }

  /// How the view resizes when its superview's bounds change; default none.
  open var autoresizingMask: UIView.AutoresizingMask = []

  /// Whether the view resizes its subviews by their autoresizing masks; default `true`.
  open var autoresizesSubviews = true

  /// The size the view's content wants, or `UIView.noIntrinsicMetric` in a dimension with no
  /// preference (the default for both; UIKit's own views override it to measure their content).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The view whose first baseline a constraint on this view's `.firstBaseline` uses; by
  /// default the value of `forLastBaselineLayout`.
  ///
  /// Override it to return a subview that shows text (a label) whose first line the view
  /// aligns by. A view without text has no baseline; its bottom edge stands for it.
  open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

  /// The view whose last baseline a constraint on this view's `.lastBaseline` uses; by default
  /// the view itself. Overriding it alone also moves the first baseline, which defaults to it.
  open var forLastBaselineLayout: UIView { self }

  /// Tells the layout engine that `intrinsicContentSize` changed.
  open func invalidateIntrinsicContentSize() {
    intrinsicContentSizeIsInvalid = true
    layoutInputsDidChange()
    superview?.setNeedsLayout()
  }

  /// Set by `invalidateIntrinsicContentSize()`; the layout engine clears it once it has read
  /// the new size.
  package var intrinsicContentSizeIsInvalid = false

  /// The constraints installed on this view (activated constraints whose nearest common
  /// ancestor is this view, or ones added with `addConstraint(_:)`).
  open var constraints: [NSLayoutConstraint] { installedConstraints }

  /// The constraints installed on this view, in installation order.
  package var installedConstraints: [NSLayoutConstraint] { installedConstraintList.elements }

  var installedConstraintList = IdentityList<NSLayoutConstraint>()

  /// The installed constraints that refer to this view or to a layout guide it owns, wherever
  /// they are installed; keyed by constraint.
  package internal(set) var referencingConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]

  /// Installs a constraint on this view, which must contain every view the constraint refers to.
  /// Prefer `NSLayoutConstraint.activate(_:)`, which finds the right view itself.
  /// - Parameter constraint: The constraint to install.
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    for view in constraint.itemViews where !view.isDescendant(of: self) {
      fatalError(
        "UIView.addConstraint: the view hierarchy is not prepared for the constraint \(constraint.summary): "
          + "its item \(type(of: view)) is not this view or one of its subviews. Use "
          + "NSLayoutConstraint.activate(_:) or add the constraint to a common ancestor."
      )
    }
    if let host = constraint.installedView {
      if host === self { return }
      host.uninstall(constraint)
    }
    install(constraint)
  }

  /// Installs several constraints on this view; see `addConstraint(_:)`.
  /// - Parameter constraints: The constraints to install.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint installed on this view, which makes it inactive; other constraints are
  /// ignored.
  /// - Parameter constraint: The constraint to remove.
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.installedView === self { uninstall(constraint) }
  }

  /// Removes several constraints; see `removeConstraint(_:)`.
  /// - Parameter constraints: The constraints to remove.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// How strongly the view resists growing beyond its intrinsic size along an axis; default
  /// `.defaultLow` (250).
  /// - Parameter axis: The axis.
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? horizontalHugging : verticalHugging
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size along an axis.
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { horizontalHugging = priority } else { verticalHugging = priority }
    layoutInputsDidChange()
  }

  /// How strongly the view resists shrinking below its intrinsic size along an axis; default
  /// `.defaultHigh` (750).
  /// - Parameter axis: The axis.
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal ? horizontalCompressionResistance : verticalCompressionResistance
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along an axis.
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority,
    for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      horizontalCompressionResistance = priority
    } else {
      verticalCompressionResistance = priority
    }
    layoutInputsDidChange()
  }

  private var horizontalHugging: UILayoutPriority = .defaultLow
  private var verticalHugging: UILayoutPriority = .defaultLow
  private var horizontalCompressionResistance: UILayoutPriority = .defaultHigh
  private var verticalCompressionResistance: UILayoutPriority = .defaultHigh

  /// Whether the view needs constraint-based layout even when it has no constraints; default
  /// `false`.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Updates the view's constraints before layout; overrides must call `super` (as their last
  /// step): an override that does not stops the program at the next layout, as UIKit raises.
  open func updateConstraints() {
    needsConstraintUpdate = false
  }

  /// Marks the view's constraints as needing `updateConstraints()` before the next layout.
  open func setNeedsUpdateConstraints() {
    needsConstraintUpdate = true
    setNeedsLayout()
  }

  /// Whether `updateConstraints()` is due.
  open func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

  /// Runs `updateConstraints()` on this view and its subviews where due, subviews first.
  open func updateConstraintsIfNeeded() {
    // No view anywhere is marked: nothing to walk.
    guard UIView.viewsNeedingConstraintUpdate > 0 else { return }
    // Subviews before their superview, walked without recursion so a hierarchy of any depth is
    // updated (UIKit too walks its own way and does not send this method to each subview).
    var pending: [(view: UIView, subviewsDone: Bool)] = [(self, false)]
    while let (view, subviewsDone) = pending.popLast() {
      if subviewsDone {
        view.updateOwnConstraintsIfNeeded()
      } else {
        pending.append((view, true))
        for subview in view.subviews.reversed() { pending.append((subview, false)) }
      }
    }
  }

  /// Sends `updateConstraints()` to this view alone if it is due, and checks that the override
  /// called `super`.
  private func updateOwnConstraintsIfNeeded() {
    guard needsConstraintUpdate else { return }
    updateConstraints()
    // UIKit's check after sending -updateConstraints
    // (-[UIView(AdditionalLayoutSupport) _updateConstraintsIfNeededCollectingViews:forSecondPass:]).
    if needsConstraintUpdate {
      let name = String(describing: type(of: self))
      fatalError(
        "The layout constraints still need update after sending -updateConstraints to <\(name)>.\n"
          + "\(name) or one of its superclasses may have overridden -updateConstraints without "
          + "calling super. Or, something may have dirtied layout constraints in the middle of "
          + "updating them.  Both are programming errors.")
    }
  }

  package var needsConstraintUpdate = false {
    didSet {
      guard needsConstraintUpdate != oldValue else { return }
      UIView.viewsNeedingConstraintUpdate += needsConstraintUpdate ? 1 : -1
    }
  }

  /// How many views are marked by `setNeedsUpdateConstraints()` (a view released while marked
  /// stays counted, which costs only a walk).
  private static var viewsNeedingConstraintUpdate = 0

  // MARK: Layout cycle

  /// Marks the view as needing `layoutSubviews()` at the next `layoutIfNeeded()`.
  open func setNeedsLayout() {
    needsLayout = true
    UIView.layoutRequests &+= 1
  }

  /// Counts `setNeedsLayout()` calls, so a layout pass can tell whether views were marked while
  /// it ran.
  private static var layoutRequests: UInt64 = 0

  /// Lays out now whatever needs layout around this view: runs due `updateConstraints()`, lets
  /// the layout engine compute frames, then calls `layoutSubviews()` on each view marked by
  /// `setNeedsLayout()`, parents before children.
  ///
  /// As in UIKit, marked superviews are laid out too: the walk starts below the nearest ancestor
  /// that does not need layout and covers its whole subtree.
  open func layoutIfNeeded() {
    var root = self
    while let parent = root.superview { root = parent }
    root.updateConstraintsIfNeeded()
    let engine = LayoutEngine.engine(for: root)
    engine.beginCycle()
    defer { engine.endCycle() }
    engine.layOut(root)
    var top = self
    while let parent = top.superview, parent.needsLayout { top = parent }
    let start = top.superview ?? top
    var requests = UIView.layoutRequests
    var changed = start.layoutMarkedViews(engine: engine)
    // A safe area the pass changed moves what is constrained to its guide: solve again and lay
    // out the views that changed and those above them (a bounded number of times). So does a
    // view marked during the pass (a superview's autoresizing moved it, a text view found its
    // height at its final width): UIKit's pass ends only once nothing needs layout.
    for _ in 0..<UIView.safeAreaLayoutPasses where !changed.isEmpty || UIView.layoutRequests != requests {
      requests = UIView.layoutRequests
      for view in changed {
        var next: UIView? = view
        while let marked = next {
          marked.needsLayout = true
          next = marked === start ? nil : marked.superview
        }
      }
      engine.layOut(root)
      changed = start.layoutMarkedViews(engine: engine)
    }
  }

  /// How many more layout passes a change of safe areas may cause: bounded, so safe areas that
  /// keep changing (a view constrained to its own safe area's size) cannot loop for ever.
  private static let safeAreaLayoutPasses = 3

  /// Positions the subviews; the default asks the layout engine to apply the frames it computed
  /// from constraints. Do not call it directly: call `setNeedsLayout()` or `layoutIfNeeded()`.
  open func layoutSubviews() {
    LayoutEngine.layoutSubviews(of: self)
  }

  /// Whether `layoutSubviews()` is due; set by `setNeedsLayout()`.
  package var needsLayout = true

  /// Where the view's variables are in the layout engine that last listed it.
  package var layoutSlot = LayoutSlot()

  /// The layout engine of the hierarchy this view is the root of; dropped when the view becomes
  /// a subview.
  var rootLayoutEngine: LayoutEngine?

  /// The size that fits the view's content within a size; the default returns the current size
  /// (UIKit's own views measure their content).
  /// - Parameter size: The space available.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// The size the view takes, by its constraints, closest to a target size.
  ///
  /// Pass `UIView.layoutFittingCompressedSize` for the smallest size or
  /// `UIView.layoutFittingExpandedSize` for the largest.
  /// - Parameter targetSize: The size to approach.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize,
      withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel
    )
  }

  /// The size the view takes, by its constraints, closest to a target size, with a priority per
  /// axis for reaching the target (`.required` fixes that dimension).
  /// - Parameters:
  ///   - targetSize: The size to approach.
  ///   - horizontalFittingPriority: How strongly the width should match the target.
  ///   - verticalFittingPriority: How strongly the height should match the target.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize,
    withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutEngine.fittingSize(
      of: self,
      targetSize: targetSize,
      horizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority
    )
  }

  // MARK: Layout guides

  /// The custom layout guides added to this view with `addLayoutGuide(_:)`.
  open var layoutGuides: [UILayoutGuide] { customLayoutGuides }

  package internal(set) var customLayoutGuides: [UILayoutGuide] = []

  /// The area not covered by bars or the screen's rounded corners, as a layout guide.
  open var safeAreaLayoutGuide: UILayoutGuide {
    systemGuide(\.storedSafeAreaGuide, kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
  }

  /// The area inside the layout margins, as a layout guide.
  open var layoutMarginsGuide: UILayoutGuide {
    systemGuide(\.storedMarginsGuide, kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
  }

  /// An area of readable width for text inside the layout margins, as a layout guide.
  open var readableContentGuide: UILayoutGuide {
    systemGuide(\.storedReadableGuide, kind: .readableContent, identifier: "UIViewReadableContentGuide")
  }

  var storedSafeAreaGuide: UILayoutGuide?
  var storedMarginsGuide: UILayoutGuide?
  var storedReadableGuide: UILayoutGuide?

  /// The system layout guides this view has created so far (safe area, margins, readable
  /// content), for the layout engine.
  package var systemLayoutGuides: [UILayoutGuide] {
    [storedSafeAreaGuide, storedMarginsGuide, storedReadableGuide].compactMap { $0 }
  }

  // MARK: Constants

  /// The value of `intrinsicContentSize` in a dimension with no intrinsic size, -1.
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  /// The target size asking `systemLayoutSizeFitting(_:)` for the smallest size, `(0, 0)`.
  nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The target size asking `systemLayoutSizeFitting(_:)` for the largest size.
  nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The standard spacing between sibling views, in points.
  nonisolated static let systemSpacing: CGFloat = 8

  // MARK: Internal hooks

  /// Called before a subview leaves this view, after `willRemoveSubview(_:)`; stack views drop
  /// it from their arranged subviews here.
  func subviewWillLeave(_ subview: UIView) {}

  /// Called when the view's traits changed, before `traitCollectionDidChange(_:)`; views whose
  /// content depends on traits (a label's font that adjusts to the text size) update it here.
  func traitsDidChange(from previous: UITraitCollection) {}

  // MARK: Display (UIView.h drawRect:, setNeedsDisplay, setNeedsDisplayInRect:)

  /// Draws the view's own content into the current Core Graphics context; the default draws
  /// nothing. HeadlessUIKit has no Core Graphics context and never calls it: a subclass's
  /// override builds, and what it would draw is not drawn (the renderer draws UIKit's own views
  /// and layers).
  /// - Parameter rect: The part of the view's bounds to draw.
  open func draw(_ rect: CGRect) {}

  /// Marks the whole view as needing to be drawn again. HeadlessUIKit draws every view from its
  /// state each time a renderer draws it, so there is no drawn content to discard.
  open func setNeedsDisplay() {}

  /// Marks part of the view as needing to be drawn again; as with ``setNeedsDisplay()``, there
  /// is nothing to discard.
  /// - Parameter rect: The part of the view's bounds to draw again.
  open func setNeedsDisplay(_ rect: CGRect) {}

  // MARK: Drawing hooks (each class's `+Drawing.swift` holds what its overrides call)

  /// HeadlessUIKit's `draw(_:)`: draws the view's own content in `rect` (its bounds), above its
  /// layer's background and under its subviews. The renderer does the layer's work around it.
  func draw(_ rect: CGRect, on canvas: inout SVGCanvas) {}

  /// What the view shows, as `name=value` parts of its line in a `ViewTreeDescription`.
  var contentDescription: [String] { [] }

  /// The view's first and last text baselines relative to its vertical centre, or `nil` when
  /// it shows no text (its baselines are then its bottom edge).
  var textBaselineOffsets: (first: Double, last: Double)? { nil }

  /// The subviews the renderer draws: all of them, unless the view knows some cannot show.
  var subviewsToDraw: [UIView] { subviews }
}

extension UIView {
  /// The intrinsic content size with no negative dimension: controls answer `sizeThatFits(_:)`
  /// with it.
  var intrinsicSizeClampedToZero: CGSize {
    let content = intrinsicContentSize
    return CGSize(width: max(content.width, 0), height: max(content.height, 0))
  }

  /// The intrinsic content size, with the current bounds' length in a dimension that has none.
  var intrinsicSizeOrBounds: CGSize {
    let content = intrinsicContentSize
    return CGSize(
      width: content.width == UIView.noIntrinsicMetric ? bounds.width : content.width,
      height: content.height == UIView.noIntrinsicMetric ? bounds.height : content.height)
  }
}
