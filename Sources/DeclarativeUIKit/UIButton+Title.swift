extension UIButton {
  /// Creates a system button titled `title`, as SwiftUI's `Button("...")` reads.
  ///
  /// ```swift
  /// UIButton("Save").tap { save() }
  /// ```
  /// - Parameter title: The title for the normal state (and the others, which fall back to it).
  public convenience init(_ title: String) {
    self.init(type: .system)
    setTitle(title, for: .normal)
  }
}
