import Foundation

extension UICollectionViewCell: ConfigurationUpdating {
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

  func updateOtherConfigurations(for state: UICellConfigurationState) {
    if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
      backgroundConfiguration = background.updated(for: state)
    }
  }

  func runOwnUpdate(for state: UICellConfigurationState) {
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }
}
