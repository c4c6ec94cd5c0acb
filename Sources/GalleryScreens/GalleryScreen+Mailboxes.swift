import DeclarativeUIKit

extension GalleryScreen {
  /// A mail app's mailboxes: a navigation controller over an inset-grouped list layout whose
  /// account names are section headers, each mailbox a list cell with its unread count and a
  /// disclosure indicator as accessories, declared with `UIGrid(list:sections:row:)`.
  static let mailboxes: GalleryScreen = GalleryScreen(
    name: "mailboxes",
    summary: "Mailboxes: an inset-grouped list layout with section headers and list cell accessories"
  ) {
    let sections = [
      UIListSection(
        "iCloud",
        items: [
          Mailbox("iCloud", "Inbox", symbol: "tray", unread: 12), Mailbox("iCloud", "Drafts", symbol: "doc"),
          Mailbox("iCloud", "Sent", symbol: "paperplane"),
          Mailbox("iCloud", "Junk", symbol: "xmark.bin", unread: 3),
          Mailbox("iCloud", "Trash", symbol: "trash"), Mailbox("iCloud", "Archive", symbol: "archivebox"),
        ]),
      UIListSection(
        "Work",
        items: [
          Mailbox("Work", "Inbox", symbol: "tray", unread: 4),
          Mailbox("Work", "Flagged", symbol: "flag", unread: 1),
          Mailbox("Work", "Sent", symbol: "paperplane"),
        ]),
    ]
    let list = UIGrid(list: .insetGrouped, sections: sections) { (box: Mailbox) in
      var row = UIListContentConfiguration.cell()
      row.text = box.name
      row.image = UIImage(systemName: box.symbol)
      row.imageProperties.tintColor = .systemBlue
      return row
    }
    .accessories { (box: Mailbox) in
      box.unread > 0 ? [.label(text: "\(box.unread)"), .disclosureIndicator()] : [.disclosureIndicator()]
    }
    let mailboxes = UIViewController {
      list.backgroundColor(.systemGroupedBackground)
    }
    .title("Mailboxes")
    .largeTitleDisplayMode(.always)
    .rightBarButtonItems([UIBarButtonItem(systemItem: .edit)])
    // The large title sits on the list's grouped background, as in Mail.
    mailboxes.view.backgroundColor = .systemGroupedBackground
    return UINavigationController(rootViewController: mailboxes).prefersLargeTitles(true)
  }
}

/// A mailbox of an account.
private struct Mailbox: Hashable {
  var account: String
  var name: String
  var symbol: String
  var unread: Int

  init(_ account: String, _ name: String, symbol: String, unread: Int = 0) {
    self.account = account
    self.name = name
    self.symbol = symbol
    self.unread = unread
  }
}
