/// A layout guide that owns the bindings of the view it is added to (a layout guide is owned by
/// its view, takes no part in drawing or hit-testing, and appears in no `subviews`).
///
/// Both kinds of binding live here: those to `@Observable` models (`ObservationBinding`) and
/// those to ``UIState`` values (`StateBinding`). So a binding lives exactly as long as its view.
@MainActor
final class BindingStore: UILayoutGuide {
  var bindings: [AnyObject] = []

  /// The store of `view`, added on first use.
  static func of(_ view: UIView) -> BindingStore {
    if let store = view.layoutGuides.lazy.compactMap({ $0 as? BindingStore }).first {
      return store
    }
    let store = BindingStore()
    view.addLayoutGuide(store)
    return store
  }
}
