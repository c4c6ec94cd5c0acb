/// A result builder that collects elements into an array, with `if`, `switch`, `for` and
/// `if #available` inside the block.
///
/// ```swift
/// @ArrayBuilder<String> var items: [String] {
///   "title"
///   if showsSubtitle { "subtitle" }
///   optionalFooter               // an optional element adds nothing when nil
///   for tag in tags { tag }
/// }
/// ```
@resultBuilder
public enum ArrayBuilder<Element> {
  /// Lifts one element written in the block into a partial result.
  ///
  /// - Parameter element: The element.
  public static func buildExpression(_ element: Element) -> [Element] {
    [element]
  }

  /// Lifts an optional element: present, it is added; `nil`, nothing is.
  ///
  /// - Parameter element: The element or `nil`.
  public static func buildExpression(_ element: Element?) -> [Element] {
    element.map { [$0] } ?? []
  }

  /// Lifts an array written in the block: its elements are added in order.
  ///
  /// - Parameter elements: The elements.
  public static func buildExpression(_ elements: [Element]) -> [Element] {
    elements
  }

  /// Joins the partial results of the statements of a block, in order.
  ///
  /// - Parameter components: One partial result per statement.
  public static func buildBlock(_ components: [Element]...) -> [Element] {
    components.flatMap { $0 }
  }

  /// The partial result of an `if` without `else`: empty when the condition is false.
  ///
  /// - Parameter component: The partial result of the block, or `nil` when it did not run.
  public static func buildOptional(_ component: [Element]?) -> [Element] {
    component ?? []
  }

  /// The partial result of the first branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: The partial result of the branch taken.
  public static func buildEither(first component: [Element]) -> [Element] {
    component
  }

  /// The partial result of the second branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: The partial result of the branch taken.
  public static func buildEither(second component: [Element]) -> [Element] {
    component
  }

  /// The partial result of a `for` loop: the elements of every iteration, in order.
  ///
  /// - Parameter components: One partial result per iteration.
  public static func buildArray(_ components: [[Element]]) -> [Element] {
    components.flatMap { $0 }
  }

  /// The partial result of an `if #available` block, passed through unchanged.
  ///
  /// - Parameter component: The partial result of the block.
  public static func buildLimitedAvailability(_ component: [Element]) -> [Element] {
    component
  }

  /// The block's final result: the collected array.
  ///
  /// - Parameter component: Everything the block collected.
  public static func buildFinalResult(_ component: [Element]) -> [Element] {
    component
  }
}
