import DeclarativeUIKit
import DeclarativeUIKitPreviews
import Testing

// The runner's command line: each option, and errors that list the valid names.
@MainActor
@Suite struct PreviewOptionsTests {
  let previews = [Preview("login") { UIView() }, Preview("inbox") { UIView() }]

  @Test func noArgumentsDrawEveryPreviewWithItsOwnDevicesAndTraitsIntoPreviews() throws {
    let options = try PreviewOptions.parse([], previews: previews)
    #expect(options == PreviewOptions())
    #expect(options.output == "previews")
    #expect(options.timeout == 120)
    #expect(options.previews.isEmpty && options.devices.isEmpty && options.styles.isEmpty)
    #expect(!options.png && !options.frame && !options.inProcess && !options.list && !options.help)
  }

  @Test func everyOptionIsRead() throws {
    let options = try PreviewOptions.parse(
      [
        "--output=out", "--preview", "inbox", "--device", "iPhone-15", "--appearance", "light",
        "--appearance=dark",
        "--text-size", "extraSmall", "--images", "Assets", "--timeout", "30", "--frame", "--png",
        "--in-process", "--list", "-h",
      ], previews: previews)
    #expect(options.output == "out")
    #expect(options.previews == ["inbox"])
    #expect(options.devices == [.iPhone15])
    #expect(options.styles == [.light, .dark])
    #expect(options.textSizes == [.extraSmall])
    #expect(options.images == "Assets")
    #expect(options.timeout == 30)
    #expect(options.frame && options.png && options.inProcess && options.list && options.help)
  }

  @Test(arguments: [
    (["--preview", "signup"], "unknown preview 'signup'; the previews are: login, inbox"),
    (
      ["--device", "pixel"],
      "unknown device 'pixel'; the devices are: iphone-se-3rd-generation, iphone-15, iphone-15-pro-max, "
        + "ipad-pro-11-inch"
    ),
    (["--appearance", "sepia"], "unknown appearance 'sepia'; the appearances are: light, dark"),
    (
      ["--text-size", "huge"],
      "unknown text size 'huge'; the text sizes are: extraSmall, small, medium, large, extraLarge, "
        + "extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, "
        + "accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge"
    ),
    (["--colour"], "unknown option '--colour'; see --help"),
    (["login"], "unexpected argument 'login'; see --help"),
    (["--output"], "option --output needs a value"),
    (["--timeout", "soon"], "bad timeout 'soon'; give a number of seconds, such as 60"),
    (["--timeout=0"], "bad timeout '0'; give a number of seconds, such as 60"),
    (["--png=yes"], "unknown option '--png=yes'; see --help"),
  ])
  func badArgumentsAreRefusedNamingTheValidOnes(arguments: [String], message: String) {
    #expect(throws: PreviewError(message)) { try PreviewOptions.parse(arguments, previews: previews) }
  }

  @Test func helpAndListPrintInsteadOfDrawing() throws {
    let summaries = [
      Preview("login", summary: "Sign in") { UIView() }, Preview("inbox", summary: "Mail") { UIView() },
    ]
    var lines: [String] = []
    try PreviewRunner.run(try PreviewOptions.parse(["--list"], previews: summaries), previews: summaries) {
      lines.append($0)
    }
    #expect(lines == ["login  Sign in", "inbox  Mail"])
    lines = []
    try PreviewRunner.run(
      PreviewOptions.parse(["--help"], previews: summaries), previews: summaries, program: "app"
    ) {
      lines.append($0)
    }
    #expect(lines == [PreviewOptions.usage(program: "app")])
    #expect(lines[0].hasPrefix("USAGE: app [--output DIR]"))
  }

  @Test func aDeviceOfYourOwnThatAPreviewNamesCanBeChosen() throws {
    var tablet = SimulatedDevice.iPadPro11
    tablet.name = "Kiosk Tablet"
    let previews = [Preview("kiosk", devices: [tablet]) { UIView() }]
    #expect(try PreviewOptions.parse(["--device", "kiosk-tablet"], previews: previews).devices == [tablet])
    #expect(
      throws: PreviewError(
        "unknown device 'phone'; the devices are: iphone-se-3rd-generation, iphone-15, iphone-15-pro-max, "
          + "ipad-pro-11-inch, kiosk-tablet")
    ) { try PreviewOptions.parse(["--device", "phone"], previews: previews) }
  }
}
