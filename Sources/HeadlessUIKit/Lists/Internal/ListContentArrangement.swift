import Foundation

/// How list content sits in a view: an optional image at the leading margin, centred down the
/// view, then the text, with the secondary text beside it (value cells) or below it, the text
/// block centred down the view within the margins. ``UIListContentView`` arranges the views it
/// makes from a configuration this way; a table cell arranges its built-in `imageView`,
/// `textLabel` and `detailTextLabel` the same way, with the spacing of its style's default
/// configuration.
@MainActor
struct ListContentArrangement {
  var margins: NSDirectionalEdgeInsets
  var imageToTextPadding: CGFloat
  var horizontalTextPadding: CGFloat
  var verticalTextPadding: CGFloat
  /// Where the secondary text goes.
  enum SecondaryPlacement {
    /// Below the text, lined up with it.
    case below
    /// At the trailing edge, on the text's baseline (value cells).
    case trailingEdge
    /// Right after the text, on its baseline.
    case afterText
  }

  var secondaryPlacement: SecondaryPlacement
  /// The size the image is laid out at; zero for its own size.
  var reservedImageSize: CGSize = .zero
  /// Whether the view is at least a row tall (cells; not headers and footers).
  var isRow: Bool
  /// Whether the text takes the width to the trailing margin (centred or justified text).
  var textFillsWidth = false

  /// The arrangement of a list content configuration.
  init(_ configuration: UIListContentConfiguration) {
    margins = configuration.directionalLayoutMargins
    imageToTextPadding = configuration.imageToTextPadding
    horizontalTextPadding = configuration.textToSecondaryTextHorizontalPadding
    verticalTextPadding = configuration.textToSecondaryTextVerticalPadding
    secondaryPlacement = configuration.prefersSideBySideTextAndSecondaryText ? .trailingEdge : .below
    reservedImageSize = configuration.imageProperties.reservedLayoutSize
    isRow = configuration.layout != .header && configuration.layout != .footer
    textFillsWidth = configuration.textProperties.alignment != .natural
  }

  /// Adds a layout guide for the text block to `view` and returns the constraints that arrange
  /// the subviews in it (not yet active).
  func constraints(
    in view: UIView, image: UIImageView?, text: UILabel, secondary: UILabel?
  ) -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    var leading = view.leadingAnchor
    var leadingSpace = margins.leading
    if let image {
      if reservedImageSize.width > 0 {
        constraints.append(image.widthAnchor.constraint(equalToConstant: reservedImageSize.width))
      }
      if reservedImageSize.height > 0 {
        constraints.append(image.heightAnchor.constraint(equalToConstant: reservedImageSize.height))
      }
      constraints += [
        image.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: margins.leading),
        image.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        image.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor, constant: margins.top),
      ]
      leading = image.trailingAnchor
      leadingSpace = imageToTextPadding
    }
    // The text (and secondary text below it) is centred vertically within the margins.
    let textBlock = UILayoutGuide()
    view.addLayoutGuide(textBlock)
    var lastLine = text
    constraints += [
      text.leadingAnchor.constraint(equalTo: leading, constant: leadingSpace),
      textBlock.topAnchor.constraint(equalTo: text.topAnchor),
      textBlock.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor, constant: margins.top),
      textBlock.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ]
    if let secondary {
      switch secondaryPlacement {
      case .trailingEdge, .afterText:
        secondary.setContentCompressionResistancePriority(.required, for: .horizontal)
        let afterText: NSLayoutConstraint
        let beforeEdge: NSLayoutConstraint
        if secondaryPlacement == .trailingEdge {
          afterText = secondary.leadingAnchor.constraint(
            greaterThanOrEqualTo: text.trailingAnchor, constant: horizontalTextPadding)
          beforeEdge = view.trailingAnchor.constraint(
            equalTo: secondary.trailingAnchor, constant: margins.trailing)
        } else {
          afterText = secondary.leadingAnchor.constraint(
            equalTo: text.trailingAnchor, constant: horizontalTextPadding)
          beforeEdge = view.trailingAnchor.constraint(
            greaterThanOrEqualTo: secondary.trailingAnchor, constant: margins.trailing)
        }
        constraints += [
          afterText, beforeEdge,
          secondary.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor),
          view.trailingAnchor.constraint(
            greaterThanOrEqualTo: text.trailingAnchor, constant: margins.trailing),
        ]
      case .below:
        constraints += [
          secondary.leadingAnchor.constraint(equalTo: text.leadingAnchor),
          secondary.topAnchor.constraint(equalTo: text.bottomAnchor, constant: verticalTextPadding),
          view.trailingAnchor.constraint(
            greaterThanOrEqualTo: secondary.trailingAnchor, constant: margins.trailing),
          view.trailingAnchor.constraint(
            greaterThanOrEqualTo: text.trailingAnchor, constant: margins.trailing),
        ]
        lastLine = secondary
      }
    } else if textFillsWidth {
      constraints.append(
        view.trailingAnchor.constraint(equalTo: text.trailingAnchor, constant: margins.trailing))
    } else {
      constraints.append(
        view.trailingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: margins.trailing))
    }
    constraints += [
      textBlock.bottomAnchor.constraint(equalTo: lastLine.bottomAnchor),
      view.bottomAnchor.constraint(greaterThanOrEqualTo: textBlock.bottomAnchor, constant: margins.bottom),
    ]
    // A row is at least the default row height; headers and footers are as tall as their text.
    // Not required: a 44-point row's content view is a pixel shorter, above its separator, and
    // a device logs no conflict for it (no public source gives UIKit's priority).
    if isRow {
      let minimum = view.heightAnchor.constraint(greaterThanOrEqualToConstant: TableMetrics.defaultRowHeight)
      minimum.priority = .required - 1
      constraints.append(minimum)
    }
    return constraints
  }
}
