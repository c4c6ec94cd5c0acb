import Foundation

/// The state of a view that has configurations, such as a table's header or footer view: its
/// traits, whether it is disabled, highlighted, selected, focused or pinned, and custom states.
/// Every flag is `false` until set (UIViewConfigurationState.h).
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  /// The traits of the view.
  public var traitCollection: UITraitCollection
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether the view is highlighted (touched).
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view has focus.
  public var isFocused = false
  /// Whether the view is pinned: a header or footer floating at the edge of its list.
  public var isPinned = false

  var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// Creates a state with these traits and no flag set.
  /// - Parameter traitCollection: The traits of the view.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// A state the app keeps under its own key, or `nil` where none is set.
  /// - Parameter key: The key the app chose.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}
