// The samples of DeclarativeUIKit.docc/LayoutVocabulary.md, compiled and checked.
import DeclarativeUIKit
import Testing

@MainActor
@Suite struct LayoutVocabularyTests {
  @Test func constraintsDeclaredBeforeTheSuperviewExists() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)).addSubviews {
      UILabel("Title").topToSuperview(16).leadingToSuperview(16)
      UILabel("Now").topToSuperview(16).trailingToSuperview(16)
      UIView().backgroundColor(.systemBlue).frame(width: 40, height: 40).centerInSuperview()
      UIView().frame(height: 1).edgesToSuperview(insets: UIEdgeInsets(top: 199, left: 0, bottom: 0, right: 0))
    }
    card.layoutIfNeeded()

    // The solver's results, to a thousandth of a point.
    func rounded(_ rect: CGRect) -> [CGFloat] {
      [rect.minX, rect.minY, rect.width, rect.height].map { ($0 * 1000).rounded() / 1000 }
    }
    #expect(rounded(card.subviews[0].frame).prefix(2) == [16, 16])
    #expect((card.subviews[1].frame.maxX * 1000).rounded() / 1000 == 304)
    #expect(rounded(card.subviews[2].frame) == [140, 80, 40, 40])
    #expect(rounded(card.subviews[3].frame) == [0, 199, 320, 1])
  }

  @Test func sizes() {
    let photo = UIImageView().frame(width: 160).aspectRatio(16 / 9)
    let caption = UILabel("A caption that may be long")
      .frame(minWidth: 80, maxWidth: 240)
      .contentHuggingPriority(.required, for: .horizontal)
      .contentCompressionResistancePriority(.defaultLow, for: .horizontal)

    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    root.addSubviews {
      photo.topToSuperview().leadingToSuperview()
      caption.bottomToSuperview().leadingToSuperview()
    }
    root.layoutIfNeeded()
    #expect(photo.frame.size == CGSize(width: 160, height: 90))
    #expect(caption.frame.width <= 240)
  }

  @Test func overlaysAndBackgrounds() {
    let avatar = UIView()
      .backgroundColor(.systemGray)
      .frame(width: 48, height: 48)
      .circle()
      .overlay(alignment: .bottomTrailing) {
        UIView().backgroundColor(.systemGreen).frame(width: 12, height: 12).circle()
      }
    let tag = UILabel("New")
      .padding(4)
      .background { UIView().backgroundColor(.systemRed).cornerRadius(4) }

    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.addSubviews {
      avatar.topToSuperview().leadingToSuperview()
      tag.bottomToSuperview().leadingToSuperview()
    }
    root.layoutIfNeeded()
    let dot = avatar.subviews[1]
    #expect(avatar.layer.cornerRadius == 24)
    #expect(dot.frame == CGRect(x: 36, y: 36, width: 12, height: 12))
    #expect(dot.layer.cornerRadius == 6)
    #expect(tag.subviews.count == 2)
  }

  @Test func stacks() {
    var title: UILabel?
    let list = UIVStack(spacing: 8) {
      UILabel("Inbox").font(name: "AvenirNext-Bold", size: 28).assign(to: &title).customSpacing(16)
      UILabel("3 unread")
      Divider()
      UILabel("Archive")
      Spacer(length: 24)
      UIScrollingHStack(spacing: 8) {
        for tag in ["Work", "Family", "Travel"] {
          UILabel(tag).padding(8).background { UIView().backgroundColor(.systemGray5).cornerRadius(8) }
        }
      }
    }

    #expect(title === list.arrangedSubviews[0])
    #expect(list.customSpacing(after: list.arrangedSubviews[0]) == 16)
    #expect(list.arrangedSubviews[2] is Divider)
    #expect((list.arrangedSubviews[5] as? UIScrollingHStack)?.stack.arrangedSubviews.count == 3)
  }

  @Test func shapesAndTransforms() {
    let sheet = UIView().cornerRadius(16, corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    let tilted = UIView() { $0.transform(CGAffineTransform(rotationAngle: .pi / 12)) }

    #expect(sheet.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(tilted.transform == CGAffineTransform(rotationAngle: .pi / 12))
  }
}
