import DeclarativeUIKit
import Testing

/// A constraint's priority must be greater than 0 and at most required (1000), and an installed
/// constraint may not move between required and optional: UIKit raises
/// `NSInternalInconsistencyException` at the setter for both, so the program stops at the line
/// that set the priority, not later inside the solver.
///
/// Sources: Apple's documentation of `NSLayoutConstraint.priority` ("Priorities must be greater
/// than 0 and less than or equal to" required; "An exception will be thrown if a priority of
/// required ... is changed to a lower priority, or if a lower priority is changed to a required
/// priority after the constraints is added to a view"). Wording: "It's illegal to set
/// priority:%g." as issue 32's report quotes it, its second sentence as
/// kanchanverma17/GameOfConstraints (`ConstraintsVC.swift`, 2021) repeats it; "Mutating a
/// priority from required to not on an installed constraint (or vice-versa) is not supported.
/// You passed priority 250 and the existing priority was 1000." from a crash quoted in
/// PureLayout/PureLayout#147 (2016).
@Suite struct PriorityValidationTests {
  private static func standardError(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test(arguments: [Float(0), -5, 5000, 1000.5])
  func aPriorityOutsideTheRangeStopsAtTheSetter(priority: Float) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [priority] in
      await MainActor.run {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.priority = UILayoutPriority(priority)
      }
    }
    let text = Self.standardError(result)
    #expect(text.contains("It's illegal to set priority:\(String(format: "%g", Double(priority))). "))
    #expect(
      text.contains(
        "Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."
      ))
  }

  @Test func aNaNPriorityStopsAtTheSetterNotInTheSolver() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.priority = UILayoutPriority(.nan)
      }
    }
    #expect(Self.standardError(result).contains("It's illegal to set priority:nan. "))
  }

  @MainActor @Test func prioritiesInTheRangeAreKept() {
    let view = UIView()
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    for priority: Float in [1, 0.001, 250, 999, 1000] {
      width.priority = UILayoutPriority(priority)
      #expect(width.priority.rawValue == priority)
    }
  }

  @Test func loweringAnInstalledRequiredConstraintStopsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = .defaultLow
      }
    }
    #expect(
      Self.standardError(result).contains(
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
          + "supported. You passed priority 250 and the existing priority was 1000."))
  }
}
