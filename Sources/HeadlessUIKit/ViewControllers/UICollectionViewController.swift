import Foundation

/// A view controller whose view is a collection view it feeds: it makes the collection view
/// with its layout in `loadView()`, is its data source and delegate, and clears the selection
/// as the screen appears.
///
/// Subclass it and override the data source and delegate methods, as in UIKit:
///
/// ```swift
/// final class PhotosViewController: UICollectionViewController {
///   init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
///   required init?(coder: NSCoder) { nil }
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
///   }
///   override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
///     -> Int
///   { 12 }
///   override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
///     -> UICollectionViewCell
///   {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///   }
/// }
/// ```
///
/// As with `UITableViewController`, Swift sees every method of the data source, delegate and
/// scroll view delegate protocols as a method of UIKit's class, so the class declares each one
/// for subclasses to override; those not overridden answer as the protocols' defaults do.
/// A subclass may add `UICollectionViewDelegateFlowLayout` and implement its methods (without
/// `override`): the controller is the collection view's delegate, so the flow layout asks it.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// Creates a collection view controller whose collection view has a layout.
  /// - Parameter layout: The layout of the collection view `loadView()` makes.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a collection view controller without a layout; HeadlessUIKit has no nib files, so
  /// its view cannot load (see `loadView()`). Both arguments are kept but not read.
  /// - Parameters:
  ///   - nibNameOrNil: The name of a nib file (unused).
  ///   - nibBundleOrNil: The bundle of the nib file (unused).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = nil
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a collection view controller from an archive (HeadlessUIKit reads nothing from
  /// it), without a layout.
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    initialLayout = nil
    super.init(coder: coder)
  }

  /// The layout given to the initializer, if any.
  private let initialLayout: UICollectionViewLayout?

  private var storedCollectionView: UICollectionView?

  /// The collection view, which is the controller's view: reading it loads the view. Setting
  /// it replaces the view and makes the controller its data source and delegate where it has
  /// none (Apple's documentation of `collectionView`); setting `nil` unloads the view.
  open var collectionView: UICollectionView! {
    get {
      loadViewIfNeeded()
      return storedCollectionView ?? (viewIfLoaded as? UICollectionView)
    }
    set {
      storedCollectionView = newValue
      view = newValue
      if let newValue {
        if newValue.dataSource == nil { newValue.dataSource = self }
        if newValue.delegate == nil { newValue.delegate = self }
      }
    }
  }

  /// The collection view's layout, or before the view loads the one given to the initializer.
  open var collectionViewLayout: UICollectionViewLayout {
    if let storedCollectionView { return storedCollectionView.collectionViewLayout }
    guard let initialLayout else { Self.stopForMissingLayout() }
    return initialLayout
  }

  /// Makes the collection view with the layout, the size of the main screen as
  /// `UIViewController`'s own view, resizing with its superview, with the controller as its
  /// data source and delegate. A controller made without a layout stops the program with
  /// UIKit's message (raised for a `UICollectionViewController()` put in a window:
  /// jwfriese/Fleet issue 23).
  open override func loadView() {
    guard let initialLayout else { Self.stopForMissingLayout() }
    let grid = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView = grid
  }

  private static func stopForMissingLayout() -> Never {
    fatalError("UICollectionView must be initialized with a non-nil layout parameter")
  }

  /// Whether `viewWillAppear(_:)` deselects the selected items; `true` by default
  /// (UICollectionViewController.h).
  open var clearsSelectionOnViewWillAppear = true

  /// Whether a navigation controller animates between this controller's layout and the one
  /// below it when pushing it; `false` by default (UICollectionViewController.h asks for it to
  /// be set before the push). HeadlessUIKit does not animate, so it changes nothing.
  open var useLayoutToLayoutNavigationTransitions = false

  /// Whether the system's reordering gesture drives interactive movement; `true` by default
  /// (UICollectionViewController.h). HeadlessUIKit simulates no reordering gesture.
  open var installsStandardGestureForInteractiveMovement = true

  /// Deselects the selected items while `clearsSelectionOnViewWillAppear` is `true` (Apple's
  /// documentation of UICollectionViewController: the data loads before the first appearance,
  /// which the collection view does at its first layout here). Call `super`.
  /// - Parameter animated: Whether the change is animated (never, here).
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let grid = storedCollectionView, clearsSelectionOnViewWillAppear else { return }
    for item in grid.indexPathsForSelectedItems ?? [] { grid.deselectItem(at: item, animated: animated) }
  }

  // MARK: UICollectionViewDataSource

  /// The number of items in a section: override it. Without an override, none: no public
  /// source gives what UIKit's own implementation answers, and a controller with no items has
  /// no cells to ask for.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - section: The section.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    0
  }

  /// The cell of an item: override it. Without an override, it stops the program, as no public
  /// source gives what UIKit does then (HeadlessUIKit's own message).
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    fatalError(
      "UICollectionViewController: \(type(of: self)) has an item at \(indexPath) but does not override "
        + "collectionView(_:cellForItemAt:)")
  }

  /// The number of sections; one unless overridden.
  /// - Parameter collectionView: The collection view asking.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    ListStandardAnswers.shared.numberOfSections(in: collectionView)
  }

  /// A supplementary view such as a section header: override it when the layout asks for
  /// one. Without an override, it stops the program, as the protocol's default does.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - kind: The view's kind.
  ///   - indexPath: Its index path.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    ListStandardAnswers.shared.collectionView(
      collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
  }

  // MARK: UICollectionViewDelegate

  /// Whether the item the user tapped may be selected; `true` unless overridden.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    ListStandardAnswers.shared.collectionView(collectionView, shouldSelectItemAt: indexPath)
  }

  /// Called after the user's tap deselected an item; nothing unless overridden.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    ListStandardAnswers.shared.collectionView(collectionView, didDeselectItemAt: indexPath)
  }

  /// Called before an item's cell comes into view; nothing unless overridden.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell about to show.
  ///   - indexPath: Its item.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    ListStandardAnswers.shared.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
  }

  /// Called after an item's cell scrolled out of view; nothing unless overridden.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell no longer shown.
  ///   - indexPath: The item it showed.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    ListStandardAnswers.shared.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
  }

  /// Called after the user selected an item; nothing unless overridden.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    ListStandardAnswers.shared.collectionView(collectionView, didSelectItemAt: indexPath)
  }

  // MARK: UIScrollViewDelegate

  /// Called after the collection view scrolled; nothing unless overridden.
  /// - Parameter scrollView: The collection view.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewDidScroll(scrollView)
  }

  /// Called after the zoom scale changed; nothing unless overridden.
  /// - Parameter scrollView: The collection view.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewDidZoom(scrollView)
  }

  /// Called when the user starts dragging; nothing unless overridden.
  /// - Parameter scrollView: The collection view.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewWillBeginDragging(scrollView)
  }

  /// Called when the user lifts the finger after dragging; nothing unless overridden.
  /// - Parameters:
  ///   - scrollView: The collection view.
  ///   - velocity: The speed at lift, in points per millisecond.
  ///   - targetContentOffset: Where the content will stop; write to it to stop elsewhere.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    ListStandardAnswers.shared.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  /// Called after the user lifted the finger; nothing unless overridden.
  /// - Parameters:
  ///   - scrollView: The collection view.
  ///   - decelerate: Whether the content keeps moving.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    ListStandardAnswers.shared.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }

  /// Called when the content starts to slow down; nothing unless overridden.
  /// - Parameter scrollView: The collection view.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewWillBeginDecelerating(scrollView)
  }

  /// Called when the content came to rest; nothing unless overridden.
  /// - Parameter scrollView: The collection view.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewDidEndDecelerating(scrollView)
  }

  /// Called when an animated scroll finished; nothing unless overridden.
  /// - Parameter scrollView: The collection view.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewDidEndScrollingAnimation(scrollView)
  }

  /// The view to scale when the user zooms; none unless overridden.
  /// - Parameter scrollView: The collection view.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    ListStandardAnswers.shared.viewForZooming(in: scrollView)
  }

  /// Called before zooming starts; nothing unless overridden.
  /// - Parameters:
  ///   - scrollView: The collection view.
  ///   - view: The view being zoomed.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    ListStandardAnswers.shared.scrollViewWillBeginZooming(scrollView, with: view)
  }

  /// Called after zooming ended; nothing unless overridden.
  /// - Parameters:
  ///   - scrollView: The collection view.
  ///   - view: The view that was zoomed.
  ///   - scale: The zoom scale it ended at.
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
    ListStandardAnswers.shared.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
  }

  /// Whether a status bar tap may scroll to the top; `true` unless overridden.
  /// - Parameter scrollView: The collection view.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    ListStandardAnswers.shared.scrollViewShouldScrollToTop(scrollView)
  }

  /// Called after a status bar tap scrolled to the top; nothing unless overridden.
  /// - Parameter scrollView: The collection view.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewDidScrollToTop(scrollView)
  }

  /// Called after `adjustedContentInset` changed; nothing unless overridden.
  /// - Parameter scrollView: The collection view.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewDidChangeAdjustedContentInset(scrollView)
  }
}
