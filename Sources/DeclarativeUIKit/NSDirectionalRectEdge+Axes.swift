extension NSDirectionalRectEdge {
  /// The leading and trailing edges, for modifiers that take edges, as SwiftUI's
  /// `Edge.Set.horizontal`: `.padding(.horizontal, 12)`, `.edgesToSuperview(.horizontal)`.
  public static let horizontal: NSDirectionalRectEdge = [.leading, .trailing]

  /// The top and bottom edges, for modifiers that take edges, as SwiftUI's `Edge.Set.vertical`.
  public static let vertical: NSDirectionalRectEdge = [.top, .bottom]
}
