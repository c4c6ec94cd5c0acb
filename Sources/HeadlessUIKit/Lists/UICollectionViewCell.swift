import Foundation

/// A view a collection view reuses: the base of its cells and supplementary views.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view is reused under, set when a collection view makes it.
  open internal(set) var reuseIdentifier: String?

  /// Creates a view.
  /// - Parameter frame: The view's rectangle.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view with a zero frame. Collection views make registered classes with it, so it
  /// is required: a subclass that overrides `init(frame:)` and `init?(coder:)` inherits it.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// HeadlessUIKit reads nothing from archives.
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Called before a collection view hands the view out again.
  open func prepareForReuse() {}

  /// The attributes the view would like, given the layout's: by default the layout's, resized
  /// to the view's Auto Layout size near them, at their width where the layout fixes it (a
  /// self-sizing layout asks for it).
  /// - Parameter layoutAttributes: What the layout gave the view.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    prepareForSizing()
    let preferred = layoutAttributes.copied()
    let fitted = sizingView.systemLayoutSizeFitting(
      layoutAttributes.size,
      withHorizontalFittingPriority: layoutAttributes.keepsWidth ? .required : .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    // A view whose content does not size it keeps the layout's size.
    preferred.size = CGSize(
      width: fitted.width > 0 ? fitted.width : layoutAttributes.size.width,
      height: fitted.height > 0 ? fitted.height : layoutAttributes.size.height)
    return preferred
  }

  /// The view whose constraints give the size: the view itself, a cell's content view.
  var sizingView: UIView { self }

  /// Brings the view up to date before it is measured; a cell runs its pending configuration
  /// update, which may make the views that size it.
  func prepareForSizing() {}
}

/// An item's view in a collection view: a content view, a content configuration and selection.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// Creates a cell.
  /// - Parameter frame: The cell's rectangle.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addContentView()
  }

  /// HeadlessUIKit reads nothing from archives.
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addContentView()
  }

  private func addContentView() {
    contentView.frame = bounds
    // The content view follows the cell's bounds as well as its frame, so a cell sized by its
    // bounds and laid out on its own lays its content out in one pass, as on iOS. No source
    // states the mask: UICollectionViewCell.h and Apple's documentation are silent, and no
    // device recording here pins it; it is the mask this package gives UITableViewCell's.
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// The view that holds the cell's content.
  public let contentView = UIView()

  override var sizingView: UIView { contentView }

  /// The content shown in ``contentView``.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }

  private var configuredView: (any UIView & UIContentView)?

  /// Shows the content configuration, as `adjusted(_:)` makes it.
  func applyContentConfiguration() {
    configuredView = contentView.showContent(
      contentConfiguration.map(adjusted), replacing: configuredView)
  }

  /// The configuration as the cell shows it; a list cell gives a list configuration the
  /// system's side margins.
  func adjusted(_ configuration: any UIContentConfiguration) -> any UIContentConfiguration {
    configuration
  }

  /// Whether the cell is selected; default `false`. A change asks for a configuration update.
  open var isSelected = false {
    didSet { stateDidChange(isSelected != oldValue) }
  }

  /// Whether the cell is highlighted; default `false`. A change asks for a configuration update.
  open var isHighlighted = false {
    didSet { stateDidChange(isHighlighted != oldValue) }
  }

  // MARK: Configuration state (UICollectionViewCell+ConfigurationState.swift)

  /// The cell's state, which its configurations are updated for: selected and highlighted,
  /// its list's editing, its outline item's expansion, its move, and its traits.
  open var configurationState: UICellConfigurationState { makeConfigurationState() }

  /// Updates the cell's configurations for `state`; does nothing by default. Override it, and
  /// call ``setNeedsUpdateConfiguration()`` rather than this method: UIKit calls it before the
  /// cell's next layout once an update is asked for, then ``configurationUpdateHandler``
  /// (UICollectionViewCell.h).
  /// - Parameter state: The cell's current state.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Asks for the cell's configurations to be updated for its state before its next layout;
  /// several requests make one update. The cell asks by itself when its state changes.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// The type of ``configurationUpdateHandler``.
  public typealias ConfigurationUpdateHandler = (
    _ cell: UICollectionViewCell, _ state: UICellConfigurationState
  ) ->
    Void

  /// Updates the cell's configurations for its state, after ``updateConfiguration(using:)``;
  /// setting one asks for an update (UICollectionViewCell.h).
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether an update gives ``contentConfiguration`` its `updated(for:)` for the state
  /// first; `true` by default (UICollectionViewCell.h).
  open var automaticallyUpdatesContentConfiguration = true

  /// Whether an update gives ``backgroundConfiguration`` its `updated(for:)` for the state
  /// first; `true` by default (UICollectionViewCell.h).
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// Whether an update is asked for; a new cell needs its first.
  var needsConfigurationUpdate = true

  /// A cell is measured with its configuration up to date: a cell that makes its views in
  /// `updateConfiguration(using:)` (Apple's "Implementing Modern Collection Views" custom cell
  /// list) is sized to them, its rows as tall as their wrapped text.
  override func prepareForSizing() { updateConfigurationIfNeeded() }

  /// Runs a pending configuration update before laying out, as UIKit does.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
  }

  /// Whether the cell's item is an expanded parent of an outline. Set by a diffable data source
  /// that shows a section snapshot.
  var isOutlineExpanded = false {
    didSet { stateDidChange(isOutlineExpanded != oldValue) }
  }

  /// Whether the cell's list is editing, for its configuration state: its collection view's
  /// `isEditing`.
  var isConfigurationEditing: Bool { (superview as? UICollectionView)?.isEditing ?? false }

  /// Whether the cell is being moved by an interactive movement of its collection view.
  var isInteractivelyMoving = false {
    didSet { stateDidChange(isInteractivelyMoving != oldValue) }
  }

  /// A view behind every other view of the cell, sized to it; default `nil`
  /// (UICollectionViewCell.h: "a subview behind all other views").
  open var backgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: backgroundView) }
  }

  /// A view between ``backgroundView`` and the content view, shown only while the cell is
  /// selected or highlighted; default `nil` (UICollectionViewCell.h: placed above the background
  /// view and shown on selection; HeadlessUIKit does not animate it in).
  open var selectedBackgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: selectedBackgroundView) }
  }

  /// What the cell's background shows, or `nil` for its background views; default `nil`.
  /// Setting one sets ``backgroundView`` and ``selectedBackgroundView`` to `nil`
  /// (UICollectionViewCell.h: they "are always nil when a non-nil backgroundConfiguration is
  /// set"). A list cell draws its colour, corner radius included, in place of its list
  /// section's background (none for `clear()`); HeadlessUIKit keeps a plain cell's without
  /// drawing it.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet {
      guard backgroundConfiguration != nil else { return }
      backgroundView = nil
      selectedBackgroundView = nil
    }
  }

  /// Takes an old background view out and puts the backgrounds behind the content view, in
  /// their order.
  private func replaceBackground(_ old: UIView?, with new: UIView?) {
    if let old, old !== backgroundView, old !== selectedBackgroundView, old.superview === self {
      old.removeFromSuperview()
    }
    for view in [selectedBackgroundView, backgroundView].compactMap({ $0 }) {
      insertSubview(view, at: 0)
      view.frame = bounds
    }
    showSelectedBackground()
  }

  func showSelectedBackground() {
    guard let selectedBackgroundView, selectedBackgroundView !== backgroundView else { return }
    selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
  }

  /// The cell's frame; the content view and background views follow at once.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      let bounds = CGRect(origin: .zero, size: newValue.size)
      contentView.frame = bounds
      backgroundView?.frame = bounds
      selectedBackgroundView?.frame = bounds
    }
  }
}
