/// What happens to text that does not fit on a line.
public enum NSLineBreakMode: Int, Sendable {
  /// Wrap at word boundaries.
  case byWordWrapping = 0
  /// Wrap at character boundaries.
  case byCharWrapping = 1
  /// Cut the text at the container's edge.
  case byClipping = 2
  /// Replace the start of the line with an ellipsis ("…wxyz").
  case byTruncatingHead = 3
  /// Replace the end of the line with an ellipsis ("abcd…").
  case byTruncatingTail = 4
  /// Replace the middle of the line with an ellipsis ("ab…yz").
  case byTruncatingMiddle = 5
}
