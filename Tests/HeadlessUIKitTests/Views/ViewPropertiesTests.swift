import DeclarativeUIKit
import Testing

/// A view that counts `tintColorDidChange()` calls.
@MainActor
private final class TintRecordingView: UIView {
  var tintChanges = 0
  override func tintColorDidChange() { tintChanges += 1 }
}

@MainActor
@Suite struct ViewPropertiesTests {
  @Test func defaultsAreUIKits() {
    let view = UIView()
    #expect(view.frame == .zero)
    #expect(view.tag == 0)
    #expect(view.backgroundColor == nil)
    #expect(view.alpha == 1)
    #expect(view.isOpaque)
    #expect(!view.isHidden)
    #expect(!view.clipsToBounds)
    #expect(view.contentMode == .scaleToFill)
    #expect(view.isUserInteractionEnabled)
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.autoresizingMask == [])
    #expect(view.transform.isIdentity)
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(!view.preservesSuperviewLayoutMargins)
    #expect(view.insetsLayoutMarginsFromSafeArea)
    #expect(view.safeAreaInsets == .zero)
    #expect(view.accessibilityIdentifier == nil)
    #expect(view.accessibilityLabel == nil)
    #expect(view.semanticContentAttribute == .unspecified)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  @Test func frameBoundsAndCenterAgree() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    view.center = CGPoint(x: 50, y: 25)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.bounds.size = CGSize(width: 40, height: 10)
    #expect(view.frame == CGRect(x: 30, y: 20, width: 40, height: 10))
    view.bounds.origin = CGPoint(x: 5, y: 5)
    #expect(view.frame.origin == CGPoint(x: 30, y: 20))
  }

  @Test func frameIsTheLayersFrame() {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(view.layer.frame == view.frame)
    view.layer.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
    #expect(view.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
  }

  @Test func appearanceMirrorsTheLayer() {
    let view = UIView()
    view.backgroundColor = .red
    #expect(view.layer.backgroundColor == UIColor.red.cgColor)
    view.alpha = 0.5
    #expect(view.layer.opacity == 0.5)
    view.isHidden = true
    #expect(view.layer.isHidden)
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
    view.layer.masksToBounds = false
    #expect(!view.clipsToBounds)
    view.layer.backgroundColor = CGColor(gray: 1, alpha: 1)
    #expect(view.backgroundColor == UIColor(white: 1, alpha: 1))
    view.layer.backgroundColor = nil
    #expect(view.backgroundColor == nil)
    view.layer.isHidden = false
    #expect(!view.isHidden)
  }

  @Test func layerDelegateIsItsView() {
    let view = UIView()
    #expect(view.layer.delegate === view)
  }

  @Test func tintColorIsInheritedUntilSet() {
    let parent = UIView()
    let child = UIView()
    #expect(child.tintColor == .systemBlue)
    parent.addSubview(child)
    parent.tintColor = .systemRed
    #expect(child.tintColor == .systemRed)
    child.tintColor = .systemGreen
    #expect(child.tintColor == .systemGreen)
    child.tintColor = nil
    #expect(child.tintColor == .systemRed)
  }

  @Test func tintColorChangesReachInheritingSubviews() {
    let parent = TintRecordingView()
    let inheriting = TintRecordingView()
    let own = TintRecordingView()
    own.tintColor = .systemGreen
    parent.addSubview(inheriting)
    parent.addSubview(own)
    own.tintChanges = 0
    parent.tintColor = .systemRed
    #expect(parent.tintChanges == 1)
    #expect(inheriting.tintChanges == 1)
    #expect(own.tintChanges == 0)
  }

  @Test func movingToASuperviewWithAnotherTintNotifies() {
    let red = UIView()
    red.tintColor = .systemRed
    let child = TintRecordingView()
    red.addSubview(child)
    #expect(child.tintChanges == 1)
  }

  @Test func directionalMarginsMapToLeftAndRight() {
    let view = UIView()
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(
      view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
  }

  @Test func huggingAndCompressionResistanceDefaultsAndSetters() {
    let view = UIView()
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    view.setContentHuggingPriority(.required, for: .vertical)
    view.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
    #expect(view.contentHuggingPriority(for: .vertical) == .required)
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 249)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
  }

  @Test func intrinsicContentSizeDefaultsToNoMetric() {
    #expect(UIView.noIntrinsicMetric == -1)
    #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test func coderInitializerGivesADefaultView() throws {
    let view = try #require(UIView(coder: NSCoder()))
    #expect(view.frame == .zero)
    #expect(view.layer.delegate === view)
  }

  @Test func firstResponderNeedsCanBecomeFirstResponder() {
    let plain = UIView()
    #expect(!plain.becomeFirstResponder())
    #expect(!plain.isFirstResponder)
  }
}
