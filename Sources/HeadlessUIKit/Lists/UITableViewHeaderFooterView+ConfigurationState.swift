import Foundation

extension UITableViewHeaderFooterView: ConfigurationUpdating {
  func runOwnUpdate(for state: UIViewConfigurationState) {
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }
}
