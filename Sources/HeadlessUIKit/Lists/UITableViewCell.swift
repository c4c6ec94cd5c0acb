import Foundation

/// A row of a table view: a content view holding what the row shows, an accessory at its
/// trailing edge, selection, and a reuse identifier.
///
/// Give it content with a content configuration (``defaultContentConfiguration()`` gives the
/// one for the cell's style), or add views to ``contentView``:
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
/// var content = cell.defaultContentConfiguration()
/// content.text = "General"
/// cell.contentConfiguration = content
/// cell.accessoryType = .disclosureIndicator
/// ```
///
/// A cell made outside a table view has UIKit's frame of 320 by 44 points.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  // MARK: Drawing (UITableViewCell+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawListDecoration(in: rect, on: &canvas) }

  /// Creates a cell with a style and the identifier it is reused under.
  /// - Parameters:
  ///   - style: The layout of the built-in labels.
  ///   - reuseIdentifier: The identifier the cell is reused under, or `nil`.
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: TableMetrics.initialCellFrame)
    addContentView()
  }

  /// Creates a default-style cell from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    frame = TableMetrics.initialCellFrame
    addContentView()
  }

  /// Creates a default-style cell with no reuse identifier. Table views make registered cell
  /// classes with it (UIKit calls `init(style: .default, reuseIdentifier:)`), so it is required:
  /// a subclass that overrides `init(style:reuseIdentifier:)` and `init?(coder:)` inherits it.
  public required convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// Creates a default-style cell with a frame.
  /// - Parameter frame: The cell's rectangle.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  private func addContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// The layout of the built-in labels, fixed when the cell is made.
  let style: UITableViewCell.CellStyle

  /// The identifier the cell is reused under.
  public internal(set) var reuseIdentifier: String?

  /// The view that holds the cell's content; add custom views here, not to the cell.
  public let contentView = UIView()

  /// The content shown in ``contentView``; setting one replaces what the previous one showed.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }

  private var configuredView: (any UIView & UIContentView)?

  private func applyContentConfiguration() {
    var configuration = contentConfiguration
    // A list configuration keeps the system's side margins unless the app set its own: those
    // follow the width of the table the cell is in.
    appliedContentMargin = listContentMargin
    if var list = configuration as? UIListContentConfiguration, list.followsSystemSideMargins {
      list.setSystemSideMargins(listContentMargin)
      configuration = list
    }
    configuredView = contentView.showContent(configuration, replacing: configuredView)
    // A content configuration's view replaces the built-in views, and the other way round.
    madeBuiltInViews?.arrange()
  }

  // MARK: Built-in views (the API before content configurations)

  /// The label of the cell's main text, made on first use in the body style; `nil` while a
  /// content configuration is set (UITableViewCell.h). It is arranged as the cell style's default
  /// content configuration arranges its text.
  ///
  /// ```swift
  /// let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
  /// cell.textLabel?.text = "Inbox"
  /// cell.detailTextLabel?.text = "12 unread"
  /// ```
  @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead")
  open var textLabel: UILabel? {
    contentConfiguration == nil ? builtInViews.textLabel : nil
  }

  /// The label of the cell's secondary text, made on first use: at the trailing edge in
  /// `.value1`, after the text in `.value2`, below it in `.subtitle`; `nil` in a `.default`
  /// cell, whose style has no detail label, and while a content configuration is set.
  @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead")
  open var detailTextLabel: UILabel? {
    contentConfiguration == nil ? builtInViews.detailTextLabel : nil
  }

  /// The view of the image before the text, made on first use; it takes room once it has an
  /// image. `nil` while a content configuration is set.
  @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead")
  open var imageView: UIImageView? {
    contentConfiguration == nil ? builtInViews.imageView : nil
  }

  /// The built-in views, made when one of them is first asked for.
  private var madeBuiltInViews: TableCellBuiltInViews?
  private var builtInViews: TableCellBuiltInViews {
    if let madeBuiltInViews { return madeBuiltInViews }
    let views = TableCellBuiltInViews(cell: self)
    madeBuiltInViews = views
    return views
  }

  /// The list content configuration for the cell's style: `cell()` for `.default`,
  /// `valueCell()` for `.value1` and `.value2`, `subtitleCell()` for `.subtitle`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: return .cell()
    case .value1, .value2: return .valueCell()
    case .subtitle: return .subtitleCell()
    }
  }

  /// The standard accessory at the trailing edge; default `.none`.
  open var accessoryType: UITableViewCell.AccessoryType = .none {
    didSet { if accessoryType != oldValue { layoutAccessory() } }
  }

  /// A custom accessory view, shown in place of ``accessoryType``.
  open var accessoryView: UIView? {
    didSet {
      if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
      layoutAccessory()
    }
  }

  /// How the cell shows selection; default `.default`.
  open var selectionStyle: UITableViewCell.SelectionStyle = .default

  /// Whether the cell is selected; default `false`. A change asks for a configuration update.
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the cell is highlighted (touched); default `false`. A change asks for a
  /// configuration update.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }

  // MARK: Configuration state (UITableViewCell+ConfigurationState.swift)

  /// The cell's state, which its configurations are updated for: selected, highlighted,
  /// editing, and its traits (UITableViewCell.h). Override it and call `super` to add custom
  /// states.
  open var configurationState: UICellConfigurationState { makeConfigurationState() }

  /// Updates the cell's configurations for `state`; does nothing by default. Override it, and
  /// call ``setNeedsUpdateConfiguration()`` rather than this method: the cell calls it before
  /// its next layout once an update is asked for, then ``configurationUpdateHandler``
  /// (UITableViewCell.h).
  /// - Parameter state: The cell's current state.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Asks for the cell's configurations to be updated for its state before its next layout;
  /// several requests make one update. The cell asks by itself when its state changes.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// The type of ``configurationUpdateHandler``.
  public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState)
    ->
    Void

  /// Updates the cell's configurations for its state, after ``updateConfiguration(using:)``;
  /// setting one asks for an update (UITableViewCell.h).
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether an update gives ``contentConfiguration`` its `updated(for:)` for the state
  /// first; `true` by default (UITableViewCell.h).
  open var automaticallyUpdatesContentConfiguration = true

  /// Whether an update is asked for; a new cell needs its first.
  var needsConfigurationUpdate = true

  /// Runs a pending configuration update before laying out, as UIKit does.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
  }

  /// Selects or deselects the cell (HeadlessUIKit does not animate).
  /// - Parameters:
  ///   - selected: Whether the cell is selected.
  ///   - animated: Whether to animate (ignored).
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  /// Where the separator under the cell starts and ends, from the cell's edges: by default
  /// from the content margin of the table the cell is in. Only the left and right insets are
  /// used.
  open var separatorInset: UIEdgeInsets {
    get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: listContentMargin, bottom: 0, right: 0) }
    set { storedSeparatorInset = newValue }
  }
  private var storedSeparatorInset: UIEdgeInsets?

  /// Whether the cell shows its editing controls; default `false`. Its table view sets it. A
  /// change asks for a configuration update.
  open var isEditing = false {
    didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Shows or hides the editing controls (HeadlessUIKit does not animate).
  /// - Parameters:
  ///   - editing: Whether the cell is editing.
  ///   - animated: Whether to animate (ignored).
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// The editing control the table view gives the cell from its delegate; default `.none`.
  public internal(set) var editingStyle: UITableViewCell.EditingStyle = .none

  /// Whether a reorder control shows while editing; default `false`.
  open var showsReorderControl = false

  /// Called before a table view hands the cell out again; reset state here that not every row
  /// sets.
  open func prepareForReuse() {}

  // MARK: What the table view gives the cell

  /// What the table's style gives the cell at its place in its section: its background
  /// (rounded at the ends of an inset-grouped section), its separators, and whether the bottom
  /// one takes a pixel row below the content view. `nil` outside a table.
  var listLook: ListCellLook? {
    didSet {
      if listLook?.separatorHeightBelowContent != oldValue?.separatorHeightBelowContent { layoutAccessory() }
    }
  }

  /// Where the cell's automatic separators start and end, from its edges: its
  /// ``separatorInset``.
  var automaticSeparatorInsets: (leading: CGFloat, trailing: CGFloat) {
    (separatorInset.left, separatorInset.right)
  }

  /// The side margin of the cell's content, accessory and separator: the content margin for
  /// the width of the table the cell is in (``TableMetrics/contentMargin(forWidth:)``), or for
  /// its own width outside a table.
  package var listContentMargin: CGFloat {
    tableContentMargin ?? TableMetrics.contentMargin(forWidth: bounds.width)
  }
  /// The content margin of the table the cell is in, set by the table view.
  package var tableContentMargin: CGFloat? {
    didSet { if tableContentMargin != oldValue { followContentMargin() } }
  }
  private var appliedContentMargin: CGFloat?

  /// Shows the content and accessory at the current content margin if it moved.
  private func followContentMargin() {
    if contentConfiguration != nil, appliedContentMargin != listContentMargin { applyContentConfiguration() }
    layoutAccessory()
  }

  /// The width taken at the trailing edge by the accessory. UIKit does not publish these; no
  /// public source found: a chevron or checkmark takes 34 points (its glyph and the space before
  /// it), an info button 44.
  var accessoryWidth: CGFloat {
    if let accessoryView { return accessoryView.bounds.width + listContentMargin }
    switch accessoryType {
    case .none: return 0
    case .disclosureIndicator, .checkmark: return 34
    case .detailButton: return 44
    case .detailDisclosureButton: return 68
    }
  }

  /// Lays out the content view (the cell less its accessory and its separator's pixel row) and
  /// the accessory view, which is centred on the whole cell.
  private func layoutAccessory() {
    let accessory = accessoryWidth
    contentView.frame = CGRect(
      x: 0, y: 0, width: max(0, bounds.width - accessory),
      height: max(0, bounds.height - (listLook?.separatorHeightBelowContent ?? 0))
    )
    madeBuiltInViews?.arrange()
    if let accessoryView {
      if accessoryView.superview !== self { addSubview(accessoryView) }
      let size = accessoryView.bounds.size
      accessoryView.frame = CGRect(
        x: bounds.width - listContentMargin - size.width, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    }
  }

  /// The cell's frame changed: the content view and accessory follow at once, so the layout
  /// engine sees them in the same pass.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      followContentMargin()
    }
  }
}
