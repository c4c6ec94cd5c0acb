import Foundation

extension UIView {
  // MARK: Anchors

  /// The view's leading edge (left in left-to-right languages).
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The view's trailing edge (right in left-to-right languages).
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The view's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The view's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The view's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The view's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The view's width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The view's height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The view's horizontal center.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The view's vertical center.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The baseline of the view's first line of text (its top for views without text).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the view's last line of text (its bottom for views without text).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }

  // MARK: Layout guides

  /// Adds a layout guide to this view, moving it from any other view.
  /// - Parameter layoutGuide: The guide to add.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView = self
  }

  /// Removes a layout guide from this view, with the constraints that refer to it.
  /// - Parameter layoutGuide: The guide to remove.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    layoutGuide.owningView = nil
  }

  func attachLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.kind == .custom, !customLayoutGuides.contains(where: { $0 === guide }) else { return }
    customLayoutGuides.append(guide)
    layoutInputsDidChange()
  }

  func detachLayoutGuide(_ guide: UILayoutGuide) {
    customLayoutGuides.removeAll { $0 === guide }
    for constraint in referencingConstraints.values
    where constraint.firstLayoutItem === guide || constraint.secondLayoutItem === guide {
      constraint.installedView?.uninstall(constraint)
    }
    layoutInputsDidChange()
  }

  func systemGuide(
    _ storage: ReferenceWritableKeyPath<UIView, UILayoutGuide?>,
    kind: UILayoutGuide.Kind,
    identifier: String
  ) -> UILayoutGuide {
    if let guide = self[keyPath: storage] { return guide }
    let guide = UILayoutGuide(kind: kind, identifier: identifier)
    guide.owningView = self
    self[keyPath: storage] = guide
    return guide
  }

  // MARK: Installation

  /// Installs a constraint on this view, marks it active and indexes it under its items' views.
  func install(_ constraint: NSLayoutConstraint) {
    installedConstraintList.append(constraint)
    constraint.markInstalled(on: self)
    let key = ObjectIdentifier(constraint)
    var registered: [UIView] = []
    for view in constraint.itemViews where !registered.contains(where: { $0 === view }) {
      view.referencingConstraints[key] = constraint
      registered.append(view)
    }
    constraint.registeredViews = registered.map(WeakView.init)
    layoutInputsDidChange()
  }

  /// Removes a constraint installed on this view, marks it inactive and drops it from the index.
  func uninstall(_ constraint: NSLayoutConstraint) {
    installedConstraintList.remove(constraint)
    constraint.markInstalled(on: nil)
    let key = ObjectIdentifier(constraint)
    for entry in constraint.registeredViews { entry.view?.referencingConstraints[key] = nil }
    constraint.registeredViews = []
    layoutInputsDidChange()
  }

  /// Called when an installed constraint's constant or priority changed: the engine that holds
  /// it updates that one constraint at the next pass.
  func constraintDidChange(_ constraint: NSLayoutConstraint) {
    LayoutEngine.constraintDidChange(constraint)
    setNeedsLayout()
  }

  /// Every constraint installed on this view or a view inside it, for the layout engine.
  package var constraintsInSubtree: [NSLayoutConstraint] {
    var result = installedConstraints
    for subview in subviews { result += subview.constraintsInSubtree }
    return result
  }
}

/// A weak reference to a view, for indexes that must not keep views alive.
struct WeakView {
  weak var view: UIView?

  init(_ view: UIView) {
    self.view = view
  }
}

extension UIView {
  /// Constraints holding this view's four edges on another view's (inactive until activated).
  func edgeConstraints(equalTo other: UIView) -> [NSLayoutConstraint] {
    [
      topAnchor.constraint(equalTo: other.topAnchor),
      leadingAnchor.constraint(equalTo: other.leadingAnchor),
      trailingAnchor.constraint(equalTo: other.trailingAnchor),
      bottomAnchor.constraint(equalTo: other.bottomAnchor),
    ]
  }
}
