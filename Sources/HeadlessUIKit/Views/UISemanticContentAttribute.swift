import Foundation

/// What a view's content means for layout direction: whether it flips in right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Ordinary content, which flips with the layout direction.
  case unspecified = 0
  /// Playback controls, which never flip.
  case playback = 1
  /// Controls for spatial directions, which never flip.
  case spatial = 2
  /// Always laid out left to right.
  case forceLeftToRight = 3
  /// Always laid out right to left.
  case forceRightToLeft = 4
}
