import DeclarativeUIKit
import Testing

/// A NaN in a layer's position or bounds stops the program with QuartzCore's reason, as
/// QuartzCore raises `CALayerInvalidGeometry`:
/// - "CALayer position contains NaN: [nan 17]": HeshamMegid/HMSegmentedControl#13 (a frame whose
///   x is NaN and width infinite, set from `drawRect:`), eoghain/RBCollectionViewInfoFolderLayout#1
///   ("[nan 222.5]"), calimarkus/JDFlipNumberView#44 (the stack: `-[UIView(Geometry) setFrame:]`
///   -> `-[CALayer setFrame:]` -> `-[CALayer setPosition:]` -> `CA::Layer::set_position`).
/// - "CALayer bounds contains NaN: [0 nan; 288 144]": mackross/GTKeyboardHelper#3.
/// Numbers are written as C's `%g` writes them, as in those reports ("[75.75 nan]",
/// jessesquires/JSQMessagesViewController#1362).
@Suite struct LayerGeometryTests {
  private static func standardError(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test func aFrameWithANaNStopsWithQuartzCoresPositionMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = UIView(frame: CGRect(x: CGFloat.nan, y: 12, width: 100, height: 10))
      }
    }
    #expect(Self.standardError(result).contains("CALayer position contains NaN: [nan 17]"))
  }

  @Test func boundsWithANaNStopWithQuartzCoresBoundsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let layer = CALayer()
      layer.bounds = CGRect(x: 0, y: CGFloat.nan, width: 288, height: 144)
    }
    #expect(Self.standardError(result).contains("CALayer bounds contains NaN: [0 nan; 288 144]"))
  }

  @Test @MainActor func anInfiniteSizeIsNoNaNAndIsKept() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
    #expect(view.bounds.width == .infinity)
  }
}
