import Foundation

extension UIView {
  /// Adds or moves `view` to `index` among the subviews, with UIKit's checks and callbacks.
  func insert(_ view: UIView, at index: Int) {
    if view === self {
      fatalError("UIView: Can't add self as subview (\(type(of: self))).")
    }
    // (A view without subviews has no descendants: the walk up is skipped.)
    if view.subviewList.count > 0, isDescendant(of: view) {
      fatalError(
        "UIView: can't add an ancestor as subview: \(type(of: view)) contains "
          + "\(type(of: self)), so adding it would make a cycle in the view hierarchy."
      )
    }
    if view.superview === self {
      // Already a subview: only its position changes.
      subviewList.remove(view)
      subviewList.insert(view, at: max(0, min(index, subviewList.count)))
      placeLayer(of: view)
      return
    }
    let oldWindow = view.window
    let newWindow = window
    // UIKit tells the old superview too: a subview leaving by moving elsewhere is removed.
    view.superview?.willRemoveSubview(view)
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
    let movesWindow = oldWindow !== newWindow
    let leaving =
      movesWindow && oldWindow?.showsAppearance == true
      ? UIViewController.beginDisappearing(UIViewController.controllers(in: view)) : []
    let arriving =
      movesWindow && newWindow?.showsAppearance == true
      ? UIViewController.beginAppearing(UIViewController.controllers(in: view)) : []
    if view.superview != nil { view.detachFromSuperview(notify: false) }
    subviewList.insert(view, at: max(0, min(index, subviewList.count)))
    view.superview = self
    if movesWindow { view.refreshEnclosingWindow() }
    view.rootLayoutEngine = nil
    placeLayer(of: view)
    layoutInputsDidChange()
    didAddSubview(view)
    view.didMoveToSuperview()
    if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
    view.refreshTintColor(notify: true)
    view.updateTraits()
    if movesWindow, newWindow != nil { view.applyAppearanceProxiesInSubtree() }
    UIViewController.finishDisappearing(leaving)
    UIViewController.finishAppearing(arriving, in: newWindow)
  }

  /// Removes the view from its superview: callbacks, constraints to outside views, stack
  /// arrangement and the layer tree.
  func detachFromSuperview(notify: Bool = true) {
    guard let parent = superview else { return }
    let oldWindow = window
    let leaving =
      notify && oldWindow?.showsAppearance == true
      ? UIViewController.beginDisappearing(UIViewController.controllers(in: self)) : []
    if notify {
      parent.willRemoveSubview(self)
      willMove(toSuperview: nil)
      if oldWindow != nil { propagateWillMove(toWindow: nil) }
    }
    parent.subviewWillLeave(self)
    removeConstraintsToTheOutside()
    parent.subviewList.remove(self)
    layer.removeFromSuperlayer()
    superview = nil
    parent.layoutInputsDidChange()
    // (A move to another superview refreshes the window and tint once it arrives.)
    if notify {
      if oldWindow != nil { refreshEnclosingWindow() }
      refreshTintColor(notify: false)
      didMoveToSuperview()
      if oldWindow != nil { propagateDidMoveToWindow() }
      updateTraits()
      UIViewController.finishDisappearing(leaving)
    }
  }

  /// Uninstalls every constraint that refers to this view or a view inside it and is installed
  /// outside it: those constraints tie the subtree to the hierarchy it leaves. Constraints wholly
  /// inside the subtree stay.
  private func removeConstraintsToTheOutside() {
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      for constraint in view.referencingConstraints.values {
        guard let host = constraint.installedView, !host.isDescendant(of: self) else { continue }
        host.uninstall(constraint)
      }
      pending += view.subviews
    }
  }

  /// Puts a subview's layer among the sublayers in the subview's place: just below the layer of
  /// the subview after it, or at the front.
  func placeLayer(of view: UIView) {
    guard let index = subviewList.lastIndex(of: view) else { return }
    if index + 1 < subviewList.count {
      layer.insertSublayer(view.layer, below: subviewList[index + 1].layer)
    } else {
      layer.addSublayer(view.layer)
    }
  }

  /// Puts every subview's layer in the subviews' order, after any layers that are not views'.
  func reorderSublayers() {
    let own = Set(subviews.map { ObjectIdentifier($0.layer) })
    let foreign = (layer.sublayers ?? []).filter { !own.contains(ObjectIdentifier($0)) }
    layer.sublayers = foreign + subviews.map(\.layer)
  }

  /// The nearest view that is both this view or an ancestor of it, and `other` or an ancestor.
  ///
  /// The two views climb in turn, each remembering the views it passed, until one reaches a view
  /// the other passed: the work follows the distance to that ancestor, not the depth of the
  /// hierarchy, so activating a constraint between a view and its parent costs the same at any
  /// depth (a chain of views each pinned to its parent is built in linear time).
  package func nearestCommonAncestor(with other: UIView) -> UIView? {
    if self === other { return self }
    var passedFromSelf: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    var passedFromOther: Set<ObjectIdentifier> = [ObjectIdentifier(other)]
    var climbingFromSelf: UIView? = self
    var climbingFromOther: UIView? = other
    while climbingFromSelf != nil || climbingFromOther != nil {
      if let view = climbingFromSelf?.superview {
        if passedFromOther.contains(ObjectIdentifier(view)) { return view }
        passedFromSelf.insert(ObjectIdentifier(view))
        climbingFromSelf = view
      } else {
        climbingFromSelf = nil
      }
      if let view = climbingFromOther?.superview {
        if passedFromSelf.contains(ObjectIdentifier(view)) { return view }
        passedFromOther.insert(ObjectIdentifier(view))
        climbingFromOther = view
      } else {
        climbingFromOther = nil
      }
    }
    return nil
  }

  // The walks below visit a subtree without recursion, so a hierarchy of any depth is handled,
  // each view before its subviews.

  private func propagateWillMove(toWindow newWindow: UIWindow?) {
    forEachInSubtree { $0.willMove(toWindow: newWindow) }
  }

  private func propagateDidMoveToWindow() {
    forEachInSubtree { $0.didMoveToWindow() }
  }

  /// Calls `body` on this view and every view inside it, each before its subviews.
  private func forEachInSubtree(_ body: (UIView) -> Void) {
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      body(view)
      pending.append(contentsOf: view.subviews.reversed())
    }
  }

  /// Points this view and the views inside it at the window above them (a window inside the
  /// subtree keeps its own).
  private func refreshEnclosingWindow() {
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      guard let parent = view.superview else {
        view.enclosingWindow = nil
        pending.append(contentsOf: view.subviews.reversed())
        continue
      }
      view.enclosingWindow = (parent as? UIWindow) ?? parent.enclosingWindow
      for subview in view.subviews.reversed() where !(subview is UIWindow) { pending.append(subview) }
    }
  }

  /// Works out the view's tint again from its own and its superview's, and passes a change on to
  /// the subviews that inherit it, calling `tintColorDidChange()` on each that changed when
  /// `notify` is set.
  func refreshTintColor(notify: Bool) {
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      let tint = view.storedTintColor ?? view.superview?.nearestTintColor
      // Compared as shown: no tint shows `systemBlue`, as does a `systemBlue` set explicitly.
      let unchanged =
        tint == nil && view.nearestTintColor == nil
        || (tint ?? .systemBlue) == (view.nearestTintColor ?? .systemBlue)
      guard !unchanged else { continue }
      view.nearestTintColor = tint
      if notify { view.tintColorDidChange() }
      for subview in view.subviews.reversed() where subview.storedTintColor == nil { pending.append(subview) }
    }
  }
}
