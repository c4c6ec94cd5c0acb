import Foundation

/// The content sizes of UIKit's own views, measured with ``TextMetrics``. Each number says
/// where it comes from; sizes are for iOS 15-16 at the default content size category.
extension UIView {
  /// The content size UIKit gives this kind of view; `UIView.intrinsicContentSize` returns it
  /// unless a subclass overrides it.
  package var standardIntrinsicContentSize: CGSize {
    let none = UIView.noIntrinsicMetric
    switch self {
    case let label as UILabel:
      return label.labelIntrinsicContentSize
    case let button as UIButton:
      return button.buttonContentSize
    case let imageView as UIImageView:
      // An image view is as large as its image, and has no size without one.
      guard let image = imageView.image else { return CGSize(width: none, height: none) }
      return image.size
    case let field as UITextField:
      return field.textFieldContentSize
    case is UISwitch:
      // UISwitch is always 51 x 31 points (iOS 7 and later).
      return CGSize(width: 51, height: 31)
    case let control as UISegmentedControl:
      return control.segmentedContentSize
    case is UISlider:
      // A slider stretches to any width; its height is the 31-point thumb track iOS reports.
      return CGSize(width: none, height: 31)
    default:
      return CGSize(width: none, height: none)
    }
  }

  /// The size UIKit's `sizeThatFits(_:)` gives this kind of view: a label's text wrapped in the
  /// width, a control's content size; other views keep their current size.
  package func standardSizeThatFits(_ size: CGSize) -> CGSize {
    if let label = self as? UILabel { return label.labelSizeThatFits(size) }
    if self is UIButton || self is UISwitch || self is UITextField || self is UISegmentedControl {
      let content = intrinsicContentSize
      return CGSize(width: max(content.width, 0), height: max(content.height, 0))
    }
    if self is UIImageView || self is UISlider {
      let content = intrinsicContentSize
      return CGSize(
        width: content.width == UIView.noIntrinsicMetric ? bounds.width : content.width,
        height: content.height == UIView.noIntrinsicMetric ? bounds.height : content.height)
    }
    return bounds.size
  }
}

extension UIButton {
  /// A button without a configuration: its title and image side by side, plus
  /// `contentEdgeInsets`. A title adds 6 points above and below, which gives the 30-point height
  /// of a 15-point title (Interface Builder's "Button" is 46 x 30); an empty button is 30 x 34,
  /// the size UIKit reports for one. Title and image insets move content without resizing.
  var buttonContentSize: CGSize {
    let insets = contentEdgeInsets
    var width: CGFloat = 0
    var height: CGFloat = 0
    let title = currentTitle ?? ""
    let image = currentImage
    if title.isEmpty && image == nil {
      return CGSize(width: 30, height: 34)
    }
    if !title.isEmpty, let label = titleLabel {
      let text = TextLayout(
        text: title, metrics: TextMetrics(font: label.font), width: nil, numberOfLines: 1,
        lineBreak: .byTruncatingMiddle)
      width += text.size.width.rounded(.up)
      height = text.size.height.rounded(.up) + 12
    }
    if let image {
      width += image.size.width
      height = max(height, image.size.height)
    }
    return CGSize(width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
  }
}

extension UITextField {
  /// The wider of the text and the placeholder. A rounded-rect field adds 7 points of padding
  /// on each side and is 34 points tall with a 17-point font (its line height plus 14, rounded);
  /// other border styles are as tall as one line of text.
  var textFieldContentSize: CGSize {
    let metrics = TextMetrics(font: font ?? .systemFont(ofSize: 17))
    let textWidth = max(metrics.width(of: text ?? ""), metrics.width(of: placeholder ?? ""))
    let lineHeight = TextMetrics.ceilToPixel(metrics.lineHeight)
    if borderStyle == .roundedRect {
      return CGSize(
        width: TextMetrics.ceilToPixel(textWidth) + 14, height: (metrics.lineHeight + 14).rounded())
    }
    return CGSize(width: TextMetrics.ceilToPixel(textWidth), height: lineHeight)
  }
}

extension UISegmentedControl {
  /// iOS 13 and later: 32 points tall; titles in the 13-point system font with 12 points of
  /// padding on each side. Segments share the widest one's width unless
  /// `apportionsSegmentWidthsByContent`; a width set with `setWidth(_:forSegmentAt:)` wins.
  var segmentedContentSize: CGSize {
    let count = numberOfSegments
    guard count > 0 else { return CGSize(width: 0, height: 32) }
    let metrics = TextMetrics(pointSize: 13)
    var contents: [CGFloat] = []
    for index in 0..<count {
      var content: CGFloat = 0
      if let title = titleForSegment(at: index) {
        content = TextMetrics.ceilToPixel(metrics.width(of: title))
      } else if let image = imageForSegment(at: index) {
        content = image.size.width
      }
      contents.append(content + 24)
    }
    let widest = contents.max() ?? 0
    var width: CGFloat = 0
    for index in 0..<count {
      let fixed = widthForSegment(at: index)
      width += fixed > 0 ? fixed : (apportionsSegmentWidthsByContent ? contents[index] : widest)
    }
    return CGSize(width: width, height: 32)
  }
}
