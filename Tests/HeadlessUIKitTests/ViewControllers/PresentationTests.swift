import DeclarativeUIKit
import Testing

// UIKit's answers to bad presentations (its exception reasons, as apps' crash logs quote them,
// e.g. "Application tried to present modally a view controller <X: 0x...> that is already
// being presented by <Y: 0x...>." and "... present modally an active controller <X: 0x...>.";
// and the console warning "Attempt to present <X> on <Y> (from <Z>) which is already presenting
// <W>." when the presenter is busy, in which case nothing is presented).
// The sheet's frame (from the bottom of the safe area's top inset to the window's bottom) is
// the large-detent frame measured on a 393 x 852 window in the OpenUIKit tests found in public
// code ("[0, 59, 393, 793]").

@MainActor private func visibleWindow(_ root: UIViewController) -> UIWindow {
  let screen = UIScreen(device: .iPhone15)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

@MainActor @Suite struct PresentationTests {
  @Test func aSheetCoversTheWindowBelowTheStatusBar() {
    let root = UIViewController()
    let window = visibleWindow(root)
    let sheet = UIViewController()
    var completed = false
    root.present(sheet, animated: true) { completed = true }
    #expect(completed)
    #expect(root.presentedViewController === sheet)
    #expect(sheet.presentingViewController === root)
    #expect(sheet.view.superview === window)
    #expect(sheet.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
    #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(root.view.superview === window, "the presenter stays under a sheet")
    sheet.dismiss(animated: true)
    #expect(root.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
    #expect(sheet.view.superview == nil)
  }

  @Test func aFullScreenPresentationReplacesThePresentersView() {
    let root = UIViewController()
    let window = visibleWindow(root)
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    #expect(cover.view.frame == window.bounds)
    #expect(root.view.superview == nil)
    root.dismiss(animated: false)
    #expect(root.view.superview === window)
  }

  @Test func presentingWhileAnotherIsPresentedLogsAndDoesNothing() {
    let root = UIViewController()
    _ = visibleWindow(root)
    root.present(UIViewController(), animated: false)
    let second = UIViewController()
    var completed = false
    let (_, messages) = LayoutLog.capture { root.present(second, animated: false) { completed = true } }
    #expect(!completed)
    #expect(second.presentingViewController == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Attempt to present <UIViewController: 0x") == true)
    #expect(messages.first?.contains("which is already presenting <UIViewController: 0x") == true)
  }

  @Test func presentingAViewControllerTwiceStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let first = UIViewController()
        let second = UIViewController()
        let shown = UIViewController()
        first.present(shown, animated: false)
        second.present(shown, animated: false)
      }
    }
  }

  @Test func presentingAChildStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        UIViewController().present(child, animated: false)
      }
    }
  }

  @Test func presentingOnItselfStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let controller = UIViewController()
        controller.present(controller, animated: false)
      }
    }
  }
}
