import DeclarativeUIKit
import Testing

/// A view that records the hierarchy callbacks UIKit sends, in order.
@MainActor
private final class RecordingView: UIView {
  var events: [String] = []

  override func willMove(toSuperview newSuperview: UIView?) {
    events.append("willMove(toSuperview: \(newSuperview.map { "\($0.tag)" } ?? "nil"))")
  }
  override func didMoveToSuperview() {
    events.append("didMoveToSuperview(\(superview.map { "\($0.tag)" } ?? "nil"))")
  }
  override func willMove(toWindow newWindow: UIWindow?) {
    events.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
  }
  override func didMoveToWindow() {
    events.append("didMoveToWindow(\(window == nil ? "nil" : "window"))")
  }
  override func didAddSubview(_ subview: UIView) {
    events.append("didAddSubview(\(subview.tag))")
  }
  override func willRemoveSubview(_ subview: UIView) {
    events.append("willRemoveSubview(\(subview.tag))")
  }
}

@MainActor
@Suite struct ViewHierarchyTests {
  @Test func addSubviewAppendsAndSetsSuperview() {
    let parent = UIView()
    let first = UIView()
    let second = UIView()
    parent.addSubview(first)
    parent.addSubview(second)
    #expect(parent.subviews == [first, second])
    #expect(first.superview === parent)
    #expect(second.superview === parent)
  }

  @Test func addingToANewSuperviewLeavesTheOldOne() {
    let old = UIView()
    let new = UIView()
    let child = UIView()
    old.addSubview(child)
    new.addSubview(child)
    #expect(old.subviews.isEmpty)
    #expect(new.subviews == [child])
    #expect(child.superview === new)
  }

  @Test func addingAnExistingSubviewMovesItToTheFront() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.addSubview(a)
    #expect(parent.subviews == [b, a])
  }

  @Test func insertSubviewAtIndexAndRelativeToSiblings() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let d = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    #expect(parent.subviews == [c, a, b])
    parent.insertSubview(d, aboveSubview: c)
    #expect(parent.subviews == [c, d, a, b])
    parent.insertSubview(b, belowSubview: c)
    #expect(parent.subviews == [b, c, d, a])
    parent.insertSubview(UIView(), at: 99)
    #expect(parent.subviews.count == 5)
    #expect(parent.subviews.last !== a)
  }

  @Test func bringToFrontSendToBackAndExchange() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    for view in [a, b, c] { parent.addSubview(view) }
    parent.bringSubviewToFront(a)
    #expect(parent.subviews == [b, c, a])
    parent.sendSubviewToBack(c)
    #expect(parent.subviews == [c, b, a])
    parent.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(parent.subviews == [a, b, c])
  }

  @Test func subviewLayersFollowSubviewOrder() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    #expect(parent.layer.sublayers == [a.layer, b.layer])
    parent.sendSubviewToBack(b)
    #expect(parent.layer.sublayers == [b.layer, a.layer])
    b.removeFromSuperview()
    #expect(parent.layer.sublayers == [a.layer])
    #expect(b.layer.superlayer == nil)
  }

  @Test func removeFromSuperviewDetaches() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(parent.subviews.isEmpty)
    #expect(child.superview == nil)
    child.removeFromSuperview()  // a view without a superview: nothing happens
    #expect(child.superview == nil)
  }

  @Test func isDescendantIncludesSelfAndAncestors() {
    let root = UIView()
    let middle = UIView()
    let leaf = UIView()
    root.addSubview(middle)
    middle.addSubview(leaf)
    #expect(leaf.isDescendant(of: leaf))
    #expect(leaf.isDescendant(of: middle))
    #expect(leaf.isDescendant(of: root))
    #expect(!root.isDescendant(of: leaf))
    #expect(!UIView().isDescendant(of: root))
  }

  @Test func viewWithTagSearchesSelfThenDepthFirst() {
    let root = UIView()
    root.tag = 1
    let a = UIView()
    a.tag = 2
    let deep = UIView()
    deep.tag = 3
    let b = UIView()
    b.tag = 3
    root.addSubview(a)
    a.addSubview(deep)
    root.addSubview(b)
    #expect(root.viewWithTag(1) === root)
    #expect(root.viewWithTag(3) === deep)
    #expect(root.viewWithTag(4) == nil)
  }

  @Test func windowIsTheRootWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    #expect(child.window == nil)
    window.addSubview(parent)
    #expect(child.window === window)
    parent.removeFromSuperview()
    #expect(child.window == nil)
  }

  @Test func nextResponderIsTheSuperview() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    #expect(child.next === parent)
    #expect(parent.next == nil)
  }

  @Test func addSubviewSendsCallbacksInUIKitOrder() {
    let parent = RecordingView()
    parent.tag = 1
    let child = RecordingView()
    child.tag = 2
    parent.addSubview(child)
    #expect(child.events == ["willMove(toSuperview: 1)", "didMoveToSuperview(1)"])
    #expect(parent.events == ["didAddSubview(2)"])
  }

  @Test func removeFromSuperviewSendsCallbacksInUIKitOrder() {
    let parent = RecordingView()
    parent.tag = 1
    let child = RecordingView()
    child.tag = 2
    parent.addSubview(child)
    parent.events = []
    child.events = []
    child.removeFromSuperview()
    #expect(parent.events == ["willRemoveSubview(2)"])
    #expect(child.events == ["willMove(toSuperview: nil)", "didMoveToSuperview(nil)"])
  }

  @Test func windowCallbacksReachTheWholeSubtree() {
    let window = UIWindow(frame: .zero)
    let parent = UIView()
    let grandchild = RecordingView()
    parent.addSubview(grandchild)
    grandchild.events = []
    window.addSubview(parent)
    #expect(grandchild.events == ["willMove(toWindow: window)", "didMoveToWindow(window)"])
    grandchild.events = []
    parent.removeFromSuperview()
    #expect(grandchild.events == ["willMove(toWindow: nil)", "didMoveToWindow(nil)"])
  }

  @Test func movingBetweenSuperviewsTellsBothSuperviews() {
    let old = RecordingView()
    old.tag = 1
    let new = RecordingView()
    new.tag = 3
    let child = RecordingView()
    child.tag = 2
    old.addSubview(child)
    child.events = []
    old.events = []
    new.addSubview(child)
    #expect(child.events == ["willMove(toSuperview: 3)", "didMoveToSuperview(3)"])
    #expect(old.events == ["willRemoveSubview(2)"])
    #expect(new.events == ["didAddSubview(2)"])
  }

  @Test func superviewIsWeakAndSubviewsAreStrong() {
    weak var weakChild: UIView?
    weak var weakParent: UIView?
    var parent: UIView? = UIView()
    do {
      let child = UIView()
      weakChild = child
      parent?.addSubview(child)
    }
    weakParent = parent
    #expect(weakChild != nil)
    parent = nil
    #expect(weakParent == nil)
    #expect(weakChild == nil)
  }

  @Test func convertsPointsBetweenViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    root.addSubview(a)
    a.addSubview(b)
    #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
    #expect(root.convert(CGPoint(x: 16, y: 26), to: b) == CGPoint(x: 1, y: 1))
    #expect(b.convert(CGPoint(x: 16, y: 26), from: root) == CGPoint(x: 1, y: 1))
    a.bounds.origin = CGPoint(x: 0, y: 10)  // scrolled content
    #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 15))
    #expect(
      b.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: a)
        == CGRect(x: 5, y: 5, width: 4, height: 4))
  }
}
