import Foundation

/// The root of a view hierarchy on screen.
///
/// Like UIKit's, a new window is hidden until `makeKeyAndVisible()`. HeadlessUIKit has no
/// screen or scenes: a window is a root view that tracks which window is key.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.addSubview(rootView)
/// window.makeKeyAndVisible()
/// ```
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// Creates a hidden window with a frame.
  /// - Parameter frame: The window's rectangle on screen.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
    isInitialized = true
    screen.add(self)
    updateTraits()
  }

  /// Creates a hidden window from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
    isInitialized = true
    screen.add(self)
    updateTraits()
  }

  /// The screen the window is on; `UIScreen.main` by default. The window takes its traits from
  /// it.
  open var screen: UIScreen = .main {
    didSet {
      guard screen !== oldValue else { return }
      oldValue.remove(self)
      screen.add(self)
      updateTraits()
      updateSafeAreaFromScreen()
    }
  }

  /// The view controller whose view fills the window. Setting it loads that view and puts it
  /// in the window the window's size, in place of the previous root's; in a visible window the
  /// new root appears and the old one disappears.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      guard let root = rootViewController else { return }
      let view: UIView = root.view
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
      root.updateSafeArea()
    }
  }

  /// Whether the window is hidden. Showing it makes the view controllers in it appear; hiding
  /// it makes them disappear.
  open override var isHidden: Bool {
    get { super.isHidden }
    set {
      let wasHidden = super.isHidden
      guard newValue != wasHidden, isInitialized else {
        super.isHidden = newValue
        return
      }
      let controllers = subviews.flatMap { UIViewController.controllers(in: $0) }
      if newValue {
        let leaving = UIViewController.beginDisappearing(controllers)
        super.isHidden = true
        UIViewController.finishDisappearing(leaving)
      } else {
        let arriving = UIViewController.beginAppearing(controllers)
        super.isHidden = false
        UIViewController.finishAppearing(arriving, in: self)
      }
    }
  }

  /// Set once the initializer has run, so hiding the new window is not a disappearance.
  private var isInitialized = false

  /// The window's rectangle; the window's safe area follows it on a device's screen.
  open override var frame: CGRect {
    didSet { updateSafeAreaFromScreen() }
  }

  /// Gives the window the part of its screen's safe-area insets it overlaps: a full-screen
  /// window gets the device's insets.
  private func updateSafeAreaFromScreen() {
    guard screen.device != nil else { return }
    let device = screen.deviceSafeAreaInsets
    let bounds = screen.bounds
    storedSafeAreaInsets = UIEdgeInsets(
      top: max(0, device.top - frame.minY), left: max(0, device.left - frame.minX),
      bottom: max(0, frame.maxY - (bounds.maxY - device.bottom)),
      right: max(0, frame.maxX - (bounds.maxX - device.right)))
    rootViewController?.updateSafeArea()
  }

  package override func inheritedTraitValues() -> UITraitCollection.Values {
    let own = superview?.storedTraits.values ?? UITraitCollection.Values()
    return screen.traitCollection.values.merged(with: own)
  }

  /// Whether this is the key window, the one receiving keyboard events.
  open var isKeyWindow: Bool { UIWindow.keyWindow === self }

  /// Makes this the key window (the previous key window resigns).
  open func makeKey() {
    guard UIWindow.keyWindow !== self else { return }
    let previous = UIWindow.keyWindow
    UIWindow.keyWindow = self
    previous?.resignKey()
    becomeKey()
  }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Called when the window becomes key.
  open func becomeKey() {}

  /// Called when the window stops being key.
  open func resignKey() {}

  private static weak var keyWindow: UIWindow?
}
