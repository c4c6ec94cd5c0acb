import Foundation

/// The root of a view hierarchy on screen.
///
/// Like UIKit's, a new window is hidden until `makeKeyAndVisible()`. A window is on a screen
/// (`UIScreen.main` unless given another) and in that screen's window scene, and
/// `UIApplication.shared` lists it.
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
    UIApplication.shared.register(self)
    updateTraits()
  }

  /// Creates a hidden window that covers the main screen, as `UIWindow()` does on a device
  /// (the window's `screen` is `UIScreen.main` by default, UIWindow.h; no public source states
  /// the frame, which apps that show `UIWindow()` full screen rely on).
  public convenience init() {
    self.init(frame: UIScreen.main.bounds)
  }

  /// Creates a hidden window in a window scene, covering the scene's screen.
  /// - Parameter windowScene: The scene to show the window in.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.screen.bounds)
    self.windowScene = windowScene
  }

  /// Creates a hidden window from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
    isInitialized = true
    screen.add(self)
    UIApplication.shared.register(self)
    updateTraits()
  }

  /// The scene the window is in: the one it was made in or given, else its screen's. Setting a
  /// scene moves the window to the scene's screen.
  open weak var windowScene: UIWindowScene? {
    get {
      if let storedWindowScene, storedWindowScene.screen === screen { return storedWindowScene }
      let scene = UIWindowScene.scene(for: screen)
      storedWindowScene = scene
      return scene
    }
    set {
      storedWindowScene = newValue
      if let newValue, newValue.screen !== screen { screen = newValue.screen }
    }
  }

  // Strong, though the property is weak as in UIKit: here the windows are what keeps a scene
  // (UIKit's application keeps its connected scenes), and the screen only points back to it.
  private var storedWindowScene: UIWindowScene?

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
  ///
  /// A new size is a transition for the root view controller: it hears of it first in
  /// `viewWillTransition(to:with:)`, and what it registers with the coordinator runs once the
  /// views have their new size (HeadlessUIKit does not animate).
  open override var frame: CGRect {
    get { super.frame }
    set {
      guard newValue.size != super.frame.size, let root = rootViewController, root.isViewLoaded else {
        super.frame = newValue
        updateSafeAreaFromScreen()
        return
      }
      let coordinator = ImmediateTransitionCoordinator(containerView: self)
      root.activeTransitionCoordinator = coordinator
      root.viewWillTransition(to: newValue.size, with: coordinator)
      super.frame = newValue
      updateSafeAreaFromScreen()
      coordinator.finish()
      root.activeTransitionCoordinator = nil
    }
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

  /// The key window of the app, if any.
  package static var currentKeyWindow: UIWindow? { keyWindow }
}
