/// Layout a view declares before it is in place: constraints to a superview it does not have
/// yet, and the custom spacing a stack should keep after it.
///
/// The modifiers that declare them (``Stylable/edgesToSuperview(_:insets:safeArea:priority:)``,
/// ``Stylable/customSpacing(_:)``, ...) apply them at once when the view already has a superview,
/// and store them here otherwise. The containers of this module (stacks, ``UIZStack``,
/// ``Stylable/addSubviews(_:)``, overlays, backgrounds, padding and
/// `addSubview(_:constraints:)`) apply what their new subviews declared once every one of them
/// is added; after a plain `addSubview(_:)`, call `activateDeclaredLayout()`.
///
/// Entries are keyed by the view's identity and hold the view weakly; an entry whose view is
/// gone is dropped the next time one is stored.
@MainActor
enum DeclaredLayout {
  /// Makes a constraint for a view once it has a superview.
  typealias ConstraintMaker = @MainActor (_ view: UIView, _ superview: UIView) -> NSLayoutConstraint

  private struct Entry {
    weak var view: UIView?
    var constraints: [ConstraintMaker] = []
    var customSpacing: CGFloat?
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// Activates `make`'s constraint now if `view` has a superview, or stores it until it has one.
  static func constrain(_ view: UIView, _ make: @escaping ConstraintMaker) {
    view.translatesAutoresizingMaskIntoConstraints = false
    if let superview = view.superview {
      make(view, superview).isActive = true
      return
    }
    update(view) { $0.constraints.append(make) }
  }

  /// Sets the spacing a stack view keeps after `view` now if it is arranged in one, or stores it.
  static func customSpacing(_ view: UIView, _ spacing: CGFloat) {
    if let stack = view.superview as? UIStackView, stack.arrangedSubviews.contains(view) {
      stack.setCustomSpacing(spacing, after: view)
      return
    }
    update(view) { $0.customSpacing = spacing }
  }

  /// Applies and forgets what `view` declared, now that it has a superview.
  static func apply(to view: UIView) {
    guard let superview = view.superview,
      let entry = entries.removeValue(forKey: ObjectIdentifier(view)), entry.view === view
    else { return }
    NSLayoutConstraint.activate(entry.constraints.map { $0(view, superview) })
    if let spacing = entry.customSpacing, let stack = superview as? UIStackView,
      stack.arrangedSubviews.contains(view)
    {
      stack.setCustomSpacing(spacing, after: view)
    }
  }

  /// Applies what each of `views` declared, after all of them are in place (so a constraint
  /// to a sibling finds it).
  static func apply(to views: [UIView]) {
    for view in views { apply(to: view) }
  }

  private static func update(_ view: UIView, _ change: (inout Entry) -> Void) {
    let key = ObjectIdentifier(view)
    var entry = entries[key].flatMap { $0.view === view ? $0 : nil } ?? Entry(view: view)
    change(&entry)
    if entries[key] == nil { entries = entries.filter { $0.value.view != nil } }
    entries[key] = entry
  }
}

extension UIView {
  /// Applies the layout that this view's subviews declared before they had a superview:
  /// constraints such as ``Stylable/edgesToSuperview(_:insets:safeArea:priority:)`` and a stack's
  /// ``Stylable/customSpacing(_:)``.
  ///
  /// The containers of this module do it for the views they add; call it after adding views
  /// with UIKit's own `addSubview(_:)`:
  ///
  /// ```swift
  /// let badge = UILabel("3").centerInSuperview()
  /// avatar.addSubview(badge)
  /// avatar.activateDeclaredLayout()
  /// ```
  public func activateDeclaredLayout() {
    DeclaredLayout.apply(to: subviews)
  }
}
