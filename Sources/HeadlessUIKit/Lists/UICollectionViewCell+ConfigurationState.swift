import Foundation

extension UICollectionViewCell {
  /// The state ``configurationState`` reports: the cell's flags and its traits.
  func makeConfigurationState() -> UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isConfigurationEditing
    state.isExpanded = isOutlineExpanded
    state.isReordering = isInteractivelyMoving
    return state
  }

  /// Shows the selected background view and asks for a configuration update when a flag of the
  /// state changed.
  func stateDidChange(_ changed: Bool) {
    showSelectedBackground()
    if changed { setNeedsUpdateConfiguration() }
  }

  /// Runs an update asked for: the automatic `updated(for:)` of the content and background
  /// configurations, then `updateConfiguration(using:)`, then the update handler
  /// (UICollectionViewCell.h: the handler "is called after" the method).
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
      contentConfiguration = content.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
      backgroundConfiguration = background.updated(for: state)
    }
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
    // Setting configurations inside the update asks for no second one.
    needsConfigurationUpdate = false
  }
}
