// The samples of DeclarativeUIKit.docc/ObservableBindings.md, compiled and checked.
#if canImport(Observation)
  import DeclarativeUIKit
  import Observation
  import Testing

  @Observable @MainActor
  final class InboxModel {
    var title = "Inbox"
    var isLoading = true
    var subjects: [String] = []
  }

  @MainActor
  func inboxScreen(_ inbox: InboxModel) -> UIView {
    UIVStack(spacing: 8) {
      UILabel().text { inbox.title }.font(.boldSystemFont(ofSize: 28))
      UILabel("Loading…").isHidden { !inbox.isLoading }
      UIVStack(spacing: 4) {}.arrangedSubviews {
        for subject in inbox.subjects { UILabel(subject) }
      }
    }
  }

  @MainActor
  func inboxList(_ inbox: InboxModel) -> UIList {
    UIList(sections: [UIListSection<String>]()) { subject in
      var row = UIListContentConfiguration.cell()
      row.text = subject
      return row
    }
    .sections { [UIListSection("Inbox", items: inbox.subjects)] }
  }

  @MainActor
  @Suite struct ObservableBindingsTests {
    @Test func theScreenFollowsItsModel() async throws {
      let inbox = InboxModel()
      let screen = try #require(inboxScreen(inbox) as? UIStackView)
      let title = try #require(screen.arrangedSubviews[0] as? UILabel)
      let loading = screen.arrangedSubviews[1]
      let list = try #require(screen.arrangedSubviews[2] as? UIStackView)
      #expect(title.text == "Inbox")
      #expect(!loading.isHidden)
      #expect(list.arrangedSubviews.isEmpty)

      inbox.title = "Archive"
      inbox.isLoading = false
      inbox.subjects = ["Lunch?", "Invoice"]
      for _ in 0..<3 { await Task.yield() }

      #expect(title.text == "Archive")
      #expect(loading.isHidden)
      let subjects: [String] = list.arrangedSubviews.compactMap { ($0 as? UILabel)?.text }
      #expect(subjects == ["Lunch?", "Invoice"])
    }

    @Test func theListFollowsItsModel() async {
      let inbox = InboxModel()
      let list = inboxList(inbox)
      #expect(list.numberOfSections == 1)
      #expect(list.numberOfRows(inSection: 0) == 0)
      inbox.subjects = ["Lunch?", "Invoice"]
      for _ in 0..<3 { await Task.yield() }
      #expect(list.numberOfRows(inSection: 0) == 2)
    }
  }
#endif
