/// Objects the DSL attaches to a view so that they live exactly as long as it: the bindings a
/// view follows, a button's per-state background colors, an image view's pending load.
///
/// UIKit has no stored properties to add to its classes and no associated objects off Apple
/// platforms, but a view owns its layout guides: this guide, added on first use, takes no part
/// in layout, drawing or hit-testing and appears in no `subviews`, and it holds one object per
/// kind. The objects hold the view weakly, so nothing keeps the view alive.
@MainActor
final class ViewAttachments: UILayoutGuide {
  private var objects: [ObjectIdentifier: AnyObject] = [:]

  /// The object of type `Object` attached to `view`, made by `make` and attached on first use.
  static func object<Object: AnyObject>(
    _ type: Object.Type, of view: UIView, make: () -> Object
  ) -> Object {
    let attachments =
      view.layoutGuides.lazy.compactMap { $0 as? ViewAttachments }.first
      ?? {
        let attachments = ViewAttachments()
        view.addLayoutGuide(attachments)
        return attachments
      }()
    if let object = attachments.objects[ObjectIdentifier(type)] as? Object { return object }
    let object = make()
    attachments.objects[ObjectIdentifier(type)] = object
    return object
  }
}
