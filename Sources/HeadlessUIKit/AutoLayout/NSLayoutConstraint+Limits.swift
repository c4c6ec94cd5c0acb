import Foundation

/// The numbers a constraint may hold, with UIKit's rules:
///
/// - A constant or multiplier that is not finite (NaN or infinite) stops the program, as UIKit
///   raises `NSInternalInconsistencyException` ("NSLayoutConstraint constant is not finite!
///   That's illegal." from `-[NSLayoutConstraint _setSymbolicConstant:constant:...]`,
///   "Multiplier is not finite!  That's illegal." from `-[NSLayoutConstraint _setMultiplier:]`).
///   The engine's own constraints (content sizes, autoresizing pins, margins, stack spacing)
///   obey the same rule, under their UIKit class names.
/// - A constant beyond ±2,777,777 points (UIKit's `+[NSLayoutConstraint
///   _constraintConstantLimit]`, which UIKit overrides from Foundation's 1e10) is replaced by
///   the limit, with UIKit's message "exceeds internal limits" written once through
///   ``LayoutLog``. So `width <= .greatestFiniteMagnitude` is `width <= 2777777`, and a huge
///   number never reaches the solver.
extension NSLayoutConstraint {
  /// The largest constant, in magnitude, a constraint keeps (UIKit's value).
  package static let constantLimit: CGFloat = 2_777_777

  /// UIKit's message for a constant beyond ``constantLimit``.
  package static let constantLimitMessage =
    "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  "
    + "A smaller value will be substituted, but this problem should be fixed. Break on BOOL "
    + "_NSLayoutConstraintNumberExceedsLimit(void) to debug.  This will be logged only once.  "
    + "This may break in the future.\n"

  /// A constant as a constraint keeps it: stops the program when it is not finite, and is
  /// replaced by the limit (with UIKit's message) when it is beyond it.
  /// - Parameters:
  ///   - value: The constant.
  ///   - className: The constraint's UIKit class, for the message.
  ///   - anchors: The first and second anchors as UIKit describes them, for the message.
  package static func checkedConstant(
    _ value: CGFloat, className: String = "NSLayoutConstraint",
    anchors: @autoclosure () -> (first: String, second: String)
  ) -> CGFloat {
    guard value.isFinite else {
      let (first, second) = anchors()
      fatalError(
        "\(className) constant is not finite!  That's illegal.  constant:\(format(value)) "
          + "firstAnchor:\(first) secondAnchor:\(second)")
    }
    guard abs(value) > constantLimit else { return value }
    LayoutLog.writeOnce(constantLimitMessage)
    return value < 0 ? -constantLimit : constantLimit
  }

  /// Stops the program when a priority is outside (0, 1000] or NaN, as UIKit raises
  /// `NSInternalInconsistencyException` from the priority setter ("Priorities must be greater
  /// than 0 and less than or equal to" required: Apple's documentation of
  /// `NSLayoutConstraint.priority`; the message's wording is quoted in
  /// kanchanverma17/GameOfConstraints, `ConstraintsVC.swift`, and in issue 32's report).
  package static func checkPriority(_ value: UILayoutPriority) {
    guard !(value.rawValue > 0 && value.rawValue <= UILayoutPriority.required.rawValue) else { return }
    fatalError(
      "It's illegal to set priority:\(format(CGFloat(value.rawValue))). Priorities must be greater "
        + "than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000.")
  }

  /// Stops the program when a multiplier is not finite, as UIKit raises.
  package static func checkMultiplier(_ value: CGFloat) {
    guard !value.isFinite else { return }
    fatalError("Multiplier is not finite!  That's illegal.  multiplier:\(format(value))")
  }

  /// A number as C's `%g` writes it (`nan`, `inf`, `-inf`, `1e+20`, `12.5`); a NaN is `nan`
  /// whatever its sign bit.
  nonisolated package static func format(_ value: CGFloat) -> String {
    value.isNaN ? "nan" : String(format: "%g", Double(value))
  }

  /// An anchor as UIKit describes it in these messages, `<NSLayoutDimension "UIView.width">`, or
  /// `(null)` when there is none.
  static func anchorDescription(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
    guard attribute != .notAnAttribute, let item else { return "(null)" }
    let kind: String
    if attribute.isDimension {
      kind = "NSLayoutDimension"
    } else if attribute.axis == .vertical {
      kind = "NSLayoutYAxisAnchor"
    } else {
      kind = "NSLayoutXAxisAnchor"
    }
    return "<\(kind) \"\(NSLayoutConstraint.itemName(item)).\(attribute)\">"
  }
}
