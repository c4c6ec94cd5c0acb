extension UILabel {
  /// Creates a label showing `text`, as SwiftUI's `Text("...")` does.
  ///
  /// ```swift
  /// UIVStack {
  ///   UILabel("Title").font(.boldSystemFont(ofSize: 20))
  ///   UILabel("Subtitle")
  /// }
  /// ```
  /// - Parameter text: The text shown.
  public convenience init(_ text: String) {
    self.init(frame: .zero)
    self.text = text
  }
}
