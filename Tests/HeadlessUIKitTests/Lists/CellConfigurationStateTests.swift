import DeclarativeUIKit
import Testing

/// Cell configuration state (UICellConfigurationState.h, UIViewConfigurationState.h,
/// UIConfigurationState.h and UICollectionViewCell.h, iOS 16.5 SDK; the Swift spellings from its
/// UIKit.swiftinterface): the state's defaults, a cell's state following its flags, and the
/// update a change asks for, run before the next layout.
@MainActor
@Suite struct CellConfigurationStateTests {
  private static let archived = UIConfigurationStateCustomKey("com.example.archived")

  @Test func aNewStateHasNoFlagSetAndNoDrag() {
    let traits = UITraitCollection(userInterfaceStyle: .dark)
    var state = UICellConfigurationState(traitCollection: traits)
    #expect(state.traitCollection == traits)
    #expect(!state.isDisabled && !state.isHighlighted && !state.isSelected && !state.isFocused)
    #expect(
      !state.isPinned && !state.isEditing && !state.isExpanded && !state.isSwiped && !state.isReordering)
    #expect(state.cellDragState == .none && state.cellDropState == .none)
    #expect(state[Self.archived] == nil)
    state[Self.archived] = true
    #expect(state[Self.archived] == AnyHashable(true))
    #expect(Self.archived.rawValue == "com.example.archived")
    var view = UIViewConfigurationState(traitCollection: traits)
    #expect(!view.isDisabled && !view.isHighlighted && !view.isSelected && !view.isFocused && !view.isPinned)
    view[Self.archived] = 1
    #expect(view[Self.archived] == AnyHashable(1))
  }

  @Test func aCellsStateFollowsItsSelectionHighlightAndTraits() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(!cell.configurationState.isSelected)
    cell.isSelected = true
    cell.isHighlighted = true
    #expect(cell.configurationState.isSelected && cell.configurationState.isHighlighted)
    #expect(cell.configurationState.traitCollection == cell.traitCollection)
  }

  @Test func aChangeOfStateRunsTheUpdateBeforeTheNextLayoutMethodFirstThenHandler() {
    let cell = RecordingCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    cell.layoutIfNeeded()
    cell.calls.removeAll()
    cell.configurationUpdateHandler = { cell, state in
      (cell as? RecordingCell)?.calls.append("handler selected=\(state.isSelected)")
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

  @Test func listEditingAndOutlineExpansionAreInTheState() {
    let items = ListItems([["A", "B"]])
    let list = listView(items, configuration: UICollectionLayoutListConfiguration(appearance: .plain))
    list.isEditing = true
    let cell = list.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(cell?.configurationState.isEditing == true)
  }

  @Test func aListRowsBackgroundTurnsToTheSelectionColourWhenSelectedAndBack() {
    var background = UIBackgroundConfiguration.listPlainCell()
    #expect(background.backgroundColor == .systemBackground)
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    state.isSelected = true
    // No public source gives UIKit's colour: the selection colour this package draws for rows.
    #expect(background.updated(for: state).backgroundColor == .systemGray4)
    state.isSelected = false
    #expect(background.updated(for: state).backgroundColor == .systemBackground)
    #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
    // A colour the app set is kept in every state (UIBackgroundConfiguration.h: the style's
    // values go only to properties not customized).
    background.backgroundColor = .systemTeal
    state.isSelected = true
    #expect(background.updated(for: state).backgroundColor == .systemTeal)
  }

  @Test func aSelectedListCellUpdatesItsBackgroundConfigurationAndDrawsIt() {
    let items = ListItems([["A", "B"]])
    let list = listView(items, configuration: UICollectionLayoutListConfiguration(appearance: .plain))
    let cell = list.cellForItem(at: IndexPath(item: 0, section: 0))
    cell?.backgroundConfiguration = .listPlainCell()
    list.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    list.layoutIfNeeded()
    cell?.layoutIfNeeded()
    #expect(cell?.backgroundConfiguration?.backgroundColor == .systemGray4)
    let svg = SVGRenderer().render(list)
    #expect(svg.contains("#D1D1D6"))
    list.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
    cell?.layoutIfNeeded()
    #expect(cell?.backgroundConfiguration?.backgroundColor == .systemBackground)
    #expect(!SVGRenderer().render(list).contains("#D1D1D6"))
  }

  @Test func theContentConfigurationIsUpdatedForTheStateUnlessTheCellSaysNot() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    cell.contentConfiguration = StateShowingContent()
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect((cell.contentConfiguration as? StateShowingContent)?.selected == true)
    cell.automaticallyUpdatesContentConfiguration = false
    cell.isSelected = false
    cell.layoutIfNeeded()
    #expect((cell.contentConfiguration as? StateShowingContent)?.selected == true)
  }
}

/// A cell that records its configuration updates.
@MainActor
private final class RecordingCell: UICollectionViewCell {
  var calls: [String] = []

  override func updateConfiguration(using state: UICellConfigurationState) {
    calls.append("method selected=\(state.isSelected)")
  }
}

/// A content configuration that remembers the selection of the state it was updated for.
private struct StateShowingContent: UIContentConfiguration {
  var selected = false

  func makeContentView() -> any UIView & UIContentView { StateShowingContentView(configuration: self) }

  func updated(for state: any UIConfigurationState) -> StateShowingContent {
    var updated = self
    updated.selected = (state as? UICellConfigurationState)?.isSelected ?? false
    return updated
  }
}

@MainActor
private final class StateShowingContentView: UIView, UIContentView {
  var configuration: any UIContentConfiguration

  init(configuration: any UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }
}
