import DeclarativeUIKit

extension GalleryScreen {
  /// The "New Event" form with a UIAlertController asking whether to discard it: a title, a
  /// message, a bold cancel action on the left and a red destructive one on the right, over the
  /// dimmed screen.
  static let discardAlert: GalleryScreen = GalleryScreen(
    name: "discard-alert",
    summary: "A UIAlertController over the New Event form: cancel and destructive actions"
  ) {
    DiscardAlertDemo()
  }
}

/// Shows the form with the alert over it. The gallery also draws screens as bare views, outside
/// any window, where `present(_:animated:)` has nowhere to put the alert; so the alert's view is
/// laid over the form as a child view controller, filling the screen as a presented alert does.
@MainActor
private final class DiscardAlertDemo: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let form = UINavigationController(rootViewController: GalleryScreen.newEventForm())
    let alert = UIAlertController(
      title: "Discard This Event?", message: "Your changes to “Team Offsite” will be lost.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
    for child in [form, alert] {
      addChild(child)
      view.addSubview(
        child.view,
        constraints: [
          .equal(\.topAnchor), .equal(\.leadingAnchor), .equal(\.trailingAnchor), .equal(\.bottomAnchor),
        ])
      child.didMove(toParent: self)
    }
  }
}
