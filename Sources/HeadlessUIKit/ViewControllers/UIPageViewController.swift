import Foundation

/// A container that shows one page (a child view controller) at a time and moves between pages
/// the data source supplies (UIPageViewController.h, iOS 16.5): onboarding screens, readers.
///
/// HeadlessUIKit shows the current page filling the controller's view; there is no curl or
/// scroll animation to watch, so a move is instant and its completion runs at once. The page
/// indicator UIKit adds for a horizontal scroll style whose data source gives a page count is
/// not drawn (its placement has no public source).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// The axis pages move along. Raw values are UIKit's: horizontal 0, vertical 1.
  public enum NavigationOrientation: Int, Sendable {
    /// Left and right.
    case horizontal = 0
    /// Up and down.
    case vertical = 1
  }

  /// Where the spine of a page-curl book is. Raw values are UIKit's: none 0 (any style but
  /// page curl), min 1, mid 2, max 3.
  public enum SpineLocation: Int, Sendable {
    /// No spine: the scroll style.
    case none = 0
    /// At the leading or top edge.
    case min = 1
    /// In the middle, two pages showing.
    case mid = 2
    /// At the trailing or bottom edge.
    case max = 3
  }

  /// Which way a move goes. Raw values are UIKit's: forward 0, reverse 1.
  public enum NavigationDirection: Int, Sendable {
    /// To the next page.
    case forward = 0
    /// To the previous page.
    case reverse = 1
  }

  /// How pages change. Raw values are UIKit's: pageCurl 0, scroll 1.
  public enum TransitionStyle: Int, Sendable {
    /// Pages turn like paper.
    case pageCurl = 0
    /// Pages slide.
    case scroll = 1
  }

  /// Keys of the options dictionary (a typed string in UIKit). No public source gives the
  /// strings' values; these are the constants' names.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String

    /// Creates a key from its string.
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// A `SpineLocation` raw value, for the page-curl style.
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The points between pages, for the scroll style.
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// Creates a page view controller.
  /// - Parameters:
  ///   - style: How pages change.
  ///   - navigationOrientation: The axis pages move along.
  ///   - options: A spine location (page curl) or inter-page spacing (scroll), or `nil`.
  public init(
    transitionStyle style: UIPageViewController.TransitionStyle,
    navigationOrientation: UIPageViewController.NavigationOrientation,
    options: [UIPageViewController.OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    if style == .pageCurl {
      let raw = options?[.spineLocation] as? Int
      spineLocation = raw.flatMap(SpineLocation.init(rawValue:)) ?? .min
    } else {
      spineLocation = .none
    }
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a scroll-style page view controller from an archive (HeadlessUIKit reads nothing
  /// from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    transitionStyle = .scroll
    navigationOrientation = .horizontal
    spineLocation = .none
    super.init(coder: coder)
  }

  /// How pages change.
  public let transitionStyle: UIPageViewController.TransitionStyle

  /// The axis pages move along.
  public let navigationOrientation: UIPageViewController.NavigationOrientation

  /// Where the spine is: `.none` for the scroll style.
  public let spineLocation: UIPageViewController.SpineLocation

  /// Whether page-curl pages have content on their backs; `false` by default.
  open var isDoubleSided = false

  /// Supplies the pages before and after the current one; not kept alive.
  open weak var dataSource: (any UIPageViewControllerDataSource)?

  /// Told about moves; not kept alive.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// The pages showing: one, or two for a page-curl spine in the middle; `nil` before the first
  /// is set.
  open private(set) var viewControllers: [UIViewController]?

  /// Shows pages: each becomes a child whose view fills this controller's view, and the pages
  /// shown before leave.
  /// - Parameters:
  ///   - viewControllers: The pages to show.
  ///   - direction: Which way the move goes.
  ///   - animated: Whether to animate (there is no animation here).
  ///   - completion: Runs with `true` once the pages show.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
    animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    replaceChildren(self.viewControllers ?? [], with: viewControllers ?? []) { page in
      page.view.frame = view.bounds
      page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(page.view)
    }
    self.viewControllers = viewControllers
    completion?(true)
  }
}

/// Supplies a page view controller's pages around the current one (UIPageViewController.h).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
  /// The page before one, or `nil` at the start.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - viewController: The page.
  /// - Returns: The previous page, or `nil`.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?

  /// The page after one, or `nil` at the end.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - viewController: The page.
  /// - Returns: The next page, or `nil`.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?

  /// The number of pages for the page indicator; 0 (no indicator) unless implemented.
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: The count.
  func presentationCount(for pageViewController: UIPageViewController) -> Int

  /// The current page's index for the page indicator; 0 unless implemented.
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: The index.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// No indicator.
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: 0.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }

  /// The first page.
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: 0.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about a page view controller's moves (UIPageViewController.h); every method is
/// optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  /// Called before a gesture-driven move starts.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - pendingViewControllers: The pages coming in.
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])

  /// Called after a gesture-driven move ended.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - finished: Whether the animation finished.
  ///   - previousViewControllers: The pages shown before.
  ///   - completed: Whether the move happened.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  /// Does nothing.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - pendingViewControllers: The pages coming in.
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}

  /// Does nothing.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - finished: Whether the animation finished.
  ///   - previousViewControllers: The pages shown before.
  ///   - completed: Whether the move happened.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
