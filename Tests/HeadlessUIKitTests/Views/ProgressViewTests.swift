import DeclarativeUIKit
import Foundation
import Testing

/// UIProgressView: defaults, progress pinned to 0...1, and its height.
///
/// Sources: raw values and "0.0 .. 1.0, default is 0.0. values outside are pinned" from
/// UIProgressView.h in the iOS 16.5 SDK; the 4-point height, the systemFill track and the fill
/// width rule from UIKit's decompile, in jackeltoncarbone/Jwift, Apple/Sizing.md section 9.
@MainActor @Suite struct ProgressViewTests {
  @Test func defaults() {
    let bar = UIProgressView()
    #expect(bar.progressViewStyle == .default)
    #expect(bar.progress == 0)
    #expect(bar.progressTintColor == nil)
    #expect(bar.trackTintColor == nil)
    #expect(UIProgressView.Style.bar.rawValue == 1)
    #expect(UIProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
  }

  @Test func progressIsPinned() {
    let bar = UIProgressView()
    bar.progress = 1.5
    #expect(bar.progress == 1)
    bar.setProgress(-0.2, animated: true)
    #expect(bar.progress == 0)
    bar.setProgress(0.25, animated: false)
    #expect(bar.progress == 0.25)
    bar.progress = .nan
    #expect(bar.progress == 0)
  }

  @Test func itIsFourPointsTallAndAnyWidth() {
    let bar = UIProgressView()
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
  }

  @Test func observedProgressSetsTheBar() {
    let bar = UIProgressView()
    let task = Progress(totalUnitCount: 4)
    task.completedUnitCount = 1
    bar.observedProgress = task
    #expect(bar.progress == 0.25)
  }

  @Test func itDrawsATrackAndAFillOfItsProgress() {
    let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
    bar.progress = 0.5
    let svg = SVGRenderer().render(bar)
    // The track is systemFill (#787880 at 20%); the fill 100 points wide in the tint colour.
    #expect(svg.contains("fill=\"#787880\" fill-opacity=\"0.2\""))
    #expect(svg.contains("fill=\"#007AFF\""))
    #expect(svg.contains("H98C99.1 0 100 0.9 100 2"))
  }
}
