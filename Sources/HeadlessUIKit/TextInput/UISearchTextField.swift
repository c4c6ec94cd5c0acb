import Foundation

/// The text field of a search bar: a rounded field with a magnifying glass.
///
/// A search bar makes one and shows it; read it through `UISearchBar.searchTextField`.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  // MARK: Drawing (UISearchTextField+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawSearchField(in: rect, on: &canvas) }

  /// Creates an empty search field with the given frame.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a search field from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
