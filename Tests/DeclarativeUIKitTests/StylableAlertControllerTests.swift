import DeclarativeUIKit
import Testing

/// The alert modifiers: they add what `addAction(_:)` and `addTextField(configurationHandler:)`
/// add, in order, so the alert is the one UIKit's calls would build.
@MainActor
@Suite struct StylableAlertControllerTests {
  @Test func actionsAndTextFieldsAreAddedInOrder() {
    var created: [String] = []
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
      .title("New Folder")
      .message("Enter a name for this folder.")
      .textField { $0.placeholder = "Name" }
      .textField()
      .action("Cancel", style: .cancel)
      .action("Save", isPreferred: true) { action in created.append(action.title ?? "") }
    #expect(alert.title == "New Folder")
    #expect(alert.message == "Enter a name for this folder.")
    #expect(alert.textFields?.map(\.placeholder) == ["Name", nil])
    #expect(alert.actions.map(\.title) == ["Cancel", "Save"])
    #expect(alert.actions.map(\.style) == [.cancel, .default])
    #expect(alert.preferredAction === alert.actions[1])
    #expect(alert.simulateTap(on: alert.actions[1]))
    #expect(created == ["Save"])
  }

  @Test func anActionIsNotPreferredUnlessAsked() {
    let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
      .action("Delete", style: .destructive)
    #expect(sheet.preferredAction == nil)
    #expect(sheet.actions.first?.style == .destructive)
  }
}

/// UIKit raises NSInternalInconsistencyException for these; the modifiers go through the same
/// calls, so the program stops.
@Suite struct StylableAlertControllerExitTests {
  @Test func aSecondCancelActionStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
          .action("Cancel", style: .cancel)
          .action("Never mind", style: .cancel)
      }
    }
  }

  @Test func aTextFieldOnAnActionSheetStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = UIAlertController(title: "A", message: nil, preferredStyle: .actionSheet).textField()
      }
    }
  }
}
