import DeclarativeUIKit
import Testing

@MainActor
private final class ScrollWatcher: NSObject, UIScrollViewDelegate {
  var scrolls = 0
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@MainActor
private final class Header {
  private(set) var title = UILabel()

  func build() -> UIView {
    UIVStack { UILabel("Hello").assign(to: &title) }
  }
}

/// Modifiers real screens written for other libraries reached for (issue 30, item 5).
@MainActor
@Suite struct ViewModifiersForRealScreensTests {
  @Test func borderOnOneEdgeIsALineAlongIt() throws {
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
      .border(.bottom, width: 1, color: .separator)
    row.layoutIfNeeded()
    let line = try #require(row.subviews.first)
    #expect(row.subviews.count == 1)
    #expect(line.frame == CGRect(x: 0, y: 43, width: 200, height: 1))
    #expect(line.backgroundColor == .separator)
    #expect(!line.isUserInteractionEnabled)
    #expect(row.layer.borderWidth == 0)
  }

  @Test func borderOnSideEdgesRunsTheirHeight() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
      .border([.leading, .trailing], width: 2, color: .systemRed)
    cell.layoutIfNeeded()
    #expect(
      cell.subviews.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 2, height: 60), CGRect(x: 98, y: 0, width: 2, height: 60),
      ])
  }

  @Test func transformSetsTheViewsTransform() {
    let view = UIView().transform(CGAffineTransform(scaleX: 2, y: 3))
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
  }

  @Test func assignStoresTheViewInANonOptionalProperty() {
    let header = Header()
    let before = header.title
    let stack = header.build()
    #expect(header.title !== before)
    #expect(header.title.text == "Hello")
    #expect(header.title.superview === stack)
  }

  @Test func namedFontsOnButtonsFieldsAndTextViews() {
    let avenir = UIFont(name: "AvenirNext-Bold", size: 15)
    let button = UIButton().font(name: "AvenirNext-Bold", size: 15)
    let field = UITextField().font(name: "AvenirNext-Bold", size: 15)
    let notes = UITextView().font(name: "AvenirNext-Bold", size: 15)
    #expect(button.titleLabel?.font == (avenir ?? .systemFont(ofSize: 15)))
    #expect(field.font == (avenir ?? .systemFont(ofSize: 15)))
    #expect(notes.font == (avenir ?? .systemFont(ofSize: 15)))
    #expect(UITextField().font(name: "No Such Font", size: 13).font == .systemFont(ofSize: 13))
  }

  @Test func scrollViewDelegateAndKeyboardDismissMode() {
    let watcher = ScrollWatcher()
    let scroll = UIScrollView().delegate(watcher).keyboardDismissMode(.onDrag)
    #expect(scroll.delegate === watcher)
    #expect(scroll.keyboardDismissMode == .onDrag)
    scroll.contentOffset = CGPoint(x: 0, y: 10)
    #expect(watcher.scrolls == 1)
  }
}
