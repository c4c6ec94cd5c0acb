import DeclarativeUIKit
import FoundationXML
import Testing

/// The SVG is well-formed XML (it parses with Foundation's XMLParser) whatever the text shown:
/// markup characters are escaped scalar by scalar, so `&` or `<` followed by a combining mark
/// stays escaped, and characters XML 1.0 forbids (control characters, U+FFFE, U+FFFF; XML 1.0,
/// section 2.2 "Characters") are drawn as U+FFFD.
@MainActor
@Suite struct SVGWellFormedXMLTests {
  nonisolated static let hostileTexts = [
    "&\u{301}", "<\u{301}b>", ">\u{301}", "\"\u{301}'\u{301}", "a]]>b", "tab\tand\u{0}null",
    "bell\u{7}\u{1B}[0m", "\u{FFFE}\u{FFFF}", "\u{7F}\u{85}", "<![CDATA[x]]>", "&amp;&#0;",
    "e\u{301}\u{20DD}\u{1F468}\u{200D}\u{1F469}",
  ]

  private func parses(_ svg: String) -> Bool {
    XMLParser(data: Data(svg.utf8)).parse()
  }

  @Test(arguments: hostileTexts)
  func aLabelWithHostileTextDrawsWellFormedXML(text: String) {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = text
    #expect(parses(SVGRenderer().render(label)))
  }

  @Test(arguments: hostileTexts)
  func aButtonTitleAndTextFieldWithHostileTextDrawWellFormedXML(text: String) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let button = UIButton(type: .system)
    button.setTitle(text, for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 150, height: 44)
    let field = UITextField(frame: CGRect(x: 0, y: 50, width: 150, height: 44))
    field.text = text
    field.placeholder = text
    let segments = UISegmentedControl(items: [text, text])
    segments.frame = CGRect(x: 150, y: 0, width: 150, height: 32)
    root.addSubview(button)
    root.addSubview(field)
    root.addSubview(segments)
    #expect(parses(SVGRenderer().render(root)))
  }

  @Test func forbiddenCharactersBecomeTheReplacementCharacter() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "a\u{1}b\u{FFFF}c"
    let svg = SVGRenderer().render(label)
    #expect(svg.contains(">a\u{FFFD}b\u{FFFD}c</text>"))
  }

  @Test func anAmpersandWithACombiningMarkIsEscaped() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "&\u{301}"
    #expect(SVGRenderer().render(label).contains(">&amp;\u{301}</text>"))
  }
}
