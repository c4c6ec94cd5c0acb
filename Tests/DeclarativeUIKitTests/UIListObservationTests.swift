#if canImport(Observation)
  import DeclarativeUIKit
  import Observation
  import Testing

  @Observable @MainActor
  private final class Mailbox {
    var subjects = ["Lunch?", "Invoice"]
    var flagged: [String] = []
    /// How many times a binding read `subjects`, to count updates.
    @ObservationIgnored var reads = 0

    var countedSubjects: [String] {
      reads += 1
      return subjects
    }
  }

  /// Lets the main actor run the updates that a change scheduled: each is a main-actor task
  /// enqueued by the change, ahead of this continuation.
  @MainActor
  private func settle() async {
    for _ in 0..<3 { await Task.yield() }
  }

  @MainActor
  private func makeList(_ mailbox: Mailbox) -> UIList {
    let list = UIList(sections: [UIListSection<String>]()) { subject in
      var row = UIListContentConfiguration.cell()
      row.text = subject
      return row
    }
    .sections {
      [
        UIListSection("Inbox", items: mailbox.countedSubjects),
        UIListSection("Flagged", items: mailbox.flagged),
      ]
    }
    list.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    list.layoutIfNeeded()
    return list
  }

  /// The texts of a list's rows in `section`, in order.
  @MainActor
  private func texts(_ list: UIList, section: Int) -> [String?] {
    (0..<list.numberOfRows(inSection: section)).map {
      (list.cellForRow(at: IndexPath(row: $0, section: section))?.contentConfiguration
        as? UIListContentConfiguration)?.text
    }
  }

  /// A list bound to an `@Observable` model (`sections { }`): its sections follow the model
  /// through the diffable data source, several changes give one update, and neither side keeps
  /// the other alive.
  @MainActor
  @Suite struct UIListObservationTests {
    @Test func sectionsFollowTheModel() async throws {
      let mailbox = Mailbox()
      let list = makeList(mailbox)
      #expect(list.numberOfSections == 2)
      #expect(texts(list, section: 0) == ["Lunch?", "Invoice"])
      let invoice = try #require(list.cellForRow(at: IndexPath(row: 1, section: 0)))
      mailbox.subjects.insert("Welcome", at: 0)
      mailbox.flagged = ["Lunch?"]
      mailbox.subjects.removeAll { $0 == "Lunch?" }
      await settle()
      list.layoutIfNeeded()
      #expect(texts(list, section: 0) == ["Welcome", "Invoice"])
      #expect(texts(list, section: 1) == ["Lunch?"])
      // The diffable data source kept the row of the item that stayed.
      #expect(list.cellForRow(at: IndexPath(row: 1, section: 0)) === invoice)
    }

    @Test func changesMadeTogetherGiveOneUpdate() async {
      let mailbox = Mailbox()
      let list = makeList(mailbox)
      #expect(mailbox.reads == 1)
      mailbox.subjects.append("A")
      mailbox.subjects.append("B")
      mailbox.flagged = ["Reminder"]
      await settle()
      #expect(mailbox.reads == 2)
      list.layoutIfNeeded()
      #expect(texts(list, section: 0) == ["Lunch?", "Invoice", "A", "B"])
      #expect(texts(list, section: 1) == ["Reminder"])
    }

    @Test func theModelDoesNotKeepTheListAliveNorUpdateItAfterwards() async {
      let mailbox = Mailbox()
      weak var released: UIList?
      do {
        let list = makeList(mailbox)
        released = list
      }
      #expect(released == nil)
      let reads = mailbox.reads
      mailbox.subjects.append("Later")
      await settle()
      #expect(mailbox.reads == reads)  // no update ran for the released list
    }

    @Test func aListBoundToAModelIsReleasedWithItsBinding() async {
      weak var releasedList: UIList?
      weak var releasedMailbox: Mailbox?
      do {
        let mailbox = Mailbox()
        releasedMailbox = mailbox
        let list = makeList(mailbox)
        releasedList = list
        mailbox.subjects = ["Changed"]
        await settle()
        list.layoutIfNeeded()
        #expect(texts(list, section: 0) == ["Changed"])
      }
      #expect(releasedList == nil)
      #expect(releasedMailbox == nil)
    }
  }
#endif
