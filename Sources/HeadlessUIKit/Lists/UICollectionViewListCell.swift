import Foundation

/// A collection view cell for list sections: its default content and background are those of
/// its place in the list (a row, or the header of a section whose first item is its header),
/// it draws the separators its section gives it, and it shows accessories at its edges.
///
/// ```swift
/// let row = UICollectionView.CellRegistration<UICollectionViewListCell, Mailbox> { cell, _, box in
///   var content = cell.defaultContentConfiguration()
///   content.text = box.name
///   cell.contentConfiguration = content
///   cell.accessories = [.label(text: "\(box.unread)"), .disclosureIndicator()]
/// }
/// ```
///
/// Accessories sit outside the content view, which takes the width between them, moved in by
/// the cell's indentation.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  // MARK: Drawing (UICollectionViewListCell+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawListDecoration(in: rect, on: &canvas) }

  /// The list content configuration for the cell's place: `cell()` for a row (`sidebarCell()`
  /// in a sidebar), a header configuration for a header, `cell()` outside a list section.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    listLook?.defaultContentConfiguration ?? .cell()
  }

  /// The accessories, each shown in the editing states it asks for; default none. Two
  /// accessories of one kind stop the program (see ``UICellAccessory``).
  open var accessories: [UICellAccessory] = [] {
    didSet {
      Self.checkKindsAreUnique(accessories)
      layoutAccessories()
    }
  }

  /// The indentation level; default 0 (a hierarchical data source sets it).
  open var indentationLevel = 0 {
    didSet { layoutAccessories() }
  }

  /// The width of one indentation level. UICollectionViewListCell.h gives no default; this is
  /// UITableViewCell's documented 10 points (UITableViewCell.h).
  open var indentationWidth: CGFloat = 10 {
    didSet { layoutAccessories() }
  }

  /// Whether leading accessories move in with the content; default `true`
  /// (UICollectionViewListCell.h).
  open var indentsAccessories = true {
    didSet { layoutAccessories() }
  }

  /// What the cell's list section gives it: its background and separators. Set by the
  /// collection view when it hands the cell out and when it places it.
  var listLook: ListCellLook?

  /// The side margin of the cell's content, accessories and separator: the content margin for
  /// the width of the list (``TableMetrics/contentMargin(forWidth:)``). Set by the collection
  /// view; a list configuration the app gave no margins of its own follows it.
  package var listContentMargin = TableMetrics.contentMargin {
    didSet {
      guard listContentMargin != oldValue else { return }
      if contentConfiguration != nil { applyContentConfiguration() }
      layoutAccessories()
    }
  }

  override func adjusted(_ configuration: any UIContentConfiguration) -> any UIContentConfiguration {
    guard var list = configuration as? UIListContentConfiguration, list.followsSystemSideMargins else {
      return configuration
    }
    list.setSystemSideMargins(listContentMargin)
    return list
  }

  /// Whether the cell's collection view is editing, which decides the accessories shown. Set
  /// by the collection view.
  var isListEditing = false {
    didSet {
      guard isListEditing != oldValue else { return }
      layoutAccessories()
      setNeedsUpdateConfiguration()
    }
  }

  override var isConfigurationEditing: Bool { isListEditing }

  /// Where the cell's automatic separators start and end, from its edges: from where the
  /// primary text of a list content configuration starts (UICollectionViewListCell.h: the
  /// separator is aligned to the primary text of a system content configuration), after its
  /// image, else the content margin in from the content view; to the trailing edge.
  var automaticSeparatorInsets: (leading: CGFloat, trailing: CGFloat) {
    guard let guide = madeSeparatorGuide?.guide, guide.layoutFrame.width > 0 else {
      return systemSeparatorInsets
    }
    return (guide.layoutFrame.minX, bounds.width - guide.layoutFrame.maxX)
  }

  /// Where the separators start and end when nothing is constrained to
  /// ``separatorLayoutGuide``.
  private var systemSeparatorInsets: (leading: CGFloat, trailing: CGFloat) {
    guard let content = contentConfiguration as? UIListContentConfiguration else {
      return (contentView.frame.minX + listContentMargin, 0)
    }
    var x = contentView.frame.minX + content.directionalLayoutMargins.leading
    if let image = content.image {
      let reserved = content.imageProperties.reservedLayoutSize.width
      x += (reserved > 0 ? reserved : image.size.width) + content.imageToTextPadding
    }
    return (x, 0)
  }

  /// A guide whose leading and trailing edges are where the cell's separators start and end:
  /// constrain its leading anchor to line the separators up with your content
  /// (UICollectionViewListCell.h). Until then it sits where the cell puts them by itself (see
  /// the separator configuration). The cell holds it there with constraints of the low
  /// priority, so any of the app's wins; no public source gives UIKit's priority.
  ///
  /// ```swift
  /// separatorLayoutGuide.leadingAnchor.constraint(equalTo: title.leadingAnchor).isActive = true
  /// ```
  open var separatorLayoutGuide: UILayoutGuide {
    if let made = madeSeparatorGuide { return made.guide }
    let guide = UILayoutGuide()
    guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
    addLayoutGuide(guide)
    let insets = systemSeparatorInsets
    let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.leading)
    let trailing = trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: insets.trailing)
    leading.priority = .defaultLow
    trailing.priority = .defaultLow
    NSLayoutConstraint.activate([
      leading, trailing, guide.topAnchor.constraint(equalTo: topAnchor),
      guide.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
    madeSeparatorGuide = (guide, leading, trailing)
    return guide
  }

  /// The separator guide once asked for, with the constraints that hold its edges where the
  /// cell puts its separators by itself.
  private var madeSeparatorGuide:
    (guide: UILayoutGuide, leading: NSLayoutConstraint, trailing: NSLayoutConstraint)?

  /// Moves the separator guide's own edges to where the cell puts its separators now.
  private func followSystemSeparatorInsets() {
    guard let made = madeSeparatorGuide else { return }
    let insets = systemSeparatorInsets
    if made.leading.constant != insets.leading { made.leading.constant = insets.leading }
    if made.trailing.constant != insets.trailing { made.trailing.constant = insets.trailing }
  }

  /// Keeps the separator guide's own edges up to date before the cell is laid out.
  open override func layoutSubviews() {
    super.layoutSubviews()
    followSystemSeparatorInsets()
  }

  /// The views of the accessories shown, with their accessories.
  private(set) var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []

  /// The cell's frame; the content view and accessories follow at once.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      layoutAccessories()
    }
  }

  /// The attributes the cell would like: its content's Auto Layout height at the width the
  /// accessories leave the content view, the layout's width.
  /// - Parameter layoutAttributes: What the layout gave the cell.
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    prepareForSizing()
    guard !accessoryViews.isEmpty || indentationLevel > 0 else {
      return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
    // The accessories take their places at the layout's width first.
    frame.size.width = layoutAttributes.size.width
    let preferred = layoutAttributes.copied()
    let fitted = contentView.systemLayoutSizeFitting(
      CGSize(width: contentView.bounds.width, height: layoutAttributes.size.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    if fitted.height > 0 { preferred.size.height = fitted.height }
    return preferred
  }

  /// UIKit's answer to two accessories of one kind is not documented; no public source:
  /// HeadlessUIKit stops, in its own words, rather than show one of them.
  private static func checkKindsAreUnique(_ accessories: [UICellAccessory]) {
    var seen: [UICellAccessory.AccessoryType] = []
    for accessory in accessories {
      if seen.contains(accessory.accessoryType) {
        fatalError(
          "UICollectionViewListCell: the accessories hold two of the same kind "
            + "(\(accessory.accessoryType)); each kind of accessory can be shown once")
      }
      seen.append(accessory.accessoryType)
    }
  }

  /// Places the accessories shown at their edges, leading ones in from the leading edge (moved
  /// in by the indentation when ``indentsAccessories``), trailing ones in from the trailing
  /// edge; the content view takes the width between them, moved in by the indentation.
  private func layoutAccessories() {
    let shown = accessories.filter { $0.isDisplayed(editing: isListEditing) }
    var views: [(accessory: UICellAccessory, view: UIView)] = []
    for accessory in shown {
      let view =
        accessoryViews.first { $0.accessory.accessoryType == accessory.accessoryType }?.view
        ?? Self.makeView(for: accessory)
      if let view = view as? CellAccessoryView { view.accessory = accessory }
      if accessory.accessoryType == .label, let label = view as? UILabel {
        label.text = accessory.text
        label.font = accessory.font
      }
      view.isHidden = accessory.isHidden
      views.append((accessory, view))
    }
    for (_, view) in accessoryViews where !views.contains(where: { $0.view === view }) {
      view.removeFromSuperview()
    }
    accessoryViews = views
    let indentation = CGFloat(indentationLevel) * indentationWidth
    let spacing = TableMetrics.listAccessorySpacing
    var leading = listContentMargin + (indentsAccessories ? indentation : 0)
    var leadingAny = false
    for (accessory, view) in views where accessory.edge == .leading {
      let width = slotWidth(of: accessory, view: view)
      place(view, of: accessory, inSlot: leading, width: width)
      leading += width + spacing
      leadingAny = true
    }
    var trailing = bounds.width - listContentMargin
    var trailingAny = false
    for (accessory, view) in views.reversed() where accessory.edge == .trailing {
      let width = slotWidth(of: accessory, view: view)
      trailing -= width
      place(view, of: accessory, inSlot: trailing, width: width)
      trailing -= spacing
      trailingAny = true
    }
    // The content's own margins hold the space between it and the accessories.
    let contentLeading = leadingAny ? leading - spacing : indentation
    let contentTrailing = trailingAny ? trailing + spacing : bounds.width
    contentView.frame = CGRect(
      x: max(contentLeading, indentation), y: 0,
      width: max(0, contentTrailing - max(contentLeading, indentation)), height: bounds.height)
    followSystemSeparatorInsets()
  }

  /// The width an accessory takes: its reserved width, or its view's own.
  private func slotWidth(of accessory: UICellAccessory, view: UIView) -> CGFloat {
    switch accessory.reservedLayoutWidth {
    case .custom(let width): return width
    case .standard: return TableMetrics.listAccessoryStandardWidth
    case .actual:
      if let custom = accessory.custom, custom.maintainsFixedSize { return view.bounds.width }
      if accessory.custom != nil {
        // Sized during layout: by its content, else its frame.
        let fitted = view.intrinsicContentSize.width
        return fitted > 0 ? fitted : view.bounds.width
      }
      return view.intrinsicContentSize.width > 0
        ? view.intrinsicContentSize.width : TableMetrics.listAccessoryStandardWidth
    }
  }

  /// Puts an accessory's view in its slot, centred across it and down the cell.
  private func place(_ view: UIView, of accessory: UICellAccessory, inSlot x: CGFloat, width: CGFloat) {
    if view.superview !== self { addSubview(view) }
    var size = view.bounds.size
    if let custom = accessory.custom {
      // A custom view keeps its height (within the cell); its width is its own unless it
      // keeps its frame.
      if !custom.maintainsFixedSize { size.width = width }
      if size.height == 0 || size.height > bounds.height { size.height = bounds.height }
    } else {
      size = CGSize(width: width, height: bounds.height)
    }
    size.width = min(size.width == 0 ? width : size.width, width)
    view.frame = CGRect(
      x: x + (width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
  }

  /// The view an accessory shows in: a label for `.label`, the view of a custom view, a system
  /// accessory view for the others.
  private static func makeView(for accessory: UICellAccessory) -> UIView {
    switch accessory.accessoryType {
    case .customView(let view):
      return view
    case .label:
      let label = UILabel()
      // No public source for the label accessory's colour: the secondary label colour, as a
      // value cell's secondary text.
      label.textColor = accessory.tintColor ?? .secondaryLabel
      return label
    default:
      return CellAccessoryView(accessory: accessory)
    }
  }

  /// Taps an accessory as a user would (HeadlessUIKit only), running its action handler.
  /// - Parameter type: The accessory's kind.
  /// - Returns: Whether an accessory of that kind shows and has a handler.
  ///
  /// An outline disclosure without a handler expands or collapses the cell's item when a
  /// diffable data source shows it from a section snapshot (UICellAccessory.h: that is the
  /// default when the handler is `nil`).
  @discardableResult
  public func simulateTap(onAccessory type: UICellAccessory.AccessoryType) -> Bool {
    guard let shown = accessoryViews.first(where: { $0.accessory.accessoryType == type }),
      !shown.view.isHidden
    else { return false }
    guard let handler = shown.accessory.actionHandler else {
      return type == .outlineDisclosure ? toggleOutlineItem() : false
    }
    handler()
    return true
  }

  /// Asks the data source of the collection view showing the cell to expand or collapse its
  /// item.
  private func toggleOutlineItem() -> Bool {
    guard let collectionView = superview as? UICollectionView,
      let indexPath = collectionView.shownCells.first(where: { $0.value === self })?.key,
      let dataSource = collectionView.dataSource as? any OutlineTogglingDataSource
    else { return false }
    return dataSource.toggleOutlineItem(at: indexPath)
  }

  /// Whether a tap anywhere on the cell toggles its item instead of selecting it: its outline
  /// disclosure has the header style, or the automatic style on a cell whose content is a
  /// header configuration (UICellAccessory.h).
  var togglesOutlineOnTap: Bool {
    guard
      let shown = accessoryViews.first(where: { $0.accessory.accessoryType == .outlineDisclosure }),
      !shown.view.isHidden, shown.accessory.actionHandler == nil
    else { return false }
    switch shown.accessory.outlineStyle {
    case .header: return true
    case .cell: return false
    case .automatic: return (contentConfiguration as? UIListContentConfiguration)?.isHeader ?? false
    }
  }

  /// Toggles the item of a header-style outline cell, as a tap on it does.
  func toggleOutlineOnTap() -> Bool { toggleOutlineItem() }
}

/// The view of a system accessory; the renderer draws its glyph.
@MainActor
final class CellAccessoryView: UIView {
  // MARK: Drawing (UICollectionViewListCell+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawAccessory(in: rect, on: &canvas) }

  var accessory: UICellAccessory

  init(accessory: UICellAccessory) {
    self.accessory = accessory
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    accessory = .disclosureIndicator()
    super.init(coder: coder)
  }
}
