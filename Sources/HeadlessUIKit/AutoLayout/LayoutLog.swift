import Foundation

/// Where HeadlessUIKit writes what UIKit logs to the console while laying out and presenting:
/// the report of a constraint broken to recover from a conflict ("Unable to simultaneously
/// satisfy constraints."), a constant beyond the engine's limits, a view controller presented
/// while another presentation is under way. HeadlessUIKit only.
///
/// Messages go to standard error, as UIKit's go to the console, unless they are captured. A test
/// that builds a conflict on purpose captures the report and checks it, so a passing test run
/// prints nothing and a conflict nobody expected still shows:
///
/// ```swift
/// let (_, messages) = LayoutLog.capture { root.layoutIfNeeded() }
/// #expect(messages.count == 1)
/// #expect(messages[0].hasPrefix("Unable to simultaneously satisfy constraints."))
/// ```
@MainActor
public enum LayoutLog {
  /// The message lists of the captures in progress, innermost last.
  private static var captures: [[String]] = []
  /// For each capture in progress, the once-only messages it received.
  private static var capturedOnce: [Set<String>] = []
  /// The once-only messages written to standard error.
  private static var writtenOnce: Set<String> = []

  /// Runs `body` and returns what it logged instead of writing it to standard error.
  ///
  /// Captures nest: a message goes to the innermost capture only.
  /// - Parameter body: The work whose messages to collect.
  /// - Returns: What `body` returned, and the messages it logged, in order.
  public static func capture<Result>(
    _ body: () throws -> Result
  ) rethrows -> (result: Result, messages: [String]) {
    captures.append([])
    capturedOnce.append([])
    let depth = captures.count
    defer {
      captures.removeLast(captures.count - depth + 1)
      capturedOnce.removeLast(capturedOnce.count - depth + 1)
    }
    let result = try body()
    return (result, captures[depth - 1])
  }

  /// Logs a message: to the innermost capture, or to standard error.
  package static func write(_ message: String) {
    if captures.isEmpty {
      FileHandle.standardError.write(Data(message.utf8))
    } else {
      captures[captures.count - 1].append(message)
    }
  }

  /// Logs a message UIKit logs only once per process ("This will be logged only once."): once
  /// to standard error, and once in each capture, so a test that checks it sees it whatever ran
  /// before.
  package static func writeOnce(_ message: String) {
    if captures.isEmpty {
      guard writtenOnce.insert(message).inserted else { return }
    } else {
      guard capturedOnce[capturedOnce.count - 1].insert(message).inserted else { return }
    }
    write(message)
  }
}
