import DeclarativeUIKit
import Testing

/// An `updateConstraints()` override that does not call `super` stops the program at the next
/// layout, as UIKit raises `NSInternalInconsistencyException` from
/// `-[UIView(AdditionalLayoutSupport) _updateConstraintsIfNeededCollectingViews:forSecondPass:]`
/// with "The layout constraints still need update after sending -updateConstraints to <...>.
/// ... may have overridden -updateConstraints without calling super." (reported in
/// jdg/MBProgressHUD#522; UIView's documentation: "Call [super updateConstraints] as the final
/// step in your implementation.").
@Suite struct UpdateConstraintsCallsSuperTests {
  @Test func anOverrideWithoutSuperStopsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        final class ForgetfulView: UIView {
          override func updateConstraints() {}
        }
        let view = ForgetfulView()
        view.setNeedsUpdateConstraints()
        view.layoutIfNeeded()
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains(
        "The layout constraints still need update after sending -updateConstraints to <ForgetfulView>."))
    #expect(
      text.contains(
        "ForgetfulView or one of its superclasses may have overridden -updateConstraints without calling super."
      ))
  }
}
