extension UIViewController {
  /// Creates a view controller whose view shows the views of a block, each filling the safe
  /// area, on the system background (dark in dark mode) unless its view sets its own.
  ///
  /// ```swift
  /// let settings = UIViewController {
  ///   UIVStack(spacing: 12) {
  ///     UILabel().text("Notifications")
  ///     Spacer()
  ///   }
  ///   .padding(16)
  /// }
  /// .title("Settings")
  /// ```
  /// - Parameter content: The views, back to front.
  public convenience init(@UIViewBuilder content: () -> [UIView]) {
    self.init(nibName: nil, bundle: nil)
    setContent(content)
  }

  /// Replaces the content of the view controller's view with the views of a block, each
  /// filling the safe area, and gives the view the system background colour unless it already
  /// has a background colour. Call it from
  /// `viewDidLoad()` of a subclass, or use ``init(content:)``.
  ///
  /// ```swift
  /// final class ProfileViewController: UIViewController {
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     setContent {
  ///       UIVStack { UILabel().text("Profile"); Spacer() }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// A scrolling screen is one call: the scrolling stack fills the safe area, and its modifiers
  /// (and `assign(to:)` to keep it) follow it inside the block:
  ///
  /// ```swift
  /// var form: UIScrollingVStack?
  /// setContent {
  ///   UIScrollingVStack(spacing: 12) {
  ///     UITextField().placeholder("Name")
  ///     UITextField().placeholder("Email")
  ///   }
  ///   .keyboardDismissMode(.onDrag)
  ///   .assign(to: &form)
  /// }
  /// ```
  /// - Parameter content: The views, back to front.
  public func setContent(@UIViewBuilder _ content: () -> [UIView]) {
    let root: UIView = view
    for subview in root.subviews { subview.removeFromSuperview() }
    if root.backgroundColor == nil { root.backgroundColor = .systemBackground }
    let guide = root.safeAreaLayoutGuide
    for subview in content() {
      subview.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(subview)
      NSLayoutConstraint.activate([
        subview.topAnchor.constraint(equalTo: guide.topAnchor),
        subview.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        subview.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        subview.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
    }
  }
}
