import Foundation

/// Where a button without a configuration puts its title and image: the one measurement its
/// content size, its baseline and its drawing all use.
extension UIButton {
  /// The title shown: the attributed title's text where the state has one, which UIKit prefers
  /// over a plain title (Apple's `setAttributedTitle(_:for:)` documentation), else the title.
  var displayedTitle: String? {
    currentAttributedTitle?.string ?? currentTitle
  }

  /// The title's font: an attributed title's own where it sets one (the font it is drawn in),
  /// else the title label's.
  var plainTitleFont: UIFont {
    currentAttributedTitle?.firstRunStyle.font ?? titleLabel?.font ?? .systemFont(ofSize: 15)
  }

  /// The title on one line, truncated in the middle to `width` (`nil` for no limit).
  func plainTitleLayout(_ title: String, width: CGFloat?) -> TextLayout {
    TextLayout(
      text: title, metrics: TextMetrics(font: plainTitleFont), width: width.map { max(0, $0) },
      numberOfLines: 1,
      lineBreak: .byTruncatingMiddle)
  }

  /// A button without a configuration: its title and image side by side, plus
  /// `contentEdgeInsets`. A title adds 6 points above and below, which gives the 30-point height
  /// of a 15-point title (Interface Builder's "Button" is 46 x 30); an empty button is 30 x 34,
  /// the size UIKit reports for one. Title and image insets move content without resizing.
  var buttonContentSize: CGSize {
    let insets = contentEdgeInsets
    var width: CGFloat = 0
    var height: CGFloat = 0
    let title = displayedTitle ?? ""
    let image = displayedImage
    if title.isEmpty && image == nil {
      if let symbol = systemSymbolSize { return symbol }
      return CGSize(width: 30, height: 34)
    }
    if !title.isEmpty {
      let text = plainTitleLayout(title, width: nil)
      width += text.size.width.rounded(.up)
      height = text.size.height.rounded(.up) + 12
    }
    if let image {
      width += image.size.width
      height = max(height, image.size.height)
    }
    return CGSize(width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
  }

  /// The size of the symbol a button type draws on its own, where a source gives it.
  /// No public source gives the iOS 13+ sizes of `.infoLight`, `.infoDark`,
  /// `.detailDisclosure` and `.close` (LinkedIn's LayoutKit #265 says they changed with
  /// `.contactAdd` but not to what): they keep the empty button's size.
  private var systemSymbolSize: CGSize? {
    switch buttonType {
    case .contactAdd: Self.contactAddSize.value()
    default: nil
    }
  }

  /// `.contactAdd`'s size by release: 22 x 22 on iOS 12 (swift-snapshot-testing's
  /// testUIView.2.txt as recorded at a8d56f8, 2018-11-30), 24.333 x 23.667 on iOS 13 (the same file
  /// re-recorded at fb70100 on iOS 13 at 3x). No later recording: iOS 16 keeps iOS 13's.
  static let contactAddSize = ReleaseValue<CGSize>([
    (.iOS12, CGSize(width: 22, height: 22)), (.iOS13, CGSize(width: 73.0 / 3, height: 71.0 / 3)),
  ])

  /// Where the image and the title sit in a button's bounds, and the title as laid out there.
  struct PlainContentPlacement {
    var image: (UIImage, CGRect)?
    var title: (TextLayout, CGRect)?
  }

  /// The image and title side by side inside `bounds` less `contentEdgeInsets`, placed by the
  /// content alignments; the title truncated in the middle to the room the image leaves.
  /// - Parameters:
  ///   - bounds: The button's bounds.
  ///   - title: The title to place, or `nil` for none (a title label in the view tree draws it).
  ///   - image: The image to place, or `nil` for none.
  func plainContentPlacement(in bounds: CGRect, title: String?, image: UIImage?) -> PlainContentPlacement? {
    let title = title ?? ""
    guard !title.isEmpty || image != nil else { return nil }
    let content = bounds.inset(by: contentEdgeInsets)
    let imageSize = image?.size ?? .zero
    let layout = plainTitleLayout(title, width: content.width - imageSize.width)
    let textWidth = layout.lines.first?.width ?? 0
    let contentWidth = imageSize.width + textWidth
    let contentHeight = max(imageSize.height, title.isEmpty ? 0 : layout.size.height)
    let x: CGFloat
    switch effectiveContentHorizontalAlignment {
    case .right, .trailing: x = content.maxX - contentWidth
    case .left, .leading, .fill: x = content.minX
    default: x = content.minX + (content.width - contentWidth) / 2
    }
    let y: CGFloat
    switch contentVerticalAlignment {
    case .top, .fill: y = content.minY
    case .bottom: y = content.maxY - contentHeight
    default: y = content.minY + (content.height - contentHeight) / 2
    }
    var placement = PlainContentPlacement()
    if let image {
      placement.image = (
        image, CGRect(origin: CGPoint(x: x, y: y + (contentHeight - imageSize.height) / 2), size: imageSize)
      )
    }
    if !title.isEmpty {
      placement.title = (
        layout, CGRect(x: x + imageSize.width, y: y, width: textWidth, height: contentHeight)
      )
    }
    return placement
  }

  /// The title's baseline, one line centred in the button, or `nil` without a title.
  var titleBaselineOffsets: (first: Double, last: Double)? {
    guard let title = displayedTitle, !title.isEmpty, titleLabel != nil else { return nil }
    let metrics = TextMetrics(font: plainTitleFont)
    let offset = Double(metrics.ascender - TextMetrics.ceilToPixel(metrics.lineHeight) / 2)
    return (offset, offset)
  }
}
