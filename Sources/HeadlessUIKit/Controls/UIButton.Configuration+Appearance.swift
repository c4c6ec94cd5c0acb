import Foundation

/// The colours a configuration's style gives a button in each state.
extension UIButton.Configuration {
  /// A copy with the style's colours for the button's state filled in where they were left
  /// `nil`: `baseForegroundColor`, `baseBackgroundColor` and `background.backgroundColor`.
  /// Colours already set stay as they are (the button itself still fades or greys them for its
  /// state when it draws).
  ///
  /// UIKit documents the rule, not the colours: a configuration left to the system takes on the
  /// style's defaults for the button's state. The colours are those the styles show in UIKit
  /// (the tint colour; white on filled backgrounds; a grey fill behind gray and bordered
  /// buttons; a faded tint behind tinted ones; grey content over a grey fill when disabled).
  /// No public source gives the fade or the highlight factors; they are listed where defined.
  ///
  /// - Parameter button: The button whose state and tint colour to use.
  @preconcurrency @MainActor
  public func updated(for button: UIButton) -> UIButton.Configuration {
    var copy = self
    let colors = colors(tint: button.tintColor ?? .systemBlue, state: button.state)
    if copy.baseForegroundColor == nil { copy.baseForegroundColor = colors.foreground }
    if copy.baseBackgroundColor == nil { copy.baseBackgroundColor = colors.fill }
    if copy.background.backgroundColor == nil { copy.background.backgroundColor = colors.background }
    return copy
  }

  /// Whether the style fills its background with the tint colour.
  var isProminent: Bool { style == .filled || style == .borderedProminent }

  /// The foreground, base background and drawn background colours for a tint and state.
  func colors(tint: UIColor, state: UIControl.State) -> (
    foreground: UIColor, fill: UIColor?, background: UIColor
  ) {
    let base = baseBackgroundColor ?? tint
    if state.contains(.disabled) {
      let fill: UIColor = hasBackground ? .tertiarySystemFill : .clear
      return (.tertiaryLabel, base, fill)
    }
    let selected = state.contains(.selected) && automaticallyUpdateForSelection && !isProminent
    var foreground: UIColor
    var background: UIColor
    switch style {
    case .plain, .borderless:
      foreground = baseForegroundColor ?? tint
      background = .clear
    case .gray, .bordered:
      foreground = baseForegroundColor ?? tint
      background = baseBackgroundColor ?? .secondarySystemFill
    case .tinted, .borderedTinted:
      foreground = baseForegroundColor ?? tint
      background = base.withAlphaComponent(Self.tintedBackgroundAlpha)
    case .filled, .borderedProminent:
      foreground = baseForegroundColor ?? .white
      background = base
    }
    if let custom = self.background.backgroundColor { background = custom }
    if selected {
      // A selected non-prominent button takes the filled look: its foreground becomes the fill.
      background = foreground
      foreground = .white
    }
    if state.contains(.highlighted) {
      if isProminent || selected {
        background = background.withAlphaComponent(Self.highlightedAlpha)
      } else {
        foreground = foreground.withAlphaComponent(Self.highlightedAlpha)
      }
    }
    return (foreground, base, background)
  }

  /// Whether the style draws a background at all.
  var hasBackground: Bool { style != .plain && style != .borderless }

  /// No public source: the opacity of the tint behind a tinted button.
  static let tintedBackgroundAlpha: CGFloat = 0.15

  /// No public source: the opacity of the pressed part of a highlighted button (its content, or
  /// the fill of a filled button).
  static let highlightedAlpha: CGFloat = 0.7
}
