import Foundation

/// The iOS release HeadlessUIKit behaves as (HeadlessUIKit only; on a device the release is the
/// one installed).
///
/// Control sizes and metrics change between iOS releases, and every value HeadlessUIKit takes
/// from a recording of real UIKit belongs to the release it was recorded on. HeadlessUIKit
/// models one release at a time, ``current``, and reads every such value for it, so a screen
/// never mixes one release's text field with another's buttons. Its ``systemVersion`` is the string
/// `UIDevice.current.systemVersion` returns on that release.
///
/// The default is ``iOS16``: most of the public recordings HeadlessUIKit's values come from were
/// made on iOS 16 simulators, and the SDK the package checks its API against is iOS 16.5. To
/// model another release for a whole process (a test run, the gallery), set the environment
/// variable `HEADLESS_IOS_RELEASE` to its version (`HEADLESS_IOS_RELEASE=13 swift test`); for one
/// piece of code, bind ``current``:
///
/// ```swift
/// let height = SimulatedRelease.$current.withValue(.iOS13) {
///   UIButton(type: .contactAdd).intrinsicContentSize.height  // 23.667, as iOS 13 draws it
/// }
/// ```
///
/// Where no recording of a release shows a value, HeadlessUIKit uses the value of the nearest
/// earlier release that has one (the value UIKit had until something changed it), or, before the
/// first recording, the first recorded value; the table that holds the value says so.
public struct SimulatedRelease: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The major version, such as 16.
  public let majorVersion: Int
  /// The minor version, such as 4.
  public let minorVersion: Int

  private init(_ majorVersion: Int, _ minorVersion: Int) {
    self.majorVersion = majorVersion
    self.minorVersion = minorVersion
  }

  /// iOS 12.1, the simulator runtime of Xcode 10.1 (December 2018): swift-snapshot-testing's
  /// references recorded at its commit deed033.
  public static let iOS12 = SimulatedRelease(12, 1)
  /// iOS 13.3, the simulator runtime of Xcode 11.3 (December 2019): swift-snapshot-testing's
  /// references recorded at its commits fb70100 and 2a628d4, and the Dynamic Type table.
  public static let iOS13 = SimulatedRelease(13, 3)
  /// iOS 16.4, the simulator runtime of the iOS 16 recordings HeadlessUIKit cites
  /// (cashapp/AccessibilitySnapshot's and getsentry/sentry-cocoa's references, Sentry's sample
  /// app dump): the default.
  public static let iOS16 = SimulatedRelease(16, 4)

  /// Every release HeadlessUIKit can model, oldest first.
  public static let all: [SimulatedRelease] = [.iOS12, .iOS13, .iOS16]

  /// The release modelled when nothing chooses another: ``iOS16``.
  public static let standard: SimulatedRelease = .iOS16

  /// The release HeadlessUIKit behaves as now: ``standard``, unless the environment variable
  /// `HEADLESS_IOS_RELEASE` names another, or code binds it with `$current.withValue(_:operation:)`.
  @TaskLocal public static var current: SimulatedRelease = fromEnvironment()

  /// The version as `UIDevice.systemVersion` prints it, such as "16.4".
  public var systemVersion: String { "\(majorVersion).\(minorVersion)" }

  /// "iOS 16.4".
  public var description: String { "iOS \(systemVersion)" }

  /// Orders releases by version.
  public static func < (lhs: SimulatedRelease, rhs: SimulatedRelease) -> Bool {
    (lhs.majorVersion, lhs.minorVersion) < (rhs.majorVersion, rhs.minorVersion)
  }

  /// The modelled release a version names: "13", "13.3" and "iOS 13" all name ``iOS13``; `nil`
  /// when no modelled release has that version.
  /// - Parameter version: A major version, or a major and minor version.
  public init?(version: String) {
    var text = version.trimmingCharacters(in: .whitespaces)
    if text.lowercased().hasPrefix("ios") {
      text = String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces)
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard let major = parts.first ?? nil, parts.count <= 2, !parts.contains(nil) else { return nil }
    let minor = parts.count == 2 ? parts[1] : nil
    guard
      let release = Self.all.first(where: {
        $0.majorVersion == major && (minor == nil || $0.minorVersion == minor)
      })
    else { return nil }
    self = release
  }

  /// The release `HEADLESS_IOS_RELEASE` names, or ``standard`` when it is not set. A value that
  /// names no modelled release stops the process, listing the ones there are: a run that asked
  /// for a release must not quietly model another.
  package static func fromEnvironment() -> SimulatedRelease {
    guard let value = ProcessInfo.processInfo.environment["HEADLESS_IOS_RELEASE"], !value.isEmpty else {
      return standard
    }
    guard let release = SimulatedRelease(version: value) else {
      let known = all.map(\.systemVersion).joined(separator: ", ")
      fatalError("HEADLESS_IOS_RELEASE=\(value) names no release HeadlessUIKit models; it models \(known)")
    }
    return release
  }
}

/// A value that UIKit changed between releases: each measurement with the release it was
/// recorded on. Reading it for a release gives the measurement of the newest release not after
/// it (UIKit kept the value until a later release changed it), or the oldest measurement for a
/// release before every recording.
package struct ReleaseValue<Value: Sendable>: Sendable {
  /// The measurements, in any order.
  package var measurements: [(release: SimulatedRelease, value: Value)]

  /// A value with its measurements.
  /// - Parameter measurements: Each release with the value recorded on it.
  package init(_ measurements: [(release: SimulatedRelease, value: Value)]) {
    precondition(!measurements.isEmpty, "a release value needs at least one measurement")
    self.measurements = measurements.sorted { $0.release < $1.release }
  }

  /// The value on a release.
  /// - Parameter release: The release; the modelled one unless given.
  package func value(on release: SimulatedRelease = .current) -> Value {
    measurements.last { $0.release <= release }?.value ?? measurements[0].value
  }
}
