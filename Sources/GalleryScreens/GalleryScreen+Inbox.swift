import DeclarativeUIKit

extension GalleryScreen {
  /// A mail app's inbox: a navigation controller with a large title, Edit and compose buttons,
  /// and a list of messages whose text follows Dynamic Type.
  static let inbox: GalleryScreen = GalleryScreen(
    name: "inbox", summary: "An inbox in a navigation controller: large title, bar buttons, Dynamic Type rows"
  ) {
    let messages: [(sender: String, subject: String, preview: String, time: String)] = [
      ("Apple Developer", "Your build is ready", "Build 42 is ready to test.", "9:12"),
      ("Maya Chen", "Lunch on Thursday?", "A new ramen place opened nearby.", "8:47"),
      ("GitHub", "[declarative-uikit] CI passed", "All checks have passed on main.", "Yesterday"),
      ("Jonas Weber", "Design review notes", "A few thoughts on the new tabs.", "Monday"),
    ]
    let list = UIScrollingVStack(spacing: 0) {
      for message in messages {
        messageRow(message.sender, message.subject, message.preview, message.time)
      }
    }
    let inbox = UIViewController { list }
      .title("Inbox")
      .largeTitleDisplayMode(.always)
      .leftBarButtonItems([UIBarButtonItem(systemItem: .edit)])
      .rightBarButtonItems([UIBarButtonItem(title: "New")])
    return UINavigationController(rootViewController: inbox).prefersLargeTitles(true)
  }

  /// One message: the sender and time, the subject, a line of preview, and a separator.
  @MainActor
  private static func messageRow(_ sender: String, _ subject: String, _ preview: String, _ time: String)
    -> UIView
  {
    let header = UIHStack(alignment: .firstBaseline, spacing: 8) {
      UILabel().text(sender).font(.preferredFont(forTextStyle: .headline))
        .adjustsFontForContentSizeCategory(true)
      Spacer()
      UILabel().text(time).font(.preferredFont(forTextStyle: .subheadline)).textColor(.secondaryLabel)
        .adjustsFontForContentSizeCategory(true)
    }
    let row = UIVStack(spacing: 2) {
      header
      UILabel().text(subject).font(.preferredFont(forTextStyle: .subheadline))
        .adjustsFontForContentSizeCategory(true)
      UILabel().text(preview).font(.preferredFont(forTextStyle: .subheadline)).textColor(.secondaryLabel)
        .numberOfLines(2).adjustsFontForContentSizeCategory(true)
    }
    let separator = UIView().backgroundColor(.separator).frame(height: 0.5)
    return UIVStack(spacing: 0) {
      row.padding(UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
      separator
    }
  }
}
