import Foundation

extension UIView: UITraitEnvironment, UITraitChangeObservable {
  /// Works out the view's traits again from where it inherits them; when they changed, tells the
  /// view (`traitCollectionDidChange(_:)` and registered handlers, after re-resolving its
  /// dynamic background colour and fonts) and goes on into the subviews. Unchanged traits stop
  /// the walk: the subviews' depend only on them.
  package func updateTraits() {
    // Each view before its subviews, without recursion (a hierarchy of any depth); a view whose
    // traits did not change leaves its subviews as they are.
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      guard view.updateOwnTraits() else { continue }
      pending.append(contentsOf: view.subviews.reversed())
    }
  }

  /// Works out this view's traits again; whether they changed (its subviews then need the same).
  private func updateOwnTraits() -> Bool {
    var values = inheritedTraitValues()
    if overrideUserInterfaceStyle != .unspecified { values.userInterfaceStyle = overrideUserInterfaceStyle }
    guard values != storedTraits.values else { return false }
    let previous = storedTraits
    storedTraits = UITraitCollection(values: values)
    if previous.layoutDirection != values.layoutDirection { layoutInputsDidChange() }
    resolveBackgroundColorForTraits()
    traitsDidChange(from: previous)
    traitCollectionDidChange(previous)
    TraitChangeRegistration.notify(
      traitChangeRegistrations, of: self, previous: previous, current: storedTraits)
    return true
  }

  /// Stops the calls of a registration made on this view.
  /// - Parameter registration: What `registerForTraitChanges(_:handler:)` returned.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeRegistrations.removeAll { $0 === registration }
  }
}

extension UITraitChangeObservable where Self: UIView {
  /// Calls `handler` whenever one of `traits` changes for this view, with the view and its
  /// previous traits (iOS 17).
  ///
  /// ```swift
  /// label.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { label, _ in
  ///   label.numberOfLines = label.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 0 : 1
  /// }
  /// ```
  /// - Parameters:
  ///   - traits: The traits to watch.
  ///   - handler: What to do on a change.
  /// - Returns: The registration, for `unregisterForTraitChanges(_:)`.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { environment, previous in
      if let view = environment as? Self { handler(view, previous) }
    }
    traitChangeRegistrations.append(registration)
    return registration
  }
}
