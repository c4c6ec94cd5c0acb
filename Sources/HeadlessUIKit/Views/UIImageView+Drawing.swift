import Foundation

/// How an image view shows itself: its image (the highlighted one while highlighted) placed by
/// its content mode.
extension UIImageView {
  /// The image shown now, a symbol with ``preferredSymbolConfiguration`` applied.
  var displayedImage: UIImage? {
    configured(isHighlighted ? highlightedImage ?? image : image)
  }

  /// A symbol with ``preferredSymbolConfiguration`` applied over its own configuration, as
  /// UIImageView.h describes; any other image as it is.
  func configured(_ image: UIImage?) -> UIImage? {
    guard let image, image.isSymbolImage, let preferredSymbolConfiguration else { return image }
    return image.applyingSymbolConfiguration(preferredSymbolConfiguration)
  }

  func drawImageView(in bounds: CGRect, on canvas: inout SVGCanvas) {
    guard let image = displayedImage else { return }
    let size = image.size(compatibleWith: traitCollection)
    image.draw(in: contentMode.rect(for: size, in: bounds), tint: tintColor, on: &canvas)
  }

  var imageViewDescription: [String] {
    ["image=\(image.map(TreeDescriptionFormat.image) ?? "nil")", "contentMode=\(contentMode)"]
  }
}

extension UIView.ContentMode {
  /// Where content of `size` is drawn in `bounds` in this mode: stretched, fitted, filled, or at
  /// its own size against an edge, a corner or the centre.
  func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
    switch self {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard size.width > 0, size.height > 0 else { return bounds }
      let scales = (bounds.width / size.width, bounds.height / size.height)
      let scale = self == .scaleAspectFit ? min(scales.0, scales.1) : max(scales.0, scales.1)
      let fitted = CGSize(width: size.width * scale, height: size.height * scale)
      return CGRect(
        origin: CGPoint(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2), size: fitted)
    default:
      let x: CGFloat
      switch self {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
      default: x = bounds.midX - size.width / 2
      }
      let y: CGFloat
      switch self {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
      default: y = bounds.midY - size.height / 2
      }
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
  }
}
