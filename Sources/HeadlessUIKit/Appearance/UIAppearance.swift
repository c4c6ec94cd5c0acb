import Foundation

/// A kind of object whose look can be customized for every instance (UIKit's appearance proxies).
///
/// Views and bar items adopt it, as in UIKit, so extensions on it (such as Stevia's
/// `style(_:)`) apply to them. HeadlessUIKit does not model the proxies themselves
/// (`appearance()`): customize instances directly.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {}

/// A kind of object that can contain appearance-customized objects: views and view controllers
/// adopt it, as in UIKit.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}
extension UIViewController: UIAppearanceContainer {}
