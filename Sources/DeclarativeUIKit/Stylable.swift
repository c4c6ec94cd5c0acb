/// A view that can be styled with chained modifiers, each setting one property and returning the view.
///
/// Every `UIView` adopts it, so every view class and subclass gets the modifiers declared for its
/// ancestors and for itself:
///
/// ```swift
/// let button = UIButton()
///   .backgroundColor(.red)  // declared for UIView
///   .isEnabled(true)  // declared for UIControl
///   .title("Update Now")  // declared for UIButton
/// ```
///
/// The modifiers are `@discardableResult`: calling one on an existing view, without using the
/// result, is the same as setting the property.
@MainActor
public protocol Stylable {}

extension UIView: Stylable {}
