import DeclarativeUIKit
import Testing

@testable import HeadlessUIKit

// The typed canvas views draw on: elements are values whose attributes are written in the
// order given, formatted and escaped in one place. (Internal API, hence `@testable`.)
@MainActor
@Suite struct SVGCanvasTests {
  @Test func attributesAreWrittenInTheOrderGivenWithNumbersToHundredths() {
    let element = SVGElement.circle(center: CGPoint(x: 15.5, y: 1.0 / 3), radius: 13.5)
      .fill(UIColor.white.cgColor).filter("controlShadow1")
    #expect(
      element.serialized()
        == "<circle cx=\"15.5\" cy=\"0.33\" r=\"13.5\" fill=\"#FFFFFF\" filter=\"url(#controlShadow1)\"/>")
  }

  @Test func everyAttributeValueAndTextIsEscaped() {
    let element = SVGElement.text("a < b & \"c\"", at: .zero).setting(.dataView, "Cell<'Row'>")
    #expect(
      element.serialized()
        == "<text x=\"0\" y=\"0\" data-view=\"Cell&lt;&apos;Row&apos;&gt;\">a &lt; b &amp; &quot;c&quot;</text>"
    )
  }

  @Test func aPaintNotOpaqueWritesItsOpacity() {
    let translucent = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor
    #expect(
      SVGElement.rect(CGRect(x: 0, y: 0, width: 2, height: 1)).fill(translucent).serialized()
        == "<rect x=\"0\" y=\"0\" width=\"2\" height=\"1\" fill=\"#FF0000\" fill-opacity=\"0.5\"/>")
    #expect(
      SVGElement.path(.roundedRect(CGRect(x: 0, y: 0, width: 10, height: 5), radius: 0)).noFill()
        .stroke(UIColor.black.cgColor, opacity: 0.35, width: 1).lineCap(.round).serialized()
        == "<path d=\"M0 0H10V5H0Z\" fill=\"none\" stroke=\"#000000\" stroke-opacity=\"0.35\" stroke-width=\"1\" "
        + "stroke-linecap=\"round\"/>")
  }

  @Test func pathDataPutsEachCommandBeforeItsNumbers() {
    var path = SVGPathData()
    path.move(to: CGPoint(x: 1, y: -2))
    path.line(to: CGPoint(x: 3.25, y: 4))
    path.horizontalLine(toX: 5)
    path.verticalLine(toY: 6)
    path.curve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 7, y: 7), control2: CGPoint(x: 8, y: 8))
    path.arc(to: CGPoint(x: 11, y: 12), radiusX: 0.75, radiusY: 2)
    path.close()
    #expect(path.text == "M1 -2L3.25 4H5V6C7 7 8 8 9 10A0.75 2 0 0 1 11 12Z")
  }

  @Test func groupsNestAndDefinitionsAreNumberedInTheOrderAsked() {
    var canvas = SVGCanvas()
    let clip = canvas.define("clip") {
      .clipPath(id: $0, .roundedRect(CGRect(x: 0, y: 0, width: 1, height: 1), radius: 0))
    }
    let shared = canvas.sharedDefinition("glow") { SVGElement(.filter).setting(.id, $0) }
    let again = canvas.sharedDefinition("glow") { SVGElement(.filter).setting(.id, $0) }
    canvas.group(SVGElement.group.transform([.translate(2, 3), .rotate(45)]).clipped(to: clip)) { canvas in
      canvas.add(.line(from: .zero, to: CGPoint(x: 1, y: 1)))
    }
    #expect(clip == "clip1")
    #expect(shared == "glow2")
    #expect(again == shared)
    #expect(
      canvas.document.text(width: 4, height: 4) == """
        <svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" viewBox="0 0 4 4">
          <defs>
            <clipPath id="clip1"><path d="M0 0H1V1H0Z"/></clipPath>
            <filter id="glow2"/>
          </defs>
          <g transform="translate(2 3) rotate(45)" clip-path="url(#clip1)">
            <line x1="0" y1="0" x2="1" y2="1"/>
          </g>
        </svg>

        """)
  }
}
