import Foundation

/// A reusable view for a table section's header or footer, with a content view and a content
/// configuration, as a cell has.
///
/// Register a class for an identifier and dequeue views in the delegate's
/// `tableView(_:viewForHeaderInSection:)`:
///
/// ```swift
/// tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
///
/// func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
///   let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
///   var content = header?.defaultContentConfiguration()
///   content?.text = "Favourites"
///   header?.contentConfiguration = content
///   return header
/// }
/// ```
///
/// Views that scroll out of the table go back for reuse under their identifier.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// Creates a view reused under an identifier.
  /// - Parameter reuseIdentifier: The identifier, or `nil` for a view that is not reused.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addContentView()
  }

  /// Creates a view from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    addContentView()
  }

  /// Creates a view with a frame and no reuse identifier.
  /// - Parameter frame: The view's rectangle.
  public convenience override init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a view with no reuse identifier. Table views make registered classes with it
  /// (UIKit calls `init(reuseIdentifier:)`), so a subclass inherits a way to be made.
  public required convenience init() {
    self.init(reuseIdentifier: nil)
  }

  private func addContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// The identifier the view is reused under.
  public internal(set) var reuseIdentifier: String?

  /// The view that holds the content; add custom views here.
  public let contentView = UIView()

  /// What the table view made the view for: a header or footer of its style. Set while the
  /// delegate is asked for a view, so ``defaultContentConfiguration()`` matches the place.
  var listLook = ListSectionLook(tableStyle: .plain).sectionView(isHeader: true)
  /// The content margin of the table the view is in, for its width; set with ``listLook``.
  package var listContentMargin = TableMetrics.contentMargin

  /// The content configuration for where the view shows: `plainHeader()` or `plainFooter()` in
  /// a plain table, `groupedHeader()` or `groupedFooter()` in a grouped or inset-grouped one.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration.sectionTitle(for: listLook, margin: listContentMargin)
  }

  // MARK: Configuration state (UITableViewHeaderFooterView+ConfigurationState.swift)

  /// The view's state, which its configurations are updated for: its traits
  /// (UITableViewHeaderFooterView.h). Override it and call `super` to add custom states.
  open var configurationState: UIViewConfigurationState {
    UIViewConfigurationState(traitCollection: traitCollection)
  }

  /// Updates the view's configurations for `state`; does nothing by default. Override it, and
  /// call ``setNeedsUpdateConfiguration()`` rather than this method: the view calls it before
  /// its next layout once an update is asked for, then ``configurationUpdateHandler``
  /// (UITableViewHeaderFooterView.h).
  /// - Parameter state: The view's current state.
  open func updateConfiguration(using state: UIViewConfigurationState) {}

  /// Asks for the view's configurations to be updated for its state before its next layout;
  /// several requests make one update.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// The type of ``configurationUpdateHandler``.
  public typealias ConfigurationUpdateHandler = (
    _ headerFooterView: UITableViewHeaderFooterView, _ state: UIViewConfigurationState
  ) -> Void

  /// Updates the view's configurations for its state, after ``updateConfiguration(using:)``;
  /// setting one asks for an update (UITableViewHeaderFooterView.h).
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether an update gives ``contentConfiguration`` its `updated(for:)` for the state
  /// first; `true` by default (UITableViewHeaderFooterView.h).
  open var automaticallyUpdatesContentConfiguration = true

  /// Whether an update is asked for; a new view needs its first.
  var needsConfigurationUpdate = true

  /// Runs a pending configuration update before laying out, as UIKit does.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
  }

  /// The content shown in ``contentView``; setting one replaces what the previous one showed.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }

  private var configuredView: (any UIView & UIContentView)?

  private func applyContentConfiguration() {
    configuredView = contentView.showContent(contentConfiguration, replacing: configuredView)
  }

  /// The label of the older API: made on first use, shown in the style of the view's place
  /// (its font and colour are those of ``defaultContentConfiguration()``), with that
  /// configuration's margins; `nil` while a content configuration is set
  /// (UITableViewHeaderFooterView.h).
  @available(iOS, introduced: 6.0, deprecated: 100000, message: "Use UIListContentConfiguration instead")
  open var textLabel: UILabel? {
    guard contentConfiguration == nil else { return nil }
    if let label = storedTextLabel { return label }
    let content = defaultContentConfiguration()
    let label = UILabel()
    label.font = content.textProperties.font
    label.textColor = content.textProperties.color
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let margins = content.directionalLayoutMargins
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margins.leading),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -margins.trailing),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: margins.top),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -margins.bottom),
    ])
    storedTextLabel = label
    return label
  }

  private var storedTextLabel: UILabel?

  /// A view drawn behind the content, or `nil` (the default).
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView {
        backgroundView.frame = bounds
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(backgroundView, at: 0)
      }
    }
  }

  /// The size the content view's constraints give at the target width: the content view fills
  /// the view by autoresizing, which the layout engine does not see through.
  /// - Parameters:
  ///   - targetSize: The size to approach.
  ///   - horizontalFittingPriority: How strongly the width should match the target.
  ///   - verticalFittingPriority: How strongly the height should match the target.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize,
    withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    contentView.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  /// Called before a table view hands the view out again; subclasses must call `super`.
  open func prepareForReuse() {}
}
