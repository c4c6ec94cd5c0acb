#if !canImport(UIKit)
  /// What a snapshot records and compares: the view tree as text, the SVG drawing, or both.
  ///
  /// ```swift
  /// try assertSnapshot(of: view, size: CGSize(width: 390, height: 844), formats: .tree)
  /// ```
  public struct SnapshotFormats: OptionSet, Hashable, Sendable {
    /// The formats' bits.
    public let rawValue: Int

    /// Creates formats from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The view tree with frames and key properties (`ViewTreeDescription`), in `NAME.txt`.
    public static let tree = SnapshotFormats(rawValue: 1 << 0)
    /// The SVG drawing (`SVGRenderer`), in `NAME.svg`.
    public static let svg = SnapshotFormats(rawValue: 1 << 1)
    /// Both the tree and the drawing.
    public static let all: SnapshotFormats = [.tree, .svg]

    /// The formats in the order they are compared, with their file extensions.
    var ordered: [(format: SnapshotFormats, fileExtension: String)] {
      [(.tree, "txt"), (.svg, "svg")].filter { contains($0.0) }
    }
  }
#endif
