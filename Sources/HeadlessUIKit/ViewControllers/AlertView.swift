import Foundation

/// The view of a `UIAlertController`: a dimmed screen with the alert's box in the middle, or
/// the action sheet's groups at the bottom. It lays its parts out by hand, as UIKit's own
/// alert view does, from the controller's title, message, text fields and actions.
///
/// Metrics: the alert's 270-point width, 13-point corner radius and 44-point buttons are UIKit's
/// (dashpay/dashwallet-ios, DashWallet/CustomAlert/Private/DWAlertInternalConstants.h, "Default
/// iOS UIAlertController's constants"). No public source gives the rest (the dimming, padding,
/// fonts of the sheet, its 57-point rows and 8-point margins): they follow iOS 13-16 screenshots
/// by eye and are listed as unsourced.
@MainActor
final class AlertView: UIView {
  /// The controller it shows; weak, as a view does not keep its view controller. What it needs
  /// to lay out is copied in `reload()`, so the view still draws once the controller is gone
  /// (the gallery keeps views without their controllers).
  private weak var controller: UIAlertController?
  private var isAlert = true
  private var textFields: [UITextField] = []
  /// The alert's box, or the sheet's group of title and actions.
  private let card = UIView()
  /// The sheet's separate group holding the cancel action.
  private let cancelCard = UIView()
  private let titleLabel = UILabel()
  private let messageLabel = UILabel()
  private var actionLabels: [(UIAlertAction, UILabel)] = []
  private var separators: [UIView] = []

  static let alertWidth: CGFloat = 270
  static let cornerRadius: CGFloat = 13
  static let alertButtonHeight: CGFloat = 44
  static let sheetRowHeight: CGFloat = 57
  static let sheetMargin: CGFloat = 8

  init(controller: UIAlertController) {
    self.controller = controller
    isAlert = controller.preferredStyle == .alert
    super.init(frame: .zero)
    // The dimming is darker in dark mode, where 20 % black over black screens hid it: 48 %,
    // by eye from iOS 16 screenshots (no public source gives either value).
    backgroundColor = UIColor { traits in
      UIColor.black.withAlphaComponent(traits.userInterfaceStyle == .dark ? 0.48 : 0.2)
    }
    for group in [card, cancelCard] {
      group.backgroundColor = .secondarySystemBackground
      group.layer.cornerRadius = Self.cornerRadius
      group.layer.cornerCurve = .continuous
      group.clipsToBounds = true
      addSubview(group)
    }
    titleLabel.numberOfLines = 0
    titleLabel.textAlignment = .center
    messageLabel.numberOfLines = 0
    messageLabel.textAlignment = .center
    card.addSubview(titleLabel)
    card.addSubview(messageLabel)
    reload()
  }

  required init?(coder: NSCoder) {
    fatalError("AlertView is made by UIAlertController only")
  }

  /// Rebuilds the parts from the controller.
  func reload() {
    guard let controller else { return }
    isAlert = controller.preferredStyle == .alert
    textFields = controller.textFields ?? []
    titleLabel.text = controller.title
    messageLabel.text = controller.message
    if isAlert {
      titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
      titleLabel.textColor = .label
      messageLabel.font = .systemFont(ofSize: 13)
      messageLabel.textColor = .label
    } else {
      titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
      titleLabel.textColor = .secondaryLabel
      messageLabel.font = .systemFont(ofSize: 13)
      messageLabel.textColor = .secondaryLabel
    }
    for field in controller.textFields ?? [] where field.superview !== card {
      field.backgroundColor = .systemBackground
      field.layer.borderWidth = 0.5
      field.layer.borderColor = UIColor.separator.cgColor
      card.addSubview(field)
    }
    for (_, label) in actionLabels { label.removeFromSuperview() }
    for separator in separators { separator.removeFromSuperview() }
    separators = []
    actionLabels = controller.actions.map { action in
      let label = UILabel()
      label.text = action.title
      label.textAlignment = .center
      label.font = font(for: action)
      label.textColor = color(for: action)
      let group = !isAlert && action.style == .cancel ? cancelCard : card
      group.addSubview(label)
      return (action, label)
    }
    cancelCard.isHidden = isAlert || !controller.actions.contains { $0.style == .cancel }
    setNeedsLayout()
  }

  /// The bold action: the preferred one, else the cancel one.
  private func isBold(_ action: UIAlertAction) -> Bool {
    if let preferred = controller?.preferredAction { return preferred === action }
    return action.style == .cancel
  }

  private func font(for action: UIAlertAction) -> UIFont {
    let size: CGFloat = isAlert ? 17 : 20
    return .systemFont(ofSize: size, weight: isBold(action) ? .semibold : .regular)
  }

  private func color(for action: UIAlertAction) -> UIColor {
    if !action.isEnabled { return .secondaryLabel }
    return action.style == .destructive ? .systemRed : tintColor ?? .systemBlue
  }

  /// The actions in the order they are drawn: an alert of two puts the cancel action first (on
  /// the left); a stack puts it last.
  private var orderedActions: [(UIAlertAction, UILabel)] {
    let cancel = actionLabels.filter { $0.0.style == .cancel }
    let others = actionLabels.filter { $0.0.style != .cancel }
    if isAlert, actionLabels.count == 2 { return cancel + others }
    return others + cancel
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if isAlert { layoutAlert() } else { layoutSheet() }
  }

  private func separator(in group: UIView, frame: CGRect) {
    let line = UIView(frame: frame)
    line.backgroundColor = .separator
    group.addSubview(line)
    separators.append(line)
  }

  /// Lays the header out at a width from a top; returns its bottom.
  private func layoutHeader(width: CGFloat, top: CGFloat, inset: CGFloat, padding: CGFloat) -> CGFloat {
    var y = top
    let textWidth = width - 2 * inset
    let hasTitle = !(titleLabel.text ?? "").isEmpty
    let hasMessage = !(messageLabel.text ?? "").isEmpty
    guard hasTitle || hasMessage else { return 0 }
    y += padding
    if hasTitle {
      let size = titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
      titleLabel.frame = CGRect(x: inset, y: y, width: textWidth, height: size.height)
      y += size.height
    }
    if hasMessage {
      if hasTitle { y += 4 }
      let size = messageLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
      messageLabel.frame = CGRect(x: inset, y: y, width: textWidth, height: size.height)
      y += size.height
    }
    return y + padding
  }

  private func layoutAlert() {
    for line in separators { line.removeFromSuperview() }
    separators = []
    let width = Self.alertWidth
    var y = layoutHeader(width: width, top: 0, inset: 16, padding: 19)
    for field in textFields {
      field.frame = CGRect(x: 16, y: y, width: width - 32, height: 24)
      y += 24 + 8
    }
    if !textFields.isEmpty { y += 8 }
    let hairline: CGFloat = 1 / 3
    let ordered = orderedActions
    if ordered.count == 2 {
      separator(in: card, frame: CGRect(x: 0, y: y, width: width, height: hairline))
      let half = width / 2
      for (index, (_, label)) in ordered.enumerated() {
        label.frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: Self.alertButtonHeight)
      }
      separator(in: card, frame: CGRect(x: half, y: y, width: hairline, height: Self.alertButtonHeight))
      y += Self.alertButtonHeight
    } else {
      for (_, label) in ordered {
        separator(in: card, frame: CGRect(x: 0, y: y, width: width, height: hairline))
        label.frame = CGRect(x: 0, y: y, width: width, height: Self.alertButtonHeight)
        y += Self.alertButtonHeight
      }
    }
    card.frame = CGRect(
      x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - y) / 2).rounded(), width: width,
      height: y)
  }

  private func layoutSheet() {
    for line in separators { line.removeFromSuperview() }
    separators = []
    let margin = Self.sheetMargin
    let width = bounds.width - 2 * margin
    var y = layoutHeader(width: width, top: 0, inset: 16, padding: 14)
    let hairline: CGFloat = 1 / 3
    let others = orderedActions.filter { $0.0.style != .cancel }
    for (index, (_, label)) in others.enumerated() {
      if y > 0 || index > 0 {
        separator(in: card, frame: CGRect(x: 0, y: y, width: width, height: hairline))
      }
      label.frame = CGRect(x: 0, y: y, width: width, height: Self.sheetRowHeight)
      y += Self.sheetRowHeight
    }
    var bottom = bounds.height - Swift.max(safeAreaInsets.bottom, margin)
    if let cancel = actionLabels.first(where: { $0.0.style == .cancel })?.1 {
      cancelCard.frame = CGRect(
        x: margin, y: bottom - Self.sheetRowHeight, width: width, height: Self.sheetRowHeight)
      cancel.frame = cancelCard.bounds
      bottom = cancelCard.frame.minY - margin
    }
    card.frame = CGRect(x: margin, y: bottom - y, width: width, height: y)
    card.isHidden = y == 0
  }
}
