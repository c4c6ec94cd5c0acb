/// Which height of a bar a background image is for (UIBarCommon.h, iOS 16.5): default 0,
/// compact 1, defaultPrompt 101, compactPrompt 102.
public enum UIBarMetrics: Int, Sendable {
  /// The bar's usual height.
  case `default` = 0
  /// The bar's compact height (a phone in landscape).
  case compact = 1
  /// The usual height with a prompt above the title.
  case defaultPrompt = 101
  /// The compact height with a prompt above the title.
  case compactPrompt = 102
}
