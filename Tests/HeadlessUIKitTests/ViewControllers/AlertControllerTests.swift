import DeclarativeUIKit
import Foundation
import Testing

/// UIAlertController and UIAlertAction: their properties, presentation, a tap on an action, and
/// the misuses UIKit raises for.
///
/// Sources: raw values from UIAlertController.h in the iOS 16.5 SDK; the alert's 270-point
/// width and 44-point buttons from dashpay/dashwallet-ios,
/// DashWallet/CustomAlert/Private/DWAlertInternalConstants.h ("Default iOS UIAlertController's
/// constants"); the exception messages from UIKit's decompiled `-[UIAlertController addAction:]`,
/// `addTextFieldWithConfigurationHandler:` and `setPreferredAction:` (a public decompile of
/// UIKitCore; the first two also quoted by NSHipster's UIAlertController article).
@MainActor @Suite struct AlertControllerTests {
  @Test func rawValuesAreTheHeaders() {
    #expect(UIAlertController.Style.actionSheet.rawValue == 0)
    #expect(UIAlertController.Style.alert.rawValue == 1)
    #expect(UIAlertAction.Style.cancel.rawValue == 1)
    #expect(UIAlertAction.Style.destructive.rawValue == 2)
    #expect(UIAlertControllerSeverity.critical.rawValue == 1)
  }

  @Test func itKeepsWhatItIsGiven() {
    let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
    let cancel = UIAlertAction(title: "Cancel", style: .cancel)
    let delete = UIAlertAction(title: "Delete", style: .destructive)
    alert.addAction(cancel)
    alert.addAction(delete)
    alert.preferredAction = delete
    #expect(alert.title == "Delete?")
    #expect(alert.message == "It cannot be undone.")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(alert.preferredAction === delete)
    #expect(alert.textFields == nil)
    #expect(delete.isEnabled)
    #expect(delete.style == .destructive)
    alert.addTextField { $0.placeholder = "Name" }
    #expect(alert.textFields?.first?.placeholder == "Name")
  }

  @Test func presentedItCoversTheWindowAndTheAlertIs270Wide() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screen = UIViewController()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    let alert = UIAlertController(
      title: "Delete Event?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    screen.present(alert, animated: false)
    window.layoutIfNeeded()
    #expect(screen.presentedViewController === alert)
    #expect(screen.view.window === window)
    #expect(alert.view.frame == window.bounds)
    let card = alert.view.subviews[0]
    #expect(card.frame.width == 270)
    #expect(abs(card.frame.midX - 195) <= 0.5)
    let buttons = card.subviews.compactMap { $0 as? UILabel }.filter {
      $0.text == "Cancel" || $0.text == "Delete"
    }
    #expect(buttons.count == 2)
    #expect(buttons.allSatisfy { $0.frame.height == 44 && $0.frame.width == 135 })
  }

  @Test func theScreenBehindIsDimmedMoreInDark() {
    // 20 % black in light, 48 % in dark (by eye from iOS 16 screenshots; no public source):
    // 20 % over a dark screen did not show.
    let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
    let dimming = alert.view.backgroundColor
    let light = dimming?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    let dark = dimming?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(light == UIColor.black.withAlphaComponent(0.2))
    #expect(dark == UIColor.black.withAlphaComponent(0.48))
  }

  @Test func tappingAnActionDismissesThenRunsItsHandler() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screen = UIViewController()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    var presentedWhenRun: UIViewController?? = nil
    let ok = UIAlertAction(title: "OK", style: .default) { _ in
      presentedWhenRun = screen.presentedViewController
    }
    alert.addAction(ok)
    screen.present(alert, animated: false)
    #expect(alert.simulateTap(on: ok))
    #expect(presentedWhenRun == .some(nil))
    #expect(screen.presentedViewController == nil)
  }

  @Test func aDisabledActionCannotBeTapped() {
    let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
    var ran = false
    let save = UIAlertAction(title: "Save", style: .default) { _ in ran = true }
    save.isEnabled = false
    alert.addAction(save)
    #expect(!alert.simulateTap(on: save))
    #expect(!ran)
  }

  @Test func anActionSheetSitsAtTheBottomWithCancelApart() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screen = UIViewController()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.addAction(UIAlertAction(title: "Share", style: .default))
    screen.present(sheet, animated: false)
    window.layoutIfNeeded()
    let groups = sheet.view.subviews.filter { !$0.isHidden }
    #expect(groups.count == 2)
    let (card, cancelGroup) = (groups[0], groups[1])
    #expect(cancelGroup.frame.minY > card.frame.maxY)
    #expect(cancelGroup.frame.maxY <= window.bounds.height)
    #expect(abs(card.frame.width - 374) < 0.01)
  }
}

/// UIKit raises NSInternalInconsistencyException for these; HeadlessUIKit stops the program.
@Suite struct AlertControllerExitTests {
  @Test func aSecondCancelActionStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
      }
    }
  }

  @Test func aTextFieldOnAnActionSheetStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let sheet = UIAlertController(title: "A", message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
      }
    }
  }

  @Test func aPreferredActionThatIsNotAnActionStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        alert.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
      }
    }
  }
}
