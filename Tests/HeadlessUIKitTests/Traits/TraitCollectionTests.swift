import DeclarativeUIKit
import Testing

// Sources: raw values from the iOS 16.5 SDK's UIKit headers, UIInterface.h
// (UIUserInterfaceStyle, UIUserInterfaceSizeClass, UITraitEnvironmentLayoutDirection) and
// UITraitCollection.h (an unspecified trait's value: display scale 0.0, the enums' Unspecified).
// Content size category strings: temoki/UIKit_DynamicType README.md (a recording of each
// constant's rawValue); "_UICTContentSizeCategoryUnspecified" appears in the SwiftUI interface
// and UIKit disassemblies found by searching for it.

@Suite struct TraitCollectionTests {
  @Test func enumsHaveUIKitsRawValues() {
    #expect(UIUserInterfaceStyle.unspecified.rawValue == 0)
    #expect(UIUserInterfaceStyle.light.rawValue == 1)
    #expect(UIUserInterfaceStyle.dark.rawValue == 2)
    #expect(UIUserInterfaceSizeClass.unspecified.rawValue == 0)
    #expect(UIUserInterfaceSizeClass.compact.rawValue == 1)
    #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
    #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
    #expect(UITraitEnvironmentLayoutDirection.leftToRight.rawValue == 0)
    #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
  }

  @Test func contentSizeCategoriesHaveUIKitsRawValues() {
    let expected: [(UIContentSizeCategory, String)] = [
      (.unspecified, "_UICTContentSizeCategoryUnspecified"),
      (.extraSmall, "UICTContentSizeCategoryXS"), (.small, "UICTContentSizeCategoryS"),
      (.medium, "UICTContentSizeCategoryM"), (.large, "UICTContentSizeCategoryL"),
      (.extraLarge, "UICTContentSizeCategoryXL"), (.extraExtraLarge, "UICTContentSizeCategoryXXL"),
      (.extraExtraExtraLarge, "UICTContentSizeCategoryXXXL"),
      (.accessibilityMedium, "UICTContentSizeCategoryAccessibilityM"),
      (.accessibilityLarge, "UICTContentSizeCategoryAccessibilityL"),
      (.accessibilityExtraLarge, "UICTContentSizeCategoryAccessibilityXL"),
      (.accessibilityExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXL"),
      (.accessibilityExtraExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXXL"),
    ]
    for (category, raw) in expected { #expect(category.rawValue == raw) }
  }

  @Test func contentSizeCategoriesCompareBySize() {
    #expect(UIContentSizeCategory.small < .large)
    #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge > .accessibilityExtraExtraLarge)
    #expect(UIContentSizeCategory.large >= .large)
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
  }

  @Test func aNewCollectionLeavesEveryTraitUnspecified() {
    let traits = UITraitCollection()
    #expect(traits.userInterfaceStyle == .unspecified)
    #expect(traits.preferredContentSizeCategory == .unspecified)
    #expect(traits.displayScale == 0)
    #expect(traits.horizontalSizeClass == .unspecified)
    #expect(traits.verticalSizeClass == .unspecified)
    #expect(traits.layoutDirection == .unspecified)
  }

  @Test func mergingTakesTheLastSpecifiedValueOfEachTrait() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(displayScale: 3),
      UITraitCollection(userInterfaceStyle: .light),
      UITraitCollection(),
      UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(verticalSizeClass: .regular),
      UITraitCollection(layoutDirection: .rightToLeft),
      UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
    ])
    #expect(merged.userInterfaceStyle == .light)
    #expect(merged.displayScale == 3)
    #expect(merged.horizontalSizeClass == .compact)
    #expect(merged.verticalSizeClass == .regular)
    #expect(merged.layoutDirection == .rightToLeft)
    #expect(merged.preferredContentSizeCategory == .accessibilityLarge)
    #expect(merged.containsTraits(in: UITraitCollection(displayScale: 3)))
    #expect(!merged.containsTraits(in: UITraitCollection(displayScale: 2)))
    #expect(!merged.containsTraits(in: nil))
    #expect(merged == UITraitCollection(traitsFrom: [merged]))
  }

  @Test func onlyTheStyleChangesColorAppearance() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    #expect(
      !dark.hasDifferentColorAppearance(
        comparedTo: UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 2)])))
  }

  @Test func performAsCurrentRestoresThePreviousCollection() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var seen: UIUserInterfaceStyle = .unspecified
    dark.performAsCurrent { seen = UITraitCollection.current.userInterfaceStyle }
    #expect(seen == .dark)
    #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
  }
}
