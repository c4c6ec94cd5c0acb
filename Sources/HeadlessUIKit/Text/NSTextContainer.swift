import Foundation

/// The region a text view lays its text out in.
///
/// A text view's container tracks the text view's width (less `textContainerInset`) and leaves
/// `lineFragmentPadding` blank at each end of every line.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
  /// The container's size; a dimension of 0 (or greater than any text) does not limit.
  open var size: CGSize

  /// The blank space at each end of every line; 5 points by default.
  open var lineFragmentPadding: CGFloat = 5

  /// The most lines laid out, or 0 for no limit (the default).
  open var maximumNumberOfLines = 0

  /// How the last line that fits ends when the text is longer; `.byWordWrapping` by default.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping

  /// Whether the container's width follows its text view's; `true` for a text view's own container.
  open var widthTracksTextView = false

  /// Whether the container's height follows its text view's; `false` by default.
  open var heightTracksTextView = false

  /// Creates a container of a size.
  /// - Parameter size: The size; 0 in a dimension for no limit.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  /// Creates a container without limits.
  public convenience override init() {
    self.init(size: .zero)
  }
}
