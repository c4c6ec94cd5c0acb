import Foundation

/// A view that updates its configurations for its state (cells, and table section header and
/// footer views): one update asked for runs before the next layout, in UIKit's order.
@MainActor
protocol ConfigurationUpdating: UIView {
  associatedtype State: UIConfigurationState
  /// Whether an update is asked for.
  var needsConfigurationUpdate: Bool { get set }
  /// The state the update is for.
  var configurationState: State { get }
  /// Whether the update gives the content configuration its `updated(for:)` first.
  var automaticallyUpdatesContentConfiguration: Bool { get }
  /// The content configuration.
  var contentConfiguration: (any UIContentConfiguration)? { get set }
  /// Updates the configurations other than the content's for the state (a cell's background).
  func updateOtherConfigurations(for state: State)
  /// The view's own update: `updateConfiguration(using:)`, then the update handler.
  func runOwnUpdate(for state: State)
}

extension ConfigurationUpdating {
  func updateOtherConfigurations(for state: State) {}

  /// Runs an update asked for: the automatic `updated(for:)` of the configurations, then
  /// `updateConfiguration(using:)`, then the update handler (UICollectionViewCell.h,
  /// UITableViewCell.h, UITableViewHeaderFooterView.h: the handler "is called after" the
  /// method).
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
      contentConfiguration = content.updated(for: state)
    }
    updateOtherConfigurations(for: state)
    runOwnUpdate(for: state)
    // Setting configurations inside the update asks for no second one.
    needsConfigurationUpdate = false
  }
}
