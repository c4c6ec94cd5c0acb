import Foundation

// Raw values are the strings UIKit's and CoreText's constants hold at run time.
extension UIFontDescriptor {
  /// Stylistic traits of a font: the lower 16 bits describe the typeface, the top four bits its
  /// class (`classMask`).
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public var rawValue: UInt32

    /// Creates traits from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// Italic glyphs.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold glyphs.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Wider glyphs (never with `traitCondensed`).
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Narrower glyphs.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Glyphs of one width.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Vertical glyph variants and metrics.
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// Attributes chosen for text in controls.
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tighter line spacing.
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Looser line spacing.
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    /// The bits that hold the font's class.
    public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
    /// A font of no known class.
    public static let classUnknown = SymbolicTraits(rawValue: 0 << 28)
    /// Old-style serifs.
    public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
    /// Transitional serifs.
    public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
    /// Modern serifs.
    public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
    /// Clarendon serifs.
    public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
    /// Slab serifs.
    public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
    /// Free-form serifs.
    public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
    /// Sans serif.
    public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
    /// Ornamentals.
    public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
    /// Scripts.
    public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
    /// Symbols.
    public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
  }

  /// The key of one of a descriptor's attributes.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String

    /// Creates a key from its name.
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The family name (a `String`).
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// The PostScript name (a `String`).
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    /// The face name within the family, such as `"Bold"` (a `String`).
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    /// The size in points (a number).
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    /// The name shown to people (a `String`).
    public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
    /// The glyph transform (a `CGAffineTransform`).
    public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
    /// The characters the font covers.
    public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
    /// The fonts to fall back on (descriptors).
    public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
    /// The traits (a `[UIFontDescriptor.TraitKey: Any]`).
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    /// A fixed advance for every glyph (a number).
    public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
    /// Font feature settings (an array of `[UIFontDescriptor.FeatureKey: Any]`).
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    /// The text style or system usage (a `String`).
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// The key of one entry of the `.traits` attribute.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String

    /// Creates a key from its name.
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The symbolic traits (a `SymbolicTraits` or its raw number).
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    /// The weight (a `UIFont.Weight` or number, -1 to 1).
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    /// The width (a number, -1 to 1).
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    /// The slant (a number, -1 to 1).
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    /// The system font's design, which `withDesign(_:)` sets (not public API in UIKit).
    static let design = TraitKey(rawValue: "NSCTFontUIFontDesignTrait")
  }

  /// A design of the system font.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    /// The design's name.
    public var rawValue: String

    /// Creates a design from its name.
    /// - Parameter rawValue: The design's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// SF Pro.
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    /// SF Pro Rounded.
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    /// New York.
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    /// SF Mono.
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// The key of one entry of a `.featureSettings` dictionary.
  public struct FeatureKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String

    /// Creates a key from its name.
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The feature type (a number from CoreText's feature tables).
    public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
    /// The feature selector (a number).
    public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    /// The feature type, under its name before iOS 15.
    @available(*, deprecated, renamed: "type")
    public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
    /// The feature selector, under its name before iOS 15.
    @available(*, deprecated, renamed: "selector")
    public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
  }
}
