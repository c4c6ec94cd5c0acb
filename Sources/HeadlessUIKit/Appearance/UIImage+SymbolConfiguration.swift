import Foundation

extension UIImage {
  /// How large a symbol is beside text of its point size (UIImageSymbolConfiguration.h,
  /// iOS 16.5): default -1, unspecified 0, small 1, medium 2, large 3.
  public enum SymbolScale: Int, Sendable {
    /// The system's default size.
    case `default` = -1
    /// Left for the context to choose.
    case unspecified = 0
    /// Smaller than the text.
    case small = 1
    /// Matching the text.
    case medium = 2
    /// Larger than the text.
    case large = 3
  }

  /// The stroke weight of a symbol (UIImageSymbolConfiguration.h, iOS 16.5): unspecified 0,
  /// then ultraLight 1 to black 9.
  public enum SymbolWeight: Int, Sendable {
    /// Left for the context to choose.
    case unspecified = 0
    /// The lightest.
    case ultraLight = 1
    /// Thin.
    case thin = 2
    /// Light.
    case light = 3
    /// Regular.
    case regular = 4
    /// Medium.
    case medium = 5
    /// Semibold.
    case semibold = 6
    /// Bold.
    case bold = 7
    /// Heavy.
    case heavy = 8
    /// The heaviest.
    case black = 9
  }

  /// Traits an image is chosen or drawn for (UIImageConfiguration.h). Not open for
  /// subclassing here (its copies are made through a required initializer).
  public class Configuration: NSObject, @unchecked Sendable {
    /// The traits, or `nil`.
    public internal(set) var traitCollection: UITraitCollection?

    required override init() {
      super.init()
    }

    /// A copy with other traits.
    /// - Parameter traitCollection: The traits.
    /// - Returns: The copy.
    public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
      let copy = copied()
      copy.traitCollection = traitCollection
      return copy
    }

    /// This configuration with another's values on top (the other's set values win).
    /// - Parameter otherConfiguration: The other configuration, or `nil`.
    /// - Returns: The combination.
    public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      let copy = copied()
      if let traits = otherConfiguration?.traitCollection { copy.traitCollection = traits }
      return copy
    }

    func copied() -> Self {
      let copy = Self.init()
      copy.traitCollection = traitCollection
      return copy
    }
  }

  /// How an SF Symbol is drawn: point size, weight, scale, text style, colours
  /// (UIImageSymbolConfiguration.h, iOS 16.5). Each initializer sets one group of values and
  /// leaves the others unspecified; ``applying(_:)`` combines them. A symbol image's size follows
  /// the point size (or the text style's, at the content size category) and the scale
  /// (`UIImage+SymbolSize.swift`); the weight is kept for the app to read back, and draws at the
  /// icon set's one weight.
  public class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    /// The point size, 0 when unspecified.
    public private(set) var pointSize: CGFloat = 0
    /// The weight.
    public private(set) var weight: UIImage.SymbolWeight = .unspecified
    /// The scale.
    public private(set) var scale: UIImage.SymbolScale = .unspecified
    /// The text style the size follows, or `nil`.
    public private(set) var textStyle: UIFont.TextStyle?
    /// The colours of a palette or hierarchical symbol, or `nil`.
    public private(set) var colors: [UIColor]?

    required init() {
      super.init()
    }

    /// A configuration with nothing specified.
    public static var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

    /// A scale.
    /// - Parameter scale: The scale.
    public convenience init(scale: UIImage.SymbolScale) {
      self.init()
      self.scale = scale
    }

    /// A point size.
    /// - Parameter pointSize: The size of the text the symbol sits beside.
    public convenience init(pointSize: CGFloat) {
      self.init()
      self.pointSize = pointSize
    }

    /// A weight.
    /// - Parameter weight: The weight.
    public convenience init(weight: UIImage.SymbolWeight) {
      self.init()
      self.weight = weight
    }

    /// A point size and weight.
    /// - Parameters:
    ///   - pointSize: The size.
    ///   - weight: The weight.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// A point size, weight and scale.
    /// - Parameters:
    ///   - pointSize: The size.
    ///   - weight: The weight.
    ///   - scale: The scale.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
      self.init()
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    /// A text style whose size the symbol follows.
    /// - Parameter textStyle: The text style.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }

    /// A text style and scale.
    /// - Parameters:
    ///   - textStyle: The text style.
    ///   - scale: The scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
      self.init()
      self.textStyle = textStyle
      self.scale = scale
    }

    /// A font's size and weight.
    /// - Parameter font: The font.
    public convenience init(font: UIFont) {
      self.init(font: font, scale: .unspecified)
    }

    /// A font's size and weight, with a scale.
    /// - Parameters:
    ///   - font: The font.
    ///   - scale: The scale.
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
      self.init()
      pointSize = font.pointSize
      self.scale = scale
    }

    /// One colour in layers of lighter shades (iOS 15).
    /// - Parameter hierarchicalColor: The colour.
    public convenience init(hierarchicalColor: UIColor) {
      self.init()
      colors = [hierarchicalColor]
    }

    /// A colour per layer of the symbol (iOS 15).
    /// - Parameter paletteColors: The colours.
    public convenience init(paletteColors: [UIColor]) {
      self.init()
      colors = paletteColors
    }

    /// A configuration that asks for the symbol's own colours (iOS 15).
    /// - Returns: The configuration.
    public static func preferringMulticolor() -> Self { Self.init() }

    override func copied() -> Self {
      let copy = super.copied()
      copy.pointSize = pointSize
      copy.weight = weight
      copy.scale = scale
      copy.textStyle = textStyle
      copy.colors = colors
      return copy
    }

    /// This configuration with another's specified values on top.
    /// - Parameter otherConfiguration: The other configuration, or `nil`.
    /// - Returns: The combination.
    public override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      let copy = super.applying(otherConfiguration)
      guard let other = otherConfiguration as? SymbolConfiguration else { return copy }
      if other.pointSize > 0 { copy.pointSize = other.pointSize }
      if other.weight != .unspecified { copy.weight = other.weight }
      if other.scale != .unspecified { copy.scale = other.scale }
      if let style = other.textStyle { copy.textStyle = style }
      if let colors = other.colors { copy.colors = colors }
      return copy
    }

    /// A copy without a text style.
    /// - Returns: The copy.
    public func configurationWithoutTextStyle() -> Self {
      let copy = copied()
      copy.textStyle = nil
      return copy
    }

    /// A copy without a scale.
    /// - Returns: The copy.
    public func configurationWithoutScale() -> Self {
      let copy = copied()
      copy.scale = .unspecified
      return copy
    }

    /// A copy without a weight.
    /// - Returns: The copy.
    public func configurationWithoutWeight() -> Self {
      let copy = copied()
      copy.weight = .unspecified
      return copy
    }
  }
}
