import DeclarativeUIKit
import Testing

/// UIKit raises NSInternalInconsistencyException for these; HeadlessUIKit stops with UIKit's
/// text (recorded in the write-up "UITableView：复用池的真实结构与代理调用顺序").
@Suite struct TableMisuseExitTests {
  // "unable to dequeue a cell with identifier ... - must register a nib or a class ..."
  @Test func dequeuingAnUnregisteredIdentifierStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let table = UITableView()
        _ = table.dequeueReusableCell(withIdentifier: "none", for: IndexPath(row: 0, section: 0))
      }
    }
  }

  // "Invalid update: invalid number of rows in section 0. ..."
  @Test func aDataSourceWithTheWrongCountAfterAnUpdateStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let rows = NumberedRows([20])
        let table = numberedTable(rows)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      }
    }
  }

  // "attempt to delete row 99 from section 0 which only contains 20 rows before the update"
  @Test func deletingARowThatIsNotThereStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let rows = NumberedRows([20])
        let table = numberedTable(rows)
        rows.rowCounts = [19]
        table.deleteRows(at: [IndexPath(row: 99, section: 0)], with: .automatic)
      }
    }
  }

  // "Invalid update: invalid number of sections. ..."
  @Test func deletingASectionTheDataSourceKeepsStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let rows = NumberedRows([20])
        let table = numberedTable(rows)
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
      }
    }
  }
}
