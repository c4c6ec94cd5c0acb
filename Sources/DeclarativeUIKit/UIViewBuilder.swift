/// A result builder that collects views, in order, into an array.
///
/// It is `ArrayBuilder<UIView>` (from the `Declarative` module), so a block takes what that
/// one does: views, optional views (`nil` adds nothing), arrays of views, `if`/`else`,
/// `switch`, `for`-`in` loops and `if #available`. It is what the containers
/// (``UIVStack``, ``UIHStack``, ``UIZStack``, ``UIScrollingVStack``) take:
///
/// ```swift
/// UIVStack {
///   UILabel().text("Title")
///   if showsSubtitle {
///     UILabel().text("Subtitle")
///   }
///   for image in images {
///     UIImageView(image: image)
///   }
/// }
/// ```
///
/// Its methods can also be called directly: `UIViewBuilder.buildBlock(UILabel(), UIView())`.
public typealias UIViewBuilder = ArrayBuilder<UIView>

// Calls of `buildBlock` written by hand, with views as arguments: `ArrayBuilder` takes one
// array per statement there. The empty `buildBlock()` settles the call with no arguments,
// which both variadic forms would accept. Blocks written as code go through
// `buildExpression`, whose arrays only the generic `buildBlock` takes.
extension ArrayBuilder where Element == UIView {
  /// Collects views passed directly, in order: `UIViewBuilder.buildBlock(UILabel(), UIView())`.
  /// - Parameter components: The views.
  public static func buildBlock(_ components: UIView...) -> [UIView] {
    components
  }

  /// The result of an empty block: no views.
  public static func buildBlock() -> [UIView] {
    []
  }
}
