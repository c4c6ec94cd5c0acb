import Foundation

/// A blur of the content behind a `UIVisualEffectView`.
///
/// ```swift
/// let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// ```
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The blur's style.
  nonisolated package let style: UIBlurEffect.Style

  /// Creates a blur of a style.
  /// - Parameter style: The style, such as `.systemMaterial`.
  public init(style: UIBlurEffect.Style) {
    self.style = style
    super.init()
  }

  /// Two blurs are equal when they have the same style.
  /// - Parameter object: The object to compare with.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIBlurEffect else { return false }
    return other.style == style
  }
}

extension UIBlurEffect {
  /// How strong and how tinted a blur is.
  public enum Style: Int, Sendable {
    /// A light blur tinted almost white.
    case extraLight = 0
    /// A light blur.
    case light = 1
    /// A dark blur.
    case dark = 2
    /// A light or dark blur following the interface style.
    case regular = 4
    /// A stronger light or dark blur following the interface style.
    case prominent = 5
    /// The thinnest material, adapting to the interface style.
    case systemUltraThinMaterial = 6
    /// A thin material.
    case systemThinMaterial = 7
    /// The standard material.
    case systemMaterial = 8
    /// A thick material.
    case systemThickMaterial = 9
    /// The material of bars and chrome.
    case systemChromeMaterial = 10
    /// The thinnest material, always light.
    case systemUltraThinMaterialLight = 11
    /// A thin material, always light.
    case systemThinMaterialLight = 12
    /// The standard material, always light.
    case systemMaterialLight = 13
    /// A thick material, always light.
    case systemThickMaterialLight = 14
    /// The chrome material, always light.
    case systemChromeMaterialLight = 15
    /// The thinnest material, always dark.
    case systemUltraThinMaterialDark = 16
    /// A thin material, always dark.
    case systemThinMaterialDark = 17
    /// The standard material, always dark.
    case systemMaterialDark = 18
    /// A thick material, always dark.
    case systemThickMaterialDark = 19
    /// The chrome material, always dark.
    case systemChromeMaterialDark = 20
  }
}
