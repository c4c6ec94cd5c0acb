import Foundation

/// A description of a font by its attributes (family, name, size, traits, text style), which
/// `UIFont(descriptor:size:)` turns into a font.
///
/// Real code reaches for descriptors to change one thing of a font it already has:
///
/// ```swift
/// let body = UIFont.preferredFont(forTextStyle: .body)
/// let bold = body.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) }
/// let rounded = UIFont.systemFont(ofSize: 20, weight: .heavy).fontDescriptor.withDesign(.rounded)
/// ```
///
/// Attribute keys and their raw values are UIKit's; a descriptor keeps any attribute it is
/// given. HeadlessUIKit draws every design of the system font with SF Pro's measurements, so
/// `.rounded`, `.serif` and `.monospaced` descriptors are kept and reported but measure alike.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
  /// The attributes, as given (read-only once made, so sharing across threads is safe).
  private let attributes: [AttributeName: Any]

  /// Creates a descriptor with no attributes (CoreText then gives a 12 pt font).
  public override convenience init() {
    self.init(fontAttributes: [:])
  }

  /// Creates a descriptor from attributes.
  /// - Parameter attributes: The attributes, keyed by ``AttributeName``.
  public init(fontAttributes attributes: [AttributeName: Any]) {
    self.attributes = attributes
    super.init()
  }

  /// Creates a descriptor for a font name at a size.
  /// - Parameters:
  ///   - fontName: The font's PostScript name, such as `"Helvetica-Bold"`.
  ///   - size: The size in points.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  /// Creates a descriptor for a font name with a transform.
  /// - Parameters:
  ///   - fontName: The font's PostScript name.
  ///   - matrix: The transform applied to the glyphs.
  public convenience init(name fontName: String, matrix: CGAffineTransform) {
    self.init(fontAttributes: [.name: fontName, .matrix: matrix])
  }

  /// The descriptor for a Dynamic Type text style at the default content size category.
  /// - Parameter style: The text style.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The descriptor for a Dynamic Type text style at a trait collection's content size category.
  /// - Parameters:
  ///   - style: The text style.
  ///   - traitCollection: The traits whose `preferredContentSizeCategory` to use.
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  // MARK: Reading

  /// Every attribute the descriptor holds.
  open var fontAttributes: [AttributeName: Any] { attributes }

  /// The value of one attribute, or `nil`.
  /// - Parameter anAttribute: The attribute's key.
  open func object(forKey anAttribute: AttributeName) -> Any? {
    attributes[anAttribute]
  }

  /// The PostScript name of the font the descriptor resolves to.
  open var postscriptName: String { resolvedFont.fontName }

  /// The size in points; 0 when the descriptor names none.
  open var pointSize: CGFloat { Self.number(attributes[.size]) ?? 0 }

  /// The transform applied to the glyphs; identity when none is set.
  open var matrix: CGAffineTransform { attributes[.matrix] as? CGAffineTransform ?? .identity }

  /// The symbolic traits: those set in the traits attribute, with bold, italic and fixed
  /// width added where the font the descriptor resolves to has them.
  open var symbolicTraits: SymbolicTraits {
    var traits = requestedTraits
    let font = resolvedFont
    if font.weight >= .bold { traits.insert(.traitBold) }
    if font.isItalic { traits.insert(.traitItalic) }
    if font.isMonospaced { traits.insert(.traitMonoSpace) }
    return traits
  }

  /// Descriptors of the fonts that match; HeadlessUIKit knows one font per descriptor.
  /// - Parameter mandatoryKeys: The attributes a match must have; ignored.
  open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?)
    -> [UIFontDescriptor]
  {
    [resolvedFont.fontDescriptor]
  }

  // MARK: Deriving

  /// A descriptor with more attributes; the new ones win over the receiver's.
  /// - Parameter attributes: The attributes to add.
  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(fontAttributes: self.attributes.merging(attributes) { _, new in new })
  }

  /// The same descriptor at another size.
  /// - Parameter newPointSize: The size in points.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    addingAttributes([.size: newPointSize])
  }

  /// The same descriptor with a transform.
  /// - Parameter matrix: The transform applied to the glyphs.
  open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
    addingAttributes([.matrix: matrix])
  }

  /// The same descriptor with another face name (`"Bold"`, `"Italic"`).
  /// - Parameter newFace: The face's name.
  open func withFace(_ newFace: String) -> UIFontDescriptor {
    addingAttributes([.face: newFace])
  }

  /// The same descriptor in another family.
  /// - Parameter newFamily: The family's name, such as `"Helvetica Neue"`.
  open func withFamily(_ newFamily: String) -> UIFontDescriptor {
    var attributes = self.attributes
    attributes[.name] = nil
    attributes[.family] = newFamily
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The same descriptor in the same family with exactly these symbolic traits, or `nil` when
  /// the family has no face with them.
  /// - Parameter symbolicTraits: The traits, such as `[.traitBold, .traitItalic]`.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    let base = resolvedFont
    guard
      base.face(bold: symbolicTraits.contains(.traitBold), italic: symbolicTraits.contains(.traitItalic))
        != nil
    else { return nil }
    var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
    traits[.symbolic] = symbolicTraits.rawValue
    traits[.weight] = nil
    return addingAttributes([.traits: traits])
  }

  /// The same descriptor in another design of the system font, or `nil` for a font that is
  /// not the system font.
  /// - Parameter design: The design, such as `.rounded`.
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    guard resolvedFont.familyName.hasPrefix(".AppleSystemUIFont") else { return nil }
    var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
    traits[.design] = design.rawValue
    return addingAttributes([.traits: traits])
  }

  // MARK: NSObject

  /// The descriptor itself: descriptors never change once made.
  /// - Parameter zone: Ignored.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Whether another object is a descriptor that resolves to the same font at the same size.
  /// - Parameter object: The object to compare with.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFontDescriptor else { return false }
    return resolvedFont == other.resolvedFont
      && requestedTraits == other.requestedTraits && design == other.design
  }

  /// A hash of the font the descriptor resolves to.
  open override var hash: Int { resolvedFont.hash }

  // MARK: Resolving

  /// The font the descriptor describes at its own size (what every reading above asks of it).
  var resolvedFont: UIFont { UIFont(descriptor: self, size: 0) }

  /// The symbolic traits the traits attribute asks for.
  var requestedTraits: SymbolicTraits {
    let traits = attributes[.traits] as? [TraitKey: Any]
    if let value = traits?[.symbolic] as? SymbolicTraits { return value }
    return SymbolicTraits(rawValue: UInt32(Self.number(traits?[.symbolic]) ?? 0))
  }

  /// The weight the traits attribute asks for, if any.
  var requestedWeight: UIFont.Weight? {
    let value = (attributes[.traits] as? [TraitKey: Any])?[.weight]
    if let weight = value as? UIFont.Weight { return weight }
    return Self.number(value).map { UIFont.Weight($0) }
  }

  /// The system font design the traits attribute asks for, if any.
  var design: SystemDesign? {
    ((attributes[.traits] as? [TraitKey: Any])?[.design] as? String).map(SystemDesign.init(rawValue:))
  }

  /// A number from any of the ways Swift code writes one into an attribute dictionary.
  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as UInt32: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }
}
