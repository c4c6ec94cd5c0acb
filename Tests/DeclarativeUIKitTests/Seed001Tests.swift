// Seed 001, "Declarative UIKit in Swift: the builder pattern, then @resultBuilder stacks": the
// article's samples. Its definitions of the builder, the stacks and the modifiers are the
// library's; the plain-UIKit "before" snippets (`placeHolder`, `.black8`, `UIFont(systemFontOfSize:)`)
// are not valid UIKit and are left out, as is `text.backgroundColor` on a `String?`.
import DeclarativeUIKit
import Testing

// Helpers the article leaves to the app.
extension UIColor {
  fileprivate static let black60 = UIColor(white: 0, alpha: 0.6)
}

extension UIFont {
  fileprivate static let largeSize: CGFloat = 24
  fileprivate static let normalSize: CGFloat = 16
}

extension UIButton {
  fileprivate func spStyle() -> Self {
    backgroundColor(.blue).titleColor(.white).cornerRadius(8)
  }

  fileprivate func mintStyle() -> Self {
    backgroundColor(.green).titleColor(.black).cornerRadius(22)
  }
}

@MainActor private var appStoreVisits = 0

@MainActor private func navigateToAppStore() {
  appStoreVisits += 1
}

// The app's own style, from part 1.3.
extension UILabel {
  @discardableResult
  fileprivate func myRedStyle() -> UILabel {
    self.textColor(.red).backgroundColor(.green)
    return self
  }
}

// The article spells three modifiers by names the library has since renamed
// (`heightAnchor(height:)` is `frame(height:)`, `color(_:)` is `textColor(_:)`, `tap(action:)` is
// `action(_:)`); they still build, as deprecated forwards. Using a deprecated name warns (an error
// in CI) except from deprecated code, so the two screens below are marked deprecated and the tests
// reach them through these protocols, whose requirements they satisfy.
@MainActor
private protocol StackScreen {
  func makeStack() -> UIVStack
}

@MainActor
private protocol LayeredScreen {
  func makeView() -> UIZStack
}

@MainActor
private func builtStack(of screen: some StackScreen) -> UIVStack {
  screen.makeStack()
}

@MainActor
private func builtView(of screen: some LayeredScreen) -> UIZStack {
  screen.makeView()
}

// The screen of the introduction.
@MainActor
private final class UpdateScreen: StackScreen {
  let title = "A new version is available"
  let subtitle = "Update to get the latest features and fixes."
  var appStoreVisits = 0

  func navigateToAppStore() {
    appStoreVisits += 1
  }

  @available(*, deprecated, message: "the article's spellings, which are deprecated forwards")
  func makeStack() -> UIVStack {
    let vStack = UIVStack {
      UIImageView(image: UIImage(named: "banner"))
      UIView()
        .backgroundColor(.clear)
        .heightAnchor(height: 20)
      UILabel()
        .text(title)
        .font(UIFont.systemFont(ofSize: UIFont.largeSize))
        .textAlignment(.center)
        .color(.black60)
      UILabel()
        .text(subtitle)
        .font(UIFont.systemFont(ofSize: UIFont.normalSize))
        .textAlignment(.center)
        .color(.black60)
        .numberOfLines(0)

      UIButton()
        .spStyle()
        .title("Update Now")
        .tap(action: { [weak self] in
          self?.navigateToAppStore()
        })
        .heightAnchor(height: 44)
    }
    return vStack
  }
}

// The layered screen of part 2.2, where `navigateToAppStore()` is the app's free function. The
// article's `[weak self]` there captures nothing it uses (a warning in Swift 6), so it is dropped.
@MainActor
private final class LayeredUpdateScreen: LayeredScreen {
  let title = "A new version is available"
  let subtitle = "Update to get the latest features and fixes."

  @available(*, deprecated, message: "the article's spellings, which are deprecated forwards")
  func makeView() -> UIZStack {
    UIZStack(spacing: 16) {
      UIVStack(spacing: 16) {
        UIImageView(image: UIImage(named: "banner"))
        UIView()
          .backgroundColor(.clear)
          .heightAnchor(height: 20)
        UILabel()
          .text(title)
          .font(UIFont.systemFont(ofSize: UIFont.largeSize))
          .textAlignment(.center)
          .color(.black60)
        UILabel()
          .text(subtitle)
          .font(UIFont.systemFont(ofSize: UIFont.normalSize))
          .textAlignment(.center)
          .color(.black60)
          .numberOfLines(0)

        UIButton()
          .mintStyle()
          .title("Update Now")
          .tap(action: {
            navigateToAppStore()
          })
          .heightAnchor(height: 44)
      }
    }
  }
}

@MainActor
private func partOneSamples() -> (label: UILabel, redLabel: UILabel) {
  let label = UILabel()
    .textColor(.red)
    .text("Hello")

  label.text = "ABC"

  let redLabel = UILabel().text("I'm red").myRedStyle()
  return (label, redLabel)
}

@UIViewBuilder @MainActor
private func createUI() -> [UIView] {
  UILabel()
  UIImageView()
}

// Part 2.3; the article's literal `if true` is a condition here, since Swift warns that a literal
// `true` leaves the `else` branch dead.
@MainActor
private func conditionalStack(condition: Bool, images: [UIImage]) -> UIHStack {
  UIHStack {
    if condition {
      UIView().backgroundColor(.red)
    } else {
      UIView().backgroundColor(.green)
    }

    for image in images {
      UIImageView(image: image)
    }
  }
}

// MARK: - Tests

@MainActor
@Suite struct Seed001Tests {
  @Test func introductionStackHoldsTheFiveViewsInOrder() throws {
    let stack = builtStack(of: UpdateScreen())
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 16)
    #expect(stack.distribution == .fill)
    let views = stack.arrangedSubviews
    try #require(views.count == 5)
    #expect(views[0] is UIImageView)
    #expect(views[1].backgroundColor == .clear)
    let title = try #require(views[2] as? UILabel)
    #expect(title.text == "A new version is available")
    #expect(title.font == UIFont.systemFont(ofSize: 24))
    #expect(title.textAlignment == .center)
    #expect(title.textColor == UIColor(white: 0, alpha: 0.6))
    let subtitle = try #require(views[3] as? UILabel)
    #expect(subtitle.numberOfLines == 0)
    let button = try #require(views[4] as? UIButton)
    #expect(button.title(for: .normal) == "Update Now")
    #expect(button.backgroundColor == .blue)
  }

  @Test func introductionSpacerAndButtonHaveTheirHeights() throws {
    let views = builtStack(of: UpdateScreen()).arrangedSubviews
    try #require(views.count == 5)
    for (view, height) in [(views[1], CGFloat(20)), (views[4], 44)] {
      #expect(!view.translatesAutoresizingMaskIntoConstraints)
      let constraint = try #require(view.constraints.first { $0.firstAttribute == .height })
      #expect(constraint.constant == height)
      #expect(constraint.isActive)
    }
  }

  @Test func updateButtonNavigatesToTheAppStore() throws {
    let screen = UpdateScreen()
    let stack = builtStack(of: screen)
    let button = try #require(stack.arrangedSubviews.last as? UIButton)
    button.sendActions(for: .touchUpInside)
    #expect(screen.appStoreVisits == 1)
  }

  @Test func layeredScreenPinsTheStackInsideTheSpacing() throws {
    let zStack = builtView(of: LayeredUpdateScreen())
    let stack = try #require(zStack.subviews.first as? UIVStack)
    #expect(zStack.subviews.count == 1)
    #expect(stack.arrangedSubviews.count == 5)
    #expect(!stack.translatesAutoresizingMaskIntoConstraints)
    let top = try #require(zStack.constraints.first { $0.firstAttribute == .top })
    #expect(top.constant == 16)
    let visits = appStoreVisits
    (stack.arrangedSubviews.last as? UIButton)?.sendActions(for: .touchUpInside)
    #expect(appStoreVisits == visits + 1)
  }

  @Test func partOneChainsAndStyles() {
    let (label, redLabel) = partOneSamples()
    #expect(label.textColor == .red)
    #expect(label.text == "ABC")
    #expect(redLabel.text == "I'm red")
    #expect(redLabel.textColor == .red)
    #expect(redLabel.backgroundColor == .green)
  }

  @Test func builderSamplesCollectTheirViews() {
    let views = UIViewBuilder.buildBlock(UILabel(), UIImageView(), UIView())
    #expect(views.count == 3)
    #expect(views[0] is UILabel)
    #expect(views[1] is UIImageView)
    let built = createUI()
    #expect(built.count == 2)
    #expect(built[0] is UILabel)
    #expect(built[1] is UIImageView)
  }

  @Test func stacksOfPartTwo() {
    let hStack = UIHStack {
      UILabel().text("ABC").backgroundColor(.red)
    }
    #expect(hStack.axis == .horizontal)
    #expect((hStack.arrangedSubviews.first as? UILabel)?.text == "ABC")

    let vStack = UIVStack {
      UILabel()
      UIImageView()
      UITextField()
    }
    #expect(
      vStack.arrangedSubviews.map { String(describing: type(of: $0)) } == [
        "UILabel", "UIImageView", "UITextField",
      ])

    let configured = UIHStack(alignment: .trailing, spacing: 8) {

    }
    #expect(configured.alignment == .trailing)
    #expect(configured.spacing == 8)
    #expect(configured.arrangedSubviews.isEmpty)
  }

  @Test func ifElseAndLoopsBuildTheirViews() {
    let images = [UIImage(), UIImage()]
    let stack = conditionalStack(condition: true, images: images)
    #expect(stack.arrangedSubviews.count == 3)
    #expect(stack.arrangedSubviews.first?.backgroundColor == .red)
    let other = conditionalStack(condition: false, images: [])
    #expect(other.arrangedSubviews.count == 1)
    #expect(other.arrangedSubviews.first?.backgroundColor == .green)
    #expect((stack.arrangedSubviews[1] as? UIImageView)?.image === images[0])
    #expect((stack.arrangedSubviews[2] as? UIImageView)?.image === images[1])
  }
}
