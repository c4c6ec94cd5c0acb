import Foundation

/// The state of a table or collection view cell, which its configurations are updated for: the
/// view states (disabled, highlighted, selected, focused, pinned) and the cell's own (editing,
/// expanded, swiped, reordering, dragging, drop target), with traits and custom states. Every
/// flag is `false` and both drag states `.none` until set (UICellConfigurationState.h).
///
/// ```swift
/// cell.configurationUpdateHandler = { cell, state in
///   var content = UIListContentConfiguration.cell().updated(for: state)
///   content.text = state.isSelected ? "Chosen" : "Choose"
///   cell.contentConfiguration = content
/// }
/// ```
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// Where a cell is in a drag (UICellConfigurationDragState; raw values 0, 1, 2 in
  /// Objective-C, a Swift enum without them in UIKit's overlay).
  public enum DragState: Hashable {
    /// The cell is not being dragged.
    case none
    /// The cell is being lifted, before its drag starts.
    case lifting
    /// The cell is in a drag under way.
    case dragging
  }

  /// Whether a cell is where a drag may drop (UICellConfigurationDropState).
  public enum DropState: Hashable {
    /// No drag is under way over the cell's container.
    case none
    /// A drag may drop in the cell's container, but not on the cell.
    case notTargeted
    /// The cell is where the drag would drop.
    case targeted
  }

  private var view: UIViewConfigurationState

  /// The traits of the cell.
  public var traitCollection: UITraitCollection {
    get { view.traitCollection }
    set { view.traitCollection = newValue }
  }
  /// Whether the cell is disabled.
  public var isDisabled: Bool {
    get { view.isDisabled }
    set { view.isDisabled = newValue }
  }
  /// Whether the cell is highlighted (touched).
  public var isHighlighted: Bool {
    get { view.isHighlighted }
    set { view.isHighlighted = newValue }
  }
  /// Whether the cell is selected.
  public var isSelected: Bool {
    get { view.isSelected }
    set { view.isSelected = newValue }
  }
  /// Whether the cell has focus.
  public var isFocused: Bool {
    get { view.isFocused }
    set { view.isFocused = newValue }
  }
  /// Whether the cell is pinned at the edge of its list.
  public var isPinned: Bool {
    get { view.isPinned }
    set { view.isPinned = newValue }
  }
  /// Whether the cell's list is editing.
  public var isEditing = false
  /// Whether the cell's item is an expanded parent in an outline.
  public var isExpanded = false
  /// Whether the cell is swiped open, showing its swipe actions.
  public var isSwiped = false
  /// Whether the cell is being moved to a new place.
  public var isReordering = false
  /// Where the cell is in a drag.
  public var cellDragState = DragState.none
  /// Whether the cell is where a drag would drop.
  public var cellDropState = DropState.none

  /// Creates a state with these traits, no flag set and no drag.
  /// - Parameter traitCollection: The traits of the cell.
  public init(traitCollection: UITraitCollection) {
    view = UIViewConfigurationState(traitCollection: traitCollection)
  }

  /// A state the app keeps under its own key, or `nil` where none is set.
  /// - Parameter key: The key the app chose.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { view[key] }
    set { view[key] = newValue }
  }
}
