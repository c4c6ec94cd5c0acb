import Foundation

/// A view whose font can follow the content size category: labels and text fields.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
  /// Whether the font follows the content size category of the view's traits.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
