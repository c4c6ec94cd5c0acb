import Foundation

/// An object that can take part in event handling; the base class of every view.
///
/// HeadlessUIKit delivers no touches or key presses, but keeps the responder chain and first
/// responder status so code that walks them behaves as in UIKit.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// Called on an object made from an Interface Builder archive once every object in it is
  /// connected; subclasses override it to finish setting up and call `super`. UIKit declares it
  /// on NSObject (UINibLoading.h); HeadlessUIKit loads no archives, so it is never called here.
  open func awakeFromNib() {}

  // Nonisolated, as an Objective-C dealloc: the values attached with objc_setAssociatedObject
  // are released with the object, as the Objective-C runtime releases them.
  deinit {
    releaseAssociatedObjects(ofObjectIdentifiedBy: ObjectIdentifier(self))
  }

  /// The next responder in the chain: for a view, its superview.
  open var next: UIResponder? { nil }

  // MARK: Touches (UIResponder.h). A responder that does not override one of these passes the
  // call up the responder chain, as UIKit's default implementations do, so a view controller
  // sees the touches its view leaves alone.

  /// Called when fingers touch down; passes the call to the next responder unless overridden.
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: The event they belong to.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Called when fingers move; passes the call to the next responder unless overridden.
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: The event they belong to.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Called when fingers lift; passes the call to the next responder unless overridden.
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: The event they belong to.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Called when the system cancels touches; passes the call to the next responder unless
  /// overridden.
  /// - Parameters:
  ///   - touches: The touches that were cancelled.
  ///   - event: The event they belong to.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Whether this responder can become first responder; default `false`.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder may give up first responder status; default `true`.
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder is the first responder.
  open var isFirstResponder: Bool { UIResponder.current === self }

  /// Asks to become the first responder.
  /// - Returns: Whether it became first responder (only if `canBecomeFirstResponder`).
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if let current = UIResponder.current, current !== self {
      guard current.resignFirstResponder() else { return false }
    }
    UIResponder.current = self
    return true
  }

  /// Gives up first responder status.
  /// - Returns: Whether it is no longer first responder.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard UIResponder.current === self else { return true }
    guard canResignFirstResponder else { return false }
    UIResponder.current = nil
    return true
  }

  private static weak var current: UIResponder?
}
