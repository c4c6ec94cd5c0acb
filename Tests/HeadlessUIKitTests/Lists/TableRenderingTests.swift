import DeclarativeUIKit
import Testing

/// How the SVG renderer draws what a table view's style gives its cells.
@MainActor
@Suite struct TableRenderingTests {
  @Test func insetGroupedSectionsAreRoundedWithSeparatorsBetweenRows() {
    let table = numberedTable(NumberedRows([3]), style: .insetGrouped)
    let svg = SVGRenderer().render(table)
    // The grouped background (systemGroupedBackground, #F2F2F7) behind white rows.
    #expect(svg.contains("#F2F2F7"))
    #expect(svg.contains("fill=\"#FFFFFF\""))
    // Two separators for three rows: none under the last row of a grouped section.
    #expect(svg.components(separatedBy: "height=\"0.33\" fill=\"#3C3C43\"").count - 1 == 2)
    // The first and last rows have rounded corners (curves in their paths).
    #expect(svg.contains("C"))
  }

  @Test func plainRowsEachHaveASeparatorAndAccessoriesAreDrawn() {
    let rows = NumberedRows([3])
    let table = numberedTable(rows)
    table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType = .disclosureIndicator
    let svg = SVGRenderer().render(table)
    #expect(svg.components(separatedBy: "height=\"0.33\" fill=\"#3C3C43\"").count - 1 == 3)
    #expect(svg.contains("stroke-linecap=\"round\""))
    #expect(svg.contains("Row 2"))
  }
}
