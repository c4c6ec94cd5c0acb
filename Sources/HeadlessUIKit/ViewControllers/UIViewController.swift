import Foundation

/// Manages one screen's view: loads it when first asked for, tells subclasses as it appears
/// and disappears and as it lays out, holds child view controllers and presents others modally.
///
/// As in UIKit, `view` is loaded on first access (`loadView()`, then `viewDidLoad()`), and the
/// appearance callbacks come in UIKit's order when the view enters a visible window:
/// `viewWillAppear(_:)`, `viewIsAppearing(_:)`, `viewWillLayoutSubviews()`,
/// `viewDidLayoutSubviews()`, `viewDidAppear(_:)`; leaving it gives `viewWillDisappear(_:)` and
/// `viewDidDisappear(_:)`. Children's callbacks follow their parent's at each step.
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     title = "Profile"
///     view.backgroundColor = .systemBackground
///   }
/// }
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// window.rootViewController = ProfileViewController()
/// window.makeKeyAndVisible()
/// ```
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UITraitChangeObservable {
  /// Creates a view controller; HeadlessUIKit has no nib files, so both arguments are kept but
  /// not read.
  /// - Parameters:
  ///   - nibNameOrNil: The name of a nib file (unused).
  ///   - nibBundleOrNil: The bundle of the nib file (unused).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller with no nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// The name of the nib the view would load from; always what was passed to the initializer.
  open private(set) var nibName: String?
  /// The bundle of that nib.
  open private(set) var nibBundle: Bundle?

  // MARK: The view

  /// The view controller's root view, loaded on first access with `loadView()` then
  /// `viewDidLoad()`. Setting it replaces the view (setting `nil` unloads it).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set {
      storedView?.owningViewController = nil
      storedView = newValue
      newValue?.owningViewController = self
      if newValue != nil { updateTraitsFromParent() }
    }
  }

  private var storedView: UIView?

  /// Makes the root view; the default makes a plain `UIView` the size of the main screen. An
  /// override sets `view` and does not call `super`. Do not call it yourself.
  open func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    self.view = view
  }

  /// The smallest layout margins the root view gets: 20 points leading and trailing in a
  /// regular width or a root view wider than 375 points, else 16; none at the top and bottom.
  ///
  /// Sources: swift-snapshot-testing's testTraitsWithViewController references (a label on the
  /// root view's margins is at x 16, y 20 under a 20-point status bar on an iPhone SE), the
  /// 16 / 20 points for compact / regular widths in SAP's Fiori for iOS "Layout Basics" and
  /// Apple's SwiftUI `ContentMarginGuide.container` ("16 to 20 points on iPhone"); for the
  /// width, see `systemMinimumSideMargin(forWidth:)`.
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side =
      traitCollection.horizontalSizeClass == .regular
      ? 20 : Self.systemMinimumSideMargin(forWidth: storedView?.bounds.width ?? 0)
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The system's minimum leading and trailing margin for content as wide as `width`: 16
  /// points up to 375, 20 above, on iPhone. Table rows and separators use it too.
  ///
  /// Recordings: 20 at 390 and 393 points (cashapp/AccessibilitySnapshot's `testTableHitTarget`
  /// references, iOS 15.5 to 17.5: a `UITableViewController`, whose table is the root view,
  /// draws separators and text from 20) and on the 414-point iPhone 6 Plus (separator insets
  /// measured in MIT-Mobile/MIT-Mobile-for-iOS issue 719: 20 there, 16 on an iPhone 5); 16 at
  /// 375 points (a recursiveDescription of iOS's Apple ID sign-in sheet, iOS 15 or later, in
  /// crifan/ios_re_dynamic_debug's src/debug_ui/cycript/output_example.md: its grouped table's
  /// label at x 16) and in a 300-point window on iOS 16 (getsentry/sentry-cocoa's
  /// SwiftUI list dump: rows at x 16). No device is between 375 and 390 points wide, so where
  /// exactly the step is between them has no source.
  nonisolated static func systemMinimumSideMargin(forWidth width: CGFloat) -> CGFloat {
    width > 375 ? 20 : 16
  }

  /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins`; `true` by
  /// default.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet {
      if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.layoutInputsDidChange() }
    }
  }

  /// The root view's layout margins: those the app set (or none), raised to the system minimum
  /// while the controller respects it.
  package func rootViewLayoutMargins(set: UIEdgeInsets?) -> UIEdgeInsets {
    guard viewRespectsSystemMinimumLayoutMargins else {
      return set ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }
    let minimum = systemMinimumLayoutMargins
    let leftToRight = storedView?.effectiveUserInterfaceLayoutDirection != .rightToLeft
    let left = leftToRight ? minimum.leading : minimum.trailing
    let right = leftToRight ? minimum.trailing : minimum.leading
    let own = set ?? .zero
    return UIEdgeInsets(
      top: max(own.top, minimum.top), left: max(own.left, left), bottom: max(own.bottom, minimum.bottom),
      right: max(own.right, right))
  }

  /// Loads the view now if it is not loaded.
  open func loadViewIfNeeded() {
    guard storedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    isLoadingView = false
    guard storedView != nil else {
      fatalError("-[\(type(of: self)) loadView] did not set the view.")
    }
    viewDidLoad()
  }

  private var isLoadingView = false

  /// The view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { storedView }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { storedView != nil }

  /// Called once, after the view is loaded; the default does nothing.
  open func viewDidLoad() {}

  // MARK: Appearance

  /// Called before the view is added to a visible window's hierarchy; the default does nothing.
  /// - Parameter animated: Whether the change is animated (never, here).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view is in the window with its traits and geometry, before it lays out
  /// (iOS 17's SDK declares it; UIKit calls it back to iOS 13). The default does nothing.
  /// - Parameter animated: Whether the change is animated (never, here).
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view appeared; the default does nothing.
  /// - Parameter animated: Whether the change is animated (never, here).
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves the visible window; the default does nothing.
  /// - Parameter animated: Whether the change is animated (never, here).
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left the visible window; the default does nothing.
  /// - Parameter animated: Whether the change is animated (never, here).
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called just before the view's `layoutSubviews()`; the default does nothing.
  open func viewWillLayoutSubviews() {}

  /// Called just after the view's `layoutSubviews()`; the default does nothing.
  open func viewDidLayoutSubviews() {}

  // MARK: Editing

  /// Whether the view controller's view is editing; `false` by default. Setting it calls
  /// `setEditing(_:animated:)` without animation.
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }

  private var editingState = false

  /// Enters or leaves editing and turns `editButtonItem` into Done or back into Edit
  /// (UIViewController.h); an override calls `super` first.
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether to animate (never, here).
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingState = editing
    guard let storedEditButtonItem else { return }
    storedEditButtonItem.title = editing ? "Done" : "Edit"
    storedEditButtonItem.style = editing ? .done : .plain
  }

  /// A bar button item reading Edit, or Done while editing, whose tap toggles `isEditing` with
  /// animation (UIViewController.h: "an Edit|Done button"); made on first access.
  open var editButtonItem: UIBarButtonItem {
    if let storedEditButtonItem { return storedEditButtonItem }
    let item = UIBarButtonItem(
      title: isEditing ? "Done" : "Edit",
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    item.style = isEditing ? .done : .plain
    storedEditButtonItem = item
    return item
  }

  private var storedEditButtonItem: UIBarButtonItem?

  /// Where the view controller is in appearing and disappearing.
  package enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
  }

  package private(set) var appearanceState = AppearanceState.disappeared

  func setAppearanceState(_ state: AppearanceState) {
    appearanceState = state
  }

  // MARK: Transitions

  /// Called before the view controller's view changes size with its window (a rotation, a
  /// resized window); the default passes the call on to the children. Call `super`.
  /// - Parameters:
  ///   - size: The view's new size.
  ///   - coordinator: The transition, to animate alongside it or act when it ends.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// The coordinator of the transition under way, set while one runs.
  package var activeTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?

  /// The size the view controller wants a container to give it; zero by default.
  open var preferredContentSize: CGSize = .zero

  // MARK: Title and navigation item

  /// A title for the screen, shown by navigation and tab bar controllers. Setting it also sets
  /// the navigation item's title.
  open var title: String? {
    didSet {
      navigationItem.title = title
      if let storedTabBarItem, storedTabBarItem.title == oldValue { storedTabBarItem.title = title }
    }
  }

  /// What a navigation bar shows while this view controller is on top: its title, large-title
  /// mode and bar button items. Made on first access.
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem(title: title ?? "")
    item.title = title
    storedNavigationItem = item
    return item
  }

  private var storedNavigationItem: UINavigationItem?

  /// The tab a tab bar controller shows for this view controller; made on first access with the
  /// title.
  open var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }

  private var storedTabBarItem: UITabBarItem?

  // MARK: Safe area

  /// Insets added to the safe area the view controller's view gets from its surroundings;
  /// default zero.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if additionalSafeAreaInsets != oldValue { updateSafeArea() } }
  }

  /// Called when the view's safe-area insets changed; the default does nothing.
  open func viewSafeAreaInsetsDidChange() {}

  /// The insets the view should have: the part of its superview's safe area it overlaps (or its
  /// container's insets), plus `additionalSafeAreaInsets`.
  package var safeAreaInsetsOfView: UIEdgeInsets {
    guard let view = storedView else { return .zero }
    var insets = containerSafeAreaInsets ?? UIView.safeAreaOverlap(of: view.frame, in: view.superview)
    insets.top += additionalSafeAreaInsets.top
    insets.left += additionalSafeAreaInsets.left
    insets.bottom += additionalSafeAreaInsets.bottom
    insets.right += additionalSafeAreaInsets.right
    return insets
  }

  /// Safe-area insets a container gives the view beyond its superview's (a navigation bar's
  /// height, say); `nil` to take the superview's overlap.
  package var containerSafeAreaInsets: UIEdgeInsets?

  /// Works out the view's safe-area insets again: the part of its superview's safe area it
  /// overlaps (or its container's insets), plus `additionalSafeAreaInsets`; then its children's.
  package func updateSafeArea() {
    guard let view = storedView else { return }
    let insets = safeAreaInsetsOfView
    if view.storedSafeAreaInsets != insets {
      view.storedSafeAreaInsets = insets
      viewSafeAreaInsetsDidChange()
    }
    for child in children { child.updateSafeArea() }
  }

  /// Shows the view of the child a container displays (a navigation controller's top view
  /// controller, a tab bar controller's selected one) under the container's bar.
  package func showChildView(of child: UIViewController, below bar: UIView) {
    guard let view = viewIfLoaded else { return }
    let childView: UIView = child.view
    if childView.superview !== view { view.insertSubview(childView, belowSubview: bar) }
  }

  /// Lays the displayed child's view over the whole of the container's view, with the
  /// container's safe area plus the room its bar takes (`bar`) as the child's.
  package func fillView(with child: UIViewController, adding bar: UIEdgeInsets) {
    guard let view = viewIfLoaded, let childView = child.viewIfLoaded else { return }
    let outer = view.safeAreaInsets
    childView.frame = view.bounds
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    child.containerSafeAreaInsets = UIEdgeInsets(
      top: outer.top + bar.top, left: outer.left + bar.left, bottom: outer.bottom + bar.bottom,
      right: outer.right + bar.right)
    child.updateSafeArea()
  }

  // MARK: Containment

  /// The child view controllers, in the order they were added.
  open private(set) var children: [UIViewController] = []

  /// The container this view controller is a child of.
  open private(set) weak var parent: UIViewController?

  /// Adds a child view controller. As in UIKit, a child of another container leaves it first;
  /// `willMove(toParent:)` is called with the new parent. Add the child's view to yours and call
  /// `didMove(toParent:)` yourself.
  /// - Parameter childController: The view controller to add.
  open func addChild(_ childController: UIViewController) {
    if childController === self {
      fatalError("child view controller:<\(describe(childController))> should not be its own parent")
    }
    if childController.parent === self { return }
    if childController.parent != nil { childController.removeFromParent() }
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
    childController.isMovingToParent = true
    childController.updateTraitsFromParent()
  }

  /// Removes this view controller from its parent; `didMove(toParent: nil)` is called. Call
  /// `willMove(toParent: nil)` and remove the view yourself first.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    isMovingFromParent = true
    didMove(toParent: nil)
    isMovingFromParent = false
    updateTraitsFromParent()
  }

  /// Replaces a container's children as containers do when their list changes: each old child
  /// not in the new list leaves (`willMove(toParent: nil)`, its view out of the hierarchy,
  /// `removeFromParent()`), and each new one not already there joins (`addChild`, `install`, then
  /// `didMove(toParent:)`).
  /// - Parameters:
  ///   - old: The children shown until now.
  ///   - new: The children to show.
  ///   - install: Puts a joining child's view in place, if the container shows it at once.
  package func replaceChildren(
    _ old: [UIViewController], with new: [UIViewController], install: (UIViewController) -> Void = { _ in }
  ) {
    for child in old where !new.contains(where: { $0 === child }) {
      child.willMove(toParent: nil)
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for child in new where !old.contains(where: { $0 === child }) {
      addChild(child)
      install(child)
      child.didMove(toParent: self)
    }
  }

  /// Called before the view controller is added to or removed from a container; the default
  /// does nothing.
  /// - Parameter parent: The new container, or `nil` when leaving.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the view controller was added to or removed from a container; the default
  /// ends the move.
  /// - Parameter parent: The new container, or `nil` after leaving.
  open func didMove(toParent parent: UIViewController?) {
    isMovingToParent = false
  }

  /// Whether the view controller is being added to a container (until `didMove(toParent:)`).
  open private(set) var isMovingToParent = false
  /// Whether the view controller is being removed from a container.
  open private(set) var isMovingFromParent = false

  // MARK: Presentation

  /// How the view controller covers its presenter when presented; `.automatic` by default.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// Whether a `.currentContext` presentation from a child covers this controller's view
  /// rather than the window's; `false` by default (UIViewController.h). Kept, not yet used:
  /// HeadlessUIKit presents over the window.
  open var definesPresentationContext = false

  /// The interface orientations the controller supports: by Apple's documentation of
  /// `supportedInterfaceOrientations`, all but upside down on a phone and all on an iPad.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// Whether the interface turns with the device; `true` by default.
  open var shouldAutorotate: Bool { true }

  /// The view controller this one presents.
  open private(set) var presentedViewController: UIViewController?

  /// The view controller that presents this one.
  open private(set) weak var presentingViewController: UIViewController?

  /// Whether the view controller is being presented (until it has appeared).
  open private(set) var isBeingPresented = false

  /// Whether the view controller is being dismissed (until it has disappeared).
  open private(set) var isBeingDismissed = false

  /// Presents a view controller modally over this one's screen.
  ///
  /// The presented view is added to the window: as a sheet from the bottom of the status bar
  /// for `.automatic`, `.pageSheet`, `.formSheet` and `.popover` (the presenter stays and gets
  /// no disappearance callbacks), else over the whole window (for `.fullScreen` the presenter
  /// disappears). Like UIKit, the presentation is made by the root of this view controller's
  /// containers. Presenting a view controller that is already presented, is a child, or is this
  /// one stops the program with UIKit's message; presenting while another is presented logs
  /// UIKit's warning and does nothing.
  /// - Parameters:
  ///   - viewControllerToPresent: The view controller to show.
  ///   - flag: Whether to animate (there is no animation here).
  ///   - completion: Called after the presentation.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    let presenter = presentationRoot
    if viewControllerToPresent === self || viewControllerToPresent === presenter {
      fatalError(
        "Application tried to present modal view controller on itself. Presenting controller is "
          + "<\(describe(self))>.")
    }
    if let existing = viewControllerToPresent.presentingViewController {
      fatalError(
        "Application tried to present modally a view controller <\(describe(viewControllerToPresent))> "
          + "that is already being presented by <\(describe(existing))>.")
    }
    if viewControllerToPresent.parent != nil {
      fatalError(
        "Application tried to present modally an active controller <\(describe(viewControllerToPresent))>.")
    }
    if let current = presenter.presentedViewController {
      LayoutLog.write(
        "Attempt to present <\(describe(viewControllerToPresent))> on <\(describe(presenter))> "
          + "(from <\(describe(self))>) which is already presenting <\(describe(current))>.\n")
      return
    }
    presenter.presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = presenter
    viewControllerToPresent.isBeingPresented = true
    if let window = presenter.viewIfLoaded?.window {
      let style = viewControllerToPresent.modalPresentationStyle
      if style == .fullScreen { presenter.viewIfLoaded?.removeFromSuperview() }
      let presented = viewControllerToPresent.view!
      let top = style.isSheet ? window.safeAreaInsets.top : 0
      presented.frame = CGRect(
        x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
      presented.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(presented)
      viewControllerToPresent.updateSafeArea()
    }
    viewControllerToPresent.isBeingPresented = false
    completion?()
  }

  /// Dismisses the view controller this one presents, or, if it presents none, this one from
  /// its presenter. Nothing happens when there is neither.
  /// - Parameters:
  ///   - flag: Whether to animate (there is no animation here).
  ///   - completion: Called after the dismissal.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let presenter = presentedViewController != nil ? self : (presentingViewController ?? presentationRoot)
    guard let presented = presenter.presentedViewController else {
      completion?()
      return
    }
    presented.presentedViewController?.dismiss(animated: flag)
    presented.isBeingDismissed = true
    let window = presented.viewIfLoaded?.window
    presented.viewIfLoaded?.removeFromSuperview()
    if presented.modalPresentationStyle == .fullScreen, let window, let view = presenter.viewIfLoaded {
      view.frame = window.bounds
      window.insertSubview(view, at: 0)
      presenter.updateSafeArea()
    }
    presented.isBeingDismissed = false
    presenter.presentedViewController = nil
    presented.presentingViewController = nil
    completion?()
  }

  /// The outermost container of this view controller, which presents for it.
  private var presentationRoot: UIViewController {
    var root = self
    while let parent = root.parent { root = parent }
    return root
  }

  // MARK: Traits

  /// The view controller's traits: its parent's (or, for a window's root, the window's) with
  /// `overrideUserInterfaceStyle` and the parent's override for this child applied.
  open var traitCollection: UITraitCollection { storedTraits }

  /// Called after the traits changed; the default does nothing.
  /// - Parameter previousTraitCollection: The traits before the change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// A style this view controller, its view and its children take whatever their
  /// environment's; default `.unspecified` (inherit).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet { if overrideUserInterfaceStyle != oldValue { updateTraitsFromParent() } }
  }

  /// Sets traits a child takes over those it inherits from this view controller.
  /// - Parameters:
  ///   - collection: The traits to impose, or `nil` to stop.
  ///   - childViewController: One of this view controller's children.
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    overriddenChildTraits.removeAll { $0.child === childViewController }
    if let collection { overriddenChildTraits.append((childViewController, collection)) }
    childViewController.updateTraitsFromParent()
  }

  /// The traits imposed on a child with `setOverrideTraitCollection(_:forChild:)`.
  /// - Parameter childViewController: One of this view controller's children.
  open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
    overriddenChildTraits.first { $0.child === childViewController }?.traits
  }

  private var overriddenChildTraits: [(child: UIViewController, traits: UITraitCollection)] = []

  package private(set) var storedTraits = UITraitCollection.unspecified

  /// Handlers registered with `registerForTraitChanges(_:handler:)`.
  package var traitChangeRegistrations: [TraitChangeRegistration] = []

  /// Stops the calls of a registration made on this view controller.
  /// - Parameter registration: What `registerForTraitChanges(_:handler:)` returned.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeRegistrations.removeAll { $0 === registration }
  }

  /// Works out the traits again from the parent, or from where the view is; when they changed,
  /// tells the view controller. Returns the traits its view inherits.
  package func refreshTraits() -> UITraitCollection.Values {
    var values: UITraitCollection.Values
    if let parent {
      values = parent.storedTraits.values
      if let imposed = parent.overrideTraitCollection(forChild: self) {
        values = values.merged(with: imposed.values)
      }
    } else if let superview = storedView?.superview {
      values = superview.storedTraits.values
    } else {
      values = UITraitCollection.Values()
    }
    if overrideUserInterfaceStyle != .unspecified { values.userInterfaceStyle = overrideUserInterfaceStyle }
    if values != storedTraits.values {
      let previous = storedTraits
      storedTraits = UITraitCollection(values: values)
      // The root view's minimum margins follow the width class.
      if previous.horizontalSizeClass != storedTraits.horizontalSizeClass {
        storedView?.layoutInputsDidChange()
      }
      traitCollectionDidChange(previous)
      TraitChangeRegistration.notify(
        traitChangeRegistrations, of: self, previous: previous, current: storedTraits)
    }
    return values
  }

  /// Refreshes the traits, then the view's and the children's.
  package func updateTraitsFromParent() {
    _ = refreshTraits()
    storedView?.updateTraits()
    for child in children { child.updateTraitsFromParent() }
  }

  /// The next responder: the view's superview, else the presenting view controller.
  open override var next: UIResponder? { storedView?.superview ?? presentingViewController }

  /// `Type: 0xADDRESS`, as UIKit's messages name view controllers.
  private func describe(_ controller: UIViewController) -> String {
    "\(type(of: controller)): 0x\(String(UInt(bitPattern: ObjectIdentifier(controller).hashValue), radix: 16))"
  }
}

extension UITraitChangeObservable where Self: UIViewController {
  /// Calls `handler` whenever one of `traits` changes for this view controller, with it and its
  /// previous traits (iOS 17).
  /// - Parameters:
  ///   - traits: The traits to watch.
  ///   - handler: What to do on a change.
  /// - Returns: The registration, for `unregisterForTraitChanges(_:)`.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { environment, previous in
      if let controller = environment as? Self { handler(controller, previous) }
    }
    traitChangeRegistrations.append(registration)
    return registration
  }
}
