import Foundation

extension UITableViewCell: ConfigurationUpdating {
  /// The state ``configurationState`` reports: the cell's flags and its traits.
  func makeConfigurationState() -> UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    return state
  }

  func runOwnUpdate(for state: UICellConfigurationState) {
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }
}
