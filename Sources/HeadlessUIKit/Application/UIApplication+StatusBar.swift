import Foundation

extension UIApplication {
  /// The status bar's rectangle on the key window's screen, across its top: the simulated
  /// device's status bar height; zero with no key window (UIApplication.h, deprecated in
  /// iOS 13 for the window scene's status bar manager).
  @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
  public var statusBarFrame: CGRect {
    guard let screen = keyWindow?.screen else { return .zero }
    return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.statusBarHeight)
  }
}
