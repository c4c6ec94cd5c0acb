import Foundation

extension UITableViewCell {
  /// The state ``configurationState`` reports: the cell's flags and its traits.
  func makeConfigurationState() -> UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    return state
  }

  /// Runs an update asked for: the automatic `updated(for:)` of the content configuration,
  /// then `updateConfiguration(using:)`, then the update handler (UITableViewCell.h: the
  /// handler "is called after" the method).
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
      contentConfiguration = content.updated(for: state)
    }
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
    // Setting configurations inside the update asks for no second one.
    needsConfigurationUpdate = false
  }
}
