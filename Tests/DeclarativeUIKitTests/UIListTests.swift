import DeclarativeUIKit
import Testing

/// UIList: a table view declared from sections and a row builder, backed by a diffable data
/// source, with selection as a closure.
@MainActor
@Suite struct UIListTests {
  private func makeList(selected: @escaping (String) -> Void = { _ in }) -> UIList {
    let list = UIList(
      sections: [
        UIListSection("Network", items: ["Wi-Fi", "Bluetooth"]),
        UIListSection(footer: "About this phone", items: ["General"]),
      ]
    ) { (name: String) in
      var row = UIListContentConfiguration.valueCell()
      row.text = name
      row.secondaryText = name == "Wi-Fi" ? "Home" : nil
      return row
    }
    .accessory { (name: String) in name == "General" ? .disclosureIndicator : .none }
    .onSelect(selected)
    list.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    list.layoutIfNeeded()
    return list
  }

  private func text(_ cell: UITableViewCell?) -> String? {
    (cell?.contentConfiguration as? UIListContentConfiguration)?.text
  }

  @Test func sectionsBecomeRowsWithTheBuildersContent() {
    let list = makeList()
    #expect(list.style == .insetGrouped)
    #expect(list.numberOfSections == 2)
    #expect(list.numberOfRows(inSection: 0) == 2)
    #expect(text(list.cellForRow(at: IndexPath(row: 0, section: 0))) == "Wi-Fi")
    #expect(list.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryType == .disclosureIndicator)
    let plain = list.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(plain?.accessoryType == UITableViewCell.AccessoryType.none)
    #expect(list.rectForHeader(inSection: 0).height > 20)
  }

  @Test func selectingARowRunsTheActionAndDeselects() {
    var chosen: [String] = []
    let list = makeList { chosen.append($0) }
    list.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    #expect(chosen == ["Bluetooth"])
    #expect(list.indexPathForSelectedRow == nil)
  }

  @Test func newDataChangesOnlyTheRowsThatChanged() throws {
    let list = makeList()
    let bluetooth = try #require(list.cellForRow(at: IndexPath(row: 1, section: 0)))
    list.update(sections: [
      UIListSection("Network", items: ["Airplane Mode", "Wi-Fi", "Bluetooth"]),
      UIListSection(footer: "About this phone", items: ["General"]),
    ])
    list.layoutIfNeeded()
    #expect(list.numberOfRows(inSection: 0) == 3)
    #expect(list.cellForRow(at: IndexPath(row: 2, section: 0)) === bluetooth)
    #expect(text(list.cellForRow(at: IndexPath(row: 0, section: 0))) == "Airplane Mode")
  }

  @Test func swipeActionsComeFromAClosure() {
    var items = ["Inbox", "Drafts", "Spam"]
    // The action updates the list it belongs to: it holds it weakly, as an app would.
    final class WeakList {
      weak var list: UIList?
    }
    let owner = WeakList()
    let list = UIList(style: .plain, sections: [UIListSection(items: items)]) { (name: String) in
      var row = UIListContentConfiguration.cell()
      row.text = name
      return row
    }
    .trailingSwipeActions { (name: String) in
      name == "Inbox"
        ? []
        : [
          UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
            items.removeAll { $0 == name }
            owner.list?.update(sections: [UIListSection(items: items)])
            done(true)
          }
        ]
    }
    owner.list = list
    list.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    list.layoutIfNeeded()
    #expect(!list.simulateTrailingSwipeAction(onRowAt: IndexPath(row: 0, section: 0)))
    #expect(list.simulateTrailingSwipeAction(onRowAt: IndexPath(row: 2, section: 0)))
    #expect(list.numberOfRows(inSection: 0) == 2)
  }
}

/// UIList's table header and footer view modifiers.
@MainActor
@Suite struct UIListHeaderViewTests {
  @Test func headerAndFooterViewsAreSizedToTheirContent() throws {
    let list = UIList(style: .plain, sections: [UIListSection(items: ["Photos", "Mail"])]) { (name: String) in
      var row = UIListContentConfiguration.cell()
      row.text = name
      return row
    }
    .tableHeaderView {
      UILabel().text("Storage")
    }
    .tableFooterView {
      UILabel().text("Last updated today")
    }
    list.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    list.layoutIfNeeded()
    let header = try #require(list.tableHeaderView)
    let footer = try #require(list.tableFooterView)
    // As wide as the list and as tall as the label's line.
    #expect(header.frame.width == 390)
    #expect(header.frame.height == header.intrinsicContentSize.height)
    #expect(header.frame.height > 0)
    #expect(list.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header.frame.maxY)
    #expect(footer.frame.minY == list.rect(forSection: 0).maxY)
    #expect(list.contentSize.height == footer.frame.maxY)
  }
}

/// UIList's leading swipe actions.
@MainActor
@Suite struct UIListLeadingSwipeTests {
  @Test func aLeadingSwipeRunsTheItemsAction() {
    var unread: [String] = []
    let list = UIList(style: .plain, sections: [UIListSection(items: ["Inbox", "Drafts"])]) {
      (name: String) in
      var row = UIListContentConfiguration.cell()
      row.text = name
      return row
    }
    .leadingSwipeActions { (name: String) in
      [
        UIContextualAction(style: .normal, title: "Unread") { _, _, done in
          unread.append(name)
          done(true)
        }
      ]
    }
    list.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    list.layoutIfNeeded()
    #expect(list.simulateLeadingSwipeAction(onRowAt: IndexPath(row: 1, section: 0)))
    #expect(unread == ["Drafts"])
    // The trailing edge has no actions.
    #expect(!list.simulateTrailingSwipeAction(onRowAt: IndexPath(row: 1, section: 0)))
  }
}
