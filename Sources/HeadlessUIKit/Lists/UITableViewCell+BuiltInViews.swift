import Foundation

/// The label class of a table cell's built-in `textLabel` and `detailTextLabel` (UIKit's own is
/// named so too: view dumps print `UITableViewLabel`). It tells its cell when what it shows
/// changes, so the cell arranges its built-in views again.
@MainActor
final class UITableViewLabel: UILabel {
  weak var builtInViews: TableCellBuiltInViews?

  override var text: String? {
    didSet { builtInViews?.contentDidChange() }
  }

  override var attributedText: NSAttributedString? {
    didSet { builtInViews?.contentDidChange() }
  }
}

/// A table cell's built-in views, the `textLabel`, `detailTextLabel` and `imageView` of the API
/// before content configurations, made on first use and kept in the cell's content view.
///
/// They are arranged as the cell style's default content configuration arranges the same
/// content (``ListContentArrangement``, with that configuration's margins and paddings): the
/// image at the leading margin, then the text; the detail text at the trailing edge in
/// `.value1`, right after the text in `.value2` (Apple's documentation of
/// `UITableViewCell.CellStyle.value2`: a label on the left, another right after it), below it
/// in `.subtitle`. An image, or a detail label without text, takes no room. No public source
/// gives UIKit's lengths for these cells beyond what the configurations use; `.value2` ignores
/// the image (no public source says where it would go).
///
/// Fonts and colours: the text label is the body style in the label colour in every style (iOS
/// 15: a subtitle cell's `textLabel.font` logs `UICTFontTextStyleBody` 17 pt, zjmdyd/ZJIOS,
/// ZJIOS/ZJDemo/02_UIKit/ZJUIKitTableViewController.m at 4d8a64c); a subtitle cell's detail
/// label is the caption 1 style (12 pt, the same log) in the secondary label colour (iOS 13:
/// table cells draw their title in `label` and their subtitle in `secondaryLabel`, an answer
/// mirrored at newbe.dev/what-is-the-default-background-color-of-uitableviewcell-in-ios-13);
/// the value cells' detail label takes `valueCell()`'s secondary text font and colour (no
/// public source).
@MainActor
final class TableCellBuiltInViews {
  private unowned let cell: UITableViewCell

  init(cell: UITableViewCell) {
    self.cell = cell
  }

  private var madeTextLabel: UITableViewLabel?
  private var madeDetailTextLabel: UITableViewLabel?
  private var madeImageView: UIImageView?

  /// The text label, made on first use.
  var textLabel: UILabel {
    if let madeTextLabel { return madeTextLabel }
    let label = ensureTextLabel()
    arrange()
    return label
  }

  /// The text label, made if it is not yet; every arrangement has one.
  private func ensureTextLabel() -> UITableViewLabel {
    if let madeTextLabel { return madeTextLabel }
    let label = makeLabel(font: .preferredFont(forTextStyle: .body), color: .label)
    madeTextLabel = label
    return label
  }

  /// The detail label, made on first use; `nil` in a `.default` cell, whose style has none.
  var detailTextLabel: UILabel? {
    guard cell.style != .default else { return nil }
    if let madeDetailTextLabel { return madeDetailTextLabel }
    let secondary = cell.defaultContentConfiguration().secondaryTextProperties
    let label =
      cell.style == .subtitle
      ? makeLabel(font: .preferredFont(forTextStyle: .caption1), color: .secondaryLabel)
      : makeLabel(font: secondary.font, color: secondary.color)
    madeDetailTextLabel = label
    arrange()
    return label
  }

  /// The image view, made on first use; it takes room once it has an image.
  var imageView: UIImageView {
    if let madeImageView { return madeImageView }
    let view = UIImageView()
    view.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(view)
    madeImageView = view
    arrange()
    return view
  }

  private func makeLabel(font: UIFont, color: UIColor) -> UITableViewLabel {
    let label = UITableViewLabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = font
    label.textColor = color
    label.builtInViews = self
    cell.contentView.addSubview(label)
    return label
  }

  /// What the arrangement depends on besides the views' own sizes.
  private struct Shape: Equatable {
    var showsImage: Bool
    var showsDetail: Bool
    var margin: CGFloat
  }

  private var arrangedShape: Shape?
  private var constraints: [NSLayoutConstraint] = []

  /// A label's text changed: the detail label may take room or give it up.
  func contentDidChange() {
    arrange()
  }

  /// Arranges the views that take room, when that changed: an image view with an image, a
  /// detail label with text, at the cell's side margins. While the cell shows a content
  /// configuration the built-in views are taken out, as that configuration's view replaces
  /// them.
  func arrange() {
    let text = ensureTextLabel()
    let views: [UIView?] = [text, madeDetailTextLabel, madeImageView]
    guard cell.contentConfiguration == nil else {
      NSLayoutConstraint.deactivate(constraints)
      constraints = []
      arrangedShape = nil
      for case let view? in views { view.removeFromSuperview() }
      return
    }
    for case let view? in views where view.superview !== cell.contentView {
      cell.contentView.addSubview(view)
    }
    let detailText = madeDetailTextLabel?.text ?? madeDetailTextLabel?.attributedText?.string
    let shape = Shape(
      showsImage: madeImageView?.image != nil && cell.style != .value2,
      showsDetail: !(detailText ?? "").isEmpty, margin: cell.listContentMargin)
    guard shape != arrangedShape else { return }
    arrangedShape = shape
    NSLayoutConstraint.deactivate(constraints)
    for guide in cell.contentView.layoutGuides where guide.identifier == Self.guideIdentifier {
      cell.contentView.removeLayoutGuide(guide)
    }
    var content = cell.defaultContentConfiguration()
    content.setSystemSideMargins(shape.margin)
    var arrangement = ListContentArrangement(content)
    if cell.style == .value2 { arrangement.secondaryPlacement = .afterText }
    constraints = arrangement.constraints(
      in: cell.contentView, image: shape.showsImage ? madeImageView : nil, text: text,
      secondary: shape.showsDetail ? madeDetailTextLabel : nil)
    cell.contentView.layoutGuides.last?.identifier = Self.guideIdentifier
    // An image view or detail label that takes no room is hidden at the leading edge.
    madeImageView?.isHidden = !shape.showsImage
    madeDetailTextLabel?.isHidden = !shape.showsDetail
    NSLayoutConstraint.activate(constraints)
  }

  /// The identifier of the layout guide the arrangement adds to the content view.
  private static let guideIdentifier = "UITableViewCell.builtInText"
}
