import Foundation

/// A description of a view's content that can make the view showing it.
///
/// A cell's `contentConfiguration` holds one; ``UIListContentConfiguration`` is UIKit's.
@MainActor
public protocol UIContentConfiguration {
  /// Makes a view showing this configuration.
  func makeContentView() -> any UIView & UIContentView
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration shown; setting it updates the view.
  var configuration: any UIContentConfiguration { get set }
}
