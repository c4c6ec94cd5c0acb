import Foundation

extension NSLayoutConstraint {
  /// Makes constraints from a visual format, Auto Layout's ASCII-art language, such as
  /// `"H:|-[icon(24)]-[title]-|"`. The constraints are returned inactive.
  ///
  /// The grammar is Apple's (Auto Layout Guide, "Visual Format Language"): an optional
  /// orientation (`H:` or `V:`), an optional superview edge (`|`), views in brackets with
  /// optional size predicates (`[button(>=50,<=100@750)]`, `[a(==b)]`), connections between them
  /// (`-`, the standard space; `-10-` or `-(>=metric@priority)-`; nothing, flush), and an
  /// optional trailing superview edge. The standard space is 8 points between views and 20
  /// between a view and its superview's edge (Auto Layout Guide, "Auto Layout Cookbook").
  /// A format that does not parse stops the program with UIKit's "Unable to parse constraint
  /// format" message, as UIKit raises an exception.
  ///
  /// ```swift
  /// let rows = NSLayoutConstraint.constraints(
  ///   withVisualFormat: "V:|-[name]-8-[email]", options: [.alignAllLeading], metrics: nil,
  ///   views: ["name": name, "email": email])
  /// ```
  /// - Parameters:
  ///   - format: The visual format.
  ///   - opts: An attribute to align every view on, and the direction a horizontal format runs.
  ///   - metrics: Numbers the format names (`"-(margin)-"`), each a number type or `NSNumber`.
  ///   - views: The views the format names.
  /// - Returns: The constraints, inactive.
  public class func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
    return parser.constraints(options: opts)
  }
}

/// Reads one visual format and makes its constraints.
@MainActor
private struct VisualFormatParser {
  private let format: String
  private let characters: [Character]
  private let metrics: [String: Any]
  private let views: [String: Any]
  private var position = 0

  /// One comparison of a predicate: `>=20@750`, `==other`.
  private struct Predicate {
    enum Object {
      case constant(CGFloat)
      case view(UIView)
    }
    var relation: NSLayoutConstraint.Relation = .equal
    var object: Object
    var priority: UILayoutPriority = .required
  }

  /// A connection between two items: standard spacing, flush, or predicates.
  private enum Connection {
    case standard
    case flush
    case predicates([Predicate])
  }

  init(format: String, metrics: [String: Any], views: [String: Any]) {
    self.format = format
    characters = Array(format)
    self.metrics = metrics
    self.views = views
  }

  mutating func constraints(options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint] {
    let vertical = readOrientation()
    let axis = Edges(vertical: vertical, options: options)
    let alignment = alignmentAttributes(options, vertical: vertical)
    var result: [NSLayoutConstraint] = []
    var leadingSuperviewConnection: Connection?
    if peek == "|" {
      position += 1
      leadingSuperviewConnection = readConnection() ?? .flush
    }
    var chain: [UIView] = []
    var previous: UIView?
    var pendingConnection: Connection?
    while position < characters.count, peek == "[" {
      let (view, sizePredicates) = readView()
      result += sizePredicates.map { axis.size(of: view, $0) }
      if let previous {
        result += axis.spacing(from: previous, to: view, pendingConnection ?? .flush, standard: 8)
      } else if let connection = leadingSuperviewConnection {
        let superview = superviewOrFail(view)
        result += axis.spacing(fromEdgeOf: superview, to: view, connection, standard: 20)
      }
      chain.append(view)
      previous = view
      pendingConnection = readConnection()
      if peek == "|" { break }
    }
    guard let last = previous else { fail("Expected a view") }
    if peek == "|" {
      position += 1
      let superview = superviewOrFail(last)
      result += axis.spacing(from: last, toEdgeOf: superview, pendingConnection ?? .flush, standard: 20)
    } else if pendingConnection != nil {
      fail("Expected a view or '|'")
    }
    guard position == characters.count else { fail("Expected a view") }
    for attribute in alignment {
      for (first, second) in zip(chain, chain.dropFirst()) {
        result.append(
          NSLayoutConstraint(
            item: second, attribute: attribute, relatedBy: .equal, toItem: first, attribute: attribute,
            multiplier: 1, constant: 0))
      }
    }
    return result
  }

  // MARK: Reading

  private var peek: Character? { position < characters.count ? characters[position] : nil }

  private mutating func readOrientation() -> Bool {
    guard characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" else {
      return false
    }
    position = 2
    return characters[0] == "V"
  }

  /// A connection, if one starts here: `-`, `-10-`, `-(…)-`; `nil` when none (flush).
  private mutating func readConnection() -> Connection? {
    guard peek == "-" else { return nil }
    position += 1
    if peek == "[" || peek == "|" { return .standard }
    let predicates: [Predicate]
    if peek == "(" {
      predicates = readPredicateListWithParens()
    } else {
      predicates = [Predicate(object: .constant(readConstant()))]
    }
    guard peek == "-" else { fail("Expected '-'") }
    position += 1
    return .predicates(predicates)
  }

  /// A bracketed view and its size predicates.
  private mutating func readView() -> (UIView, [Predicate]) {
    position += 1  // "["
    let name = readIdentifier()
    guard !name.isEmpty else { fail("Expected a view") }
    guard let view = views[name] as? UIView else { fail("\(name) is not a key in the views dictionary.") }
    var predicates: [Predicate] = []
    if peek == "(" { predicates = readPredicateListWithParens() }
    guard peek == "]" else { fail("Expected ']'") }
    position += 1
    return (view, predicates)
  }

  private mutating func readPredicateListWithParens() -> [Predicate] {
    position += 1  // "("
    var predicates = [readPredicate()]
    while peek == "," {
      position += 1
      predicates.append(readPredicate())
    }
    guard peek == ")" else { fail("Expected ')'") }
    position += 1
    return predicates
  }

  private mutating func readPredicate() -> Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    let rest = String(characters[position..<min(position + 2, characters.count)])
    switch rest {
    case "==": relation = .equal
    case "<=": relation = .lessThanOrEqual
    case ">=": relation = .greaterThanOrEqual
    default: break
    }
    if ["==", "<=", ">="].contains(rest) { position += 2 }
    let object: Predicate.Object
    if let character = peek, character.isLetter || character == "_" {
      let save = position
      let name = readIdentifier()
      if let view = views[name] as? UIView, metrics[name] == nil {
        object = .view(view)
      } else {
        position = save
        object = .constant(readConstant())
      }
    } else {
      object = .constant(readConstant())
    }
    var priority = UILayoutPriority.required
    if peek == "@" {
      position += 1
      priority = UILayoutPriority(Float(readConstant()))
    }
    return Predicate(relation: relation, object: object, priority: priority)
  }

  /// A number or a metric's name.
  private mutating func readConstant() -> CGFloat {
    if let character = peek, character.isLetter || character == "_" {
      let name = readIdentifier()
      guard let value = metrics[name] else { fail("\(name) is not a key in the metrics dictionary.") }
      guard let number = Self.number(value) else { fail("The metric \(name) is not a number.") }
      return number
    }
    let start = position
    if peek == "-" || peek == "+" { position += 1 }
    while let character = peek, character.isNumber || character == "." { position += 1 }
    guard let value = Double(String(characters[start..<position])) else {
      position = start
      fail("Expected a number or a metric")
    }
    return CGFloat(value)
  }

  private mutating func readIdentifier() -> String {
    let start = position
    while let character = peek, character.isLetter || character.isNumber || character == "_" { position += 1 }
    return String(characters[start..<position])
  }

  private static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let number as CGFloat: number
    case let number as Double: CGFloat(number)
    case let number as Float: CGFloat(number)
    case let number as Int: CGFloat(number)
    case let number as NSNumber: CGFloat(number.doubleValue)
    default: nil
    }
  }

  private func superviewOrFail(_ view: UIView) -> UIView {
    guard let superview = view.superview else {
      fail("Unable to interpret '|' character, because the related view doesn't have a superview")
    }
    return superview
  }

  /// The alignment attributes the options ask for; an alignment along the format's own axis stops
  /// the program, as UIKit refuses it.
  private func alignmentAttributes(_ options: NSLayoutConstraint.FormatOptions, vertical: Bool)
    -> [NSLayoutConstraint.Attribute]
  {
    let all: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
      (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
      (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
      (.alignAllFirstBaseline, .firstBaseline),
    ]
    let attributes = all.filter { options.contains($0.0) }.map(\.1)
    for attribute in attributes where attribute.axis == (vertical ? .vertical : .horizontal) {
      let edge = vertical ? "vertical" : "horizontal"
      fail(
        "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge)."
      )
    }
    return attributes
  }

  private func fail(_ reason: String) -> Never {
    let caret = String(repeating: " ", count: min(position, characters.count)) + "^"
    fatalError("Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)")
  }

  /// The attributes of one orientation and direction.
  @MainActor private struct Edges {
    let before: NSLayoutConstraint.Attribute
    let after: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute

    init(vertical: Bool, options: NSLayoutConstraint.FormatOptions) {
      if vertical {
        let baselines = options.contains(.spacingBaselineToBaseline)
        (before, after, size) =
          baselines ? (.firstBaseline, .lastBaseline, .height) : (.top, .bottom, .height)
      } else {
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: (before, after) = (.left, .right)
        case .directionRightToLeft: (before, after) = (.right, .left)
        default: (before, after) = (.leading, .trailing)
        }
        size = .width
      }
    }

    func size(of view: UIView, _ predicate: Predicate) -> NSLayoutConstraint {
      let constraint: NSLayoutConstraint
      switch predicate.object {
      case .constant(let value):
        constraint = NSLayoutConstraint(
          item: view, attribute: size, relatedBy: predicate.relation, toItem: nil, attribute: .notAnAttribute,
          multiplier: 1, constant: value)
      case .view(let other):
        constraint = NSLayoutConstraint(
          item: view, attribute: size, relatedBy: predicate.relation, toItem: other, attribute: size,
          multiplier: 1, constant: 0)
      }
      constraint.priority = predicate.priority
      return constraint
    }

    /// `view.before (relation) previous.after + spacing`.
    func spacing(from previous: UIView, to view: UIView, _ connection: Connection, standard: CGFloat)
      -> [NSLayoutConstraint]
    {
      make(first: view, before, second: previous, after, connection, standard: standard)
    }

    /// `view.before (relation) superview.before + spacing`.
    func spacing(fromEdgeOf superview: UIView, to view: UIView, _ connection: Connection, standard: CGFloat)
      -> [NSLayoutConstraint]
    {
      let edge: NSLayoutConstraint.Attribute = before == .firstBaseline ? .top : before
      return make(first: view, edge, second: superview, edge, connection, standard: standard)
    }

    /// `superview.after (relation) view.after + spacing`.
    func spacing(from view: UIView, toEdgeOf superview: UIView, _ connection: Connection, standard: CGFloat)
      -> [NSLayoutConstraint]
    {
      let edge: NSLayoutConstraint.Attribute = after == .lastBaseline ? .bottom : after
      return make(first: superview, edge, second: view, edge, connection, standard: standard)
    }

    private func make(
      first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, second: UIView,
      _ secondAttribute: NSLayoutConstraint.Attribute, _ connection: Connection, standard: CGFloat
    ) -> [NSLayoutConstraint] {
      let predicates: [Predicate]
      switch connection {
      case .flush: predicates = [Predicate(object: .constant(0))]
      case .standard: predicates = [Predicate(object: .constant(standard))]
      case .predicates(let list): predicates = list
      }
      return predicates.map { predicate in
        guard case .constant(let value) = predicate.object else {
          fatalError("Unable to parse constraint format: \nA spacing predicate must be a number or a metric")
        }
        let constraint = NSLayoutConstraint(
          item: first, attribute: firstAttribute, relatedBy: predicate.relation, toItem: second,
          attribute: secondAttribute, multiplier: 1, constant: value)
        constraint.priority = predicate.priority
        return constraint
      }
    }
  }
}
