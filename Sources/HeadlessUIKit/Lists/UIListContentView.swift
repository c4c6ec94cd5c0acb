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

  /// The rectangle of the primary text, for lining other views up with it; `nil` when the
  /// configuration has no text. The same guide stays while the text does; a configuration
  /// without text removes it from the view (UIListContentConfiguration.h).
  open var textLayoutGuide: UILayoutGuide? { textGuide }

  /// The rectangle of the secondary text; `nil` when the configuration has none.
  open var secondaryTextLayoutGuide: UILayoutGuide? { secondaryTextGuide }

  /// The rectangle of the image; `nil` when the configuration has none.
  open var imageLayoutGuide: UILayoutGuide? { imageGuide }

  private var textGuide: UILayoutGuide?
  private var secondaryTextGuide: UILayoutGuide?
  private var imageGuide: UILayoutGuide?

  /// The labels and image view made for the configuration, for the renderer and tests.
  package private(set) var textLabel: UILabel?
  package private(set) var secondaryTextLabel: UILabel?
  package private(set) var imageView: UIImageView?

  private func label(_ text: String, _ properties: UIListContentConfiguration.TextProperties) -> UILabel {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = properties.transformed(text)
    label.font = properties.font
    label.textColor = properties.resolvedColor()
    label.numberOfLines = properties.numberOfLines
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      label.setContentCompressionResistancePriority(
        contentCompressionResistancePriority(for: axis), for: axis)
    }
    switch properties.alignment {
    case .natural: label.textAlignment = .natural
    case .center: label.textAlignment = .center
    case .justified: label.textAlignment = .justified
    }
    addSubview(label)
    return label
  }

  /// Makes the subviews and constraints for the configuration.
  private func rebuild() {
    NSLayoutConstraint.deactivate(activeConstraints)
    for subview in subviews { subview.removeFromSuperview() }
    let kept = [textGuide, secondaryTextGuide, imageGuide]
    for guide in layoutGuides where !kept.contains(where: { $0 === guide }) { removeLayoutGuide(guide) }
    let configuration = listConfiguration
    imageView = configuration.image.map { image in
      let view = UIImageView(image: image)
      view.translatesAutoresizingMaskIntoConstraints = false
      view.tintColor = configuration.imageProperties.tintColor
      view.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
      view.layer.cornerRadius = configuration.imageProperties.cornerRadius
      view.clipsToBounds = configuration.imageProperties.cornerRadius > 0
      addSubview(view)
      return view
    }
    let text = label(configuration.text ?? "", configuration.textProperties)
    textLabel = text
    secondaryTextLabel = configuration.secondaryText.map { label($0, configuration.secondaryTextProperties) }
    var constraints = ListContentArrangement(configuration).constraints(
      in: self, image: imageView, text: text, secondary: secondaryTextLabel)
    textGuide = guide(textGuide, around: configuration.text == nil ? nil : text, adding: &constraints)
    secondaryTextGuide = guide(secondaryTextGuide, around: secondaryTextLabel, adding: &constraints)
    imageGuide = guide(imageGuide, around: imageView, adding: &constraints)
    NSLayoutConstraint.activate(constraints)
    activeConstraints = constraints
  }

  /// The guide that follows `view`: the same one as before (added to this view when it is
  /// new), pinned to its edges; `nil`, with the old guide removed from the view, when there is
  /// no view.
  private func guide(
    _ old: UILayoutGuide?, around view: UIView?, adding constraints: inout [NSLayoutConstraint]
  ) -> UILayoutGuide? {
    guard let view else {
      if let old { removeLayoutGuide(old) }
      return nil
    }
    let guide = old ?? UILayoutGuide()
    if guide.owningView !== self { addLayoutGuide(guide) }
    constraints += [
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      guide.topAnchor.constraint(equalTo: view.topAnchor),
      guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    return guide
  }

  /// Sets how strongly the view keeps its content's size; its labels take the priority on.
  /// UIKit's list content view measures its text itself, so its own resistance is what competes
  /// with the views beside it; here the labels lay out with the views around it, so they carry it.
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis it applies to.
  open override func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    super.setContentCompressionResistancePriority(priority, for: axis)
    rebuild()
  }

  /// The constraints the last rebuild made.
  private var activeConstraints: [NSLayoutConstraint] = []
}
