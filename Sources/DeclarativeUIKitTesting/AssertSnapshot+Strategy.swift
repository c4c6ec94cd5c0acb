import DeclarativeUIKit
import Foundation

/// Snapshots a value with a strategy and compares it with its reference, on every platform;
/// throws a ``SnapshotFailure`` with a readable report unless it matches.
///
/// The reference is `__Snapshots__/<TestFile>/<name>.<extension>` next to the test file. A
/// missing reference is recorded and the call fails saying so; a difference fails with the
/// strategy's diff and writes the new snapshot beside the reference as `<name>.new.<extension>`.
///
/// ```swift
/// @MainActor @Test func welcome() throws {
///   let screen = makeWelcomeScreen()
///   screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
///   try assertSnapshot(of: screen, as: .tree, named: "welcome")
/// }
/// ```
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How to snapshot and compare it, such as `.tree`, `.svg` or `.png`.
///   - name: The reference's name; by default the calling function's name.
///   - record: Whether to record the reference anew (the call then fails, reporting it); by
///     default, when the environment variable `SNAPSHOT_RECORD` is `1`.
///   - directory: The folder holding the references; by default `__Snapshots__/<TestFile>`.
///   - filePath: The test file; leave the default.
///   - function: The test function; leave the default.
/// - Throws: ``SnapshotFailure`` when the reference was recorded, differs, or cannot be read or
///   written, or when the strategy fails to take the snapshot.
@MainActor
public func assertSnapshot<Value, Format>(
  of value: Value,
  as strategy: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: Bool? = nil,
  directory: String? = nil,
  filePath: StaticString = #filePath,
  function: StaticString = #function
) throws {
  let location = SnapshotLocation(
    name: name ?? SnapshotLocation.defaultName("\(function)"), directory: directory, filePath: "\(filePath)")
  let result = try StrategyComparison.compare(value, as: strategy, at: location, record: record)
  if let report = StrategyComparison.report([result]) { throw SnapshotFailure(report) }
}

/// What comparing one snapshot with its reference gave.
enum StrategyComparison {
  case matched
  case recorded(String)
  case mismatched(reference: String, newFile: String, diff: String)

  /// Whether to record: the parameter when given, else `SNAPSHOT_RECORD=1`.
  static func isRecording(_ record: Bool?) -> Bool {
    record ?? (ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1")
  }

  @MainActor
  static func compare<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>, at location: SnapshotLocation, record: Bool?
  ) throws -> StrategyComparison {
    let actual: Format
    do {
      actual = try strategy.snapshot(value)
    } catch let failure as SnapshotFailure {
      throw failure
    } catch {
      throw SnapshotFailure("Cannot take snapshot '\(location.baseName)': \(error)")
    }
    let reference = location.path(strategy.pathExtension)
    let pending = location.path("new." + strategy.pathExtension)
    let data = strategy.diffing.toData(actual)
    guard !isRecording(record), let stored = FileManager.default.contents(atPath: reference) else {
      try location.write(data, to: reference)
      try location.remove(pending)
      return .recorded(reference)
    }
    guard let expected = strategy.diffing.fromData(stored) else {
      throw SnapshotFailure("Cannot read snapshot reference \(reference)")
    }
    guard let diff = strategy.diffing.diff(expected, actual) else {
      try location.remove(pending)
      return .matched
    }
    try location.write(data, to: pending)
    return .mismatched(reference: reference, newFile: pending, diff: diff)
  }

  /// The failure report of several comparisons, or `nil` when all matched.
  static func report(_ results: [StrategyComparison]) -> String? {
    var recorded: [String] = []
    var mismatches: [String] = []
    for result in results {
      switch result {
      case .matched: break
      case .recorded(let file): recorded.append(file)
      case .mismatched(let reference, let newFile, let diff):
        mismatches.append("--- \(reference)\n+++ \(newFile)\n\(diff)")
      }
    }
    var parts: [String] = []
    if !mismatches.isEmpty {
      parts.append(
        "\(mismatches.count) snapshot(s) do not match their references:\n"
          + mismatches.joined(separator: "\n")
          + "\nThe new snapshots were written beside the references (.new); if the change is intended, "
          + "replace the references with them (or run with SNAPSHOT_RECORD=1).")
    }
    if !recorded.isEmpty {
      parts.append(
        "Recorded new reference(s):\n" + recorded.map { "  \($0)" }.joined(separator: "\n")
          + "\nCheck them, commit them with the tests, and run the test again.")
    }
    return parts.isEmpty ? nil : parts.joined(separator: "\n")
  }
}

#if !canImport(UIKit)
  /// Shows a screen on several devices with several sets of traits and compares each with its
  /// reference, in one assertion that reports every difference (HeadlessUIKit only).
  ///
  /// The screen is built anew for each device and traits, shown in a window on the device
  /// (status bar and home indicator included), and snapshotted with each strategy. References
  /// are named `<name>-<device and traits>.<extension>`, such as
  /// `inbox-iPhone-SE-3rd-generation-dark.tree.txt`.
  ///
  /// ```swift
  /// try assertSnapshots(
  ///   of: { InboxViewController() }, as: [.tree, .svg], on: [.iPhone15, .iPhoneSE3],
  ///   traits: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(userInterfaceStyle: .dark)],
  ///   named: "inbox")
  /// ```
  /// - Parameters:
  ///   - makeViewController: Builds the screen.
  ///   - strategies: How to snapshot each window.
  ///   - devices: The devices to show it on.
  ///   - traits: The traits to show it with on each device; the device's own by default.
  ///   - name: The references' name; by default the calling function's name.
  ///   - record: Whether to record the references anew; by default when `SNAPSHOT_RECORD=1`.
  ///   - directory: The folder holding the references; by default `__Snapshots__/<TestFile>`.
  ///   - filePath: The test file; leave the default.
  ///   - function: The test function; leave the default.
  /// - Throws: ``SnapshotFailure`` listing every reference recorded or differing.
  @MainActor
  public func assertSnapshots<Format>(
    of makeViewController: @MainActor () throws -> UIViewController,
    as strategies: [Snapshotting<UIView, Format>],
    on devices: [SimulatedDevice],
    traits: [UITraitCollection] = [UITraitCollection()],
    named name: String? = nil,
    record: Bool? = nil,
    directory: String? = nil,
    filePath: StaticString = #filePath,
    function: StaticString = #function
  ) throws {
    guard !strategies.isEmpty, !devices.isEmpty, !traits.isEmpty else {
      throw SnapshotFailure("assertSnapshots needs at least one strategy, device and set of traits")
    }
    let base = name ?? SnapshotLocation.defaultName("\(function)")
    var results: [StrategyComparison] = []
    for device in devices {
      for traitCollection in traits {
        let controller: UIViewController
        do {
          controller = try makeViewController()
        } catch {
          throw SnapshotFailure("Cannot build the screen for '\(base)': \(error)")
        }
        let window = makeSnapshotWindow(controller, on: device, traits: traitCollection)
        let label = snapshotLabel(device: device, orientation: .portrait, traits: traitCollection)
        let location = SnapshotLocation(
          name: "\(base)-\(label)", directory: directory, filePath: "\(filePath)")
        for strategy in strategies {
          results.append(
            try StrategyComparison.compare(window as UIView, as: strategy, at: location, record: record))
        }
      }
    }
    if let report = StrategyComparison.report(results) { throw SnapshotFailure(report) }
  }
#endif
