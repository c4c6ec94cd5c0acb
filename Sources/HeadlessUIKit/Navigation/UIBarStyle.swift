/// The style of a bar's background, from before bar appearances (UIInterface.h, iOS 16.5):
/// default 0, black 1; blackOpaque is black's deprecated name.
public enum UIBarStyle: Int, Sendable {
  /// The default, light style.
  case `default` = 0
  /// The dark style.
  case black = 1
  /// Dark and see-through; deprecated in iOS 13 for `.black` with a translucent bar.
  @available(*, deprecated, message: "Use UIBarStyleBlack and set the translucent property to YES instead.")
  case blackTranslucent = 2

  /// The dark style's old name; deprecated in iOS 13.
  @available(*, deprecated, renamed: "black")
  public static var blackOpaque: UIBarStyle { .black }
}
