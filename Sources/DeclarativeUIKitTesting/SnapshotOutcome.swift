#if !canImport(UIKit)
  /// The result of comparing a view with its recorded references.
  public enum SnapshotOutcome: Equatable, Sendable {
    /// Every format matched its reference byte for byte.
    case matched
    /// No reference existed (or recording was asked for): the files at these paths were written.
    case recorded(files: [String])
    /// Some format differed: a readable line diff per differing format, and the paths of the
    /// new renderings written beside the references (`NAME.new.txt`, `NAME.new.svg`).
    case mismatched(diff: String, newFiles: [String])
  }
#endif
