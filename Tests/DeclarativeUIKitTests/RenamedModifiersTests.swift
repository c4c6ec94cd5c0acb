import DeclarativeUIKit
import Testing

// The DSL's earlier names (issue 31, item 6) still build and do what the names they forward to do.
// Calling a deprecated name warns (an error in CI) except from deprecated code, so the calls are
// made in the deprecated members of `EarlierNames`, which the tests reach through the protocol's
// requirements, as a user's older code reaches them.

@MainActor
private protocol EarlierNameCalls {
  func sized() -> UIView
  func pinned(before hasSuperview: Bool) -> (parent: UIView, child: UIView)
  func spaced() -> (stack: UIStackView, first: UIView)
  func tapped(_ run: @escaping () -> Void) -> UIButton
  func coloredLabel() -> UILabel
  func field() -> UITextField
  func button(titles: StateValue<String>, colors: StateValue<UIColor>, images: StateValue<UIImage>)
    -> UIButton
}

@MainActor
private struct EarlierNames: EarlierNameCalls {
  @available(*, deprecated, message: "calls the earlier names on purpose")
  func sized() -> UIView {
    UIView().heightAnchor(height: 44).widthAnchor(width: 120, priority: .defaultHigh)
  }

  @available(*, deprecated, message: "calls the earlier names on purpose")
  func pinned(before hasSuperview: Bool) -> (parent: UIView, child: UIView) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    if hasSuperview {
      parent.addSubview(child)
      child.fitToSuperView(insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    } else {
      child.fitToSuperView(insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      parent.addSubview(child)
      parent.activateDeclaredLayout()
    }
    return (parent, child)
  }

  @available(*, deprecated, message: "calls the earlier names on purpose")
  func spaced() -> (stack: UIStackView, first: UIView) {
    let first = UIView().spacingAfter(24)
    return (
      UIVStack(spacing: 8) {
        first
        UIView()
      }, first
    )
  }

  @available(*, deprecated, message: "calls the earlier names on purpose")
  func tapped(_ run: @escaping () -> Void) -> UIButton {
    UIButton().tap(action: run)
  }

  @available(*, deprecated, message: "calls the earlier names on purpose")
  func coloredLabel() -> UILabel {
    UILabel().color(.systemPink)
  }

  @available(*, deprecated, message: "calls the earlier names on purpose")
  func field() -> UITextField {
    UITextField()
      .capitalizationType(.allCharacters)
      .contentType(.oneTimeCode)
      .atributedPlaceholder("Code", textColor: .gray, textFont: .systemFont(ofSize: 13))
  }

  @available(*, deprecated, message: "calls the earlier names on purpose")
  func button(titles: StateValue<String>, colors: StateValue<UIColor>, images: StateValue<UIImage>)
    -> UIButton
  {
    let button = UIButton()
    button.setTitle(titles)
    button.setTitleColor(colors)
    button.setImage(images)
    button.setBackgroundImage(images)
    return button
  }
}

@MainActor
@Suite struct RenamedModifiersTests {
  private let earlier: any EarlierNameCalls = EarlierNames()

  @Test func heightAndWidthAnchorsAreFrameConstraints() {
    let view = earlier.sized()
    let own = view.constraints.filter { $0.firstItem === view && $0.secondItem == nil }
    #expect(own.map(\.firstAttribute) == [.height, .width])
    #expect(own.map(\.constant) == [44, 120])
    #expect(own.map(\.priority) == [.required, .defaultHigh])
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func fitToSuperViewPinsTheEdgesAsEdgesToSuperviewDoes() {
    let (parent, child) = earlier.pinned(before: true)
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
  }

  // It used to stop the program; like `edgesToSuperview`, it now waits for a superview.
  @Test func fitToSuperViewWithoutASuperviewWaitsForOne() {
    let (parent, child) = earlier.pinned(before: false)
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
  }

  @Test func spacingAfterIsTheStacksCustomSpacing() {
    let (stack, first) = earlier.spaced()
    #expect(stack.customSpacing(after: first) == 24)
  }

  @Test func tapIsTheTouchUpInsideAction() {
    var taps = 0
    let button = earlier.tapped { taps += 1 }
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchDown)
    #expect(taps == 1)
  }

  @Test func colorOnALabelIsItsTextColor() {
    #expect(earlier.coloredLabel().textColor == .systemPink)
  }

  @Test func textFieldSpellingsSetUIKitsProperties() throws {
    let field = earlier.field()
    #expect(field.autocapitalizationType == .allCharacters)
    #expect(field.textContentType == .oneTimeCode)
    let placeholder = try #require(field.attributedPlaceholder)
    #expect(placeholder.string == "Code")
    #expect(placeholder.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor == .gray)
  }

  @Test func stateValueSettersSetEveryState() {
    let image = UIImage()
    let disabled = UIImage()
    let button = earlier.button(
      titles: StateValue(normal: "Follow", selected: "Following"),
      colors: StateValue(normal: .systemBlue, highlighted: .systemTeal),
      images: StateValue(normal: image, disabled: disabled))
    #expect(button.title(for: .selected) == "Following")
    #expect(button.title(for: .highlighted) == "Follow")
    #expect(button.titleColor(for: .highlighted) == .systemTeal)
    #expect(button.image(for: .disabled) === disabled)
    #expect(button.backgroundImage(for: .normal) === image)
  }
}
