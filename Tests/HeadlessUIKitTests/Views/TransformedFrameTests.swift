import Foundation
import HeadlessUIKit
import Testing

/// A view with a fixed content size, as a label or image view would have.
@MainActor private final class Box: UIView {
  var size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  override var intrinsicContentSize: CGSize { size }
}

/// `frame` and layout of a view with a transform.
///
/// Sources: QuartzCore's CALayer.h in the iOS 16.5 SDK and Apple's documentation of
/// `CALayer.frame` (https://developer.apple.com/documentation/quartzcore/calayer/frame): the
/// frame is derived from bounds, anchor point, position and transform, and setting it changes
/// position and bounds size. `UIView.transform`
/// (https://developer.apple.com/documentation/uikit/uiview/transform) turns around the anchor
/// point; `UIView.frame` (https://developer.apple.com/documentation/uikit/uiview/frame) is
/// undefined for setting then, so layout goes by `center` and `bounds`, which the transform
/// leaves alone (https://developer.apple.com/documentation/uikit/uiview/bounds).
@MainActor @Suite struct TransformedFrameTests {
  /// Whether two rectangles match to within rounding of a turn.
  private func close(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    let pairs = [
      (lhs.minX, rhs.minX), (lhs.minY, rhs.minY), (lhs.width, rhs.width), (lhs.height, rhs.height),
    ]
    return pairs.allSatisfy { abs($0 - $1) < 1e-9 }
  }

  @Test func aScaledViewsFrameIsItsScaledBoxAroundTheCentre() {
    // Recorded on iOS: a 100-point square at the origin scaled 2x prints (-50, -50, 200, 200)
    // and keeps bounds (0, 0, 100, 100) (https://swiftbysundell.com/tips/uiview-bounds-and-transforms).
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.center == CGPoint(x: 50, y: 50))
    view.transform = .identity
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func aRotatedViewsFrameHoldsItsTurnedCorners() {
    // 100 by 50 centred on (150, 125), a quarter turn stands it 50 wide and 100 high there.
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(close(view.frame, CGRect(x: 125, y: 75, width: 50, height: 100)))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
  }

  @Test func theFrameFollowsTheTranslationAndTheAnchorPoint() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.transform = CGAffineTransform(translationX: 10, y: 20)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 100))
    // Turned around the top-left corner, the square scales away from it.
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.anchorPoint = .zero
    layer.position = CGPoint(x: 10, y: 10)
    layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
    #expect(layer.frame == CGRect(x: 10, y: 10, width: 200, height: 300))
  }

  @Test func theViewsTransformIsItsLayers() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(view.layer.affineTransform() == .identity)
    view.transform = CGAffineTransform(scaleX: 3, y: 3)
    #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 3, y: 3))
    view.layer.setAffineTransform(CGAffineTransform(rotationAngle: 1))
    #expect(view.transform == CGAffineTransform(rotationAngle: 1))
  }

  @Test func settingAScaledLayersFrameScalesItsBoundsToMatch() {
    // flowkey/UIKit-cross-platform, UIKitTests/CALayerTests.swift (a suite that also runs on
    // iOS): scaled (0.25, 0.75), a frame of (50, 50, 100, 100) reads back unchanged; scaled
    // 0.5, the bounds become twice the frame's size.
    let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    let layer = CALayer()
    layer.setAffineTransform(CGAffineTransform(scaleX: 0.25, y: 0.75))
    layer.frame = frame
    #expect(close(layer.frame, frame))
    #expect(abs(layer.bounds.width - 400) < 1e-9 && abs(layer.bounds.height - 400 / 3) < 1e-9)
    let half = CALayer()
    half.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
    half.frame = frame
    #expect(half.bounds.size == CGSize(width: 200, height: 200))
    #expect(half.position == CGPoint(x: 100, y: 100))
  }

  @Test func settingATurnedViewsFrameMatchesItsBoxToTheFrame() {
    // CALayer.h: setting the frame changes position and bounds size to match it, so a quarter
    // turn takes the frame's height as its bounds' width, and the frame reads back.
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    view.frame = CGRect(x: 10, y: 20, width: 30, height: 80)
    #expect(close(view.bounds, CGRect(x: 0, y: 0, width: 80, height: 30)))
    #expect(close(view.frame, CGRect(x: 10, y: 20, width: 30, height: 80)))
    #expect(view.center == CGPoint(x: 25, y: 60))
  }

  @Test func autoLayoutKeepsTheTransformAndTheUntransformedSize() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
    ])
    card.transform = CGAffineTransform(scaleX: 2, y: 2)
    root.layoutIfNeeded()
    #expect(card.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(card.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(card.center == CGPoint(x: 70, y: 55))
    #expect(card.frame == CGRect(x: 20, y: 30, width: 100, height: 50).insetBy(dx: -50, dy: -25))
    // A later pass leaves it where it is; a changed constraint moves it by its centre.
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(card.bounds.size == CGSize(width: 100, height: 50))
    root.constraints.first { $0.firstAttribute == .leading }?.constant = 40
    root.layoutIfNeeded()
    #expect(card.center == CGPoint(x: 90, y: 55))
    #expect(card.bounds.size == CGSize(width: 100, height: 50))
  }

  @Test func aTransformedAutoresizingViewKeepsItsCentreAndBoundsThroughLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    root.addSubview(badge)
    let label = Box(80, 20)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8).isActive = true
    label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    badge.transform = CGAffineTransform(scaleX: 2, y: 2)
    root.layoutIfNeeded()
    #expect(badge.bounds.size == CGSize(width: 40, height: 40))
    #expect(badge.center == CGPoint(x: 30, y: 30))
    // Anchors are the untransformed frame's: the label starts 8 after its right edge, 50.
    #expect(label.frame.minX == 58)
  }

  @Test func aScaledViewInAStackKeepsItsSlot() {
    let boxes = [Box(50, 20), Box(60, 30), Box(70, 40)]
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.axis = .horizontal
    stack.alignment = .top
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    root.addSubview(stack)
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    boxes[1].transform = CGAffineTransform(scaleX: 2, y: 2)
    root.layoutIfNeeded()
    // Slots as without the transform: 0-50, 60-120, 130-200; the middle one grows around the
    // centre of its slot and pushes nothing aside.
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(boxes[2].frame == CGRect(x: 130, y: 0, width: 70, height: 40))
    #expect(boxes[1].bounds.size == CGSize(width: 60, height: 30))
    #expect(boxes[1].center == CGPoint(x: 90, y: 15))
    #expect(boxes[1].frame == CGRect(x: 30, y: 0, width: 120, height: 60).offsetBy(dx: 0, dy: -15))
    #expect(stack.frame.size == CGSize(width: 200, height: 40))
  }

  @Test func theRendererDrawsTheLayersTransform() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    card.backgroundColor = .systemBlue
    root.addSubview(card)
    card.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    let svg = SVGRenderer().render(root)
    #expect(svg.contains("translate(100 100) matrix(2 0 0 2 0 0) translate(-50 -50)"))
  }
}
