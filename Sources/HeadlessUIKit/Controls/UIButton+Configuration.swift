import Foundation

extension UIButton {
  /// How a button looks and lays out its content: the way buttons are styled since iOS 15.
  ///
  /// ```swift
  /// var configuration = UIButton.Configuration.filled()
  /// configuration.title = "Add to Bag"
  /// configuration.buttonSize = .large
  /// configuration.cornerStyle = .capsule
  /// let button = UIButton(configuration: configuration)
  /// ```
  ///
  /// A configuration is a value: change it and assign it back to `button.configuration`. A button
  /// with a configuration ignores the per-state values set with `setTitle(_:for:)` and the like
  /// and `contentEdgeInsets`; its size is `contentInsets` around its image, title and subtitle.
  /// Colours left `nil` are chosen by the style for the button's state (see `updated(for:)`).
  public struct Configuration: Hashable {
    /// A predefined size for the button's content: it chooses the default `contentInsets`, the
    /// title and subtitle fonts and the `dynamic` corner radius.
    public enum Size: Hashable, Sendable {
      /// The smallest size.
      case mini
      /// A small size.
      case small
      /// The standard size; the default.
      case medium
      /// A large size.
      case large
    }

    /// How the title and subtitle line up with each other.
    public enum TitleAlignment: Hashable, Sendable {
      /// Chosen from `imagePlacement`: leading, or centred when the image is above or below.
      case automatic
      /// Along the leading edge.
      case leading
      /// Centred.
      case center
      /// Along the trailing edge.
      case trailing
    }

    /// How `background.cornerRadius` is used.
    public enum CornerStyle: Hashable, Sendable {
      /// `background.cornerRadius` as set.
      case fixed
      /// A radius chosen from `buttonSize`; the default.
      case dynamic
      /// A small radius.
      case small
      /// A medium radius.
      case medium
      /// A large radius.
      case large
      /// Half the button's height: a capsule.
      case capsule
    }

    /// The eight system styles (UIKit's `plain()`, `filled()`, ...).
    enum Style: Hashable, Sendable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    let style: Style

    /// The background: fill colour, corner radius and stroke. Its colour, when `nil`, follows the
    /// style and `baseBackgroundColor`.
    public var background: UIBackgroundConfiguration = .clear()

    /// How the background's corners are rounded; `.dynamic` by default.
    public var cornerStyle: CornerStyle = .dynamic

    /// The preferred size of the content; `.medium` by default. Changing it changes
    /// `contentInsets` unless they were set.
    public var buttonSize: Size = .medium

    /// The colour the style starts from for the title, subtitle and image; `nil` lets the style
    /// choose (the tint colour, or white on a filled background).
    public var baseForegroundColor: UIColor?

    /// The colour the style starts from for the background; `nil` lets the style choose (the
    /// tint colour for filled styles).
    public var baseBackgroundColor: UIColor?

    /// The image; `nil` by default.
    public var image: UIImage?

    /// The symbol configuration applied to a symbol ``image`` (UIButtonConfiguration.h);
    /// `nil` by default.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

    /// The image as it shows: a symbol with ``preferredSymbolConfigurationForImage`` applied.
    var configuredImage: UIImage? {
      guard let image, image.isSymbolImage, let preferredSymbolConfigurationForImage else { return image }
      return image.applyingSymbolConfiguration(preferredSymbolConfigurationForImage)
    }

    /// Whether an activity indicator shows in place of the image; `false` by default.
    public var showsActivityIndicator = false

    /// The title; `nil` by default. Setting it clears `attributedTitle`.
    public var title: String? {
      get { attributedTitle.map { String($0.characters) } ?? storedTitle }
      set {
        storedTitle = newValue
        attributedTitle = nil
      }
    }

    /// The title with attributes, shown instead of `title`; `nil` by default. The font and
    /// colour of its first run, where set, replace the size's font and the style's colour.
    public var attributedTitle: AttributedString?

    /// The subtitle, shown under the title; `nil` by default. Setting it clears
    /// `attributedSubtitle`.
    public var subtitle: String? {
      get { attributedSubtitle.map { String($0.characters) } ?? storedSubtitle }
      set {
        storedSubtitle = newValue
        attributedSubtitle = nil
      }
    }

    /// The subtitle with attributes, shown instead of `subtitle`; `nil` by default. The font and
    /// colour of its first run, where set, replace the size's font and the style's colour.
    public var attributedSubtitle: AttributedString?

    /// Space between the button's edges and its content. Each `buttonSize` has its own default
    /// (7 above and below, 12 at the sides for `.medium`); setting a value keeps it until
    /// `setDefaultContentInsets()`.
    public var contentInsets: NSDirectionalEdgeInsets {
      get { customContentInsets ?? Self.defaultContentInsets(for: buttonSize) }
      set { customContentInsets = newValue }
    }

    /// Which side of the title the image is on: `.leading` by default. Only one edge (top,
    /// leading, bottom or trailing) is allowed.
    public var imagePlacement: NSDirectionalRectEdge = .leading

    /// The space between the image and the title when both show.
    public var imagePadding: CGFloat = Self.defaultImagePadding

    /// The space between the title and the subtitle when both show.
    public var titlePadding: CGFloat = Self.defaultTitlePadding

    /// How the title and subtitle line up; `.automatic` by default.
    public var titleAlignment: TitleAlignment = .automatic

    /// Whether the style changes its look when the button is selected. Default varies by style.
    public var automaticallyUpdateForSelection = true

    private var storedTitle: String?
    private var storedSubtitle: String?
    private var customContentInsets: NSDirectionalEdgeInsets?

    init(style: Style) {
      self.style = style
    }

    /// Goes back to the `contentInsets` of the current `buttonSize`.
    public mutating func setDefaultContentInsets() {
      customContentInsets = nil
    }

    /// Hashes the style, texts and sizes (equal configurations hash alike).
    public func hash(into hasher: inout Hasher) {
      hasher.combine(style)
      hasher.combine(title)
      hasher.combine(subtitle)
      hasher.combine(buttonSize)
      hasher.combine(cornerStyle)
      hasher.combine(image)
      hasher.combine(baseForegroundColor)
      hasher.combine(baseBackgroundColor)
    }

    // MARK: Styles

    /// A button with no background whose content is in the tint colour.
    public static func plain() -> UIButton.Configuration { Configuration(style: .plain) }

    /// A tinted background (the tint colour, faded) under content in the tint colour.
    public static func tinted() -> UIButton.Configuration { Configuration(style: .tinted) }

    /// A grey background under content in the tint colour.
    public static func gray() -> UIButton.Configuration { Configuration(style: .gray) }

    /// A background in the tint colour under white content: the prominent style.
    public static func filled() -> UIButton.Configuration { Configuration(style: .filled) }

    /// Like `plain()`: no background, content in the tint colour.
    public static func borderless() -> UIButton.Configuration { Configuration(style: .borderless) }

    /// Like `gray()`: a grey background under content in the tint colour.
    public static func bordered() -> UIButton.Configuration { Configuration(style: .bordered) }

    /// Like `tinted()`: a faded tint background under content in the tint colour.
    public static func borderedTinted() -> UIButton.Configuration {
      Configuration(style: .borderedTinted)
    }

    /// Like `filled()`: a background in the tint colour under white content.
    public static func borderedProminent() -> UIButton.Configuration {
      Configuration(style: .borderedProminent)
    }
  }
}
