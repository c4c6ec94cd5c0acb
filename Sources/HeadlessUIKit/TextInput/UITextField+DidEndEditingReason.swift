extension UITextField {
  /// Why a text field stopped editing.
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned the first responder: the edit is done.
    case committed = 0
  }
}
