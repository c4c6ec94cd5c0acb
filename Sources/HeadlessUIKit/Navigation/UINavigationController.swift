import Foundation

/// A container that shows a stack of view controllers one at a time under a navigation bar:
/// push to go deeper, pop to come back.
///
/// The top view controller's view fills the navigation controller's view, under the bar; its
/// safe area grows by the bar's height (44 points, 96 with a large title) on top of the
/// navigation controller's own.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: InboxViewController())
/// navigation.navigationBar.prefersLargeTitles = true
/// window.rootViewController = navigation
/// navigation.pushViewController(MessageViewController(), animated: true)
/// ```
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// Creates a navigation controller with a root view controller on its stack.
  /// - Parameter rootViewController: The bottom of the stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    navigationBar.managingController = self
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  /// - Parameters:
  ///   - nibNameOrNil: The name of a nib file (unused).
  ///   - nibBundleOrNil: The bundle of the nib file (unused).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    navigationBar.managingController = self
  }

  /// Creates a navigation controller from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    navigationBar.managingController = self
  }

  /// The bar the navigation controller manages.
  public let navigationBar = UINavigationBar()

  /// Told before and after a new view controller shows on top; held weakly, as UIKit does.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// The view controller last shown on top, so the delegate hears of each change once.
  private weak var shownTop: UIViewController?

  /// Whether a tap on the content hides and shows the bars; `false` by default. HeadlessUIKit
  /// keeps the setting (simulated taps do not hide bars).
  open var hidesBarsOnTap = false

  /// Whether swiping the content up hides the bars; `false` by default (kept, not simulated).
  open var hidesBarsOnSwipe = false

  /// Whether the bars hide while the keyboard shows; `false` by default (kept, not simulated).
  open var hidesBarsWhenKeyboardAppears = false

  /// Whether the bars hide in a vertically compact size class; `false` by default (kept, not
  /// simulated).
  open var hidesBarsWhenVerticallyCompact = false

  /// Places the content again after the bar's height changed (a prompt or a large title came or
  /// went): the top view controller's safe area follows the bar.
  package func barHeightDidChange() {
    layoutContainer()
  }

  /// The stack, root first.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  private var stack: [UIViewController] = []

  /// Replaces the stack.
  /// - Parameters:
  ///   - viewControllers: The new stack, root first.
  ///   - animated: Whether to animate (there is no animation here).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    replaceChildren(stack, with: viewControllers)
    stack = viewControllers
    showTop(animated: animated)
  }

  /// Puts a view controller on top of the stack. Pushing one already on the stack stops the
  /// program with UIKit's message.
  /// - Parameters:
  ///   - viewController: The view controller to show.
  ///   - animated: Whether to animate (there is no animation here).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if stack.contains(where: { $0 === viewController }) {
      fatalError("Pushing the same view controller instance more than once is not supported")
    }
    if viewController is UINavigationController {
      fatalError("Pushing a navigation controller is not supported")
    }
    setViewControllers(stack + [viewController], animated: animated)
  }

  /// Takes the top view controller off the stack. The root stays: with one view controller
  /// this does nothing and returns `nil`, as UIKit does.
  /// - Parameter animated: Whether to animate (there is no animation here).
  /// - Returns: The view controller taken off, or `nil`.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    setViewControllers(Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops until only the root is left.
  /// - Parameter animated: Whether to animate (there is no animation here).
  /// - Returns: The view controllers taken off, or `nil` when there were none.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return nil }
    let popped = Array(stack.dropFirst())
    setViewControllers([stack[0]], animated: animated)
    return popped
  }

  /// Pops until a view controller of the stack is on top.
  /// - Parameters:
  ///   - viewController: A view controller on the stack.
  ///   - animated: Whether to animate (there is no animation here).
  /// - Returns: The view controllers taken off, or `nil` when it is not on the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    setViewControllers(Array(stack[...index]), animated: animated)
    return popped
  }

  /// The view controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The view controller presented by the top one, if any, else the top one.
  open var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  /// Whether the bar is hidden; `false` by default.
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar.
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - animated: Whether to animate (there is no animation here).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    navigationBar.isHidden = hidden
    layoutContainer()
  }

  /// Makes the view with the navigation bar in it and the top view controller's view under it.
  open override func loadView() {
    super.loadView()
    view.addSubview(navigationBar)
    showTop()
  }

  /// Places the bar and the top view controller's view before the view lays out.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layoutContainer()
  }

  package override func updateSafeArea() {
    super.updateSafeArea()
    layoutContainer()
  }

  /// Shows the top view controller's view under the bar, and the items of the stack on it,
  /// telling the delegate when the top is a new one.
  private func showTop(animated: Bool = false) {
    navigationBar.items = stack.map(\.navigationItem)
    guard isViewLoaded else { return }
    let top = stack.last
    let isNewTop = top != nil && top !== shownTop
    if isNewTop, let top { delegate?.navigationController(self, willShow: top, animated: animated) }
    for controller in stack.dropLast() { controller.viewIfLoaded?.removeFromSuperview() }
    if let top { showChildView(of: top, below: navigationBar) }
    layoutContainer()
    shownTop = top
    if isNewTop, let top { delegate?.navigationController(self, didShow: top, animated: animated) }
  }

  /// Places the bar below the navigation controller's top inset and the top view controller's
  /// view over the whole view, with the bar's height added to its safe area.
  package func layoutContainer() {
    guard let view = viewIfLoaded else { return }
    let outer = view.safeAreaInsets
    let barHeight = navigationBar.isHidden ? 0 : navigationBar.barHeight
    navigationBar.frame = CGRect(x: 0, y: outer.top, width: view.bounds.width, height: barHeight)
    guard let top = stack.last else { return }
    fillView(with: top, adding: UIEdgeInsets(top: barHeight, left: 0, bottom: 0, right: 0))
  }
}

extension UIViewController {
  /// The nearest navigation controller this view controller is inside, if any.
  public var navigationController: UINavigationController? {
    nearestParent(ofType: UINavigationController.self)
  }
}
