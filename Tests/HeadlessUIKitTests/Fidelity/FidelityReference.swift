import Foundation
import HeadlessUIKit
import Testing

/// Where a set of real-device values was published: one recording of real UIKit (a snapshot
/// reference, a view-hierarchy dump, a printed size).
struct FidelitySource: Sendable {
  /// A short name for tables ("swift-snapshot-testing").
  var name: String
  /// Repository, path and commit, or a URL.
  var location: String
}

/// One recording of real UIKit and the code that made it, rebuilt with HeadlessUIKit.
struct FidelityScene: Sendable {
  /// The publication the values come from.
  var source: FidelitySource
  /// The recording within it (a reference file, a test name).
  var recording: String
  /// The iOS version that recorded it, as far as the source tells.
  var iOS: String
  /// The release HeadlessUIKit models while it rebuilds the scene: the recording's, or for a
  /// recording older than every modelled release, the oldest (``SimulatedRelease/iOS12``).
  var release: SimulatedRelease
  /// The display scale the text sizes were rounded to (the recording host's, which is not
  /// always the simulated device's).
  var scale: CGFloat
  /// The screen or root size, in points.
  var screen: CGSize
  /// The UIKit code that produced the recording, in short.
  var code: String
  /// Builds the scene, lays it out and returns its views by the names the references use;
  /// `nil` where HeadlessUIKit cannot express the scene (the reason is the reference's).
  var build: @MainActor @Sendable () -> [String: UIView]
}

/// What a reference pins of a view.
enum FidelityQuantity: Sendable, Hashable {
  /// The frame's origin in its superview.
  case origin(CGPoint)
  /// The frame's size.
  case size(CGSize)
  /// The frame's height only (the width is the layout's input, not a measurement).
  case height(CGFloat)
  /// The frame's width only.
  case width(CGFloat)

  /// The expected numbers, in a fixed order.
  var expected: [CGFloat] {
    switch self {
    case .origin(let point): [point.x, point.y]
    case .size(let size): [size.width, size.height]
    case .height(let height): [height]
    case .width(let width): [width]
    }
  }

  /// The same numbers read from a view's frame.
  func measured(in frame: CGRect) -> [CGFloat] {
    switch self {
    case .origin: [frame.minX, frame.minY]
    case .size: [frame.width, frame.height]
    case .height: [frame.height]
    case .width: [frame.width]
    }
  }

  /// The name of what is pinned ("origin", "size", "height").
  var name: String {
    switch self {
    case .origin: "origin"
    case .size: "size"
    case .height: "height"
    case .width: "width"
    }
  }
}

/// How close HeadlessUIKit comes to a reference.
enum FidelityResult: Int, Sendable, Comparable, CaseIterable {
  /// Equal to the printed precision (recursiveDescription prints six significant digits).
  case exact
  /// No number more than one point off.
  case withinOnePoint
  /// Some number more than one point off.
  case wrong
  /// HeadlessUIKit cannot build the scene.
  case notExpressible

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The heading in the README table.
  var title: String {
    switch self {
    case .exact: "exact"
    case .withinOnePoint: "within 1 pt"
    case .wrong: "wrong by more than 1 pt"
    case .notExpressible: "not expressible"
    }
  }
}

/// Why a reference is missed, as far as the numbers show.
enum FidelityCause: String, Sendable, CaseIterable {
  /// A text size's width differs (advance widths, kerning, tracking).
  case textWidth = "text width (advances, kerning, tracking)"
  /// A text size's height differs (line height, rounding to the scale).
  case textHeight = "text height (line height, rounding to the display scale)"
  /// A position differs because the view's own text width does (a view placed from its trailing
  /// edge or its centre moves with its width).
  case ownTextWidth = "position of a view whose own text width misses (placed from its end or centre)"
  /// A position differs by less than a point (not on the pixel grid, or a size before it moved).
  case subpixelPosition = "position off by less than a point (pixel grid, a size upstream)"
  /// A position differs by more than a point (a size upstream or a layout rule).
  case position = "position off by more than a point (layout rule or a size upstream)"
  /// A size a stack view gives its arranged views differs.
  case stackDistribution = "size a stack view's distribution gives"
  /// A control's own size differs.
  case controlSize = "control's intrinsic size"
  /// The scene needs API HeadlessUIKit does not have.
  case missingAPI = "needs API HeadlessUIKit lacks"
}

/// One real-device value: a view of a scene, and what its frame was on iOS.
struct FidelityReference: Sendable, CustomTestStringConvertible {
  /// The scene the view is in.
  var scene: FidelityScene
  /// The view's name in the scene.
  var view: String
  /// What the recording printed.
  var quantity: FidelityQuantity
  /// What kind of value it is, which names the cause of a miss.
  var kind: Kind

  /// What kind of value a reference pins.
  enum Kind: Sendable {
    /// The size of a run of text (a label's or a button's title).
    case text
    /// A control's own size.
    case control
    /// A position or size that the layout decides.
    case layout
    /// A size a stack view's distribution decides.
    case stack
  }

  var testDescription: String { id }

  /// A stable name: source, recording, view and quantity.
  var id: String { "\(scene.source.name) \(scene.recording) \(view) \(quantity.name)" }

  /// Builds the scene and compares the view's frame with the recording.
  @MainActor func measure() -> Measurement {
    let views = SimulatedRelease.$current.withValue(scene.release) { scene.build() }
    guard let view = views[view] else {
      return Measurement(result: .notExpressible, measured: [], cause: .missingAPI)
    }
    let measured = quantity.measured(in: view.frame)
    let differences = zip(measured, quantity.expected).map { abs($0 - $1) }
    let largest = differences.max() ?? 0
    // recursiveDescription prints six significant digits: 161.333 stands for 161 1/3.
    let result: FidelityResult = largest < 0.01 ? .exact : largest <= 1 ? .withinOnePoint : .wrong
    return Measurement(
      result: result, measured: measured,
      cause: result == .exact ? nil : cause(differences: differences))
  }

  /// The cause a miss is counted under, from what kind of value it is and how far off it is.
  private func cause(differences: [CGFloat]) -> FidelityCause {
    let largest = differences.max() ?? 0
    switch (kind, quantity) {
    case (_, .origin): return largest <= 1 ? .subpixelPosition : .position
    case (.text, .size):
      // A width that is off is a text-width miss even when the height is off as well.
      return differences[0] >= 0.01 ? .textWidth : .textHeight
    case (.text, .height): return .textHeight
    case (.text, .width): return .textWidth
    case (.control, _): return .controlSize
    case (.layout, _): return largest <= 1 ? .subpixelPosition : .position
    case (.stack, _): return .stackDistribution
    }
  }

  /// The outcome of comparing one reference.
  struct Measurement: Sendable {
    /// How close it came.
    var result: FidelityResult
    /// HeadlessUIKit's numbers, in the quantity's order.
    var measured: [CGFloat]
    /// Why it is not exact, when it is not.
    var cause: FidelityCause?
  }
}
