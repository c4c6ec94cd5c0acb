import Foundation

/// The view that shows a ``UIListContentConfiguration``: its image, text and secondary text,
/// laid out with Auto Layout inside the configuration's margins, so a cell that holds it sizes
/// itself from its text.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  /// Creates a view showing a list content configuration.
  /// - Parameter configuration: What to show.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    rebuild()
  }

  /// HeadlessUIKit reads nothing from archives: a cell configuration.
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
    rebuild()
  }

  /// The configuration shown, as a ``UIContentConfiguration``; setting one that is not a
  /// ``UIListContentConfiguration`` is ignored.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
    }
  }

  private var listConfiguration: UIListContentConfiguration {
    didSet { if listConfiguration != oldValue { rebuild() } }
  }

  /// The labels and image view made for the configuration, for the renderer and tests.
  package private(set) var textLabel: UILabel?
  package private(set) var secondaryTextLabel: UILabel?
  package private(set) var imageView: UIImageView?

  private func label(_ text: String, _ properties: UIListContentConfiguration.TextProperties) -> UILabel {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = properties.isUppercased ? text.uppercased() : text
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    addSubview(label)
    return label
  }

  /// Makes the subviews and constraints for the configuration.
  private func rebuild() {
    NSLayoutConstraint.deactivate(activeConstraints)
    for subview in subviews { subview.removeFromSuperview() }
    for guide in layoutGuides { removeLayoutGuide(guide) }
    let configuration = listConfiguration
    let margins = configuration.directionalLayoutMargins
    var constraints: [NSLayoutConstraint] = []
    var leading = leadingAnchor
    var leadingSpace = margins.leading
    imageView = nil
    if let image = configuration.image {
      let view = UIImageView(image: image)
      view.translatesAutoresizingMaskIntoConstraints = false
      view.tintColor = configuration.imageProperties.tintColor
      view.layer.cornerRadius = configuration.imageProperties.cornerRadius
      view.clipsToBounds = configuration.imageProperties.cornerRadius > 0
      addSubview(view)
      let reserved = configuration.imageProperties.reservedLayoutSize
      if reserved.width > 0 {
        constraints.append(view.widthAnchor.constraint(equalToConstant: reserved.width))
      }
      if reserved.height > 0 {
        constraints.append(view.heightAnchor.constraint(equalToConstant: reserved.height))
      }
      constraints += [
        view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margins.leading),
        view.centerYAnchor.constraint(equalTo: centerYAnchor),
        view.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: margins.top),
      ]
      imageView = view
      leading = view.trailingAnchor
      leadingSpace = configuration.imageToTextPadding
    }
    let text = label(configuration.text ?? "", configuration.textProperties)
    textLabel = text
    // The text (and secondary text below it) is centred vertically within the margins.
    let textBlock = UILayoutGuide()
    addLayoutGuide(textBlock)
    var lastLine = text
    constraints += [
      text.leadingAnchor.constraint(equalTo: leading, constant: leadingSpace),
      textBlock.topAnchor.constraint(equalTo: text.topAnchor),
      textBlock.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: margins.top),
      textBlock.centerYAnchor.constraint(equalTo: centerYAnchor),
    ]
    secondaryTextLabel = nil
    if let secondaryText = configuration.secondaryText {
      let secondary = label(secondaryText, configuration.secondaryTextProperties)
      secondaryTextLabel = secondary
      if configuration.prefersSideBySideTextAndSecondaryText {
        secondary.setContentCompressionResistancePriority(.required, for: .horizontal)
        constraints += [
          secondary.leadingAnchor.constraint(
            greaterThanOrEqualTo: text.trailingAnchor,
            constant: configuration.textToSecondaryTextHorizontalPadding),
          trailingAnchor.constraint(equalTo: secondary.trailingAnchor, constant: margins.trailing),
          secondary.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor),
          trailingAnchor.constraint(
            greaterThanOrEqualTo: text.trailingAnchor, constant: margins.trailing),
        ]
      } else {
        constraints += [
          secondary.leadingAnchor.constraint(equalTo: text.leadingAnchor),
          secondary.topAnchor.constraint(
            equalTo: text.bottomAnchor, constant: configuration.textToSecondaryTextVerticalPadding),
          trailingAnchor.constraint(
            greaterThanOrEqualTo: secondary.trailingAnchor, constant: margins.trailing),
          trailingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: margins.trailing),
        ]
        lastLine = secondary
      }
    } else {
      constraints.append(
        trailingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: margins.trailing))
    }
    constraints += [
      textBlock.bottomAnchor.constraint(equalTo: lastLine.bottomAnchor),
      bottomAnchor.constraint(greaterThanOrEqualTo: textBlock.bottomAnchor, constant: margins.bottom),
    ]
    // A row is at least the default row height; headers and footers are as tall as their text.
    // Not required: a 44-point row's content view is a pixel shorter, above its separator, and
    // a device logs no conflict for it (no public source gives UIKit's priority).
    if configuration.layout != .header && configuration.layout != .footer {
      let minimum = heightAnchor.constraint(greaterThanOrEqualToConstant: TableMetrics.defaultRowHeight)
      minimum.priority = .required - 1
      constraints.append(minimum)
    }
    NSLayoutConstraint.activate(constraints)
    activeConstraints = constraints
  }

  /// The constraints the last rebuild made.
  private var activeConstraints: [NSLayoutConstraint] = []
}
