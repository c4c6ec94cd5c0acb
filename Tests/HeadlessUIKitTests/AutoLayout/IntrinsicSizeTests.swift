import Foundation
import HeadlessUIKit
import Testing

/// Content sizes of UIKit's views, measured with the documented system font metrics, and the
/// fitting sizes built on them.
@MainActor @Suite struct IntrinsicSizeTests {
  private let body = TextMetrics(pointSize: 17)

  @Test func aLabelIsItsTextOnOneLine() {
    let label = UILabel()
    label.text = "Hello, world"
    let size = label.intrinsicContentSize
    #expect(size.width == TextMetrics.ceilToPixel(body.width(of: "Hello, world")))
    #expect(size.height == TextMetrics.ceilToPixel(body.lineHeight))  // 20.333 at 17 pt
    #expect(abs(size.height - 61.0 / 3) < 1e-9)
  }

  @Test func anEmptyLabelHasNoSize() {
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test func aLabelFollowsItsFont() {
    let label = UILabel()
    label.text = "Title"
    let regular = label.intrinsicContentSize
    label.font = .systemFont(ofSize: 34, weight: .bold)
    let large = label.intrinsicContentSize
    #expect(large.width > 2 * regular.width)
    #expect(abs(large.height - TextMetrics.ceilToPixel(TextMetrics(pointSize: 34).lineHeight)) < 1e-9)
  }

  @Test func aMultilineLabelWrapsAtItsPreferredMaximumWidth() {
    let label = UILabel()
    label.text = "The quick brown fox jumps over the lazy dog"
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 120
    let size = label.intrinsicContentSize
    let lines = TextLayout(
      text: label.text!, metrics: body, width: 120, numberOfLines: 0, lineBreak: .byTruncatingTail
    ).lines.count
    #expect(lines > 2)
    #expect(size.width <= 120)
    #expect(size.height == TextMetrics.ceilToPixel(CGFloat(lines) * body.lineHeight))
    label.numberOfLines = 2
    #expect(label.intrinsicContentSize.height == TextMetrics.ceilToPixel(2 * body.lineHeight))
  }

  @Test func aMultilineLabelWrapsAtTheWidthLayoutGivesIt() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 400))
    let label = UILabel()
    label.text = "The quick brown fox jumps over the lazy dog"
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let lines = TextLayout(
      text: label.text!, metrics: body, width: 150, numberOfLines: 0, lineBreak: .byWordWrapping
    ).lines.count
    #expect(label.frame.width == 150)
    #expect(label.frame.height == TextMetrics.ceilToPixel(CGFloat(lines) * body.lineHeight))
  }

  @Test func sizeThatFitsWrapsALabelInTheGivenWidth() {
    let label = UILabel()
    label.text = "one two three four"
    label.numberOfLines = 0
    let width = body.width(of: "one two") + 1
    let size = label.sizeThatFits(CGSize(width: width, height: 1000))
    #expect(size.height == TextMetrics.ceilToPixel(3 * body.lineHeight))
    label.numberOfLines = 1
    #expect(label.sizeThatFits(CGSize(width: width, height: 1000)) == label.intrinsicContentSize)
  }

  @Test func aSystemButtonIsItsTitlePlusPadding() {
    let button = UIButton(type: .system)
    button.setTitle("Button", for: .normal)
    // Interface Builder's "Button" (15-point title) is 46 x 30.
    #expect(button.intrinsicContentSize == CGSize(width: 46, height: 30))
    button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    #expect(button.intrinsicContentSize == CGSize(width: 66, height: 40))
  }

  @Test func aButtonWithAnImageAddsTheImageWidth() {
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "star"), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 20, height: 19), "a 17-point symbol")
    button.setTitle("Button", for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 66, height: 30))
  }

  @Test func anImageViewIsItsImageSize() {
    let imageView = UIImageView()
    #expect(
      imageView.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    imageView.image = UIImage(systemName: "star")
    #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 19), "a 17-point symbol")
  }

  @Test func controlsHaveTheirIOSSizes() {
    #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    let segmented = UISegmentedControl(items: ["One", "Two"])
    #expect(segmented.intrinsicContentSize.height == 32)
    let titles = ["One", "Two"].map { TextMetrics.ceilToPixel(TextMetrics(pointSize: 13).width(of: $0)) }
    let widest = titles.max()! + 24
    #expect(segmented.intrinsicContentSize.width == 2 * widest)
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Name"
    // iOS 16: a 26-point content view 2 points inside a 30-point field, 7 points in from each
    // side (Sentry's sample app dump; see TextFieldIntrinsicSizeTests).
    #expect(field.intrinsicContentSize.height == 30)
    let nameWidth = TextMetrics.ceilToPixel(body.width(of: "Name"))
    #expect(abs(field.intrinsicContentSize.width - (nameWidth + 14)) < 1e-9)
  }

  @Test func aPlainViewHasNoIntrinsicSize() {
    #expect(
      UIView().intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  @Test func changingTheTextRelaysOutOnTheNextPass() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let label = UILabel()
    label.text = "Short"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.size == label.intrinsicContentSize)
    label.text = "A much longer text"
    root.layoutIfNeeded()
    #expect(label.frame.size == label.intrinsicContentSize)
  }

  @Test func systemLayoutSizeFittingMeasuresAViewFromItsConstraints() {
    let card = UIView()
    let title = UILabel()
    title.text = "Title"
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
      title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
    ])
    let natural = title.intrinsicContentSize
    let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(compressed == CGSize(width: natural.width + 32, height: natural.height + 24))
    // A required width: the height still fits the content.
    let fixed = card.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fixed == CGSize(width: 300, height: natural.height + 24))
  }

  @Test func systemLayoutSizeFittingWrapsMultilineLabelsAtTheRequiredWidth() {
    let cell = UIView()
    let label = UILabel()
    label.text = "The quick brown fox jumps over the lazy dog"
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
      label.topAnchor.constraint(equalTo: cell.topAnchor),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
    ])
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let lines = TextLayout(
      text: label.text!, metrics: body, width: 120, numberOfLines: 0, lineBreak: .byWordWrapping
    ).lines.count
    #expect(size == CGSize(width: 120, height: TextMetrics.ceilToPixel(CGFloat(lines) * body.lineHeight)))
  }
}
