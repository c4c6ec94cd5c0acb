import DeclarativeUIKit
import Foundation
import Testing

/// UISearchBar: defaults, its 56-point height, and the delegate calls a user's typing and
/// buttons make.
///
/// Sources: defaults ("default is nil" prompt and placeholder, showsCancelButton NO) and the
/// style's raw values from UISearchBar.h in the iOS 16.5 SDK; the 56-point height from
/// Esri/maps-app-ios issue 67 ("As of iOS 11, the UISearchBar's intrinsic content size has
/// increased from 44 to 56").
@MainActor @Suite struct SearchBarTests {
  private final class Recorder: NSObject, UISearchBarDelegate {
    var calls: [String] = []
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("begin") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      calls.append("text \(searchText)")
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
  }

  @Test func defaults() {
    let bar = UISearchBar()
    #expect(bar.text == "")
    #expect(bar.placeholder == nil)
    #expect(bar.prompt == nil)
    #expect(!bar.showsCancelButton)
    #expect(bar.searchBarStyle == .default)
    #expect(UISearchBar.Style.minimal.rawValue == 2)
    #expect(bar.searchTextField.superview === bar)
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
  }

  @Test func textAndPlaceholderAreTheFields() {
    let bar = UISearchBar()
    bar.text = "Offsite"
    bar.placeholder = "Search"
    #expect(bar.searchTextField.text == "Offsite")
    #expect(bar.searchTextField.placeholder == "Search")
  }

  @Test func typingAndButtonsReachTheDelegate() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    let recorder = Recorder()
    bar.delegate = recorder
    bar.text = "set by code"
    #expect(recorder.calls.isEmpty)
    bar.text = ""
    bar.searchTextField.simulateTyping("ab")
    #expect(recorder.calls == ["begin", "text a", "text ab"])
    #expect(bar.simulateSearchButtonTap())
    #expect(recorder.calls.last == "search")
    #expect(!bar.simulateCancelButtonTap())
    bar.setShowsCancelButton(true, animated: true)
    #expect(bar.simulateCancelButtonTap())
    #expect(recorder.calls.last == "cancel")
  }

  @Test func theCancelButtonNarrowsTheField() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    bar.layoutIfNeeded()
    let wide = bar.searchTextField.frame.width
    #expect(wide == 304)
    bar.showsCancelButton = true
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame.width < wide)
    let svg = SVGRenderer().render(bar)
    #expect(svg.contains(">Cancel</text>"))
  }
}
