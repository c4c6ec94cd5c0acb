import DeclarativeUIKit
import Testing

/// UIKit raises an exception for these misuses; HeadlessUIKit stops the program with a message
/// naming the problem. Each test runs the misuse in a child process.
@Suite struct MisuseExitTests {
  @Test func addingAViewAsItsOwnSubviewStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = UIView()
        view.addSubview(view)
      }
    }
  }

  @Test func addingAnAncestorAsSubviewStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        child.addSubview(root)
      }
    }
  }

  @Test func insertingAnAncestorAsSubviewStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        grandchild.insertSubview(root, at: 0)
      }
    }
  }

  @Test func activatingAConstraintWithoutACommonAncestorStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = UIView()
        let b = UIView()
        a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
      }
    }
  }

  @Test func activatingAcrossHierarchiesStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let first = UIView()
        let second = UIView()
        let a = UIView()
        let b = UIView()
        first.addSubview(a)
        second.addSubview(b)
        NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: b.bottomAnchor)])
      }
    }
  }

  @Test func changingAnActiveConstraintFromRequiredStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = .defaultHigh
      }
    }
  }

  @Test func changingAnActiveConstraintToRequiredStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.priority = .defaultLow
        width.isActive = true
        width.priority = .required
      }
    }
  }

  @Test func addingAConstraintToAViewOutsideItsItemsStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = UIView()
        let stranger = UIView()
        stranger.addConstraint(view.widthAnchor.constraint(equalToConstant: 1))
      }
    }
  }

  @Test func constrainingALocationToAConstantStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = UIView()
        _ = NSLayoutConstraint(
          item: view, attribute: .leading, relatedBy: .equal, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1, constant: 10
        )
      }
    }
  }

  @Test func mixingLeftAndLeadingStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = UIView()
        let b = UIView()
        _ = NSLayoutConstraint(
          item: a, attribute: .left, relatedBy: .equal, toItem: b,
          attribute: .leading, multiplier: 1, constant: 0
        )
      }
    }
  }

  @Test func constrainingANonViewItemStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = NSLayoutConstraint(
          item: "not a view", attribute: .width, relatedBy: .equal, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1, constant: 0
        )
      }
    }
  }

  @Test func activatingWithAGuideThatHasNoViewStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        UILayoutGuide().widthAnchor.constraint(equalToConstant: 1).isActive = true
      }
    }
  }

  @Test func insertingAnArrangedSubviewOutOfBoundsStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        UIStackView().insertArrangedSubview(UIView(), at: 1)
      }
    }
  }

  @Test func theMessageNamesTheProblem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView()
        view.addSubview(view)
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Can't add self as subview"))
  }

  @Test func theCommonAncestorMessageNamesTheProblem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let a = UIView()
        let b = UIView()
        a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("no common ancestor"))
  }

  @Test func thePriorityMessageNamesTheProblem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = UILayoutPriority(999)
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Mutating a priority from required to not on an installed constraint"))
  }

  /// No public source gives UIKit's wording here (PonyDebugger's swizzle of the method, 2013,
  /// notes that iOS 7 went on without complaint); the message names the index and the count.
  @Test func exchangingASubviewOutOfRangeStopsNamingTheIndex() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let parent = UIView()
        parent.addSubview(UIView())
        parent.addSubview(UIView())
        parent.exchangeSubview(at: 0, withSubviewAt: 5)
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("exchangeSubview(at:withSubviewAt:): index 5 is out of bounds for 2 subviews"))
  }
}
