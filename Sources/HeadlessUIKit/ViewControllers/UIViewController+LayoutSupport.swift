import Foundation

extension UIViewController {
  /// The part of the view under the top bars: from the view's top edge to its safe area's top.
  /// Its `bottomAnchor` is `view.safeAreaLayoutGuide.topAnchor`'s position, which replaces it.
  @available(
    iOS, introduced: 7.0, deprecated: 11.0,
    message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"
  )
  public var topLayoutGuide: any UILayoutSupport { layoutSupport(.top) }

  /// The part of the view under the bottom bars: from the view's safe area's bottom to its
  /// bottom edge. Its `topAnchor` is `view.safeAreaLayoutGuide.bottomAnchor`'s position.
  @available(
    iOS, introduced: 7.0, deprecated: 11.0,
    message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
  )
  public var bottomLayoutGuide: any UILayoutSupport { layoutSupport(.bottom) }

  /// The guide of one edge, made and added to the view the first time it is asked for, and
  /// kept with the controller so each call returns the same object.
  private func layoutSupport(_ edge: ViewControllerLayoutSupport.Edge) -> ViewControllerLayoutSupport {
    let key = edge == .top ? ViewControllerLayoutSupport.topKey : ViewControllerLayoutSupport.bottomKey
    if let support = objc_getAssociatedObject(self, key) as? ViewControllerLayoutSupport { return support }
    let guide = UILayoutGuide()
    guide.identifier = edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    view.addLayoutGuide(guide)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate(
      edge == .top
        ? [
          guide.topAnchor.constraint(equalTo: view.topAnchor),
          guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor),
        ]
        : [
          guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
          guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    let support = ViewControllerLayoutSupport(guide: guide, edge: edge)
    objc_setAssociatedObject(self, key, support, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return support
  }
}

/// A view controller's top or bottom layout guide: a layout guide of its view spanning the
/// distance between the view's edge and its safe area's. Constraints may name it as an item
/// (`NSLayoutConstraint(item:...)` takes its guide), as UIKit allows.
final class ViewControllerLayoutSupport: NSObject, UILayoutSupport {
  enum Edge { case top, bottom }

  /// Keys of the two guides among a controller's associated objects: two addresses of their own.
  nonisolated(unsafe) static let topKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
  nonisolated(unsafe) static let bottomKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

  /// The layout guide in the controller's view that constraints attach to.
  let guide: UILayoutGuide
  private let edge: Edge

  init(guide: UILayoutGuide, edge: Edge) {
    self.guide = guide
    self.edge = edge
    super.init()
  }

  /// The safe area's inset at this edge, as laid out last.
  var length: CGFloat {
    let insets = guide.owningView?.safeAreaInsets ?? .zero
    return edge == .top ? insets.top : insets.bottom
  }

  // Anchors of the support itself, as UIKit's (its layout supports are objects of their own), so
  // a constraint made from them names the support as its item; the engine lays out the guide.
  var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
