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
    imageView = configuration.image.map { image in
      let view = UIImageView(image: image)
      view.translatesAutoresizingMaskIntoConstraints = false
      view.tintColor = configuration.imageProperties.tintColor
      view.layer.cornerRadius = configuration.imageProperties.cornerRadius
      view.clipsToBounds = configuration.imageProperties.cornerRadius > 0
      addSubview(view)
      return view
    }
    let text = label(configuration.text ?? "", configuration.textProperties)
    textLabel = text
    secondaryTextLabel = configuration.secondaryText.map { label($0, configuration.secondaryTextProperties) }
    let constraints = ListContentArrangement(configuration).constraints(
      in: self, image: imageView, text: text, secondary: secondaryTextLabel)
    NSLayoutConstraint.activate(constraints)
    activeConstraints = constraints
  }

  /// The constraints the last rebuild made.
  private var activeConstraints: [NSLayoutConstraint] = []
}
