import Foundation

/// A vertical extent constraints can refer to: the layout guides a view controller's
/// `topLayoutGuide` and `bottomLayoutGuide` return (deprecated since iOS 11 for the safe area).
///
/// ```swift
/// label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor)
/// ```
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
  /// The extent's height in points: the part of the view a bar covers.
  var length: CGFloat { get }
  /// The extent's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The extent's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The extent's height.
  var heightAnchor: NSLayoutDimension { get }
}
