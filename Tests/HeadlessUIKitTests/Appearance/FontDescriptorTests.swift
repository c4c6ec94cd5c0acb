import DeclarativeUIKit
import Testing

/// `UIFontDescriptor` and `UIFont(descriptor:size:)`. Sources: UIFontDescriptor.h and UIFont.h
/// (iPhoneOS16.5.sdk) for names and trait bits; the keys' strings are what CoreText's constants
/// hold at run time, as UIKit prints a descriptor's `fontAttributes` on a device
/// (`NSCTFontTraitsAttribute = { NSCTFontProportionTrait = 0; NSCTFontSymbolicTrait = ...};
/// NSFontSizeAttribute = 20`, mikun's SwiftUIKit FontTest.swift); CTFontCreateWithFontDescriptor's
/// documentation gives 12 pt for a descriptor without a size.
@MainActor @Suite struct FontDescriptorTests {
  @Test func keysAndTraitsHaveUIKitsRawValues() {
    #expect(UIFontDescriptor.AttributeName.size.rawValue == "NSFontSizeAttribute")
    #expect(UIFontDescriptor.AttributeName.family.rawValue == "NSFontFamilyAttribute")
    #expect(UIFontDescriptor.AttributeName.traits.rawValue == "NSCTFontTraitsAttribute")
    #expect(UIFontDescriptor.AttributeName.textStyle.rawValue == "NSCTFontUIUsageAttribute")
    #expect(UIFontDescriptor.TraitKey.width.rawValue == "NSCTFontProportionTrait")
    #expect(UIFontDescriptor.SystemDesign.rounded.rawValue == "NSCTFontUIFontDesignRounded")
    #expect(UIFontDescriptor.FeatureKey.selector.rawValue == "CTFeatureSelectorIdentifier")
    #expect(UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
    #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
    #expect(UIFontDescriptor.SymbolicTraits.classSansSerif.rawValue == 8 << 28)
  }

  @Test func aTextStylesDescriptorGivesItsFontBack() {
    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
    #expect(descriptor.pointSize == 17)
    #expect(descriptor.object(forKey: .textStyle) as? String == "UICTFontTextStyleHeadline")
    let font = UIFont(descriptor: descriptor, size: 0)
    #expect(font == UIFont.preferredFont(forTextStyle: .headline))
    #expect(UIFont(descriptor: descriptor, size: 30).pointSize == 30)
  }

  @Test func theBoldTraitMakesABoldFontOfTheSameSize() throws {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
    let font = UIFont(descriptor: bold, size: 0)
    #expect(font.pointSize == 17)
    #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
    #expect(!body.fontDescriptor.symbolicTraits.contains(.traitBold))
  }

  @Test func aNamedFamilyFindsItsBoldAndItalicFaces() throws {
    let helvetica = UIFontDescriptor(name: "HelveticaNeue", size: 15)
    let bold = try #require(helvetica.withSymbolicTraits(.traitBold))
    #expect(UIFont(descriptor: bold, size: 0).fontName == "HelveticaNeue-Bold")
    let italic = try #require(helvetica.withSymbolicTraits(.traitItalic))
    #expect(UIFont(descriptor: italic, size: 0).fontName == "HelveticaNeue-Italic")
  }

  @Test func aWeightTraitPicksTheSystemFontsWeight() {
    let descriptor = UIFont.systemFont(ofSize: 14).fontDescriptor
      .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
    #expect(UIFont(descriptor: descriptor, size: 0) == UIFont.systemFont(ofSize: 14, weight: .semibold))
  }

  @Test func aSystemFontsDescriptorNamesItsUsage() {
    let descriptor = UIFont.systemFont(ofSize: 13, weight: .semibold).fontDescriptor
    #expect(descriptor.object(forKey: .textStyle) as? String == "CTFontDemiUsage")
    #expect(
      UIFont(descriptor: descriptor.withSize(20), size: 0) == UIFont.systemFont(ofSize: 20, weight: .semibold)
    )
  }

  @Test func withoutASizeAFontIsTwelvePoints() {
    #expect(UIFont(descriptor: UIFontDescriptor(), size: 0).pointSize == 12)
  }

  @Test func aDesignIsKeptForTheSystemFontOnly() {
    let rounded = UIFont.systemFont(ofSize: 20, weight: .heavy).fontDescriptor.withDesign(.rounded)
    #expect(rounded != nil)
    #expect(UIFont(descriptor: rounded!, size: 0).pointSize == 20)
    #expect(UIFontDescriptor(name: "Georgia", size: 12).withDesign(.rounded) == nil)
  }
}
