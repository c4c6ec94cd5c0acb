import Foundation

/// The bar at the top of a navigation controller: the top item's title (inline, or large below
/// the bar's standard row), a back button to the item below it and the item's bar button items.
///
/// HeadlessUIKit builds the bar from ordinary subviews (labels and buttons), so the renderer and
/// the view-tree description show them. Heights: the standard row is 44 points, and a large
/// title adds 52 (96 in all), as UIKit's bars measure (the 44-point frames in recorded
/// `recursiveDescription` dumps; the 52-point large-title difference in Hacking with Swift's
/// Unwrap app). The bar draws no background of its own: at rest, over content that starts
/// below it, iOS 15 and later show the scroll-edge appearance, which when not set is "a modified
/// standardAppearance" (UINavigationBar.h, iOS 16.5 SDK), modified "to use a transparent
/// background" (Apple's `scrollEdgeAppearance` documentation,
/// https://developer.apple.com/documentation/uikit/uinavigationbar/3198027-scrolledgeappearance).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The standard row's height.
  package static let standardHeight: CGFloat = 44
  /// What a large title adds below the standard row.
  package static let largeTitleHeight: CGFloat = 52

  /// The items, bottom of the stack first; the last is on top.
  open var items: [UINavigationItem]? {
    didSet {
      for item in items ?? [] { item.attach(to: self) }
      rebuild()
    }
  }

  /// Sets the items.
  /// - Parameters:
  ///   - items: The new items.
  ///   - animated: Whether to animate (there is no animation here).
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    self.items = items
  }

  /// The item on top.
  open var topItem: UINavigationItem? { items?.last }

  /// The item below the top one, which the back button leads to.
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// Whether titles may be shown large; `false` by default.
  open var prefersLargeTitles = false {
    didSet {
      rebuild()
      appearancePropertyDidChange(\UINavigationBar.prefersLargeTitles)
    }
  }

  /// Whether the bar lets content show through; `true` by default.
  open var isTranslucent = true {
    didSet { appearancePropertyDidChange(\UINavigationBar.isTranslucent) }
  }

  /// Text attributes of the inline title (a font, a foreground colour); `nil` for the system's.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      rebuild()
      appearancePropertyDidChange(\UINavigationBar.titleTextAttributes)
    }
  }

  /// Text attributes of the large title (a font, a foreground colour); `nil` for the system's.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      rebuild()
      appearancePropertyDidChange(\UINavigationBar.largeTitleTextAttributes)
    }
  }

  /// The navigation controller that manages the bar, told when the bar's height changes.
  package weak var managingController: UINavigationController?

  /// Shows a change to one of the bar's bar button items.
  package func barButtonItemDidChange() {
    rebuild()
  }

  /// Shows an item's change at once when the item is on the bar: the top item's everything, the
  /// back item's title.
  package func itemDidChange(_ item: UINavigationItem) {
    guard item === topItem || item === backItem else { return }
    rebuild()
    if barHeight != bounds.height { managingController?.barHeightDidChange() }
  }

  /// The bar's background colour; `nil` (the system's) by default.
  open var barTintColor: UIColor? {
    didSet { appearancePropertyDidChange(\UINavigationBar.barTintColor) }
  }

  override func appearanceProxiesDidApply() { applyAppearanceProxiesToItems() }

  // MARK: Drawing (UINavigationBar+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawBarBackground(on: &canvas) }

  /// What the bar was styled with the pre-iOS 13 way (UINavigationBar+LegacyStyling.swift).
  var legacyStyling = NavigationBarLegacyStyling()

  // MARK: Bar appearances

  /// How the bar looks at its standard height with content scrolled under it; the bar keeps a
  /// copy.
  open var standardAppearance = UINavigationBarAppearance() {
    didSet {
      standardAppearance = UINavigationBarAppearance(barAppearance: standardAppearance)
      barAppearanceDidChange(\UINavigationBar.standardAppearance)
    }
  }

  /// How the bar looks at its compact height (a phone in landscape), or `nil` for the standard
  /// appearance; the bar keeps a copy.
  open var compactAppearance: UINavigationBarAppearance? {
    didSet {
      compactAppearance = compactAppearance.map(UINavigationBarAppearance.init(barAppearance:))
      barAppearanceDidChange(\UINavigationBar.compactAppearance)
    }
  }

  /// How the bar looks with no content scrolled under it, as at rest, or `nil` for the standard
  /// appearance with a transparent background; the bar keeps a copy.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      scrollEdgeAppearance = scrollEdgeAppearance.map(UINavigationBarAppearance.init(barAppearance:))
      barAppearanceDidChange(\UINavigationBar.scrollEdgeAppearance)
    }
  }

  /// How the bar looks at its compact height with no content scrolled under it, or `nil` for
  /// the scroll-edge appearance; the bar keeps a copy.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      compactScrollEdgeAppearance = compactScrollEdgeAppearance.map(
        UINavigationBarAppearance.init(barAppearance:))
      barAppearanceDidChange(\UINavigationBar.compactScrollEdgeAppearance)
    }
  }

  /// Shows a bar appearance just set (a copy) and reports it to appearance proxies.
  private func barAppearanceDidChange<Appearance>(
    _ keyPath: ReferenceWritableKeyPath<UINavigationBar, Appearance>
  ) {
    rebuild()
    appearancePropertyDidChange(keyPath)
  }

  /// The appearance the bar shows: at rest, over content that starts below it, the scroll-edge
  /// one, or the standard one without its background; the top item's own appearances first.
  var shownAppearance: UINavigationBarAppearance { shownScrollEdgeAppearance ?? shownStandardAppearance }

  /// The scroll-edge appearance in force: the top item's, else the bar's.
  var shownScrollEdgeAppearance: UINavigationBarAppearance? {
    topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance
  }

  /// The standard appearance in force: the top item's, else the bar's.
  var shownStandardAppearance: UINavigationBarAppearance { topItem?.standardAppearance ?? standardAppearance }

  /// Whether the top item's title is shown large.
  open var showsLargeTitle: Bool {
    guard prefersLargeTitles, let items, let top = items.last else { return false }
    switch top.largeTitleDisplayMode {
    case .always: return true
    case .never: return false
    case .automatic:
      // An automatic item shows what the item below it showed; the first shows large.
      for item in items.dropLast().reversed() {
        if item.largeTitleDisplayMode == .never { return false }
        if item.largeTitleDisplayMode == .always { return true }
      }
      return true
    }
  }

  /// The row a prompt adds above the standard row: 30 points. No public source: Apple publishes
  /// no height for a bar with a prompt, and HeadlessUIKit found no recording of one.
  package static let promptHeight: CGFloat = 30

  /// The bar's height: the prompt's row when there is one, the standard row, plus the large
  /// title's when shown.
  package var barHeight: CGFloat {
    promptRow + UINavigationBar.standardHeight + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
      + searchRow
  }

  /// The height of the search bar's row under the titles: the search bar's own 56 points
  /// (`UISearchBar.barHeight`) when the top item has a search controller, else 0.
  private var searchRow: CGFloat { topItem?.searchController == nil ? 0 : UISearchBar.barHeight }

  /// The height of the prompt's row: 30 with a prompt, else 0.
  private var promptRow: CGFloat { topItem?.prompt == nil ? 0 : UINavigationBar.promptHeight }

  /// The size the bar takes: its height at the given width.
  /// - Parameter size: The space available.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: barHeight)
  }

  /// Lays out the bar's content: buttons in the standard row, the titles.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeContent()
  }

  // MARK: Content

  private var contentViews: [UIView] = []
  private var leadingViews: [UIView] = []
  private var trailingViews: [UIView] = []
  private var centerView: UIView?
  private var largeTitleLabel: UILabel?
  private var promptLabel: UILabel?
  private var searchBarView: UISearchBar?

  /// Makes the subviews that show the top item again.
  package func rebuild() {
    for view in contentViews { view.removeFromSuperview() }
    contentViews = []
    leadingViews = []
    trailingViews = []
    centerView = nil
    largeTitleLabel = nil
    promptLabel = nil
    searchBarView = nil
    guard let top = topItem else { return }
    if let search = top.searchController {
      searchBarView = search.searchBar
      add(search.searchBar)
    }
    if let prompt = top.prompt {
      // The prompt's font has no public source; HeadlessUIKit uses the footnote size, 13 pt.
      let label = UILabel()
      label.text = prompt
      label.font = .systemFont(ofSize: 13)
      label.textAlignment = .center
      label.tag = Part.prompt.rawValue
      promptLabel = label
      add(label)
    }
    // Text sizes: the inline title is the headline style (17 pt semibold) and the large title
    // 34 pt bold, as the HIG's navigation bar specifications give; buttons use the body size.
    // `titleTextAttributes` and `largeTitleTextAttributes` replace the font and colour.
    if let titleView = top.titleView {
      centerView = titleView
      add(titleView)
    } else if let title = top.title, !title.isEmpty {
      let inline = titleLabel(
        title, attributes: shownAppearance.titleTextAttributes.merging(titleTextAttributes ?? [:]) { $1 },
        font: .systemFont(ofSize: 17, weight: .semibold))
      inline.textAlignment = .center
      inline.tag = Part.inlineTitle.rawValue
      inline.isHidden = showsLargeTitle
      centerView = inline
      add(inline)
    }
    if showsLargeTitle, let title = top.title, !title.isEmpty {
      let large = titleLabel(
        title,
        attributes: shownAppearance.largeTitleTextAttributes.merging(largeTitleTextAttributes ?? [:]) { $1 },
        font: .systemFont(ofSize: 34, weight: .bold))
      large.tag = Part.largeTitle.rawValue
      largeTitleLabel = large
      add(large)
    }
    let leftItems = top.leftBarButtonItems ?? []
    if let back = backItem, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
      let button = UIButton(type: .system)
      button.setTitle("‹" + Self.backTitle(leadingTo: back), for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 17)
      button.tag = Part.backButton.rawValue
      leadingViews.append(button)
      add(button)
    }
    for (index, item) in leftItems.enumerated() {
      let view = view(for: item, tag: Part.leftItems.rawValue + index)
      leadingViews.append(view)
      add(view)
    }
    for (index, item) in (top.rightBarButtonItems ?? []).enumerated() {
      let view = view(for: item, tag: Part.rightItems.rawValue + index)
      trailingViews.append(view)
      add(view)
    }
    placeContent()
  }

  /// The back button's words: the back item's own back button item's title, else its back
  /// button title, else its title; "Back" in the generic mode and none in the minimal one.
  private static func backTitle(leadingTo back: UINavigationItem) -> String {
    switch back.backButtonDisplayMode {
    case .minimal: return ""
    case .generic: return " Back"
    case .default:
      return " " + (back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back")
    }
  }

  private func titleLabel(_ text: String, attributes: [NSAttributedString.Key: Any]?, font: UIFont) -> UILabel
  {
    let label = UILabel()
    label.text = text
    label.font = attributes?[.font] as? UIFont ?? font
    if let color = attributes?[.foregroundColor] as? UIColor { label.textColor = color }
    return label
  }

  private func add(_ view: UIView) {
    contentViews.append(view)
    addSubview(view)
  }

  /// The view that shows a bar button item: its custom view, or a button with its title or
  /// image. The item keeps the bar, so later changes to it reach the bar.
  private func view(for item: UIBarButtonItem, tag: Int) -> UIView {
    item.hostBar = self
    if let custom = item.customView { return custom }
    let button = UIButton(type: .system)
    let title = item.title ?? item.systemItem.map(UINavigationBar.title(of:))
    if let title { button.setTitle(title, for: .normal) }
    if let image = item.image { button.setImage(image, for: .normal) }
    button.titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    if let tint = item.tintColor { button.tintColor = tint }
    button.isEnabled = item.isEnabled
    if let action = item.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
    if let menu = item.menu {
      button.menu = menu
      button.showsMenuAsPrimaryAction = item.primaryAction == nil
    }
    button.tag = tag
    return button
  }

  /// The words a system item shows (HeadlessUIKit draws icon items as their names).
  private static func title(of item: UIBarButtonItem.SystemItem) -> String {
    switch item {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .add: "+"
    case .undo: "Undo"
    case .redo: "Redo"
    case .flexibleSpace, .fixedSpace: ""
    default: "\(item)"
    }
  }

  /// Places the content: the prompt's row on top, then the standard row with buttons from each
  /// edge inwards and the title (or title view) centred, then the large title on its own row.
  /// The 16-point edge margin is UIKit's system minimum layout margin on compact widths; the 8
  /// points between buttons has no source found (UIKit's own spacing there is not published) and
  /// is HeadlessUIKit's.
  private func placeContent() {
    let width = bounds.width
    let top = promptLabel == nil ? 0 : UINavigationBar.promptHeight
    let row = UINavigationBar.standardHeight
    let margin: CGFloat = 16
    if let promptLabel {
      let height = promptLabel.intrinsicContentSize.height
      promptLabel.frame = CGRect(
        x: margin, y: (top - height) / 2, width: max(0, width - 2 * margin), height: height)
    }
    func size(of view: UIView) -> CGSize {
      let natural = view.intrinsicContentSize
      return CGSize(
        width: natural.width == UIView.noIntrinsicMetric ? view.bounds.width : natural.width,
        height: natural.height == UIView.noIntrinsicMetric ? view.bounds.height : natural.height)
    }
    var leading = margin
    for view in leadingViews {
      let size = size(of: view)
      view.frame = CGRect(
        x: leading, y: top + (row - size.height) / 2, width: size.width, height: size.height)
      leading += size.width + 8
    }
    var trailing = width - margin
    for view in trailingViews {
      let size = size(of: view)
      trailing -= size.width
      view.frame = CGRect(
        x: trailing, y: top + (row - size.height) / 2, width: size.width, height: size.height)
      trailing -= 8
    }
    if let centerView {
      let size = size(of: centerView)
      let room = max(0, min(width - 2 * max(leading, width - trailing), size.width))
      let height = min(size.height, row)
      centerView.frame = CGRect(
        x: (width - room) / 2, y: top + (row - height) / 2, width: room, height: height)
    }
    largeTitleLabel?.frame = CGRect(
      x: margin, y: top + row, width: max(0, width - 2 * margin), height: UINavigationBar.largeTitleHeight)
    let searchTop = top + row + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
    searchBarView?.frame = CGRect(x: 0, y: searchTop, width: width, height: UISearchBar.barHeight)
  }

  /// Tags of the parts, for tests and for placing them.
  enum Part: Int {
    case inlineTitle = 9001
    case largeTitle = 9002
    case backButton = 9003
    case leftItems = 9100
    case rightItems = 9200
    case prompt = 9004
  }
}
