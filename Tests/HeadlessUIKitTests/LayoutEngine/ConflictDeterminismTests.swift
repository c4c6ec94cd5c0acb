import DeclarativeUIKit
import Testing

/// Which constraint gives way in a conflict, and which of several equally good layouts a tie
/// lands on, follows the program, not where its objects sit in memory: UIKit's choice is the same
/// every time a program runs, so a snapshot of a conflicting screen must be too. (The engine
/// applies changed constants, and restores required constraints, in the order the app changed
/// them, not in the order of a hash of their addresses.)
@MainActor @Suite struct ConflictDeterminismTests {
  /// Boxes whose leading edge and trailing limit pull against their width at one priority: a
  /// point given up at either edge is as good as at the other.
  private func conflictingScreen() -> (UIView, [NSLayoutConstraint]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var changing: [NSLayoutConstraint] = []
    for index in 0..<8 {
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(box)
      let offset = CGFloat(index * 10)
      let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40 + offset)
      let trailing = box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -offset)
      let width = box.widthAnchor.constraint(equalToConstant: 20 + offset)
      leading.priority = .defaultLow
      trailing.priority = .defaultLow
      width.priority = UILayoutPriority(999)
      NSLayoutConstraint.activate([
        leading, trailing, width,
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: offset),
        box.heightAnchor.constraint(equalToConstant: 40),
      ])
      changing += [leading, trailing, width]
    }
    return (root, changing)
  }

  private func frames(of root: UIView) -> String {
    root.subviews.map { "\($0.frame)" }.joined(separator: "\n")
  }

  @Test func theSameConflictingScreenBuiltAHundredTimesLaysOutOneWay() {
    var layouts: Set<String> = []
    // Every screen stays alive, so each build's views and constraints sit at new addresses.
    var screens: [UIView] = []
    for _ in 0..<100 {
      let (layout, _) = LayoutLog.capture { () -> String in
        let (root, changing) = conflictingScreen()
        screens.append(root)
        root.layoutIfNeeded()
        var text = frames(of: root)
        // Constants changed after a pass go to the solver one by one, without a new listing.
        for (index, constraint) in changing.enumerated() {
          constraint.constant += index % 2 == 0 ? 37 : -23
        }
        root.layoutIfNeeded()
        text += "\n" + frames(of: root)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        root.layoutIfNeeded()
        return text + "\n" + frames(of: root)
      }
      layouts.insert(layout)
    }
    #expect(layouts.count == 1)
  }
}
