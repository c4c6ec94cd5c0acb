import Foundation
import HeadlessUIKit
import Testing

/// `@UIView.Invalidating`: a view's own property that invalidates the view when it changes.
///
/// Sources: the wrapper, `UIViewInvalidating` and `UIView.Invalidations` (display, layout,
/// constraints, intrinsicContentSize, configuration, Tuple) as the iOS 16.5 SDK's
/// `usr/lib/swift/UIKit.swiftmodule/arm64-apple-ios.swiftinterface` declares them, the value
/// `Equatable` so that only a change invalidates; Apple's documentation of
/// `UIView.Invalidating` ("a property wrapper that invalidates the view ... when its value
/// changes"). mattneub/Programming-iOS-Book-Examples bk2ch01p047InvalidatingViewProperties
/// declares `@Invalidating(.display, .layout)` in a UIView subclass.
@MainActor @Suite struct InvalidatingTests {
  /// A view that counts its layouts, with a property that lays it out again.
  private final class CountingView: UIView {
    enum Mood { case calm, excited }
    @Invalidating(.display, .layout) var mood: Mood = .calm
    var layouts = 0

    override func layoutSubviews() {
      layouts += 1
      super.layoutSubviews()
    }
  }

  /// A view whose natural width is its property, measured again when it changes.
  private final class SizedView: UIView {
    @Invalidating(.intrinsicContentSize) var width: CGFloat = 40
    override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
  }

  /// An invalidation of the app's own that records the views it was asked to invalidate.
  private final class Recorder: @unchecked Sendable {
    var names: [String] = []
  }

  private struct Named: UIViewInvalidating {
    let name: String
    func invalidate(view: UIView) {
      MainActor.assumeIsolated { (view as? Tagged)?.recorder.names.append(name) }
    }
  }

  @Test func aNewValueLaysTheViewOutAgainAndTheSameValueDoesNot() {
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layoutIfNeeded()
    let settled = view.layouts
    view.mood = .excited
    view.layoutIfNeeded()
    #expect(view.layouts == settled + 1)
    view.mood = .excited
    view.layoutIfNeeded()
    #expect(view.layouts == settled + 1)
    #expect(view.mood == .excited)
  }

  @Test func anIntrinsicContentSizeInvalidationResizesTheViewAtTheNextLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let sized = SizedView()
    sized.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(sized)
    NSLayoutConstraint.activate([
      sized.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      sized.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(sized.frame.width == 40)
    sized.width = 120
    root.layoutIfNeeded()
    #expect(sized.frame.width == 120)
  }

  /// A view whose property runs three recorded invalidations.
  private final class Tagged: UIView {
    let recorder: Recorder
    @Invalidating(Named(name: "first"), Named(name: "second"), Named(name: "third")) var value = 0

    init(recorder: Recorder) {
      self.recorder = recorder
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
  }

  @Test func severalInvalidationsRunInTheOrderGiven() {
    let recorder = Recorder()
    let view = Tagged(recorder: recorder)
    view.value = 1
    #expect(recorder.names == ["first", "second", "third"])
  }
}
