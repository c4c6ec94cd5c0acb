import Foundation

/// The direction text and layout run in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right, as in English.
  case leftToRight = 0
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft = 1
}
