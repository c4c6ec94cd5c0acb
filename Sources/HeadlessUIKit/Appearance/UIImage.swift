import Foundation

/// An image: its size in points, scale and rendering mode (HeadlessUIKit holds no pixels).
///
/// HeadlessUIKit cannot read an app's asset catalog, so `UIImage(named:)` finds images
/// registered with the HeadlessUIKit-only ``registerHeadlessImage(named:size:scale:)``, then
/// PNG, JPEG and SVG files in ``headlessImageDirectory`` (see `UIImage+Files.swift`) and, as
/// UIKit does for a missing asset, returns `nil` for any other name. `UIImage(systemName:)`
/// accepts any non-empty symbol name and gives a template image sized for its symbol
/// configuration, 20 by 19 points without one (the symbol list is not available off Apple
/// platforms; `UIImage+SymbolSize.swift` says where the sizes come from).
///
/// ```swift
/// UIImage.registerHeadlessImage(named: "banner", size: CGSize(width: 320, height: 120))  // tests only
/// let banner = UIImage(named: "banner")
/// ```
open class UIImage: NSObject, @unchecked Sendable {
  /// The image's size in points.
  open private(set) var size: CGSize
  /// The number of pixels per point.
  open private(set) var scale: CGFloat
  /// How the image is drawn: in its own colours or as a template tinted by its view.
  open private(set) var renderingMode: UIImage.RenderingMode
  /// Whether the image is an SF Symbol.
  open private(set) var isSymbolImage: Bool

  /// The asset or symbol name the image was created from, if any (HeadlessUIKit only).
  package let name: String?
  /// The file the image was read from, if any (HeadlessUIKit only).
  package private(set) var file: ImageFile?
  /// The colour given with `withTintColor(_:)`, which a symbol always draws in.
  package private(set) var ownTintColor: UIColor?
  /// The configuration the image was made with, or `nil`.
  open private(set) var configuration: UIImage.Configuration?

  /// Creates an empty image of size zero.
  public override init() {
    size = .zero
    scale = 1
    renderingMode = .automatic
    isSymbolImage = false
    name = nil
    super.init()
  }

  package init(
    name: String?,
    size: CGSize,
    scale: CGFloat,
    renderingMode: UIImage.RenderingMode,
    isSymbolImage: Bool
  ) {
    self.name = name
    self.size = size
    self.scale = scale
    self.renderingMode = renderingMode
    self.isSymbolImage = isSymbolImage
    super.init()
  }

  /// Loads a named image; in HeadlessUIKit, one registered with
  /// ``registerHeadlessImage(named:size:scale:)``, else a file in ``headlessImageDirectory``,
  /// else `nil`.
  /// - Parameter name: The asset name.
  public convenience init?(named name: String) {
    if let entry = UIImage.registry.entry(named: name) {
      self.init(
        name: name,
        size: entry.size,
        scale: entry.scale,
        renderingMode: .automatic,
        isSymbolImage: false
      )
    } else if let file = UIImage.imageFile(named: name) {
      self.init(file: file, name: name)
    } else {
      return nil
    }
  }

  /// An image that shows a file, sized by its pixels and scale.
  convenience init(file: ImageFile, name: String?) {
    self.init(
      name: name,
      size: CGSize(width: file.pixelSize.width / file.scale, height: file.pixelSize.height / file.scale),
      scale: file.scale,
      renderingMode: .automatic,
      isSymbolImage: false
    )
    self.file = file
  }

  /// Creates an SF Symbol image; in HeadlessUIKit any non-empty name gives a template image of
  /// the default symbol size (20 by 19 points, the size of a 17-point symbol), and an empty name
  /// gives `nil`.
  /// - Parameter name: The symbol's name, such as `"star.fill"`.
  public convenience init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.init(
      name: name,
      size: SymbolImageMetrics.size(for: nil),
      scale: 1,
      renderingMode: .alwaysTemplate,
      isSymbolImage: true
    )
  }

  /// Returns the same image with another rendering mode.
  /// - Parameter renderingMode: How the copy is drawn.
  open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
    let copy = UIImage(
      name: name,
      size: size,
      scale: scale,
      renderingMode: renderingMode,
      isSymbolImage: isSymbolImage
    )
    copy.file = file
    copy.ownTintColor = ownTintColor
    copy.configuration = configuration
    return copy
  }

  /// Returns the same image drawn in a colour: a symbol always in that colour, whatever its
  /// view's tint (Apple's documentation of `withTintColor(_:)`); the rendering mode stays.
  /// - Parameter color: The colour.
  open func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: renderingMode)
  }

  /// Returns the same image drawn in a colour, with a rendering mode.
  /// - Parameters:
  ///   - color: The colour.
  ///   - renderingMode: The copy's rendering mode.
  open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
    let copy = withRenderingMode(renderingMode)
    copy.ownTintColor = color
    return copy
  }

  /// Returns the same image with a configuration; for a symbol, the configuration applied over
  /// the one it has, and the size that configuration gives.
  /// - Parameter configuration: The configuration.
  open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
    let copy = withRenderingMode(renderingMode)
    copy.configuration = self.configuration?.applying(configuration) ?? configuration
    copy.sizeForSymbolConfiguration()
    return copy
  }

  /// A symbol takes the size of its symbol configuration (`UIImage+SymbolSize.swift`).
  private func sizeForSymbolConfiguration() {
    guard isSymbolImage else { return }
    size = SymbolImageMetrics.size(for: symbolConfiguration)
  }

  /// The symbol configuration the image was made with, or `nil` (not a symbol, or none given).
  open var symbolConfiguration: UIImage.SymbolConfiguration? { configuration as? UIImage.SymbolConfiguration }

  /// Returns a symbol with a configuration applied over its own, or `nil` for an image that is
  /// not a symbol.
  /// - Parameter configuration: The configuration.
  open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
    isSymbolImage ? withConfiguration(configuration) : nil
  }

  /// Creates an SF Symbol image with a configuration, sized by its point size or text style
  /// and its scale.
  /// - Parameters:
  ///   - name: The symbol's name.
  ///   - configuration: Point size, weight, scale or text style, or `nil`.
  public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
    self.init(systemName: name)
    self.configuration = configuration
    sizeForSymbolConfiguration()
  }

  /// Makes `UIImage(named:)` find an image of the given size (HeadlessUIKit only: not UIKit API,
  /// for tests and previews off Apple platforms).
  /// - Parameters:
  ///   - name: The asset name.
  ///   - size: The image's size in points.
  ///   - scale: Its pixels per point; default 1.
  public static func registerHeadlessImage(named name: String, size: CGSize, scale: CGFloat = 1) {
    registry.register(name, size: size, scale: scale)
  }

  /// Forgets an image registered with ``registerHeadlessImage(named:size:scale:)``
  /// (HeadlessUIKit only).
  /// - Parameter name: The asset name.
  public static func unregisterHeadlessImage(named name: String) {
    registry.unregister(name)
  }

  static let registry = Registry()

  /// Registered images and the image folder, behind a lock: tests register from any thread.
  final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: (size: CGSize, scale: CGFloat)] = [:]
    private var storedDirectory: URL?

    var directory: URL? {
      get {
        lock.lock()
        defer { lock.unlock() }
        return storedDirectory
      }
      set {
        lock.lock()
        defer { lock.unlock() }
        storedDirectory = newValue
      }
    }

    func register(_ name: String, size: CGSize, scale: CGFloat) {
      lock.lock()
      defer { lock.unlock() }
      entries[name] = (size, scale)
    }

    func unregister(_ name: String) {
      lock.lock()
      defer { lock.unlock() }
      entries[name] = nil
    }

    func entry(named name: String) -> (size: CGSize, scale: CGFloat)? {
      lock.lock()
      defer { lock.unlock() }
      return entries[name]
    }
  }
}

extension UIImage {
  /// How an image is drawn: in its own colours, or as a shape filled with the tint colour.
  public enum RenderingMode: Int, Sendable {
    /// The context decides (templates in bars and buttons with symbols, originals elsewhere).
    case automatic = 0
    /// Always the image's own colours.
    case alwaysOriginal = 1
    /// Always a template tinted with the view's tint colour.
    case alwaysTemplate = 2
  }
}
