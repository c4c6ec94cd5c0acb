/// How a label moves its text's baseline when the font shrinks to fit the width.
public enum UIBaselineAdjustment: Int, Sendable {
  /// Keep the baselines where the full-size text had them.
  case alignBaselines = 0
  /// Keep the text centred vertically.
  case alignCenters = 1
  /// Keep the text's top-left corner in place.
  case none = 2
}
