import Foundation

extension UITableViewHeaderFooterView {
  /// Runs an update asked for: the automatic `updated(for:)` of the content configuration,
  /// then `updateConfiguration(using:)`, then the update handler
  /// (UITableViewHeaderFooterView.h: the handler "is called after" the method).
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
