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
@MainActor
open class UIWindow: UIView {
  /// Creates a hidden window with a frame.
  /// - Parameter frame: The window's rectangle on screen.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
    screen.add(self)
    updateTraits()
  }

  /// Creates a hidden window from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
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
    }
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
