import Foundation

/// A description of a view's content that can make the view showing it.
///
/// A cell's `contentConfiguration` holds one; ``UIListContentConfiguration`` is UIKit's.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// Makes a view showing this configuration.
  func makeContentView() -> any UIView & UIContentView

  /// This configuration as it looks in a state: a cell that updates its configuration for its
  /// state calls it (UIContentConfiguration's second requirement in UIKit's Swift overlay).
  /// - Parameter state: The state of the view showing the configuration.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration shown; setting it updates the view.
  var configuration: any UIContentConfiguration { get set }
}

extension UIView {
  /// Shows a content configuration in this view (a cell's or header's content view): the view
  /// that showed an earlier configuration of the same kind takes the new one, as UIKit updates a
  /// content view in place; otherwise it is replaced by a new one pinned to this view's edges.
  /// - Parameters:
  ///   - configuration: The configuration to show, or `nil` to show none.
  ///   - current: The content view showing the previous configuration, if any.
  /// - Returns: The content view now showing `configuration`.
  func showContent(
    _ configuration: (any UIContentConfiguration)?, replacing current: (any UIView & UIContentView)?
  ) -> (any UIView & UIContentView)? {
    guard let configuration else {
      current?.removeFromSuperview()
      return nil
    }
    let made = configuration.makeContentView()
    if let current, type(of: current) == type(of: made) {
      current.configuration = configuration
      return current
    }
    current?.removeFromSuperview()
    made.translatesAutoresizingMaskIntoConstraints = false
    addSubview(made)
    NSLayoutConstraint.activate(made.edgeConstraints(equalTo: self))
    return made
  }
}
