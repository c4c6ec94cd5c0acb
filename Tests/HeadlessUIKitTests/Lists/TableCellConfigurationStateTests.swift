import DeclarativeUIKit
import Testing

/// Configuration state on table view cells and section header and footer views
/// (UITableViewCell.h and UITableViewHeaderFooterView.h, iOS 16.5 SDK; the Swift spellings
/// from its UIKit.swiftinterface): the state follows the cell's flags, a change asks for an
/// update, and the update runs before the next layout, the method first, then the handler.
@MainActor
@Suite struct TableCellConfigurationStateTests {
  @Test func aTableCellsStateFollowsSelectionHighlightEditingAndTraits() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(!cell.configurationState.isSelected && !cell.configurationState.isEditing)
    cell.isSelected = true
    cell.isHighlighted = true
    cell.setEditing(true, animated: false)
    let state = cell.configurationState
    #expect(state.isSelected && state.isHighlighted && state.isEditing)
    #expect(state.traitCollection == cell.traitCollection)
  }

  @Test func aChangeOfStateRunsTheUpdateBeforeTheNextLayoutMethodFirstThenHandler() {
    let cell = RecordingTableCell(style: .default, reuseIdentifier: nil)
    cell.layoutIfNeeded()
    cell.calls.removeAll()
    cell.configurationUpdateHandler = { cell, state in
      (cell as? RecordingTableCell)?.calls.append("handler selected=\(state.isSelected)")
    }
    cell.isSelected = true
    // Nothing runs until the cell lays out; two requests make one update.
    #expect(cell.calls.isEmpty)
    cell.layoutIfNeeded()
    #expect(cell.calls == ["method selected=true", "handler selected=true"])
    cell.layoutIfNeeded()
    #expect(cell.calls.count == 2)
    cell.setNeedsUpdateConfiguration()
    cell.layoutIfNeeded()
    #expect(cell.calls.count == 4)
  }

  @Test func anUpdateGivesTheContentConfigurationItsUpdatedValueUnlessTurnedOff() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.contentConfiguration = StateEcho()
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect((cell.contentConfiguration as? StateEcho)?.selected == true)
    cell.automaticallyUpdatesContentConfiguration = false
    cell.isSelected = false
    cell.layoutIfNeeded()
    #expect((cell.contentConfiguration as? StateEcho)?.selected == true)
  }

  @Test func aHeaderFooterViewUpdatesForItsStateMethodFirstThenHandler() {
    let header = RecordingHeaderFooterView(reuseIdentifier: nil)
    #expect(header.automaticallyUpdatesContentConfiguration)
    header.contentConfiguration = StateEcho()
    header.configurationUpdateHandler = { view, state in
      (view as? RecordingHeaderFooterView)?.calls.append("handler")
      #expect(state.traitCollection == view.traitCollection)
    }
    header.layoutIfNeeded()
    #expect(header.calls == ["method", "handler"])
    #expect((header.contentConfiguration as? StateEcho)?.updates == 1)
    header.layoutIfNeeded()
    #expect(header.calls.count == 2)
    header.setNeedsUpdateConfiguration()
    header.layoutIfNeeded()
    #expect(header.calls.count == 4)
  }
}

/// A content configuration that records the state it was last updated for.
private struct StateEcho: UIContentConfiguration {
  var selected = false
  var updates = 0

  func makeContentView() -> any UIView & UIContentView { EchoView(configuration: self) }

  func updated(for state: any UIConfigurationState) -> StateEcho {
    var copy = self
    copy.selected = (state as? UICellConfigurationState)?.isSelected ?? false
    copy.updates += 1
    return copy
  }
}

@MainActor
private final class EchoView: UIView, UIContentView {
  var configuration: any UIContentConfiguration

  init(configuration: any UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
private final class RecordingTableCell: UITableViewCell {
  var calls: [String] = []

  override func updateConfiguration(using state: UICellConfigurationState) {
    calls.append("method selected=\(state.isSelected)")
  }
}

@MainActor
private final class RecordingHeaderFooterView: UITableViewHeaderFooterView {
  var calls: [String] = []

  override func updateConfiguration(using state: UIViewConfigurationState) {
    calls.append("method")
  }
}
