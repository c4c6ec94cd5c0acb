import Foundation

/// A view that lays out a row or column of views, its `arrangedSubviews`.
///
/// `arrangedSubviews` is always a subset of `subviews`: `addArrangedSubview(_:)` also adds the
/// subview, `removeArrangedSubview(_:)` keeps it as a subview, and `removeFromSuperview()` on an
/// arranged view also removes it from `arrangedSubviews`. Custom spacing after a view is
/// forgotten when the view leaves the arrangement. The layout engine places the arranged views.
///
/// ```swift
/// let column = UIStackView(arrangedSubviews: [title, subtitle])
/// column.axis = .vertical
/// column.spacing = 8
/// column.setCustomSpacing(16, after: title)
/// ```
@preconcurrency @MainActor
open class UIStackView: UIView {
  // MARK: Drawing (UIStackView+TreeDescription.swift)

  override var contentDescription: [String] { stackViewDescription }

  /// Creates an empty horizontal stack view with a frame.
  /// - Parameter frame: The view's rectangle in its superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an empty stack view from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// Creates a horizontal stack view arranging views in order.
  /// - Parameter views: The views to arrange, first to last.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The views the stack lays out, in order; always a subset of `subviews`.
  open var arrangedSubviews: [UIView] { arrangedList.elements }

  private var arrangedList = IdentityList<UIView>()

  /// The direction of the arrangement; default `.horizontal`.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { layoutInputsDidChange() } }
  }

  /// How the arranged views share the stack's length; default `.fill`.
  open var distribution: UIStackView.Distribution = .fill {
    didSet { if distribution != oldValue { layoutInputsDidChange() } }
  }

  /// How the arranged views sit across the stack; default `.fill`.
  open var alignment: UIStackView.Alignment = .fill {
    didSet { if alignment != oldValue { layoutInputsDidChange() } }
  }

  /// The gap between adjacent arranged views; default 0. Exact for the fill distributions, a
  /// minimum for `.equalSpacing` and `.equalCentering`. `UIStackView.spacingUseSystem` asks for
  /// the system spacing.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { layoutInputsDidChange() } }
  }

  /// Whether vertical spacing is measured between text baselines; default `false`.
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { layoutInputsDidChange() } }
  }

  /// Whether the arranged views are laid out inside the layout margins; default `false`.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { layoutInputsDidChange() } }
  }

  /// Appends a view to the arrangement, adding it as a subview if needed.
  /// - Parameter view: The view to arrange last.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedList.count - (isArranged(view) ? 1 : 0))
  }

  /// Inserts a view into the arrangement at an index, adding it as a subview if needed (an
  /// already arranged view moves). An index beyond the arrangement stops the program, as UIKit
  /// raises an exception.
  /// - Parameters:
  ///   - view: The view to arrange.
  ///   - stackIndex: Its position in `arrangedSubviews`.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    if view === self {
      fatalError("UIStackView: Can't add self as an arranged subview.")
    }
    arrangedList.remove(view)
    guard stackIndex >= 0, stackIndex <= arrangedList.count else {
      fatalError(
        "UIStackView: insertArrangedSubview(_:at:) index \(stackIndex) is out of bounds for "
          + "\(arrangedList.count) arranged subviews."
      )
    }
    if view.superview !== self { addSubview(view) }
    arrangedList.insert(view, at: stackIndex)
    layoutInputsDidChange()
  }

  /// Removes a view from the arrangement; it stays a subview (call `removeFromSuperview()` to
  /// remove it completely).
  /// - Parameter view: The arranged view to remove.
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedList.remove(view) else { return }
    customSpacings[ObjectIdentifier(view)] = nil
    layoutInputsDidChange()
  }

  /// Sets the gap after one arranged view, overriding `spacing` there.
  /// `UIStackView.spacingUseDefault` returns to `spacing`; `UIStackView.spacingUseSystem` asks
  /// for the system spacing.
  /// - Parameters:
  ///   - spacing: The gap after `arrangedSubview`.
  ///   - arrangedSubview: The arranged view it follows.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard isArranged(arrangedSubview) else { return }
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == UIStackView.spacingUseDefault ? nil : spacing
    layoutInputsDidChange()
  }

  /// The custom gap after an arranged view, or `UIStackView.spacingUseDefault` when there is none.
  /// - Parameter arrangedSubview: The arranged view.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// A vertical stack's first baseline is its first visible arranged view's, a horizontal
  /// stack's its tallest visible view's (iOS 16.5 SDK, UIStackView.h); a stack without a visible
  /// arranged view is its own.
  open override var forFirstBaselineLayout: UIView {
    baselineView(first: true)?.forFirstBaselineLayout ?? self
  }

  /// A vertical stack's last baseline is its last visible arranged view's, a horizontal stack's
  /// its tallest visible view's.
  open override var forLastBaselineLayout: UIView {
    baselineView(first: false)?.forLastBaselineLayout ?? self
  }

  /// The arranged view a baseline of the stack comes from. The tallest is the first visible
  /// view of the greatest intrinsic height, as UIKit's `_tallestItem` picks it; views without an
  /// intrinsic height are never the tallest.
  private func baselineView(first: Bool) -> UIView? {
    let visible = visibleArrangedSubviews
    guard axis == .horizontal else { return first ? visible.first : visible.last }
    var tallest: UIView?
    var tallestHeight: CGFloat = 0
    for view in visible {
      let height = Self.arrangedHeight(of: view)
      if height > tallestHeight {
        tallest = view
        tallestHeight = height
      }
    }
    return tallest
  }

  private var visibleArrangedSubviews: [UIView] {
    arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
  }

  /// The height a view brings to the choice of the tallest: its intrinsic height, or for a
  /// nested stack the heights of its own views (added up in a column, the tallest in a row).
  private static func arrangedHeight(of view: UIView) -> CGFloat {
    guard let stack = view as? UIStackView else { return view.intrinsicContentSize.height }
    let heights = stack.visibleArrangedSubviews.map(arrangedHeight)
    if stack.axis == .horizontal { return heights.max() ?? 0 }
    return heights.reduce(0, +) + max(0, stack.spacing) * CGFloat(max(heights.count - 1, 0))
  }

  private func isArranged(_ view: UIView) -> Bool {
    arrangedList.contains(view)
  }

  override func subviewWillLeave(_ subview: UIView) {
    removeArrangedSubview(subview)
  }

  /// The value of `customSpacing(after:)` when no custom spacing is set; passing it to
  /// `setCustomSpacing(_:after:)` returns to `spacing`. It is the largest `Float`.
  nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// A spacing value asking for the system spacing between views. It is the smallest normal
  /// `Float`.
  nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}

extension UIStackView {
  /// How a stack view shares its length among its arranged views.
  public enum Distribution: Int, Sendable {
    /// Views keep their sizes; the one with the lowest hugging priority stretches, the one with
    /// the lowest compression resistance shrinks.
    case fill = 0
    /// Every view gets the same length.
    case fillEqually = 1
    /// Lengths are in proportion to the views' intrinsic lengths.
    case fillProportionally = 2
    /// Views keep their sizes and the gaps between them are equal.
    case equalSpacing = 3
    /// The distances between the views' centers are equal.
    case equalCentering = 4
  }

  /// How a stack view places its arranged views across its axis.
  public enum Alignment: Int, Sendable {
    /// Views fill the stack's width (vertical stacks) or height (horizontal stacks).
    case fill = 0
    /// Views align on their leading edges (vertical stacks); same as `.top`.
    case leading = 1
    /// Views align on their first baselines (horizontal stacks only).
    case firstBaseline = 2
    /// Views are centered across the axis.
    case center = 3
    /// Views align on their trailing edges (vertical stacks); same as `.bottom`.
    case trailing = 4
    /// Views align on their last baselines (horizontal stacks only).
    case lastBaseline = 5

    /// Views align on their top edges (horizontal stacks); the same value as `.leading`.
    public static var top: UIStackView.Alignment { .leading }
    /// Views align on their bottom edges (horizontal stacks); the same value as `.trailing`.
    public static var bottom: UIStackView.Alignment { .trailing }
  }
}
