import DeclarativeUIKit
import Testing

// The SVG names SF Pro first, in the optical size iOS draws at that size: SF Pro Text below 20
// points, SF Pro Display from 20 (WWDC 2015 session 804, "Introducing the New System Fonts";
// developer.apple.com/design/human-interface-guidelines/typography names the two sizes), then
// the system font, then Inter, an open font with SF Pro's metrics, in its Display cut from 20.
@MainActor
@Suite struct FontChainTests {
  func family(ofSize size: CGFloat) throws -> String {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
    label.text = "Title"
    label.font = .systemFont(ofSize: size)
    let svg = SVGRenderer().render(label)
    let start = try #require(svg.range(of: "font-family=\""))
    return String(svg[start.upperBound...].prefix { $0 != "\"" })
  }

  @Test func textBelowTwentyPointsNamesSFProTextFirst() throws {
    #expect(
      try family(ofSize: 19.5)
        == "&apos;SF Pro Text&apos;, &apos;SF Pro Display&apos;, -apple-system, &apos;Inter&apos;, "
        + "system-ui, &apos;Helvetica Neue&apos;, Arial, sans-serif")
  }

  @Test func textFromTwentyPointsNamesSFProDisplayFirst() throws {
    #expect(
      try family(ofSize: 20).hasPrefix(
        "&apos;SF Pro Display&apos;, &apos;SF Pro Text&apos;, -apple-system, &apos;Inter Display&apos;, &apos;Inter&apos;, "
      ))
    #expect(try family(ofSize: 34).hasSuffix("Arial, sans-serif"))
  }
}
