import DeclarativeUIKit
import HeadlessUIKit
import Testing

/// A screen with a stack of labels (one of them wrapping), a horizontal row, a view pinned by
/// its autoresizing mask and a view placed by constraints with preferences.
@MainActor
struct IncrementalScreen {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let stack = UIStackView()
  let labels = ["One", "Two", "A third row whose text is long enough to wrap onto more lines"].map {
    text -> UILabel in
    let label = UILabel()
    label.text = text
    return label
  }
  let row = UIStackView()
  let left = UILabel()
  let right = UILabel()
  let pinned = UIView(frame: CGRect(x: 10, y: 300, width: 50, height: 40))
  let box = UIView()
  let button = UIButton(type: .system)
  let width: NSLayoutConstraint
  let preference: NSLayoutConstraint

  init() {
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    labels[2].numberOfLines = 0
    for label in labels { stack.addArrangedSubview(label) }
    root.addSubview(stack)
    left.text = "Left"
    right.text = "Right"
    row.addArrangedSubview(left)
    row.addArrangedSubview(right)
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    root.addSubview(pinned)
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    button.setTitle("Off", for: .normal)
    button.setTitle("Switched on", for: .selected)
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    width = box.widthAnchor.constraint(equalToConstant: 100)
    preference = box.heightAnchor.constraint(equalToConstant: 50)
    preference.priority = UILayoutPriority(300)
    let fallback = box.heightAnchor.constraint(equalToConstant: 80)
    fallback.priority = UILayoutPriority(200)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.widthAnchor.constraint(equalToConstant: 300),
      row.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 12),
      box.leadingAnchor.constraint(equalTo: pinned.trailingAnchor, constant: 8),
      box.topAnchor.constraint(equalTo: pinned.topAnchor),
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      button.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
      width, preference, fallback,
    ])
    left.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
  }

  /// Every view's frame, in hierarchy order.
  var frames: [CGRect] {
    var result: [CGRect] = []
    func collect(_ view: UIView) {
      result.append(view.frame)
      for subview in view.subviews { collect(subview) }
    }
    collect(root)
    return result
  }
}

/// A change to a laid-out screen, and whether it needs the engine to list the hierarchy again.
struct Change: CustomTestStringConvertible, Sendable {
  let name: String
  let listsAgain: Bool
  let apply: @MainActor @Sendable (IncrementalScreen) -> Void

  var testDescription: String { name }

  static let all: [Change] = [
    Change(name: "a constraint's constant", listsAgain: false) { $0.width.constant = 140 },
    Change(name: "a constraint's priority", listsAgain: false) {
      $0.preference.priority = UILayoutPriority(150)
    },
    Change(name: "a deactivated constraint", listsAgain: true) { $0.preference.isActive = false },
    Change(name: "an activated constraint", listsAgain: true) {
      let height = $0.box.heightAnchor.constraint(equalToConstant: 30)
      height.priority = UILayoutPriority(500)
      height.isActive = true
    },
    Change(name: "a label's font", listsAgain: true) { $0.labels[0].font = .systemFont(ofSize: 30) },
    Change(name: "a label's text", listsAgain: true) { $0.labels[2].text = "Short" },
    Change(name: "stack spacing", listsAgain: true) { $0.stack.spacing = 20 },
    Change(name: "stack alignment", listsAgain: true) { $0.stack.alignment = .leading },
    Change(name: "stack axis", listsAgain: true) { $0.row.axis = .vertical },
    Change(name: "an arranged view hidden", listsAgain: true) { $0.labels[1].isHidden = true },
    Change(name: "an arranged view hidden through its layer", listsAgain: true) {
      $0.labels[1].layer.isHidden = true
    },
    Change(name: "an arranged view added", listsAgain: true) {
      let label = UILabel()
      label.text = "Four"
      $0.stack.addArrangedSubview(label)
    },
    Change(name: "a view removed", listsAgain: true) { $0.labels[0].removeFromSuperview() },
    Change(name: "the root's size", listsAgain: true) {
      $0.root.frame = CGRect(x: 0, y: 0, width: 220, height: 480)
    },
    Change(name: "the root's size through its layer", listsAgain: true) {
      $0.root.layer.bounds = CGRect(x: 0, y: 0, width: 260, height: 480)
    },
    Change(name: "a pinned view's frame", listsAgain: true) {
      $0.pinned.frame = CGRect(x: 30, y: 320, width: 60, height: 40)
    },
    Change(name: "a pinned view's frame through its layer", listsAgain: true) {
      $0.pinned.layer.frame = CGRect(x: 40, y: 330, width: 60, height: 40)
    },
    Change(name: "layout margins", listsAgain: true) {
      $0.root.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
    },
    // The direction of the view whose subviews the constraints arrange (a subview's own
    // direction does not move it).
    Change(name: "layout direction", listsAgain: true) {
      $0.root.semanticContentAttribute = .forceRightToLeft
    },
    Change(name: "content hugging", listsAgain: true) {
      $0.right.setContentHuggingPriority(UILayoutPriority(260), for: .horizontal)
    },
    Change(name: "a button's state", listsAgain: true) { $0.button.isSelected = true },
    Change(name: "compression resistance", listsAgain: true) {
      $0.left.text = String(repeating: "Wide ", count: 20)
      $0.right.setContentCompressionResistancePriority(UILayoutPriority(800), for: .horizontal)
    },
  ]
}

/// A layout pass after a change gives the frames a first layout of the changed screen gives;
/// changed constants and priorities reach the solver without listing the hierarchy again.
@MainActor
@Suite struct IncrementalLayoutTests {
  /// Whether two lists of frames agree to within floating-point noise (the solver reaches the
  /// same values by different pivots).
  private func agree(_ a: [CGRect], _ b: [CGRect]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { r, s in
        abs(r.minX - s.minX) < 1e-6 && abs(r.minY - s.minY) < 1e-6 && abs(r.width - s.width) < 1e-6
          && abs(r.height - s.height) < 1e-6
      }
  }

  @Test(arguments: Change.all)
  func aPassAfterAChangeMatchesAFirstLayout(_ change: Change) {
    let laidOut = IncrementalScreen()
    laidOut.root.layoutIfNeeded()
    let before = laidOut.frames
    let listings = laidOut.root.layoutListingCount
    change.apply(laidOut)
    laidOut.root.layoutIfNeeded()

    let fresh = IncrementalScreen()
    change.apply(fresh)
    fresh.root.layoutIfNeeded()

    #expect(agree(laidOut.frames, fresh.frames), "\(laidOut.frames) against \(fresh.frames)")
    #expect(!agree(laidOut.frames, before), "the change should move something")
    if change.listsAgain {
      #expect(laidOut.root.layoutListingCount > listings)
    } else {
      #expect(laidOut.root.layoutListingCount == listings)
    }
  }

  @Test func aPassWithNothingChangedListsNothing() {
    let screen = IncrementalScreen()
    screen.root.layoutIfNeeded()
    let frames = screen.frames
    let listings = screen.root.layoutListingCount
    #expect(listings > 0)
    screen.root.setNeedsLayout()
    screen.root.layoutIfNeeded()
    screen.root.layoutIfNeeded()
    #expect(screen.frames == frames)
    #expect(screen.root.layoutListingCount == listings)
  }

  @Test func severalConstantChangesInOnePassAllApply() {
    let screen = IncrementalScreen()
    screen.root.layoutIfNeeded()
    let listings = screen.root.layoutListingCount
    screen.width.constant = 10
    screen.width.constant = 120
    screen.preference.constant = 64
    screen.root.layoutIfNeeded()
    #expect(screen.box.frame.size == CGSize(width: 120, height: 64))
    #expect(screen.root.layoutListingCount == listings)
  }

  @Test func aConstantChangeAndAStructuralChangeInOnePassBothApply() {
    let screen = IncrementalScreen()
    screen.root.layoutIfNeeded()
    screen.width.constant = 70
    screen.stack.spacing = 30
    screen.root.layoutIfNeeded()
    #expect(screen.box.frame.width == 70)
    #expect(abs(screen.labels[1].frame.minY - screen.labels[0].frame.maxY - 30) < 1e-9)
  }

  @Test func aChangeInOneHierarchyLeavesAnotherAsItWas() {
    let first = IncrementalScreen()
    let second = IncrementalScreen()
    first.root.layoutIfNeeded()
    second.root.layoutIfNeeded()
    let frames = second.frames
    first.width.constant = 20
    first.labels[0].text = "Changed"
    first.root.layoutIfNeeded()
    second.root.layoutIfNeeded()
    #expect(first.box.frame.width == 20)
    #expect(second.frames == frames)
  }

  @Test func measuringAfterAnIncrementalPassMatchesAFreshScreen() {
    let laidOut = IncrementalScreen()
    laidOut.root.layoutIfNeeded()
    laidOut.width.constant = 150
    laidOut.root.layoutIfNeeded()
    let fresh = IncrementalScreen()
    fresh.width.constant = 150
    let target = CGSize(width: 320, height: 0)
    #expect(
      laidOut.stack.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        == fresh.stack.systemLayoutSizeFitting(
          target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel))
    #expect(!laidOut.box.hasAmbiguousLayout)
    #expect(laidOut.box.frame.width == 150)
  }

  @Test func aViewMovedByHandGoesBackWhenItsSuperviewIsLaidOut() {
    let screen = IncrementalScreen()
    screen.root.layoutIfNeeded()
    let placed = screen.box.frame
    screen.box.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    screen.root.setNeedsLayout()
    screen.root.layoutIfNeeded()
    #expect(screen.box.frame == placed)
  }

  @Test func aRequiredConstantChangedIntoAConflictIsReported() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let screen = IncrementalScreen()
        let cap = screen.box.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
        cap.identifier = "cap"
        cap.isActive = true
        screen.width.identifier = "width"
        screen.root.layoutIfNeeded()
        screen.width.constant = 110
        screen.root.layoutIfNeeded()
        precondition(screen.box.frame.width == 110)
        screen.width.constant = 150
        screen.root.layoutIfNeeded()
        // One of the two is broken: the box is 150 wide (cap broken) or at most 120.
        precondition(screen.box.frame.width == 150 || screen.box.frame.width <= 120)
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Unable to simultaneously satisfy constraints."))
    #expect(text.contains("'cap'"))
    #expect(text.contains("'width'"))
  }

  @Test func aConstantChangeAfterAViewWasMovedByHandPlacesItAgain() {
    let screen = IncrementalScreen()
    screen.root.layoutIfNeeded()
    screen.box.frame.origin = CGPoint(x: 1, y: 2)
    screen.width.constant = 90
    screen.root.layoutIfNeeded()
    #expect(screen.box.frame == CGRect(x: 68, y: 300, width: 90, height: 50))
  }
}
