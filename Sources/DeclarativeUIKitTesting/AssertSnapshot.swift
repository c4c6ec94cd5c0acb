import DeclarativeUIKit
import Foundation

#if !canImport(UIKit)
  /// Lays `view` out at `size` and compares it with its recorded references, as a view tree and
  /// as an SVG drawing; throws a ``SnapshotFailure`` with a readable report unless they match.
  ///
  /// References live next to the test file, in `__Snapshots__/<TestFile>/<name>-<W>x<H>.txt` and
  /// `.svg`, found from `#filePath`. Commit them with the tests.
  ///
  /// - A missing reference is recorded and the call **fails** with "recorded new reference", so a
  ///   run that records never passes silently (on CI, a forgotten reference is an error). Check
  ///   the new files and run the test again.
  /// - A difference fails with a line diff of each differing format, and the new rendering is
  ///   written beside the reference (`NAME.new.txt`, `NAME.new.svg`); a match deletes stale
  ///   `.new` files. To accept a change, replace the reference with the `.new` file, or run with
  ///   `record: true` or the environment variable `SNAPSHOT_RECORD=1`.
  ///
  /// The function throws rather than calling a test framework, so it works the same in Swift
  /// Testing and XCTest without linking either: a thrown error fails the test and shows its
  /// report.
  ///
  /// ```swift
  /// import DeclarativeUIKitTesting
  /// import Testing
  ///
  /// @MainActor @Test func loginScreen() throws {
  ///   let screen = UIVStack { UILabel().text("Welcome") }
  ///   try assertSnapshot(of: screen, size: CGSize(width: 390, height: 844), named: "login")
  /// }
  /// ```
  /// - Parameters:
  ///   - view: The view to lay out and compare; it becomes `size` large, with its subviews placed
  ///     by their constraints.
  ///   - size: The size to lay the view out at.
  ///   - name: The reference's name; by default the calling function's name.
  ///   - formats: What to compare; both the tree and the SVG by default.
  ///   - record: Whether to overwrite the references (the call then fails, reporting it).
  ///   - directory: The folder holding the references; by default `__Snapshots__/<TestFile>`
  ///     next to the test file.
  ///   - filePath: The test file; leave the default.
  ///   - function: The test function; leave the default.
  /// - Throws: ``SnapshotFailure`` when a reference was recorded, when the view differs from it,
  ///   or when a file cannot be read or written.
  @MainActor
  public func assertSnapshot(
    of view: UIView,
    size: CGSize,
    named name: String? = nil,
    formats: SnapshotFormats = .all,
    record: Bool = false,
    directory: String? = nil,
    filePath: StaticString = #filePath,
    function: StaticString = #function
  ) throws {
    let location = SnapshotLocation(
      name: name ?? SnapshotLocation.defaultName("\(function)"), size: size, directory: directory,
      filePath: "\(filePath)")
    switch try verifySnapshot(
      of: view, size: size, named: name, formats: formats, record: record, directory: directory,
      filePath: filePath, function: function)
    {
    case .matched:
      return
    case .recorded(let files):
      throw SnapshotFailure(
        "Recorded new reference for snapshot '\(location.baseName)':\n"
          + files.map { "  \($0)" }.joined(separator: "\n")
          + "\nCheck it, commit it with the tests, and run the test again.")
    case .mismatched(let diff, let newFiles):
      throw SnapshotFailure(
        "Snapshot '\(location.baseName)' does not match its reference in \(location.directory):\n"
          + diff + "\nThe new rendering was written beside the reference:\n"
          + newFiles.map { "  \($0)" }.joined(separator: "\n")
          + "\nIf the change is intended, replace the reference with it (or run with SNAPSHOT_RECORD=1).")
    }
  }

  /// Lays `view` out at `size` and compares it with its recorded references, returning what
  /// happened instead of failing: the building block of
  /// ``assertSnapshot(of:size:named:formats:record:directory:filePath:function:)``, for custom
  /// reporting.
  ///
  /// Missing references are written and reported as ``SnapshotOutcome/recorded(files:)``; a
  /// difference writes `NAME.new.txt` / `NAME.new.svg` beside the references and is reported as
  /// ``SnapshotOutcome/mismatched(diff:newFiles:)``.
  /// - Parameters:
  ///   - view: The view to lay out and compare.
  ///   - size: The size to lay the view out at.
  ///   - name: The reference's name; by default the calling function's name.
  ///   - formats: What to compare; both the tree and the SVG by default.
  ///   - record: Whether to overwrite the references; `SNAPSHOT_RECORD=1` in the environment
  ///     does the same.
  ///   - directory: The folder holding the references; by default `__Snapshots__/<TestFile>`
  ///     next to the test file.
  ///   - filePath: The test file; leave the default.
  ///   - function: The test function; leave the default.
  /// - Returns: Whether the snapshot matched, was recorded, or differs.
  /// - Throws: ``SnapshotFailure`` when a file cannot be read or written.
  @MainActor
  public func verifySnapshot(
    of view: UIView,
    size: CGSize,
    named name: String? = nil,
    formats: SnapshotFormats = .all,
    record: Bool = false,
    directory: String? = nil,
    filePath: StaticString = #filePath,
    function: StaticString = #function
  ) throws -> SnapshotOutcome {
    guard size.width > 0, size.height > 0, size.width <= maximumSnapshotLength,
      size.height <= maximumSnapshotLength
    else {
      throw SnapshotFailure(
        "Snapshot size must be positive and at most \(Int(maximumSnapshotLength)) points a side, "
          + "got \(size.width) x \(size.height)")
    }
    guard !formats.ordered.isEmpty else {
      throw SnapshotFailure("Snapshot formats are empty: choose .tree, .svg or both")
    }
    let location = SnapshotLocation(
      name: name ?? SnapshotLocation.defaultName("\(function)"), size: size, directory: directory,
      filePath: "\(filePath)")
    view.frame = CGRect(origin: .zero, size: size)
    view.setNeedsLayout()
    view.layoutIfNeeded()

    let recording = record || ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    var recorded: [String] = []
    var diffs: [String] = []
    var newFiles: [String] = []
    var matchedFiles: [String] = []
    for (format, fileExtension) in formats.ordered {
      let actual = format == .tree ? ViewTreeDescription(view).description : SVGRenderer().render(view)
      let reference = location.path(fileExtension)
      let pending = location.path("new." + fileExtension)
      guard !recording, FileManager.default.fileExists(atPath: reference) else {
        try location.write(actual, to: reference)
        try location.remove(pending)
        recorded.append(reference)
        continue
      }
      let expected: String
      do {
        expected = try String(contentsOfFile: reference, encoding: .utf8)
      } catch {
        throw SnapshotFailure("Cannot read snapshot reference \(reference): \(error.localizedDescription)")
      }
      if let diff = LineDiff(reference: expected, actual: actual).text {
        try location.write(actual, to: pending)
        diffs.append("--- \(reference)\n+++ \(pending)\n\(diff)")
        newFiles.append(pending)
      } else {
        matchedFiles.append(pending)
      }
    }
    if !diffs.isEmpty {
      return .mismatched(diff: diffs.joined(separator: "\n"), newFiles: newFiles)
    }
    for pending in matchedFiles { try location.remove(pending) }
    return recorded.isEmpty ? .matched : .recorded(files: recorded)
  }

  /// The longest side a snapshot may have, in points (a NaN or infinite side is refused too).
  private let maximumSnapshotLength: CGFloat = 1_000_000
#endif
