import DeclarativeUIKit

/// A view that reports each `layoutSubviews()` call.
@MainActor
final class LayoutProbe: UIView {
  private let onLayout: () -> Void

  init(onLayout: @escaping () -> Void) {
    self.onLayout = onLayout
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    onLayout = {}
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout()
  }
}
