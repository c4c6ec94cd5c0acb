import Foundation

/// How a bar looks: its background (a blur, a colour, an image) and the line under it. The base
/// of `UINavigationBarAppearance` and `UITabBarAppearance`; a bar keeps a copy of each it is
/// given, so changing an appearance after setting it changes no bar.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// navigationBar.scrollEdgeAppearance = appearance
/// ```
///
/// A new appearance has the default background (`configureWithDefaultBackground()`), as in
/// UIKit. HeadlessUIKit draws its background colour; it keeps the blur, the image and the
/// shadow without drawing them.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// Creates an appearance with the default background for the current device's idiom.
  public override convenience init() {
    self.init(idiom: UIDevice.current.userInterfaceIdiom)
  }

  /// Creates an appearance with the default background for an idiom.
  /// - Parameter idiom: The kind of device the bar is for.
  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  /// Creates a copy of another appearance's background and shadow.
  /// - Parameter barAppearance: The appearance to copy.
  public init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    backgroundEffect = barAppearance.backgroundEffect
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    backgroundImageContentMode = barAppearance.backgroundImageContentMode
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
    super.init()
  }

  /// The kind of device the appearance is for.
  public let idiom: UIUserInterfaceIdiom

  /// Sets the system's background: a chrome material blur and a faint line under the bar, no
  /// colour or image.
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = UIBarAppearance.defaultShadowColor
    shadowImage = nil
  }

  /// Sets an opaque background of the system background colour, with the line under the bar.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = UIBarAppearance.defaultShadowColor
    shadowImage = nil
  }

  /// Sets no background and no line under the bar: the content behind shows through.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = .clear
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  /// The blur behind the bar, or `nil`.
  open var backgroundEffect: UIBlurEffect?
  /// The colour of the bar's background, over the blur, or `nil`.
  open var backgroundColor: UIColor?
  /// An image over the background colour, or `nil`.
  open var backgroundImage: UIImage?
  /// How the background image fills the bar; `.scaleToFill` by default.
  open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
  /// The colour of the line under the bar, or `nil` for none.
  open var shadowColor: UIColor?
  /// An image for the line under the bar, or `nil`.
  open var shadowImage: UIImage?

  /// The line under a bar: black at 30% opacity. No public source; the value UIKit's default
  /// appearance reports on iOS 15 to 16.
  static var defaultShadowColor: UIColor { UIColor(white: 0, alpha: 0.3) }
}
