import Foundation

/// The text size a person chose in Settings: seven standard sizes and five larger accessibility
/// sizes. Fonts from `UIFont.preferredFont(forTextStyle:compatibleWith:)` and `UIFontMetrics`
/// follow it.
///
/// Raw values are the strings UIKit's constants hold at run time (`"UICTContentSizeCategoryL"`
/// for `.large`, the default). Categories compare by size: `.small < .large`, and every
/// accessibility size is larger than `.extraExtraExtraLarge`.
///
/// ```swift
/// let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
/// UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize  // 28
/// ```
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// The category's name.
  public var rawValue: String

  /// Creates a category from its name.
  /// - Parameter rawValue: The category's name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// No category chosen; fonts use `.large`.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The smallest standard size.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small size.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium size.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The default size.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// A large size.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// A larger size.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest standard size.
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// The first accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The second accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The third accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The fourth accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { (rank ?? 0) >= 8 }

  /// Whether the left category is smaller than the right one.
  /// - Parameters:
  ///   - left: A category.
  ///   - right: Another category.
  public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    (left.rank ?? 0) < (right.rank ?? 0)
  }

  /// Whether the left category is smaller than or the same as the right one.
  /// - Parameters:
  ///   - left: A category.
  ///   - right: Another category.
  public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    (left.rank ?? 0) <= (right.rank ?? 0)
  }

  /// Whether the left category is larger than the right one.
  /// - Parameters:
  ///   - left: A category.
  ///   - right: Another category.
  public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    (left.rank ?? 0) > (right.rank ?? 0)
  }

  /// Whether the left category is larger than or the same as the right one.
  /// - Parameters:
  ///   - left: A category.
  ///   - right: Another category.
  public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    (left.rank ?? 0) >= (right.rank ?? 0)
  }

  /// Every category but `.unspecified`, smallest first.
  package static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The category's place in `ordered` counted from 1, or `nil` for unspecified and unknown
  /// names (which compare as smaller than every size).
  package var rank: Int? {
    UIContentSizeCategory.ordered.firstIndex(of: self).map { $0 + 1 }
  }

  /// The name of the category's constant (`"accessibilityLarge"`), or `nil` for unspecified
  /// and unknown categories (HeadlessUIKit only).
  public var caseName: String? {
    let names = [
      "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
      "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
      "accessibilityExtraExtraExtraLarge",
    ]
    return rank.map { names[$0 - 1] }
  }

  /// The category fonts use: `.large` when unspecified or unknown.
  package var resolvedForFonts: UIContentSizeCategory { rank == nil ? .large : self }
}
