import DeclarativeUIKit
import Testing

// Frames of the seed screens once Auto Layout has run: the relations each article describes
// (a full-width vertical stack with 16-point gaps, a layered container inset by its spacing, a popup
// whose stack keeps a 30-point margin), checked on the frames the layout engine computes.

extension UIFont {
  fileprivate static let titleSize: CGFloat = 24
  fileprivate static let bodySize: CGFloat = 16
}

/// The article's banner. An app ships it as an asset; here it is registered with HeadlessUIKit,
/// because an image view without an image has no height of its own and leaves the stack's layout
/// ambiguous, on iOS as here.
@MainActor
private func banner() -> UIImage? {
  #if !canImport(UIKit)
    UIImage.registerHeadlessImage(named: "banner", size: CGSize(width: 320, height: 120))
  #endif
  return UIImage(named: "banner")
}

@MainActor
private func updateStack() -> UIVStack {
  UIVStack {
    UIImageView(image: banner())
    UIView()
      .backgroundColor(.clear)
      .frame(height: 20)
    UILabel()
      .text("A new version is available")
      .font(UIFont.systemFont(ofSize: UIFont.titleSize))
      .textAlignment(.center)
    UILabel()
      .text("Update to get the latest features and fixes, and a faster app.")
      .font(UIFont.systemFont(ofSize: UIFont.bodySize))
      .textAlignment(.center)
      .numberOfLines(0)
    UIButton()
      .title("Update Now")
      .frame(height: 44)
  }
}

@MainActor
private func root(_ width: CGFloat, _ height: CGFloat) -> UIView {
  UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// Whether two coordinates are the same point on screen (the solver's arithmetic leaves
/// differences far below a pixel).
private func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
  abs(a - b) < 0.001
}

@MainActor
@Suite struct SeedScreenFrameTests {
  @Test func updateScreenStacksFullWidthViewsSixteenPointsApart() throws {
    let screen = root(375, 800)
    let stack = updateStack()
    screen.addSubview(
      stack, constraints: [.equal(\.topAnchor), .equal(\.leadingAnchor), .equal(\.trailingAnchor)])
    screen.layoutIfNeeded()
    let views = stack.arrangedSubviews
    try #require(views.count == 5)
    #expect(stack.frame.width == 375)
    #expect(!stack.hasAmbiguousLayout)
    for view in views {
      #expect(view.frame.minX == 0)
      #expect(view.frame.width == 375)
    }
    for (upper, lower) in zip(views, views.dropFirst()) {
      #expect(same(lower.frame.minY, upper.frame.maxY + 16))
    }
    #expect(views[1].frame.height == 20)
    #expect(views[4].frame.height == 44)
    #expect(views[2].frame.height > 0)
    #expect(views[3].frame.height >= views[2].frame.height * 0.5)
    #expect(stack.frame.height == views[4].frame.maxY)
  }

  @Test func layeredScreenInsetsItsStackBySixteenPoints() throws {
    let screen = root(375, 700)
    let zStack = UIZStack(spacing: 16) { updateStack() }
    screen.addSubview(zStack, constraints: .allEqual())
    screen.layoutIfNeeded()
    #expect(zStack.frame == CGRect(x: 0, y: 0, width: 375, height: 700))
    let stack = try #require(zStack.subviews.first)
    #expect(stack.frame == CGRect(x: 16, y: 16, width: 343, height: 668))
  }

  @Test func zStackLayersShareOneFrame() {
    let screen = root(200, 100)
    let back = UIView()
    let front = UILabel().text("Front")
    let zStack = UIZStack {
      back
      front
    }
    screen.addSubview(zStack, constraints: .allEqual(margin: 10))
    screen.layoutIfNeeded()
    #expect(back.frame == CGRect(x: 0, y: 0, width: 180, height: 80))
    #expect(front.frame == back.frame)
  }

  @Test func popupStackKeepsAThirtyPointMargin() throws {
    let screen = root(320, 240)
    let container = UIView()
    let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    container.addSubview(effect, constraints: .allEqual())
    let stack = UIStackView(arrangedSubviews: [UILabel().text("ⓘ"), UILabel().text("Saved")])
    stack.axis = .vertical
    stack.alignment = .center
    container.addSubview(stack, constraints: .allEqual(margin: 30))
    screen.addSubview(container, constraints: .allEqual())
    screen.layoutIfNeeded()
    #expect(effect.frame == CGRect(x: 0, y: 0, width: 320, height: 240))
    #expect(stack.frame == CGRect(x: 30, y: 30, width: 260, height: 180))
    for label in stack.arrangedSubviews {
      #expect(abs(label.frame.midX - 130) < 0.5)
    }
  }

  @Test func spacerTakesTheRoomLeftInARow() throws {
    let screen = root(300, 50)
    let leading = UIView().frame(width: 40)
    let trailing = UIView().frame(width: 60)
    let spacer = Spacer()
    let row = UIHStack(spacing: 0) {
      leading
      spacer
      trailing
    }
    screen.addSubview(row, constraints: .allEqual())
    screen.layoutIfNeeded()
    #expect(leading.frame.minX == 0)
    #expect(spacer.frame.width == 200)
    #expect(trailing.frame.minX == 240)
  }

  @Test func paddingInsetsTheWrappedView() {
    let screen = root(200, 200)
    let inner = UIView()
    let padded = inner.padding(UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
    screen.addSubview(padded, constraints: .allEqual())
    screen.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 10, y: 5, width: 170, height: 180))
  }

  @Test func scrollingStackIsAsWideAsItsScrollView() {
    let screen = root(320, 480)
    let rows = (0..<30).map { _ in UIView().frame(height: 40) }
    let scroll = UIScrollingVStack(spacing: 10) {
      rows
    }
    screen.addSubview(scroll, constraints: .allEqual())
    screen.layoutIfNeeded()
    #expect(scroll.frame.size == CGSize(width: 320, height: 480))
    #expect(scroll.stack.frame.width == 320)
    let contentHeight: CGFloat = 1490  // 30 rows of 40 points and 29 gaps of 10
    let lastRowTop: CGFloat = 1450  // 29 rows and 29 gaps above it
    #expect(scroll.stack.frame.height == contentHeight)
    #expect(scroll.contentSize == CGSize(width: 320, height: contentHeight))
    let lastTop: CGFloat = rows.last?.frame.minY ?? 0
    #expect(same(lastTop, lastRowTop))
  }
}
