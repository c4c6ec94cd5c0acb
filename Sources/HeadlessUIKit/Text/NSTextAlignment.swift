/// How lines of text sit horizontally in their container (iOS raw values).
public enum NSTextAlignment: Int, Sendable {
  /// Against the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Against the right edge.
  case right = 2
  /// Spread to both edges; the last line of a paragraph is aligned naturally.
  case justified = 3
  /// The script's own direction: left for left-to-right languages, right otherwise.
  case natural = 4
}
