import Foundation

/// Draws a laid-out view tree as an SVG document (HeadlessUIKit only: UIKit has no such type).
///
/// The renderer does each layer's work, as Core Animation does: its frame, transform, background
/// colour, corner radius (with `maskedCorners` and `cornerCurve`), border, shadow, clipping,
/// `isHidden` and `alpha`. Each view draws its own content between its background and its
/// subviews, as UIKit's views do in `draw(_:)`: label, button and text-field text laid out with
/// the same text layout that sizes them, images, and UIKit's controls in their state. It does
/// not lay out: call `layoutIfNeeded()` first.
///
/// The output is stable: the same tree gives the same bytes. Numbers are rounded to hundredths,
/// ids are numbered in drawing order and nothing depends on dictionary order.
///
/// Approximations, since HeadlessUIKit has no fonts, pixels or compositor:
/// - Text names SF Pro first (Text or Display by size), then system fonts and lookalikes, and is
///   stretched to the width HeadlessUIKit measured (`textLength`), so wrapping and truncation
///   look as laid out whatever font the viewer has.
/// - Continuous corners are one cubic curve per corner (see the corner-shape notes in the
///   source); shadows are a Gaussian blur of standard deviation `shadowRadius / 2`.
/// - An image read from a file (`UIImage.headlessImageDirectory`) is embedded with its pixels,
///   placed by the image view's `contentMode`; a named image without a file is a labelled
///   placeholder box of its size; an SF Symbol is a dashed circle in the tint colour holding
///   the first word of its name.
/// - A blur effect view is a translucent fill in the effect's light or dark tone.
/// - A window on a simulated device's screen also gets the system's chrome over it: the status
///   bar's clock and, on devices with one, the home indicator.
///
/// ```swift
/// let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// screen.backgroundColor = .systemBackground
/// screen.layoutIfNeeded()
/// let svg = SVGRenderer().render(screen)
/// try svg.write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
  /// The traits every view is drawn with where its own do not specify the trait.
  public var traitCollection: UITraitCollection
  /// The glyphs SF Symbols are drawn with (HeadlessUIKit only); `nil`, the default, draws each
  /// symbol as a placeholder naming it, the same on every machine. Give it
  /// ``SymbolArtwork/installed`` to draw real glyphs where the icon font is installed.
  public var symbolArtwork: SymbolArtwork?

  /// Creates a renderer that draws views with their own traits.
  public init() {
    traitCollection = UITraitCollection()
  }

  /// Creates a renderer that draws views with some traits where theirs leave them unspecified:
  /// `UITraitCollection(userInterfaceStyle: .dark)` draws a view outside any window in dark
  /// colours. Dynamic colours are resolved with each view's traits merged over these while it
  /// is drawn (the renderer does not lay out, so text sizes come from the views' own traits).
  /// - Parameter traitCollection: The traits to draw with.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// Draws `view` and its subviews as an SVG document the size of the view's bounds.
  ///
  /// The view is drawn at the document's origin (its own frame origin is ignored); a hidden
  /// root gives an empty document.
  /// - Parameter view: A laid-out view.
  /// - Returns: The SVG text, ending with a newline.
  @MainActor
  public func render(_ view: UIView) -> String {
    var pass = SVGRenderPass(baseTraits: traitCollection.values)
    pass.canvas.symbolArtwork = symbolArtwork
    pass.draw(view, isRoot: true)
    if let window = view as? UIWindow, !window.isHidden {
      pass.drawSystemChrome(of: window)
    }
    return pass.canvas.document.text(width: view.bounds.width, height: view.bounds.height)
  }
}

/// One drawing of a view tree: the walk over the views and each layer's work (placement,
/// opacity, shadow, clipping, background and border). What a view draws between its
/// background and its subviews is its own: `UIView.draw(_:on:)`.
@MainActor
struct SVGRenderPass {
  var canvas = SVGCanvas()
  /// The renderer's traits, under each view's own.
  let baseTraits: UITraitCollection.Values

  init(baseTraits: UITraitCollection.Values) {
    self.baseTraits = baseTraits
  }

  /// What is left to draw: a view, or what closes one after its subviews.
  private enum Step {
    case view(UIView, isRoot: Bool)
    case closeGroup
    case border(CALayer, CGRect)
  }

  /// Draws a view: its layer (shadow, background, border, clipping), its content and then its
  /// subviews, back to front. The tree is walked with a list of steps, not recursion, so a
  /// hierarchy of any depth draws.
  mutating func draw(_ view: UIView, isRoot: Bool = false) {
    var steps: [Step] = [.view(view, isRoot: isRoot)]
    while let step = steps.popLast() {
      switch step {
      case .view(let view, let isRoot): open(view, isRoot: isRoot, then: &steps)
      case .closeGroup: canvas.closeGroup()
      case .border(let layer, let bounds): drawBorder(of: layer, in: bounds)
      }
    }
  }

  /// Draws a view up to its subviews, and lists the steps that draw them and close it.
  private mutating func open(_ view: UIView, isRoot: Bool, then steps: inout [Step]) {
    let layer = view.layer
    guard !layer.isHidden, layer.opacity > 0 else { return }
    let previousTraits = UITraitCollection.current
    UITraitCollection.current = UITraitCollection(
      values: baseTraits.merged(with: view.traitCollection.values))
    defer { UITraitCollection.current = previousTraits }
    let size = layer.bounds.size
    let bounds = CGRect(origin: .zero, size: size)
    let shape = SVGPathData.outline(of: layer, in: bounds)

    var group = SVGElement.group
    if !isRoot, let placement = placement(of: view.layer) { group = group.transform(placement) }
    if layer.opacity < 1 { group = group.opacity(CGFloat(layer.opacity)) }
    if let shadow = shadowFilter(for: layer, size: size) { group = group.filter(shadow) }
    group = group.setting(.dataView, String(describing: type(of: view)))
    canvas.openGroup(group)

    let clips = layer.masksToBounds
    if clips {
      let clip = canvas.define("clip") { .clipPath(id: $0, shape) }
      canvas.openGroup(SVGElement.group.clipped(to: clip))
    }
    if let color = view.backgroundColorForDrawing, SVGFormat.components(color).alpha > 0 {
      canvas.add(.path(shape).fill(color))
    }
    view.draw(bounds, on: &canvas)
    drawLayersAdded(to: view)
    // Steps run last in, first out: the subviews, then the clip closes, the border, the group.
    steps.append(.closeGroup)
    steps.append(.border(layer, bounds))
    if clips { steps.append(.closeGroup) }
    openSubviews(of: view, then: &steps)
  }

  /// The transform that places a layer in its superlayer: its frame origin, or its position,
  /// transform and anchor point when it has a transform; `nil` at the superlayer's origin.
  private func placement(of layer: CALayer) -> [SVGTransform]? {
    let size = layer.bounds.size
    let transform = layer.affineTransform()
    if transform.isIdentity {
      let origin = layer.frame.origin
      if origin == .zero { return nil }
      return [.translate(origin.x, origin.y)]
    }
    let position = layer.position
    let anchor = CGPoint(x: size.width * layer.anchorPoint.x, y: size.height * layer.anchorPoint.y)
    return [.translate(position.x, position.y), .matrix(transform), .translate(-anchor.x, -anchor.y)]
  }

  /// Draws the layers an app added to a view's layer itself (a gradient behind its content),
  /// back to front, under the view's subviews: Core Animation keeps them before the subviews'
  /// layers in `sublayers` when they were inserted first.
  private mutating func drawLayersAdded(to view: UIView) {
    let subviewLayers = Set(view.subviews.map { ObjectIdentifier($0.layer) })
    for sublayer in view.layer.sublayers ?? [] where !subviewLayers.contains(ObjectIdentifier(sublayer)) {
      drawLayer(sublayer)
    }
  }

  /// Draws a layer that belongs to no view, and its sublayers: placement, opacity, background,
  /// its own content, border.
  private mutating func drawLayer(_ layer: CALayer) {
    guard !layer.isHidden, layer.opacity > 0 else { return }
    let bounds = CGRect(origin: .zero, size: layer.bounds.size)
    var group = SVGElement.group
    if let placement = placement(of: layer) { group = group.transform(placement) }
    if layer.opacity < 1 { group = group.opacity(CGFloat(layer.opacity)) }
    canvas.openGroup(group)
    if let color = layer.backgroundColor, SVGFormat.components(color).alpha > 0 {
      canvas.add(.path(SVGPathData.outline(of: layer, in: bounds)).fill(color))
    }
    layer.drawContent(in: bounds, on: &canvas)
    for sublayer in layer.sublayers ?? [] { drawLayer(sublayer) }
    drawBorder(of: layer, in: bounds)
    canvas.closeGroup()
  }

  /// Lists the steps that draw the subviews, ordered by `layer.zPosition` and then by their
  /// order (a stable sort), shifted by the view's bounds origin (a scroll view's content offset).
  private mutating func openSubviews(of view: UIView, then steps: inout [Step]) {
    let subviews = view.subviewsToDraw.enumerated().sorted { lhs, rhs in
      let (left, right) = (lhs.element.layer.zPosition, rhs.element.layer.zPosition)
      return left == right ? lhs.offset < rhs.offset : left < right
    }
    guard !subviews.isEmpty else { return }
    let origin = view.layer.bounds.origin
    if origin != .zero {
      canvas.openGroup(SVGElement.group.transform([.translate(-origin.x, -origin.y)]))
      steps.append(.closeGroup)
    }
    for (_, subview) in subviews.reversed() { steps.append(.view(subview, isRoot: false)) }
  }

  /// Draws the layer's border inside its bounds, above its content and sublayers, as Core
  /// Animation does.
  private mutating func drawBorder(of layer: CALayer, in bounds: CGRect) {
    let width = layer.borderWidth
    guard width > 0, let color = layer.borderColor, SVGFormat.components(color).alpha > 0 else { return }
    let inset = bounds.insetBy(dx: width / 2, dy: width / 2)
    guard inset.width >= 0, inset.height >= 0 else { return }
    let path = SVGPathData.roundedRect(
      inset, radius: max(0, layer.cornerRadius - width / 2), corners: layer.maskedCorners,
      curve: layer.cornerCurve)
    canvas.add(.path(path).noFill().stroke(color, width: width))
  }

  /// Defines a drop-shadow filter for a layer that casts a shadow, and returns its id.
  ///
  /// A layer that masks to its bounds casts no visible shadow (the shadow is clipped too).
  private mutating func shadowFilter(for layer: CALayer, size: CGSize) -> String? {
    guard layer.shadowOpacity > 0, !layer.masksToBounds, let color = layer.shadowColor else { return nil }
    let alpha = SVGFormat.components(color).alpha * CGFloat(layer.shadowOpacity)
    guard alpha > 0 else { return nil }
    let offset = layer.shadowOffset
    let radius = max(0, layer.shadowRadius)
    return canvas.define("shadow") { id in
      .dropShadow(id: id, size: size, offset: offset, radius: radius, color: color, opacity: alpha)
    }
  }
}

extension SVGElement {
  /// A filter that draws a blurred, offset, coloured copy of its source's shape under it, over a
  /// region that holds the shape of `size` and its shadow.
  static func dropShadow(
    id: String, size: CGSize, offset: CGSize, radius: CGFloat, color: CGColor, opacity: CGFloat
  ) -> SVGElement {
    let padding = radius * 2 + 1
    let region = CGRect(x: 0, y: 0, width: size.width, height: size.height)
      .union(CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: size))
      .insetBy(dx: -padding, dy: -padding)
    let steps = shadowSteps(blur: radius / 2, offset: offset, color: color, opacity: opacity)
    return SVGElement(.filter, content: .children(steps)).setting(.id, id)
      .setting(.filterUnits, "userSpaceOnUse").setting(.x, region.minX).setting(.y, region.minY)
      .setting(.width, region.width).setting(.height, region.height)
  }

  /// The steps of a shadow filter: blur the source's alpha, offset it, colour it, and draw the
  /// source over it.
  static func shadowSteps(blur: CGFloat, offset: CGSize, color: CGColor, opacity: CGFloat) -> [SVGElement] {
    [
      SVGElement(.feGaussianBlur).setting(.in, "SourceAlpha").setting(.stdDeviation, blur),
      SVGElement(.feOffset).setting(.dx, offset.width).setting(.dy, offset.height).setting(.result, "blur"),
      SVGElement(.feFlood).setting(.floodColor, SVGFormat.hex(color)).setting(.floodOpacity, opacity),
      SVGElement(.feComposite).setting(.in2, "blur").setting(.operator, "in"),
      SVGElement(
        .feMerge,
        content: .children([SVGElement(.feMergeNode), SVGElement(.feMergeNode).setting(.in, "SourceGraphic")])
      ),
    ]
  }
}
