import DeclarativeUIKit
import Testing

/// Lets the main actor run the updates that a change scheduled: each is a main-actor task
/// enqueued by the change, ahead of this continuation.
@MainActor
private func settle() async {
  for _ in 0..<3 { await Task.yield() }
}

/// A screen's state as an app on iOS 15 declares it, with `@UIState`.
@MainActor
private final class SearchScreen {
  @UIState var title = "Inbox"
  @UIState var subtitle: String? = nil
  @UIState var query = ""
  @UIState var isLoading = true
  @UIState var notifications = false
  @UIState var volume: Float = 0.5
  @UIState var quantity: Double = 1
  @UIState var tab = 0
  @UIState var items = ["A", "B"]
  @UIState var profile = Profile(name: "Ada", unread: 2)
}

private struct Profile {
  var name: String
  var unread: Int
}

/// The texts of a stack's arranged labels, in order.
@MainActor
private func texts(_ stack: UIStackView) -> [String] {
  stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text }
}

/// Bindings to `@UIState` values, without Observation: a bound property follows its state,
/// controls write the user's changes back, several changes give one update, and neither the
/// state nor the view keeps the other alive.
@MainActor
@Suite struct UIStateTests {
  @Test func readingAndWritingTheStateIsImmediate() {
    let screen = SearchScreen()
    screen.title = "Archive"
    let read: String = screen.title
    #expect(read == "Archive")
    let binding = screen.$title
    binding.wrappedValue = "Sent"
    #expect(screen.title == "Sent")
  }

  @Test func labelTextFollowsTheState() async {
    let screen = SearchScreen()
    let label = UILabel().text(screen.$title)
    #expect(label.text == "Inbox")
    screen.title = "Archive"
    #expect(label.text == "Inbox")  // updated after the change, on the main actor
    await settle()
    #expect(label.text == "Archive")
  }

  @Test func labelTextFollowsAnOptionalState() async {
    let screen = SearchScreen()
    let label = UILabel().text(screen.$subtitle)
    #expect(label.text == nil)
    screen.subtitle = "3 new"
    await settle()
    #expect(label.text == "3 new")
  }

  @Test func isHiddenAndIsEnabledFollowTheState() async {
    let screen = SearchScreen()
    let spinner = UIView().isHidden(screen.$isLoading.map { !$0 })
    let send = UIButton().isEnabled(screen.$isLoading.map { !$0 })
    #expect(!spinner.isHidden)
    #expect(!send.isEnabled)
    screen.isLoading = false
    await settle()
    #expect(spinner.isHidden)
    #expect(send.isEnabled)
  }

  @Test func aKeyPathBindingAndAMemberBindingSetAnyProperty() async {
    let screen = SearchScreen()
    let badge = UILabel().bind(\.numberOfLines, screen.$profile.unread)
    let name = UILabel().text(screen.$profile.name)
    #expect(badge.numberOfLines == 2)
    #expect(name.text == "Ada")
    screen.$profile.name.wrappedValue = "Grace"
    screen.profile.unread = 5
    await settle()
    #expect(badge.numberOfLines == 5)
    #expect(name.text == "Grace")
    #expect(screen.profile.name == "Grace")
  }

  @Test func textFieldFollowsTheStateAndWritesTheUsersTextBack() async {
    let screen = SearchScreen()
    let field = UITextField().text(screen.$query)
    #expect(field.text == "")
    screen.query = "swift"
    await settle()
    #expect(field.text == "swift")
    field.simulateTyping("ui")
    #expect(screen.query == "swiftui")
    await settle()
    #expect(field.text == "swiftui")
  }

  @Test func writingBackLeavesTheOnChangeClosureInPlace() {
    let screen = SearchScreen()
    var changes: [String] = []
    let field = UITextField().onChange { changes.append($0) }.text(screen.$query)
    field.simulateTyping("a")
    #expect(screen.query == "a")
    #expect(changes == ["a"])
  }

  @Test func controlsWriteTheUsersChoiceBack() async {
    let screen = SearchScreen()
    let toggle = UISwitch().isOn(screen.$notifications)
    let slider = UISlider().value(screen.$volume)
    let stepper = UIStepper().value(screen.$quantity)
    let tabs = UISegmentedControl(items: ["Mail", "Chats"]).selectedSegmentIndex(screen.$tab)
    #expect(!toggle.isOn)
    #expect(slider.value == 0.5)
    #expect(tabs.selectedSegmentIndex == 0)
    screen.notifications = true
    screen.volume = 0.25
    screen.tab = 1
    await settle()
    #expect(toggle.isOn)
    #expect(slider.value == 0.25)
    #expect(tabs.selectedSegmentIndex == 1)
    toggle.isOn = false
    toggle.sendActions(for: .valueChanged)
    slider.value = 1
    slider.sendActions(for: .valueChanged)
    tabs.selectedSegmentIndex = 0
    tabs.sendActions(for: .valueChanged)
    stepper.simulateTapIncrement()
    #expect(!screen.notifications)
    #expect(screen.volume == 1)
    #expect(screen.tab == 0)
    #expect(screen.quantity == 2)
  }

  @Test func stackContentsAreRebuiltFromTheState() async {
    let screen = SearchScreen()
    let list = UIVStack(spacing: 8) {}.arrangedSubviews(screen.$items) { items in
      for item in items { UILabel(item) }
    }
    #expect(texts(list) == ["A", "B"])
    screen.items = ["C"]
    await settle()
    #expect(texts(list) == ["C"])
    #expect(list.subviews.count == 1)
  }

  @Test func changesMadeTogetherGiveOneUpdate() async {
    let screen = SearchScreen()
    var updates: [String] = []
    let label = UILabel().bind(screen.$title) { _, title in updates.append(title) }
    #expect(updates == ["Inbox"])
    screen.title = "1"
    screen.title = "2"
    screen.title = "3"
    await settle()
    #expect(updates == ["Inbox", "3"])
    withExtendedLifetime(label) {}
  }

  @Test func aViewFollowingTwoStatesGetsOneUpdateWhenBothChange() async {
    let screen = SearchScreen()
    var updates: [String] = []
    let both = screen.$title.combined(with: screen.$isLoading)
    let label = UILabel().bind(both.map { "\($0.0) \($0.1)" }) { label, text in
      updates.append(text)
      label.text = text
    }
    #expect(label.text == "Inbox true")
    screen.title = "Sent"
    screen.isLoading = false
    await settle()
    #expect(updates == ["Inbox true", "Sent false"])
    screen.isLoading = true
    await settle()
    #expect(label.text == "Sent true")
  }

  @Test func changesInSeparateTurnsGiveSeparateUpdates() async {
    let screen = SearchScreen()
    var updates = 0
    let label = UILabel()
      .bind(screen.$title) { _, _ in updates += 1 }
    #expect(updates == 1)
    screen.title = "a"
    screen.title = "b"
    await settle()
    screen.title = "c"
    await settle()
    #expect(updates == 3)
    withExtendedLifetime(label) {}
  }

  @Test func theStateDoesNotKeepTheViewAliveNorUpdateItAfterwards() async {
    let screen = SearchScreen()
    var updates = 0
    weak var released: UILabel?
    do {
      let label = UILabel().bind(screen.$title) { _, _ in updates += 1 }
      released = label
    }
    #expect(released == nil)
    screen.title = "Later"
    await settle()
    #expect(updates == 1)  // only the first update, made when the binding was created
  }

  @Test func aScreenAndItsViewsAreReleasedTogether() async {
    weak var releasedLabel: UILabel?
    weak var releasedScreen: SearchScreen?
    weak var releasedField: UITextField?
    do {
      let screen = SearchScreen()
      releasedScreen = screen
      let label = UILabel().text(screen.$title).isHidden(screen.$isLoading)
      let field = UITextField().text(screen.$query)
      releasedLabel = label
      releasedField = field
      screen.title = "Changed"
      await settle()
      #expect(label.text == "Changed")
    }
    #expect(releasedLabel == nil)
    #expect(releasedField == nil)
    #expect(releasedScreen == nil)
  }
}

/// A list and the `@Observable` counterpart of `isEnabled`.
@MainActor
@Suite struct UIStateListTests {
  @Test func listSectionsFollowTheState() async {
    let screen = SearchScreen()
    let sections: UIBinding<[UIListSection<String>]> = screen.$items.map {
      [UIListSection("Inbox", items: $0)]
    }
    let list = UIList(sections: [UIListSection<String>]()) { subject in
      var row = UIListContentConfiguration.cell()
      row.text = subject
      return row
    }
    .sections(sections)
    let first: Int = list.numberOfRows(inSection: 0)
    #expect(first == 2)
    screen.items = ["A", "B", "C"]
    await settle()
    let after: Int = list.numberOfRows(inSection: 0)
    #expect(after == 3)
  }
}
