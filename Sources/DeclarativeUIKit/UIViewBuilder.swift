/// A result builder that collects views, in order, into an array.
///
/// A block can hold views, optional views (`nil` adds nothing), arrays of views, `if`/`else`,
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
@resultBuilder
public enum UIViewBuilder {
  /// Lifts one view into the block's result.
  /// - Parameter expression: The view.
  public static func buildExpression(_ expression: UIView) -> [UIView] {
    [expression]
  }

  /// Lifts an optional view: `nil` contributes nothing.
  /// - Parameter expression: The view, or `nil`.
  public static func buildExpression(_ expression: UIView?) -> [UIView] {
    expression.map { [$0] } ?? []
  }

  /// Lifts an array of views, kept in order.
  /// - Parameter expression: The views.
  public static func buildExpression(_ expression: [UIView]) -> [UIView] {
    expression
  }

  /// Joins the results of the block's statements, in order.
  /// - Parameter components: One array per statement.
  public static func buildBlock(_ components: [UIView]...) -> [UIView] {
    components.flatMap { $0 }
  }

  /// Collects views passed directly, in order: `UIViewBuilder.buildBlock(UILabel(), UIView())`.
  /// - Parameter components: The views.
  public static func buildBlock(_ components: UIView...) -> [UIView] {
    components
  }

  /// The result of an empty block: no views.
  public static func buildBlock() -> [UIView] {
    []
  }

  /// The result of an `if` without `else`: its views when the condition held, none otherwise.
  /// - Parameter component: The views of the `if` branch, or `nil` when it did not run.
  public static func buildOptional(_ component: [UIView]?) -> [UIView] {
    component ?? []
  }

  /// The result of the first branch of an `if`/`else` or `switch`.
  /// - Parameter component: The branch's views.
  public static func buildEither(first component: [UIView]) -> [UIView] {
    component
  }

  /// The result of the second branch of an `if`/`else` or `switch`.
  /// - Parameter component: The branch's views.
  public static func buildEither(second component: [UIView]) -> [UIView] {
    component
  }

  /// The result of a `for`-`in` loop: every iteration's views, in order.
  /// - Parameter components: One array per iteration.
  public static func buildArray(_ components: [[UIView]]) -> [UIView] {
    components.flatMap { $0 }
  }

  /// The result of an `if #available` branch.
  /// - Parameter component: The branch's views.
  public static func buildLimitedAvailability(_ component: [UIView]) -> [UIView] {
    component
  }
}
