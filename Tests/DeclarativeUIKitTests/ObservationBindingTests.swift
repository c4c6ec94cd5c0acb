#if canImport(Observation)
  import DeclarativeUIKit
  import Observation
  import Testing

  @Observable @MainActor
  private final class Inbox {
    var title = "Inbox"
    var isLoading = true
    var items = ["A", "B"]
    /// How many times a binding read `title`, to count updates.
    @ObservationIgnored var titleReads = 0

    var countedTitle: String {
      titleReads += 1
      return title
    }
  }

  /// The texts of a stack's arranged labels, in order.
  @MainActor
  private func texts(_ stack: UIStackView) -> [String] {
    stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text }
  }

  /// Lets the main actor run the updates that a change scheduled: each is a main-actor task
  /// enqueued by the change, ahead of this continuation.
  @MainActor
  private func settle() async {
    for _ in 0..<3 { await Task.yield() }
  }

  /// Bindings to `@Observable` models (Observation): a bound property follows its model, several
  /// changes give one update, and neither side keeps the other alive.
  @MainActor
  @Suite struct ObservationBindingTests {
    @Test func textFollowsTheModel() async {
      let inbox = Inbox()
      let label = UILabel().text { inbox.title }
      #expect(label.text == "Inbox")
      inbox.title = "Archive"
      await settle()
      #expect(label.text == "Archive")
      inbox.title = "Sent"
      await settle()
      #expect(label.text == "Sent")
    }

    @Test func isHiddenFollowsTheModel() async {
      let inbox = Inbox()
      let spinner = UIView().isHidden { !inbox.isLoading }
      #expect(!spinner.isHidden)
      inbox.isLoading = false
      await settle()
      #expect(spinner.isHidden)
    }

    @Test func aKeyPathBindingSetsAnyProperty() async {
      let inbox = Inbox()
      let badge = UILabel().bind(\.numberOfLines) { inbox.items.count }
      #expect(badge.numberOfLines == 2)
      inbox.items.append("C")
      await settle()
      #expect(badge.numberOfLines == 3)
    }

    @Test func stackContentsAreRebuiltFromTheModel() async {
      let inbox = Inbox()
      let list = UIVStack(spacing: 8) {}.arrangedSubviews {
        for item in inbox.items { UILabel(item) }
      }
      #expect(texts(list) == ["A", "B"])
      inbox.items = ["C"]
      await settle()
      #expect(texts(list) == ["C"])
      #expect(list.subviews.count == 1)
    }

    @Test func changesMadeTogetherGiveOneUpdate() async {
      let inbox = Inbox()
      let label = UILabel().text { inbox.countedTitle }
      #expect(inbox.titleReads == 1)
      inbox.title = "1"
      inbox.title = "2"
      inbox.title = "3"
      await settle()
      #expect(inbox.titleReads == 2)
      #expect(label.text == "3")
    }

    @Test func theModelDoesNotKeepTheViewAliveNorUpdateItAfterwards() async {
      let inbox = Inbox()
      weak var released: UILabel?
      do {
        let label = UILabel().text { inbox.countedTitle }
        released = label
      }
      #expect(released == nil)
      let reads = inbox.titleReads
      inbox.title = "Later"
      await settle()
      #expect(inbox.titleReads == reads)  // no update ran for the released view
    }

    @Test func aViewBoundToAModelIsReleasedWithItsBindings() async {
      weak var releasedLabel: UILabel?
      weak var releasedInbox: Inbox?
      do {
        let inbox = Inbox()
        releasedInbox = inbox
        let label = UILabel().text { inbox.title }.isHidden { inbox.isLoading }
        releasedLabel = label
        inbox.title = "Changed"
        await settle()
        #expect(label.text == "Changed")
      }
      #expect(releasedLabel == nil)
      #expect(releasedInbox == nil)
    }
  }
#endif

#if canImport(Observation)
  @Observable @MainActor
  private final class Composer {
    var isSending = false
  }

  /// `isEnabled` with a closure, the counterpart of `isEnabled($state)`.
  @MainActor
  @Suite struct ObservationIsEnabledTests {
    @Test func isEnabledFollowsTheModel() async {
      let composer = Composer()
      let send = UIButton().isEnabled { !composer.isSending }
      #expect(send.isEnabled)
      composer.isSending = true
      for _ in 0..<3 { await Task.yield() }
      #expect(!send.isEnabled)
    }
  }
#endif
