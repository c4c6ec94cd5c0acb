import Foundation

/// The keys the text field and text view simulations share, each done through the view's own
/// replace step (which starts editing, asks the delegate and reports the change as that view
/// does): typing puts one character at a time at the end, backspace removes the last composed
/// character.
@MainActor
enum SimulatedKeyboard {
  /// Types `string` one character at a time at the end of the text.
  /// - Returns: Whether every character was accepted.
  static func type(
    _ string: String, text: () -> String?, replace: (NSRange, String) -> Bool
  ) -> Bool {
    var acceptedAll = true
    for character in string {
      let end = ((text() ?? "") as NSString).length
      if !replace(NSRange(location: end, length: 0), String(character)) { acceptedAll = false }
    }
    return acceptedAll
  }

  /// Removes the last composed character of `text`, if any.
  /// - Returns: Whether a character was deleted.
  static func deleteBackward(_ text: String?, replace: (NSRange, String) -> Bool) -> Bool {
    let current = (text ?? "") as NSString
    guard current.length > 0 else { return false }
    return replace(current.rangeOfComposedCharacterSequence(at: current.length - 1), "")
  }
}
