import DeclarativeUIKit
import Testing

/// Aspect ratio, minimum and maximum sizes, hugging and compression resistance, and `offset`,
/// checked through the frames of a laid-out root of fixed size.
@MainActor
@Suite struct SizingModifiersTests {
  private func layOut(_ child: UIView, in size: CGSize = CGSize(width: 300, height: 200)) {
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    root.addSubviews { child }
    root.layoutIfNeeded()
  }

  @Test func aspectRatioDerivesTheHeightFromTheWidth() {
    let image = UIView().frame(width: 160).aspectRatio(16 / 9).topToSuperview().leadingToSuperview()
    layOut(image)
    #expect(image.frame.size == CGSize(width: 160, height: 90))
  }

  @Test func minimumSizeWinsOverAWishToBeSmaller() {
    let view = UIView().frame(minWidth: 250, minHeight: 30).topToSuperview().leadingToSuperview()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.addSubviews { view }
    for wish in [
      view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 5),
    ] {
      wish.priority = .defaultHigh
      wish.isActive = true
    }
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 250, height: 30))
  }

  @Test func maxWidthWinsOverAWishToFillTheSuperview() {
    let view = UIView().frame(maxWidth: 120, minHeight: 20, maxHeight: 20).topToSuperview()
      .leadingToSuperview()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.addSubviews { view }
    let fill = view.widthAnchor.constraint(equalTo: root.widthAnchor)
    fill.priority = .defaultHigh
    fill.isActive = true
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 120, height: 20))
  }

  @Test func huggingDecidesWhichLabelStretchesInARow() {
    let name = UILabel().text("Name").contentHuggingPriority(.required, for: .horizontal)
    let value = UILabel().text("Value").contentHuggingPriority(.defaultLow, for: .horizontal)
    let row = UIHStack(spacing: 0) {
      name
      value
    }
    layOut(row.topToSuperview().leadingToSuperview().trailingToSuperview())
    #expect(name.frame.width == name.intrinsicContentSize.width)
    #expect(value.frame.width == 300 - name.intrinsicContentSize.width)
    #expect(name.contentHuggingPriority(for: .horizontal) == .required)
  }

  @Test func compressionResistanceDecidesWhichLabelShrinks() {
    let long = String(repeating: "wide ", count: 10)
    let kept = UILabel().text(long).contentCompressionResistancePriority(.required, for: .horizontal)
    let shrunk = UILabel().text(long).contentCompressionResistancePriority(.defaultLow, for: .horizontal)
    let row = UIHStack(spacing: 0) {
      shrunk
      kept
    }
    layOut(
      row.topToSuperview().leadingToSuperview().trailingToSuperview(), in: CGSize(width: 600, height: 50))
    #expect(abs(kept.frame.width - kept.intrinsicContentSize.width) < 1e-9)
    #expect(shrunk.frame.width < shrunk.intrinsicContentSize.width)
    #expect(kept.contentCompressionResistancePriority(for: .horizontal) == .required)
  }

  @Test func offsetMovesTheDrawingNotTheLayout() {
    let moved = UIView().frame(width: 20, height: 20).centerInSuperview().offset(x: 10, y: -4)
    layOut(moved)
    #expect(moved.transform == CGAffineTransform(translationX: 10, y: -4))
    #expect(moved.center == CGPoint(x: 150, y: 100))
  }
}
