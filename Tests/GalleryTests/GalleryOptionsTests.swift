import GalleryScreens
import Testing

// The gallery's command line: defaults, each option, and clear errors for bad input.
@Suite struct GalleryOptionsTests {
  @Test func noArgumentsDrawEveryScreenAtBothIPhoneSizesIntoGallery() throws {
    let options = try GalleryOptions.parse([])
    #expect(options.output == "gallery")
    #expect(
      options.screens == [
        "update", "controls", "summary-card", "vehicle-buttons", "popup", "login", "inbox", "tabs",
        "profile", "settings", "account", "photos", "new-event", "discard-alert", "product", "mailboxes",
        "folders",
      ])
    #expect(options.sizes.map(\.description) == ["390x844", "320x568"])
    #expect(options.appearances == GalleryAppearance.standard)
    #expect(!options.list && !options.help)
  }

  @Test func optionsTakeTheirValuesSeparatelyOrAfterAnEqualsSign() throws {
    let options = try GalleryOptions.parse([
      "--output", "docs/gallery", "--screen", "login", "--screen=popup", "--size", "375x667",
      "--size=320X568",
    ])
    #expect(options.output == "docs/gallery")
    // Screens are drawn in the gallery's order.
    #expect(options.screens == ["popup", "login"])
    #expect(options.sizes == [GallerySize(width: 375, height: 667), GallerySize(width: 320, height: 568)])
    #expect(options.appearances.isEmpty, "sizes alone draw no device appearances")
  }

  @Test func appearancesAreChosenByName() throws {
    let options = try GalleryOptions.parse([
      "--appearance", "iphonese-dark", "--appearance=iphone15-ax-large",
    ])
    #expect(options.appearances.map(\.name) == ["iphonese-dark", "iphone15-ax-large"])
    #expect(options.appearances[1].contentSizeCategory == .accessibilityLarge)
    #expect(throws: GalleryError.self) { try GalleryOptions.parse(["--appearance", "pixel"]) }
  }

  @Test func listAndHelpAreFlags() throws {
    #expect(try GalleryOptions.parse(["--list"]).list)
    #expect(try GalleryOptions.parse(["--help"]).help)
    #expect(try GalleryOptions.parse(["-h"]).help)
  }

  @Test func unknownOptionIsAnError() {
    #expect(throws: GalleryError("unknown option '--colour'; see gallery --help")) {
      try GalleryOptions.parse(["--colour"])
    }
    #expect(throws: GalleryError("unexpected argument 'login'; see gallery --help")) {
      try GalleryOptions.parse(["login"])
    }
  }

  @Test func unknownScreenNamesTheKnownOnes() {
    #expect(
      throws: GalleryError(
        "unknown screen 'preferences'; the screens are: update, controls, summary-card, vehicle-buttons, popup, "
          + "login, inbox, tabs, profile, settings, account, photos, new-event, discard-alert, product, "
          + "mailboxes, folders")
    ) {
      try GalleryOptions.parse(["--screen", "preferences"])
    }
  }

  @Test func missingOrBadValuesAreErrors() {
    #expect(throws: GalleryError("option --output needs a value")) { try GalleryOptions.parse(["--output"]) }
    #expect(throws: GalleryError("option --screen needs a value")) {
      try GalleryOptions.parse(["--screen", "--list"])
    }
    for bad in ["390", "0x844", "axb", "390x844x2", "-1x5"] {
      #expect(throws: GalleryError("bad size '\(bad)'; write it WxH in points, such as 390x844")) {
        try GalleryOptions.parse(["--size", bad])
      }
    }
  }

  @Test func sizeReadsWidthByHeight() {
    #expect(GallerySize("390x844") == GallerySize(width: 390, height: 844))
    #expect(GallerySize("390x844")?.description == "390x844")
    #expect(GallerySize("x844") == nil)
  }
}
