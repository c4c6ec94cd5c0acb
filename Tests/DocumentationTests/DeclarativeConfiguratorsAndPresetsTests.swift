// The samples of Declarative.docc/ConfiguratorsAndPresets.md, compiled and checked.
import DeclarativeUIKit
import Testing

struct Border {
  var width = 0.0
  var color = "black"
}

struct Card: DefaultConfigurableProtocol {
  var title = ""
  var subtitle: String?
  var border = Border()
  var elevation = 0
}

// The `{ $0` layout of the article (see CONTRIBUTING.md, Formatting).
// swift-format-ignore
extension Configurator where Base == Card {
  static func outlined(_ width: Double) -> Self {
    Configurator { $0
      .border.scope { $0
        .width(width)
        .color("gray")
      }
    }
  }

  static var raised: Self {
    Configurator { $0.elevation(2) }
  }
}

@Suite struct DeclarativeConfiguratorsAndPresetsTests {
  @Test func presetsAreStaticMembersOfConfigurator() {
    let plain = Card().configured(using: .outlined(1))
    #expect(plain.border.width == 1)
    #expect(plain.border.color == "gray")
    #expect(plain.elevation == 0)
  }

  @Test func presetsCombineInDeclarationOrder() {
    let featured = Configurator<Card>.outlined(2)
      .combined(with: .raised)
      .border.color("orange")

    let card = featured.configured(Card())
    #expect(card.border.width == 2)
    #expect(card.border.color == "orange")
    #expect(card.elevation == 2)
  }

  @Test func nestedPropertiesAreReachedThroughTheirPath() {
    let thick = Configurator<Card>.empty.border.width(4)
    #expect(thick.configured(Card()).border.width == 4)
  }

  @Test func optionalsAreConfiguredOnlyWhenPresent() {
    let shout = Configurator<Card>.empty
      .subtitle.ifLet.modify { $0 = $0.uppercased() }
    let withSubtitle = Card(subtitle: "hello")

    #expect(shout.configured(withSubtitle).subtitle == "HELLO")
    #expect(shout.configured(Card()).subtitle == nil)
  }

  @Test func optionalPropertiesCanBeGivenDefaults() {
    let fallback = Configurator<Card>.empty
      .subtitle.ifNil("Untitled")
      .title(ifLet: nil)

    let card = fallback.configured(Card(title: "Kept"))
    #expect(card.subtitle == "Untitled")
    #expect(card.title == "Kept")
  }

  @Test func closureStepsChangeTheWholeValue() {
    let counted = Configurator<Card>.empty
      .modify { $0.elevation += 1 }
      .transform { card in
        var copy = card
        copy.title = "Level \(card.elevation)"
        return copy
      }

    let card = counted.configured(Card())
    #expect(card.elevation == 1)
    #expect(card.title == "Level 1")
  }

  @Test func aConfiguratorIsAFunction() {
    let titled = Configurator<Card>.empty.title("Menu")
    let card = titled(Card())
    #expect(card.title == "Menu")
  }
}
