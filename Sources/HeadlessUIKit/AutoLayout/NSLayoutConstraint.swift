import Foundation

/// A linear relation between two layout attributes:
/// `firstItem.firstAttribute  (=, <= or >=)  secondItem.secondAttribute × multiplier + constant`.
///
/// Items are views or layout guides. Activating a constraint installs it on the nearest common
/// ancestor of its items' views (so it appears in that view's `constraints`); deactivating it
/// removes it. HeadlessUIKit stores and validates constraints; the layout engine computes frames
/// from them in `layoutIfNeeded()`.
///
/// ```swift
/// NSLayoutConstraint.activate([
///   label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///   label.widthAnchor.constraint(equalToConstant: 120),
/// ])
/// ```
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  private weak var storedFirstItem: AnyObject?
  private weak var storedSecondItem: AnyObject?
  /// Whether the constraint was made with a second item: a size against no item is a constant,
  /// whatever its second attribute names, as UIKit treats it; a second item that has gone is an
  /// error.
  private var madeWithSecondItem = false

  /// The attribute of the first item.
  open private(set) var firstAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
  /// The attribute of the second item, `.notAnAttribute` when there is no second item (also
  /// when the item initializer was given a size attribute with a `nil` item).
  open private(set) var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
  /// How the two sides compare.
  open private(set) var relation: NSLayoutConstraint.Relation = .equal
  /// The factor applied to the second attribute (1 in an empty constraint: no public source
  /// gives UIKit's; 1 leaves the second side as it is).
  open private(set) var multiplier: CGFloat = 1

  /// The amount added to the second side; may change while the constraint is active.
  ///
  /// As in UIKit, a constant that is not finite stops the program ("NSLayoutConstraint constant
  /// is not finite!  That's illegal."), and one beyond ±2,777,777 is replaced by that limit with
  /// UIKit's "exceeds internal limits" message through ``LayoutLog``.
  open var constant: CGFloat {
    get { storedConstant }
    set {
      let value = NSLayoutConstraint.checkedConstant(
        newValue,
        anchors: (
          NSLayoutConstraint.anchorDescription(storedFirstItem, firstAttribute),
          NSLayoutConstraint.anchorDescription(storedSecondItem, secondAttribute)
        ))
      let oldValue = storedConstant
      storedConstant = value
      if value != oldValue { installedView?.constraintDidChange(self) }
    }
  }
  private var storedConstant: CGFloat = 0

  /// How strongly the constraint holds; default `.required` (1000).
  ///
  /// A priority outside (0, 1000], or NaN, stops the program, and so does changing an installed
  /// (active) constraint between required and optional, as UIKit raises an exception for both.
  open var priority: UILayoutPriority = .required {
    willSet {
      NSLayoutConstraint.checkPriority(newValue)
      guard installedView != nil, (priority == .required) != (newValue == .required) else { return }
      // UIKit's wording, as quoted in PureLayout/PureLayout#147 (2016) and #8 (2014).
      fatalError(
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is "
          + "not supported. You passed priority \(NSLayoutConstraint.format(CGFloat(newValue.rawValue))) "
          + "and the existing priority was \(NSLayoutConstraint.format(CGFloat(priority.rawValue))).")
    }
    didSet {
      if priority != oldValue { installedView?.constraintDidChange(self) }
    }
  }

  /// A name for debugging; shown in the constraint's description.
  open var identifier: String?

  /// Whether the constraint is archived with its view; default `false`.
  open var shouldBeArchived = false

  /// The views whose `referencingConstraints` list this constraint while it is installed.
  var registeredViews: [WeakView] = []

  /// The view the constraint is installed on, `nil` when inactive.
  package private(set) weak var installedView: UIView?

  /// The first item: a view, layout guide or view controller layout support.
  open var firstItem: AnyObject? { storedFirstItem }
  /// The second item: a view, layout guide, view controller layout support, or `nil` for a
  /// constraint against a constant.
  open var secondItem: AnyObject? { storedSecondItem }

  /// The first item as the layout engine sees it: a layout support's guide in its place.
  package var firstLayoutItem: AnyObject? { NSLayoutConstraint.layoutItem(firstItem) }
  /// The second item as the layout engine sees it, `nil` against a constant.
  package var secondLayoutItem: AnyObject? {
    secondAttribute == .notAnAttribute ? nil : NSLayoutConstraint.layoutItem(secondItem)
  }

  /// The anchor of the first item and attribute.
  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor<AnyObject>(item: storedFirstItem, attribute: firstAttribute)
  }

  /// The anchor of the second item and attribute, `nil` when there is no second item.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    guard secondAttribute != .notAnAttribute else { return nil }
    return NSLayoutAnchor<AnyObject>(item: storedSecondItem, attribute: secondAttribute)
  }

  /// Creates an inactive constraint `view1.attr1 (relation) view2.attr2 × multiplier + c`.
  ///
  /// Invalid combinations stop the program with UIKit's reasons: an item that is not a view or
  /// layout guide, a position attribute against a constant, a left/right attribute paired with
  /// a leading/trailing one, or a size paired with a position. Positions on different axes may
  /// be related, as UIKit allows.
  /// - Parameters:
  ///   - view1: The first item, a view or layout guide.
  ///   - attr1: The first item's attribute.
  ///   - relation: How the two sides compare.
  ///   - view2: The second item, or `nil` with `.notAnAttribute` for a constant.
  ///   - attr2: The second item's attribute.
  ///   - multiplier: The factor applied to the second attribute.
  ///   - c: The amount added to the second side.
  public convenience init(
    item view1: Any,
    attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation,
    toItem view2: Any?,
    attribute attr2: NSLayoutConstraint.Attribute,
    multiplier: CGFloat,
    constant c: CGFloat
  ) {
    guard let first = NSLayoutConstraint.constrainableItem(view1) else {
      fatalError(
        "NSLayoutConstraint: the first item \(view1) is not a UIView or UILayoutGuide; "
          + "constraints relate views and layout guides only."
      )
    }
    var second: AnyObject?
    if let view2 {
      guard let item = NSLayoutConstraint.constrainableItem(view2) else {
        fatalError(
          "NSLayoutConstraint: the second item \(view2) is not a UIView or UILayoutGuide; "
            + "constraints relate views and layout guides only."
        )
      }
      second = item
    }
    self.init(
      first: first,
      attribute: attr1,
      relation: relation,
      second: second,
      attribute: attr2,
      multiplier: multiplier,
      constant: c
    )
  }

  /// Creates an empty constraint: no items, `.notAnAttribute` on both sides. It is UIKit's one
  /// designated initializer, so a subclass in another module (SnapKit's `LayoutConstraint`)
  /// inherits `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` and the
  /// anchors' factories make instances of it.
  public override init() {
    super.init()
  }

  package convenience init(
    first: AnyObject,
    attribute attr1: NSLayoutConstraint.Attribute,
    relation: NSLayoutConstraint.Relation,
    second: AnyObject?,
    attribute attr2: NSLayoutConstraint.Attribute,
    multiplier: CGFloat,
    constant: CGFloat
  ) {
    NSLayoutConstraint.validate(
      firstAttribute: attr1,
      secondItem: second,
      secondAttribute: attr2,
      multiplier: multiplier
    )
    // UIKit sets the multiplier, then the constant, each checked.
    NSLayoutConstraint.checkMultiplier(multiplier)
    let constant = NSLayoutConstraint.checkedConstant(
      constant,
      anchors: (
        NSLayoutConstraint.anchorDescription(first, attr1),
        NSLayoutConstraint.anchorDescription(second, attr2)
      ))
    self.init()
    storedConstant = constant
    storedFirstItem = first
    storedSecondItem = attr2 == .notAnAttribute ? nil : second
    madeWithSecondItem = storedSecondItem != nil
    firstAttribute = attr1
    // Against no item there is no second attribute, whatever was passed: UIKit reports
    // `.notAnAttribute` for `toItem: nil, attribute: .height`.
    secondAttribute = storedSecondItem == nil ? .notAnAttribute : attr2
    self.relation = relation
    self.multiplier = multiplier
  }

  /// Whether the constraint is active, that is installed on a view.
  ///
  /// Setting it to `true` installs the constraint on the nearest common ancestor of its items'
  /// views; items with no common ancestor stop the program, as UIKit raises an exception.
  open var isActive: Bool {
    get { installedView != nil }
    set {
      if newValue {
        guard installedView == nil else { return }
        let host = commonAncestorOrFail()
        host.install(self)
      } else {
        installedView?.uninstall(self)
      }
    }
  }

  /// Activates every constraint in a list (more efficient than setting each `isActive`).
  /// - Parameter constraints: The constraints to activate.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint in a list.
  /// - Parameter constraints: The constraints to deactivate.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// How messages name a constraint's item: a view by its class, a layout guide by its
  /// identifier (`UILayoutGuide'UIViewSafeAreaLayoutGuide'`), and a missing one as `nil`.
  static func itemName(_ item: AnyObject?) -> String {
    switch item {
    case let view as UIView: "\(type(of: view))"
    case let guide as UILayoutGuide: "UILayoutGuide'\(guide.identifier)'"
    case let support as ViewControllerLayoutSupport: itemName(support.guide)
    case let item?: "\(type(of: item))"
    case nil: "nil"
    }
  }

  /// The constraint as an equation, for messages.
  package var summary: String {
    func side(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
      "\(Self.itemName(item)).\(attribute)"
    }
    let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
    var right = ""
    if secondAttribute != .notAnAttribute {
      right = side(secondItem, secondAttribute)
      if multiplier != 1 { right += " * \(multiplier)" }
      if constant != 0 { right += " + \(constant)" }
    } else {
      right = "\(constant)"
    }
    let name = identifier.map { "'\($0)' " } ?? ""
    let strength = priority == .required ? "" : " @\(priority.rawValue)"
    return "<NSLayoutConstraint \(name)\(side(firstItem, firstAttribute)) \(symbol) \(right)\(strength)>"
  }

  // MARK: Installation

  /// The view that owns an item: the view itself, or a layout guide's owning view.
  package static func owningView(of item: AnyObject?) -> UIView? {
    switch item {
    case let view as UIView: view
    case let guide as UILayoutGuide: guide.owningView
    case let support as ViewControllerLayoutSupport: support.guide.owningView
    default: nil
    }
  }

  /// An item as the layout engine sees it: a view controller's layout support is its guide.
  private static func layoutItem(_ item: AnyObject?) -> AnyObject? {
    guard let support = item as? ViewControllerLayoutSupport else { return item }
    return support.guide
  }

  /// The views this constraint's items belong to.
  package var itemViews: [UIView] {
    [storedFirstItem, storedSecondItem].compactMap { NSLayoutConstraint.owningView(of: $0) }
  }

  func markInstalled(on view: UIView?) {
    installedView = view
  }

  private func commonAncestorOrFail() -> UIView {
    if let guide = storedFirstItem as? UILayoutGuide, guide.owningView == nil {
      fatalError(
        "NSLayoutConstraint: cannot activate \(summary): its layout guide '\(guide.identifier)' "
          + "has no owning view. Add the guide to a view with addLayoutGuide(_:) first."
      )
    }
    if let guide = storedSecondItem as? UILayoutGuide, guide.owningView == nil {
      fatalError(
        "NSLayoutConstraint: cannot activate \(summary): its layout guide '\(guide.identifier)' "
          + "has no owning view. Add the guide to a view with addLayoutGuide(_:) first."
      )
    }
    guard let firstView = NSLayoutConstraint.owningView(of: storedFirstItem) else {
      fatalError("NSLayoutConstraint: cannot activate \(summary): its first item no longer exists.")
    }
    guard storedSecondItem != nil || !madeWithSecondItem else {
      fatalError("NSLayoutConstraint: cannot activate \(summary): its second item no longer exists.")
    }
    guard let secondView = NSLayoutConstraint.owningView(of: storedSecondItem) else {
      return firstView
    }
    guard let ancestor = firstView.nearestCommonAncestor(with: secondView) else {
      fatalError(
        "NSLayoutConstraint: unable to activate constraint \(summary) because its items have no "
          + "common ancestor. Does the constraint reference items in different view hierarchies? "
          + "Add both views to the same hierarchy before activating it."
      )
    }
    return ancestor
  }

  /// An item the item initializer accepts: a view, a layout guide, or a view controller's
  /// layout support, kept as itself so `firstItem` and `secondItem` give back what was passed.
  private static func constrainableItem(_ value: Any) -> AnyObject? {
    if let view = value as? UIView { return view }
    if let guide = value as? UILayoutGuide { return guide }
    if let support = value as? ViewControllerLayoutSupport { return support }
    return nil
  }

  private static func validate(
    firstAttribute: NSLayoutConstraint.Attribute,
    secondItem: AnyObject?,
    secondAttribute: NSLayoutConstraint.Attribute,
    multiplier: CGFloat
  ) {
    precondition(
      firstAttribute != .notAnAttribute,
      "NSLayoutConstraint: the first attribute cannot be .notAnAttribute."
    )
    let againstConstant = secondItem == nil || secondAttribute == .notAnAttribute || multiplier == 0
    if againstConstant {
      precondition(
        firstAttribute.isDimension,
        "NSLayoutConstraint: a multiplier of 0 or a nil second item together with a location "
          + "attribute (\(firstAttribute)) makes an illegal constraint of a location equal to a "
          + "constant. Location attributes must be specified in pairs."
      )
      precondition(
        secondItem == nil || secondAttribute != .notAnAttribute,
        "NSLayoutConstraint: a second item needs a second attribute other than .notAnAttribute."
      )
      return
    }
    if firstAttribute.isDimension && secondAttribute.isDimension { return }
    precondition(
      firstAttribute.isDimension == secondAttribute.isDimension,
      "NSLayoutConstraint: invalid pairing of a size attribute with a location attribute "
        + "(\(firstAttribute), \(secondAttribute))."
    )
    // Positions on different axes (x with y) may be related through the item initializer, as
    // UIKit allows: SnapKit's testActivateDeactivateConstraints, green on iOS, activates
    // `v1.left == v2.top + 50` (only the anchors' types keep the axes apart).
    precondition(
      !(firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectionalHorizontal)
        && !(firstAttribute.isDirectionalHorizontal && secondAttribute.isAbsoluteHorizontal),
      "NSLayoutConstraint: a constraint cannot relate a leading/trailing attribute to a "
        + "right/left attribute (\(firstAttribute), \(secondAttribute)). Use leading/trailing for "
        + "both or neither."
    )
  }
}
