import Foundation

extension NSLayoutConstraint {
  /// Options of `constraints(withVisualFormat:options:metrics:views:)`: an attribute to align
  /// every view of the format on, the direction a horizontal format runs in, and (iOS) what
  /// vertical spacing measures. Raw values are UIKit's (`NSLayoutConstraint.h`): an alignment is
  /// `1 << attribute`, directions `0`, `1 << 16` and `2 << 16`, baseline spacing `1 << 19`.
  ///
  /// ```swift
  /// let row = NSLayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-[icon]-[title]-|", options: .alignAllCenterY, metrics: nil,
  ///   views: ["icon": icon, "title": title])
  /// ```
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: UInt

    /// Options from their bits.
    /// - Parameter rawValue: UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align every view's left edge.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align every view's right edge.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align every view's top edge.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align every view's bottom edge.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align every view's leading edge.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align every view's trailing edge.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align every view's horizontal center.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align every view's vertical center.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align every view's last baseline.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align every view's first baseline.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The bits that choose alignments.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// A horizontal format runs from leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A horizontal format runs from left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// A horizontal format runs from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits that choose a direction.
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    /// Vertical spacing runs from edge to edge (the default). Unavailable, as Swift imports
    /// UIKit's zero-valued option: write `[]`.
    @available(*, unavailable, message: "use [] to construct an empty option set")
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spacing runs from baseline to baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits that choose the spacing.
    public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
  }
}
