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
    didSet { rebuild() }
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
    didSet { rebuild() }
  }

  /// Whether the bar lets content show through; `true` by default.
  open var isTranslucent = true

  /// The bar's background colour; `nil` (the system's) by default.
  open var barTintColor: UIColor?

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

  /// The bar's height: the standard row, plus the large title's when shown.
  package var barHeight: CGFloat {
    UINavigationBar.standardHeight + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
  }

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

  /// Makes the subviews that show the top item again.
  package func rebuild() {
    for view in contentViews { view.removeFromSuperview() }
    contentViews = []
    guard let top = topItem else { return }
    // Text sizes: the inline title is the headline style (17 pt semibold) and the large title
    // 34 pt bold, as the HIG's navigation bar specifications give; buttons use the body size.
    if let title = top.title, !title.isEmpty {
      let inline = UILabel()
      inline.text = title
      inline.font = .systemFont(ofSize: 17, weight: .semibold)
      inline.textAlignment = .center
      inline.tag = Part.inlineTitle.rawValue
      inline.isHidden = showsLargeTitle
      add(inline)
      if showsLargeTitle {
        let large = UILabel()
        large.text = title
        large.font = .systemFont(ofSize: 34, weight: .bold)
        large.tag = Part.largeTitle.rawValue
        add(large)
      }
    }
    if let back = backItem, !top.hidesBackButton, top.leftBarButtonItems?.isEmpty ?? true {
      let button = UIButton(type: .system)
      button.setTitle("‹ " + (back.backButtonTitle ?? back.title ?? "Back"), for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 17)
      button.tag = Part.backButton.rawValue
      add(button)
    }
    for (index, item) in (top.leftBarButtonItems ?? []).enumerated() {
      add(button(for: item, tag: Part.leftItems.rawValue + index))
    }
    for (index, item) in (top.rightBarButtonItems ?? []).enumerated() {
      add(button(for: item, tag: Part.rightItems.rawValue + index))
    }
    placeContent()
  }

  private func add(_ view: UIView) {
    contentViews.append(view)
    addSubview(view)
  }

  private func button(for item: UIBarButtonItem, tag: Int) -> UIButton {
    let button = UIButton(type: .system)
    let title = item.title ?? item.systemItem.map(UINavigationBar.title(of:))
    if let title { button.setTitle(title, for: .normal) }
    if let image = item.image { button.setImage(image, for: .normal) }
    button.titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    if let tint = item.tintColor { button.tintColor = tint }
    button.isEnabled = item.isEnabled
    if let action = item.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
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

  /// Places the content: buttons in the standard row from each edge inwards, the inline title
  /// centred, the large title on its own row below. The 16-point edge margin is UIKit's system
  /// minimum layout margin on compact widths; the 8 points between buttons has no source found
  /// (UIKit's own spacing there is not published) and is HeadlessUIKit's.
  private func placeContent() {
    let width = bounds.width
    let row = UINavigationBar.standardHeight
    let margin: CGFloat = 16
    var leading = margin
    var trailing = width - margin
    for view in contentViews {
      guard let button = view as? UIButton else { continue }
      let size = button.intrinsicContentSize
      if button.tag >= Part.rightItems.rawValue {
        trailing -= size.width
        button.frame = CGRect(x: trailing, y: (row - size.height) / 2, width: size.width, height: size.height)
        trailing -= 8
      } else {
        button.frame = CGRect(x: leading, y: (row - size.height) / 2, width: size.width, height: size.height)
        leading += size.width + 8
      }
    }
    for view in contentViews {
      guard let label = view as? UILabel else { continue }
      let size = label.intrinsicContentSize
      if label.tag == Part.largeTitle.rawValue {
        label.frame = CGRect(
          x: margin, y: row, width: max(0, width - 2 * margin), height: UINavigationBar.largeTitleHeight)
      } else {
        let room = max(0, min(width - 2 * max(leading, width - trailing), size.width))
        label.frame = CGRect(
          x: (width - room) / 2, y: (row - size.height) / 2, width: room, height: size.height)
      }
    }
  }

  /// Tags of the parts, for tests and for placing them.
  enum Part: Int {
    case inlineTitle = 9001
    case largeTitle = 9002
    case backButton = 9003
    case leftItems = 9100
    case rightItems = 9200
  }
}
