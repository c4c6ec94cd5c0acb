import Foundation

extension UIView {
  /// Which of a view's margins and dimensions grow or shrink when its superview's bounds change.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    /// - Parameter rawValue: The bit mask.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The distance to the superview's left edge changes.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width changes.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge changes.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge changes.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height changes.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge changes.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// How UIKit's constraint descriptions spell the mask: `h=` and `v=` each followed by the
    /// leading margin, the dimension and the trailing margin, `-` fixed and `&` flexible; with
    /// nothing flexible on an axis the trailing margin takes the change (`h=--&`).
    package var constraintDescription: String {
      func axis(_ leading: AutoresizingMask, _ size: AutoresizingMask, _ trailing: AutoresizingMask) -> String
      {
        let flags = [leading, size, trailing].map { contains($0) }
        let shown = flags.contains(true) ? flags : [false, false, true]
        return String(shown.map { $0 ? "&" : "-" })
      }
      return "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
        + "v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
    }
  }

  /// Moves and stretches the subviews by their autoresizing masks after this view's bounds went
  /// from `oldSize` to their current size, as UIKit does at once when a view's bounds change
  /// (UIView.autoresizingMask documentation). Nothing moves while `autoresizesSubviews` is
  /// `false`, nor subviews placed by constraints (`translatesAutoresizingMaskIntoConstraints`
  /// off), whose frames the layout engine owns.
  func resizeSubviews(withOldSize oldSize: CGSize) {
    guard autoresizesSubviews, subviewList.count > 0 else { return }
    let newSize = bounds.size
    guard newSize != oldSize else { return }
    for subview in subviews
    where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
      let frame = subview.untransformedFrame
      let mask = subview.autoresizingMask
      let (x, width) = AutoresizingMask.resize(
        start: frame.minX, length: frame.width, in: oldSize.width, to: newSize.width,
        flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
        flexibleEnd: mask.contains(.flexibleRightMargin))
      let (y, height) = AutoresizingMask.resize(
        start: frame.minY, length: frame.height, in: oldSize.height, to: newSize.height,
        flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
        flexibleEnd: mask.contains(.flexibleBottomMargin))
      let resized = CGRect(x: x, y: y, width: width, height: height)
      if resized != frame { subview.untransformedFrame = resized }
    }
  }
}

extension UIView.AutoresizingMask {
  /// One axis of autoresizing: the superview's length changed from `old` to `new`, and the
  /// change is shared among the flexible parts (the margin before the view, its length, the
  /// margin after it) in proportion to their sizes, as UIView.autoresizingMask's documentation
  /// states ("distribute the size difference proportionally among the flexible portions"). When
  /// the flexible parts are all zero there is no proportion; HeadlessUIKit then shares the
  /// change equally (no public source says what UIKit does).
  /// - Returns: The view's new start and length on that axis.
  static func resize(
    start: CGFloat, length: CGFloat, in old: CGFloat, to new: CGFloat,
    flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
  ) -> (start: CGFloat, length: CGFloat) {
    let change = new - old
    let end = old - start - length
    let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)]
    let flexible = parts.filter(\.0)
    guard change != 0, !flexible.isEmpty else { return (start, length) }
    let total = flexible.reduce(0) { $0 + max(0, $1.1) }
    func share(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return total > 0 ? change * max(0, part.1) / total : change / CGFloat(flexible.count)
    }
    return (start + share(parts[0]), length + share(parts[1]))
  }
}
