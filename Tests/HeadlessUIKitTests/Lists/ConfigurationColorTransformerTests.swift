import DeclarativeUIKit
import Testing

/// Colour transformers (UIConfigurationColorTransformer.h) and the background colour they
/// resolve (UIBackgroundConfiguration.h, iOS 16.5 SDK; Swift spellings from its
/// UIKit.swiftinterface): a nil colour is the view's tint, the transformer applies to it, and a
/// list cell draws the resolved colour.
@MainActor
@Suite struct ConfigurationColorTransformerTests {
  private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

  @Test func aTransformerAppliesItsFunctionAndEqualsItsCopiesOnly() {
    let faded = UIConfigurationColorTransformer { $0.withAlphaComponent(0.3) }
    #expect(faded(red) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.3))
    #expect(faded.transform(red) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.3))
    let copy = faded
    #expect(copy == faded)
    #expect(UIConfigurationColorTransformer { $0 } != faded)
    // iOS has no system accent colour: the preferred tint passes the colour through.
    #expect(UIConfigurationColorTransformer.preferredTint(.systemTeal) == .systemTeal)
  }

  @Test func theResolvedBackgroundIsTheColourOrTheTintThroughTheTransformer() {
    var background = UIBackgroundConfiguration.clear()
    #expect(background.backgroundColorTransformer == nil)
    background.backgroundColor = .systemOrange
    #expect(background.resolvedBackgroundColor(for: .systemPink) == .systemOrange)
    background.backgroundColor = nil
    #expect(background.resolvedBackgroundColor(for: .systemPink) == .systemPink)
    background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }
    #expect(background.resolvedBackgroundColor(for: red) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.3))
    var other = background
    #expect(other == background)
    other.backgroundColorTransformer = .init { $0 }
    #expect(other != background)
  }

  @Test func aListCellDrawsItsTintWhenTheBackgroundHasNoColour() throws {
    let list = listView(ListItems([["Row 0"]]), configuration: .init(appearance: .plain))
    let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    var background = UIBackgroundConfiguration.clear()
    background.backgroundColor = nil
    cell.backgroundConfiguration = background
    cell.tintColor = red
    #expect(SVGRenderer().render(cell).contains("fill=\"#FF0000\""))
  }
}
