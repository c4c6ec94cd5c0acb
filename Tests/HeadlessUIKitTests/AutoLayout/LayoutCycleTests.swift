import DeclarativeUIKit
import Testing

/// A view with a fixed intrinsic size and `sizeThatFits(_:)`, like a label with fixed text.
@MainActor
private final class FixedContentView: UIView {
  var content = CGSize(width: 40, height: 20) {
    didSet { invalidateIntrinsicContentSize() }
  }
  override var intrinsicContentSize: CGSize { content }
  override func sizeThatFits(_ size: CGSize) -> CGSize { content }
}

@MainActor
@Suite struct LayoutCycleTests {
  @Test func layoutIfNeededRunsLayoutSubviewsOncePerInvalidation() {
    var layouts = 0
    let view = LayoutProbe { layouts += 1 }
    view.layoutIfNeeded()
    #expect(layouts == 1)
    view.layoutIfNeeded()
    #expect(layouts == 1)
    view.setNeedsLayout()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(layouts == 2)
  }

  @Test func layoutRunsParentsBeforeChildren() {
    var order: [String] = []
    let parent = LayoutProbe { order.append("parent") }
    let child = LayoutProbe { order.append("child") }
    let grandchild = LayoutProbe { order.append("grandchild") }
    parent.addSubview(child)
    child.addSubview(grandchild)
    grandchild.layoutIfNeeded()
    #expect(order == ["parent", "child", "grandchild"])
  }

  @Test func resizingMarksTheViewForLayout() {
    var layouts = 0
    let view = LayoutProbe { layouts += 1 }
    view.layoutIfNeeded()
    view.frame.origin = CGPoint(x: 5, y: 5)  // a move alone does not need layout
    view.layoutIfNeeded()
    #expect(layouts == 1)
    view.frame.size = CGSize(width: 10, height: 10)
    view.layoutIfNeeded()
    #expect(layouts == 2)
    view.bounds.size = CGSize(width: 20, height: 10)
    view.layoutIfNeeded()
    #expect(layouts == 3)
  }

  @Test func addingASubviewMarksTheSuperviewForLayout() {
    var layouts = 0
    let view = LayoutProbe { layouts += 1 }
    view.layoutIfNeeded()
    view.addSubview(UIView())
    view.layoutIfNeeded()
    #expect(layouts == 2)
  }

  @Test func invalidatingIntrinsicSizeMarksTheSuperviewForLayout() {
    var layouts = 0
    let parent = LayoutProbe { layouts += 1 }
    let content = FixedContentView()
    parent.addSubview(content)
    parent.layoutIfNeeded()
    #expect(layouts == 1)
    content.content = CGSize(width: 80, height: 20)
    parent.layoutIfNeeded()
    #expect(layouts == 2)
  }

  @Test func updateConstraintsRunsBeforeLayoutWhenRequested() {
    final class UpdatingView: UIView {
      var updates = 0
      override func updateConstraints() {
        updates += 1
        super.updateConstraints()
      }
    }
    let view = UpdatingView()
    view.layoutIfNeeded()
    #expect(view.updates == 0)
    view.setNeedsUpdateConstraints()
    #expect(view.needsUpdateConstraints())
    view.layoutIfNeeded()
    #expect(view.updates == 1)
    #expect(!view.needsUpdateConstraints())
  }

  @Test func sizeToFitUsesSizeThatFitsAndKeepsTheOrigin() {
    let view = FixedContentView(frame: CGRect(x: 10, y: 10, width: 1, height: 1))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 9))
    #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 7, height: 9))
  }

  @Test func fittingSizeOfAViewWithOnlyContentIsItsIntrinsicSize() {
    let content = FixedContentView()
    #expect(
      content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 40, height: 20))
    let fixedWidth = content.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    )
    #expect(fixedWidth == CGSize(width: 300, height: 20))
    #expect(UIView.layoutFittingCompressedSize == .zero)
    #expect(UIView.layoutFittingExpandedSize.width > 1_000_000)
  }
}

/// The layout engine belongs to the hierarchy: laid-out views are released with it.
@MainActor
@Suite struct LayoutEngineLifetimeTests {
  private func laidOutScreen() -> (root: UIView, label: UILabel) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let stack = UIStackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    let label = UILabel()
    label.text = "Hello"
    stack.addArrangedSubview(label)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    return (root, label)
  }

  @Test func aLaidOutHierarchyIsReleasedWhenTheAppLetsGoOfIt() {
    weak var root: UIView?
    weak var label: UILabel?
    do {
      let screen = laidOutScreen()
      root = screen.root
      label = screen.label
      #expect(screen.label.frame.width > 0)
    }
    #expect(root == nil)
    #expect(label == nil)
  }

  @Test func aRootAddedToAnotherViewIsLaidOutByItsNewRoot() {
    let screen = laidOutScreen()
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.addSubview(screen.root)
    screen.root.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      screen.root.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      screen.root.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      screen.root.widthAnchor.constraint(equalToConstant: 100),
      screen.root.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(screen.root.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(screen.label.frame.origin == .zero)
    #expect(screen.label.frame.width > 0)
  }
}
