import Foundation

extension UIButton {
  /// Changes a button's `configuration` for its state: UIKit's `configurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler = (UIButton) -> Void

  /// Creates a button styled by a configuration, optionally running an action when tapped. The
  /// action's title and image, when it has them, become the configuration's.
  ///
  /// ```swift
  /// let add = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Add to Bag") { _ in })
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: The configuration.
  ///   - primaryAction: The action to run for `.primaryActionTriggered`, or `nil`.
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    var configuration = configuration
    if let primaryAction {
      if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
      if let image = primaryAction.image { configuration.image = image }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
    self.configuration = configuration
  }

  /// The configuration that styles the button, or `nil` (the default) for the per-state values
  /// of `setTitle(_:for:)` and the like. Setting one resizes the button to its content.
  public var configuration: UIButton.Configuration? {
    get { configurationStorage }
    set {
      configurationStorage = newValue
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }

  /// Asks for `updateConfiguration()` and the update handler to run before the next layout.
  /// The button asks by itself when its state changes; several requests make one update.
  public func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  private static func rect(x: CGFloat, y: CGFloat, size: CGSize) -> CGRect {
    CGRect(origin: CGPoint(x: x, y: y), size: size)
  }

  /// Where a configured button puts its image and titles inside `bounds`.
  struct ConfiguredLayout {
    var image: CGRect?
    var title: CGRect?
    var subtitle: CGRect?
  }

  /// The fonts a configured button's title and subtitle use: the font of the attributed
  /// text's first run where it sets one, else the size's text styles at the button's content
  /// size category.
  func configuredFonts(_ configuration: Configuration) -> (title: UIFont, subtitle: UIFont) {
    let traits = traitCollection
    return (
      Self.firstRun(of: configuration.attributedTitle).font
        ?? UIFont.preferredFont(
          forTextStyle: Configuration.titleTextStyle(for: configuration.buttonSize), compatibleWith: traits),
      Self.firstRun(of: configuration.attributedSubtitle).font
        ?? UIFont.preferredFont(
          forTextStyle: Configuration.subtitleTextStyle(for: configuration.buttonSize), compatibleWith: traits
        )
    )
  }

  /// The font and colour an attributed title's first run sets, where it sets them: the one
  /// font and colour HeadlessUIKit draws a line of text in, as it does for labels.
  static func firstRun(of text: AttributedString?) -> (font: UIFont?, color: UIColor?) {
    guard let run = text?.runs.first else { return (nil, nil) }
    return (
      run[AttributeScopes.UIKitAttributes.FontAttribute.self],
      run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self]
    )
  }

  /// The size of one line of text in a font, as a label on the button's screen measures it:
  /// ceiled to the screen's pixels (a 17-point title is 20.5 tall at 2x, as in Sentry's iOS 16
  /// dump, where a `.plain()` button around it is 33 tall).
  private func textSize(_ text: String?, font: UIFont) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    return TextLayout(
      text: text, metrics: TextMetrics(font: font), width: nil, numberOfLines: 1,
      lineBreak: .byTruncatingTail,
      scale: TextMetrics.displayScale(of: traitCollection)
    ).size
  }

  /// No public source: the activity indicator a configured button shows in place of its image is
  /// taken at UIActivityIndicatorView's medium size, 20 by 20.
  static let configuredActivityIndicatorSize = CGSize(width: 20, height: 20)

  /// The sizes of a configuration's image (or activity indicator), title and subtitle.
  private func configuredPartSizes(_ configuration: Configuration) -> (
    image: CGSize?, title: CGSize, subtitle: CGSize
  ) {
    let fonts = configuredFonts(configuration)
    let image: CGSize? =
      configuration.showsActivityIndicator
      ? Self.configuredActivityIndicatorSize : configuration.configuredImage?.size
    return (
      image, textSize(configuration.title, font: fonts.title),
      textSize(configuration.subtitle, font: fonts.subtitle)
    )
  }

  /// The title and subtitle stacked, `titlePadding` apart when both show.
  private func stackedTitles(_ sizes: (title: CGSize, subtitle: CGSize), padding: CGFloat) -> CGSize {
    let both = sizes.title != .zero && sizes.subtitle != .zero
    return CGSize(
      width: max(sizes.title.width, sizes.subtitle.width),
      height: sizes.title.height + sizes.subtitle.height + (both ? padding : 0))
  }

  /// A configured button's size: its image and titles, `imagePadding` apart, placed by
  /// `imagePlacement`, inside `contentInsets`.
  var configuredContentSize: CGSize {
    guard let configuration = configurationStorage else { return buttonContentSize }
    let parts = configuredPartSizes(configuration)
    let titles = stackedTitles((parts.title, parts.subtitle), padding: configuration.titlePadding)
    var content = titles
    if let image = parts.image {
      let padding = titles == .zero ? 0 : configuration.imagePadding
      if configuration.imagePlacement == .top || configuration.imagePlacement == .bottom {
        content = CGSize(
          width: max(image.width, titles.width), height: image.height + padding + titles.height)
      } else {
        content = CGSize(
          width: image.width + padding + titles.width, height: max(image.height, titles.height))
      }
    }
    let insets = configuration.contentInsets
    return CGSize(
      width: content.width + insets.leading + insets.trailing,
      height: content.height + insets.top + insets.bottom)
  }

  /// Where a configured button's parts sit in `bounds`: the content centred inside
  /// `contentInsets`, the image on its `imagePlacement` side, the titles aligned by
  /// `titleAlignment` (`.automatic` centres them when the image is above or below, else leads).
  func configuredLayout(in bounds: CGRect) -> ConfiguredLayout {
    guard let configuration = configurationStorage else { return ConfiguredLayout() }
    let parts = configuredPartSizes(configuration)
    let titles = stackedTitles((parts.title, parts.subtitle), padding: configuration.titlePadding)
    let insets = configuration.contentInsets
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    let area = CGRect(
      x: bounds.minX + (leftToRight ? insets.leading : insets.trailing), y: bounds.minY + insets.top,
      width: bounds.width - insets.leading - insets.trailing,
      height: bounds.height - insets.top - insets.bottom)
    let size = configuredContentSize
    let content = CGRect(
      x: area.minX + (area.width - (size.width - insets.leading - insets.trailing)) / 2,
      y: area.minY + (area.height - (size.height - insets.top - insets.bottom)) / 2,
      width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
    var layout = ConfiguredLayout()
    var titleArea = content
    if let image = parts.image {
      let padding = titles == .zero ? 0 : configuration.imagePadding
      let placement = configuration.imagePlacement
      let imageOnLeft = (placement == .leading) == leftToRight
      switch placement {
      case .top:
        layout.image = Self.rect(x: content.midX - image.width / 2, y: content.minY, size: image)
        titleArea = CGRect(
          x: content.minX, y: content.minY + image.height + padding, width: content.width,
          height: titles.height)
      case .bottom:
        layout.image = Self.rect(
          x: content.midX - image.width / 2, y: content.maxY - image.height, size: image)
        titleArea = CGRect(x: content.minX, y: content.minY, width: content.width, height: titles.height)
      default:
        let imageX = imageOnLeft ? content.minX : content.maxX - image.width
        layout.image = Self.rect(x: imageX, y: content.midY - image.height / 2, size: image)
        titleArea = CGRect(
          x: imageOnLeft ? content.minX + image.width + padding : content.minX,
          y: content.midY - titles.height / 2, width: titles.width, height: titles.height)
      }
    }
    let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
    func x(for width: CGFloat) -> CGFloat {
      let alignment =
        configuration.titleAlignment == .automatic
        ? (vertical ? .center : .leading) : configuration.titleAlignment
      switch alignment {
      case .center: return titleArea.midX - width / 2
      case .trailing: return leftToRight ? titleArea.maxX - width : titleArea.minX
      default: return leftToRight ? titleArea.minX : titleArea.maxX - width
      }
    }
    if parts.title != .zero {
      layout.title = Self.rect(x: x(for: parts.title.width), y: titleArea.minY, size: parts.title)
    }
    if parts.subtitle != .zero {
      let y = titleArea.minY + (parts.title == .zero ? 0 : parts.title.height + configuration.titlePadding)
      layout.subtitle = Self.rect(x: x(for: parts.subtitle.width), y: y, size: parts.subtitle)
    }
    return layout
  }
}
