/// The pressed and normal background colors ``Stylable/backgroundColor(_:for:)`` gives a button,
/// and the actions that apply them as the button is pressed and released.
///
/// UIKit has no per-state background color and no callback for a classic button's state change,
/// but a press goes through control events: touch down and drag enter highlight the button;
/// touch up, cancel and drag exit end the highlight. The actions, installed once per button under
/// their own identifiers (so they never replace the app's own closures for those events), run
/// this object, which the button owns (``ViewAttachments``) and which holds the button weakly.
@MainActor
final class ButtonBackgroundColors {
  private weak var button: UIButton?
  private var highlighted: UIColor?
  private var normal: UIColor?
  /// The view's own background color, kept while a state's color replaces it.
  private var replaced: UIColor??

  private static let pressIdentifier = UIAction.Identifier("DeclarativeUIKit.backgroundColor.press")
  private static let releaseIdentifier = UIAction.Identifier("DeclarativeUIKit.backgroundColor.release")
  private static let pressEvents: UIControl.Event = [.touchDown, .touchDragEnter]
  private static let releaseEvents: UIControl.Event = [
    .touchUpInside, .touchUpOutside, .touchCancel, .touchDragExit,
  ]

  private init(button: UIButton) {
    self.button = button
  }

  /// The colors of `button`, made and hooked to its events on first use.
  static func of(_ button: UIButton) -> ButtonBackgroundColors {
    ViewAttachments.object(ButtonBackgroundColors.self, of: button) {
      let colors = ButtonBackgroundColors(button: button)
      button.addAction(
        UIAction(identifier: pressIdentifier) { [weak colors] _ in colors?.apply(pressed: true) },
        for: pressEvents)
      button.addAction(
        UIAction(identifier: releaseIdentifier) { [weak colors] _ in colors?.apply(pressed: false) },
        for: releaseEvents)
      return colors
    }
  }

  /// Stores the color of `state` (`.highlighted` or `.normal`) and shows the color of the
  /// button's state now.
  func set(_ color: UIColor?, for state: UIControl.State) {
    if state == .highlighted { highlighted = color } else { normal = color }
    apply(pressed: button?.isHighlighted ?? false)
  }

  /// Shows the highlighted color while `pressed`, in place of the view's background color, and
  /// the normal one (or the view's own, kept meanwhile) otherwise.
  func apply(pressed: Bool) {
    guard let button else { return }
    if pressed, let highlighted {
      if replaced == nil { replaced = .some(button.backgroundColor) }
      button.backgroundColor = highlighted
    } else if let normal {
      replaced = nil
      button.backgroundColor = normal
    } else if let original = replaced {
      replaced = nil
      button.backgroundColor = original
    }
  }
}
