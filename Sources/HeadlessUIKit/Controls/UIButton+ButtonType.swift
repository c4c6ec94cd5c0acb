extension UIButton {
  /// The kinds of button UIKit draws; chosen once, with `UIButton(type:)`.
  public enum ButtonType: Int, Sendable {
    /// No system styling: title white by default, the app draws the rest.
    case custom = 0
    /// The standard system button: title in the tint colour.
    case system = 1
    /// A chevron that leads to more detail.
    case detailDisclosure = 2
    /// An "i" information symbol for light backgrounds.
    case infoLight = 3
    /// An "i" information symbol for dark backgrounds.
    case infoDark = 4
    /// A "+" add-contact symbol.
    case contactAdd = 5
    /// A close ("x") symbol.
    case close = 7

    /// The former name of ``system``.
    public static var roundedRect: UIButton.ButtonType { .system }
  }
}
