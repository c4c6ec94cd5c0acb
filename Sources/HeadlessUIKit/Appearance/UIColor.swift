import Foundation

/// A colour with its opacity, in the grey or the sRGB colour space.
///
/// Colours compare equal when their components are equal once both are expressed as red, green,
/// blue and alpha, so `UIColor(white: 1, alpha: 1) == UIColor(red: 1, green: 1, blue: 1, alpha: 1)`.
/// A colour can also be dynamic, made by `init(dynamicProvider:)`: it has no components of its
/// own but picks a colour for each trait collection. System colours such as `systemBackground`
/// are dynamic, with UIKit's light and dark values. `resolvedColor(with:)` gives the colour for
/// some traits; reading a dynamic colour's components resolves it with
/// `UITraitCollection.current`, which drawing sets to the view's traits.
///
/// ```swift
/// let tint = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
/// let faded = tint.withAlphaComponent(0.5)
/// ```
open class UIColor: NSObject, @unchecked Sendable {
  // The grey level when the colour was made in the grey colour space, else nil; the RGB
  // components are kept for every colour.
  let grayLevel: CGFloat?
  let redComponent: CGFloat
  let greenComponent: CGFloat
  let blueComponent: CGFloat
  let alphaComponent: CGFloat
  /// The provider of a dynamic colour, else nil.
  private let dynamicProvider: ((UITraitCollection) -> UIColor)?
  /// The name of a system colour (`"systemBlue"`), which two dynamic colours with the same name
  /// compare equal by.
  private let systemName: String?

  /// Creates a grey colour.
  /// - Parameters:
  ///   - white: The grey level, 0 (black) to 1 (white).
  ///   - alpha: The opacity, 0 to 1.
  public init(white: CGFloat, alpha: CGFloat) {
    grayLevel = white
    redComponent = white
    greenComponent = white
    blueComponent = white
    alphaComponent = alpha
    dynamicProvider = nil
    systemName = nil
    super.init()
  }

  /// Creates a colour from sRGB components.
  /// - Parameters:
  ///   - red: The red component, 0 to 1.
  ///   - green: The green component, 0 to 1.
  ///   - blue: The blue component, 0 to 1.
  ///   - alpha: The opacity, 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    grayLevel = nil
    redComponent = red
    greenComponent = green
    blueComponent = blue
    alphaComponent = alpha
    dynamicProvider = nil
    systemName = nil
    super.init()
  }

  /// Creates a dynamic colour: one that asks `dynamicProvider` for the colour to use in each
  /// trait collection.
  ///
  /// ```swift
  /// let card = UIColor { traits in
  ///   traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : .white
  /// }
  /// ```
  /// - Parameter dynamicProvider: Returns the colour for some traits.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    grayLevel = nil
    redComponent = 0
    greenComponent = 0
    blueComponent = 0
    alphaComponent = 0
    self.dynamicProvider = dynamicProvider
    systemName = nil
    super.init()
  }

  /// A named dynamic colour with a light and a dark value.
  init(systemName: String, light: UIColor, dark: UIColor) {
    grayLevel = nil
    redComponent = 0
    greenComponent = 0
    blueComponent = 0
    alphaComponent = 0
    dynamicProvider = { $0.userInterfaceStyle == .dark ? dark : light }
    self.systemName = systemName
    super.init()
  }

  /// The colour to use in a trait collection: a dynamic colour's choice (resolved until it is
  /// not dynamic), or the colour itself.
  /// - Parameter traitCollection: The traits to resolve for.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    var color = self
    while let provider = color.dynamicProvider { color = provider(traitCollection) }
    return color
  }

  /// Whether the colour is dynamic.
  package var isDynamic: Bool { dynamicProvider != nil }

  /// The colour resolved with `UITraitCollection.current`.
  private var resolvedForCurrentTraits: UIColor { resolvedColor(with: UITraitCollection.current) }

  /// Creates a colour from Display P3 components (UIColor.h, iOS 10), kept as the sRGB colour
  /// it is: HeadlessUIKit holds sRGB components, so the components are converted (Display P3
  /// and sRGB share the sRGB transfer curve and the D65 white; the linear conversion matrix is
  /// the one derived from the two spaces' published primaries), and a colour outside sRGB keeps
  /// components below 0 or above 1, as UIKit's extended sRGB does.
  /// - Parameters:
  ///   - displayP3Red: The red component, 0 to 1.
  ///   - green: The green component, 0 to 1.
  ///   - blue: The blue component, 0 to 1.
  ///   - alpha: The opacity, 0 to 1.
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func linear(_ value: CGFloat) -> CGFloat {
      let magnitude = abs(value)
      let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
      return value < 0 ? -result : result
    }
    func encoded(_ value: CGFloat) -> CGFloat {
      let magnitude = abs(value)
      let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
      return value < 0 ? -result : result
    }
    let (r, g, b) = (linear(displayP3Red), linear(green), linear(blue))
    self.init(
      red: encoded(1.2249401 * r - 0.2249404 * g),
      green: encoded(-0.0420569 * r + 1.0420571 * g),
      blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
  }

  /// Creates a colour from hue, saturation and brightness (HSB) components.
  /// - Parameters:
  ///   - hue: The hue, 0 to 1 (a full turn of the colour wheel).
  ///   - saturation: The saturation, 0 to 1.
  ///   - brightness: The brightness, 0 to 1.
  ///   - alpha: The opacity, 0 to 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let rgb = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
  }

  /// Creates a colour with the components of a Core Graphics colour.
  /// - Parameter cgColor: A grey or RGB colour.
  public convenience init(cgColor: CGColor) {
    let components = cgColor.components ?? [0, 1]
    if components.count >= 4 {
      self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    } else {
      self.init(white: components.first ?? 0, alpha: components.count > 1 ? components[1] : 1)
    }
  }

  /// The colour as a Core Graphics colour: grey for grey colours, RGB otherwise.
  open var cgColor: CGColor {
    if isDynamic { return resolvedForCurrentTraits.cgColor }
    if let grayLevel { return CGColor(gray: grayLevel, alpha: alphaComponent) }
    return CGColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alphaComponent)
  }

  /// Returns the same colour with another opacity.
  /// - Parameter alpha: The new opacity, 0 to 1.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if isDynamic {
      return UIColor(dynamicProvider: { self.resolvedColor(with: $0).withAlphaComponent(alpha) })
    }
    if let grayLevel { return UIColor(white: grayLevel, alpha: alpha) }
    return UIColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
  }

  /// Reads the colour as sRGB components; always succeeds here.
  /// - Parameters:
  ///   - red: Receives the red component, when not `nil`.
  ///   - green: Receives the green component, when not `nil`.
  ///   - blue: Receives the blue component, when not `nil`.
  ///   - alpha: Receives the opacity, when not `nil`.
  /// - Returns: `true`.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?,
    green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    if isDynamic { return resolvedForCurrentTraits.getRed(red, green: green, blue: blue, alpha: alpha) }
    red?.pointee = redComponent
    green?.pointee = greenComponent
    blue?.pointee = blueComponent
    alpha?.pointee = alphaComponent
    return true
  }

  /// Reads the colour as a grey level; succeeds only for colours made in the grey colour space,
  /// as in UIKit.
  /// - Parameters:
  ///   - white: Receives the grey level, when not `nil`.
  ///   - alpha: Receives the opacity, when not `nil`.
  /// - Returns: Whether the colour is a grey colour.
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?)
    -> Bool
  {
    if isDynamic { return resolvedForCurrentTraits.getWhite(white, alpha: alpha) }
    guard let grayLevel else { return false }
    white?.pointee = grayLevel
    alpha?.pointee = alphaComponent
    return true
  }

  /// Reads the colour as hue, saturation and brightness; always succeeds here.
  /// - Parameters:
  ///   - hue: Receives the hue, 0 to 1, when not `nil`.
  ///   - saturation: Receives the saturation, when not `nil`.
  ///   - brightness: Receives the brightness, when not `nil`.
  ///   - alpha: Receives the opacity, when not `nil`.
  /// - Returns: `true`.
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?,
    saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    if isDynamic {
      return resolvedForCurrentTraits.getHue(
        hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }
    let (red, green, blue) = (redComponent, greenComponent, blueComponent)
    let maximum = max(red, green, blue)
    let minimum = min(red, green, blue)
    let delta = maximum - minimum
    var h: CGFloat = 0
    if delta > 0 {
      if maximum == red {
        h = (green - blue) / delta
      } else if maximum == green {
        h = 2 + (blue - red) / delta
      } else {
        h = 4 + (red - green) / delta
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum == 0 ? 0 : delta / maximum
    brightness?.pointee = maximum
    alpha?.pointee = alphaComponent
    return true
  }

  /// Whether another object is a colour with the same red, green, blue and alpha components.
  /// Dynamic colours are equal only to themselves, or to the same system colour.
  /// - Parameter object: The object to compare with.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if isDynamic || other.isDynamic {
      if let systemName, systemName == other.systemName { return true }
      return self === other
    }
    return redComponent == other.redComponent && greenComponent == other.greenComponent
      && blueComponent == other.blueComponent && alphaComponent == other.alphaComponent
  }

  /// A hash of the red, green, blue and alpha components.
  open override var hash: Int {
    if isDynamic { return systemName?.hashValue ?? ObjectIdentifier(self).hashValue }
    var hasher = Hasher()
    hasher.combine(redComponent)
    hasher.combine(greenComponent)
    hasher.combine(blueComponent)
    hasher.combine(alphaComponent)
    return hasher.finalize()
  }

  /// The colour's components, for debugging.
  open override var description: String {
    if isDynamic {
      return "UIColor(dynamic: \(systemName ?? "provider"), resolved: \(resolvedForCurrentTraits))"
    }
    if let grayLevel { return "UIColor(white: \(grayLevel), alpha: \(alphaComponent))" }
    return
      "UIColor(red: \(redComponent), green: \(greenComponent), blue: \(blueComponent), alpha: \(alphaComponent))"
  }

  private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
    -> (red: CGFloat, green: CGFloat, blue: CGFloat)
  {
    // A hue that is not finite has no sector: it is taken as 0 (red) rather than trapping.
    let sector = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    switch index {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }
}
