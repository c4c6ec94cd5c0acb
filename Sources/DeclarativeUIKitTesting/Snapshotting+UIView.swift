import DeclarativeUIKit
import Foundation

extension Snapshotting where Value == UIView, Format == String {
  /// The view tree as text (``PortableViewTree``), on every platform: a reference recorded on
  /// Linux checks the same screen on an iOS simulator, and the other way round.
  ///
  /// Numbers may differ by up to ``textWidthTolerance`` points, since HeadlessUIKit measures
  /// text with SF Pro's published metrics rather than the font itself; types, text, colours and
  /// the shape of the tree must match exactly. The view is laid out at its current size first.
  public static var tree: Snapshotting<UIView, String> {
    Snapshotting(pathExtension: "tree.txt", diffing: .lines(numericTolerance: textWidthTolerance)) { view in
      view.setNeedsLayout()
      view.layoutIfNeeded()
      return PortableViewTree(view).description
    }
  }

  /// How far a frame number of ``tree`` may be from its reference, in points: 1.5, the largest
  /// difference between HeadlessUIKit's label widths and iOS 16's among the held-out recordings of
  /// HeadlessUIKit's fidelity suite (README, "How close to a real device"); a changed margin
  /// still shows.
  public static var textWidthTolerance: Double { 1.5 }
}

#if !canImport(UIKit)
  extension Snapshotting where Value == UIView, Format == String {
    /// The SVG drawing (`SVGRenderer`), compared line by line (HeadlessUIKit only). The view
    /// is laid out at its current size first.
    public static var svg: Snapshotting<UIView, String> {
      Snapshotting(pathExtension: "svg", diffing: .lines) { view in
        view.setNeedsLayout()
        view.layoutIfNeeded()
        return SVGRenderer().render(view)
      }
    }

    /// HeadlessUIKit's full view tree (`ViewTreeDescription`): fonts, states, text lines,
    /// compared exactly (HeadlessUIKit only; use ``tree`` to compare with iOS).
    public static var headlessTree: Snapshotting<UIView, String> {
      Snapshotting(pathExtension: "txt", diffing: .lines) { view in
        view.setNeedsLayout()
        view.layoutIfNeeded()
        return ViewTreeDescription(view).description
      }
    }
  }

  extension Snapshotting where Value == UIView, Format == Data {
    /// The SVG drawing rasterized to PNG by `rsvg-convert` at a scale, compared byte for byte
    /// (HeadlessUIKit only). Taking the snapshot fails with a clear message where
    /// `rsvg-convert` is not installed; the same rasterizer version gives the same bytes.
    /// - Parameter scale: Pixels per point; 1 by default.
    public static func png(scale: CGFloat = 1) -> Snapshotting<UIView, Data> {
      Snapshotting(pathExtension: "png", diffing: .bytes) { view in
        view.setNeedsLayout()
        view.layoutIfNeeded()
        return try SVGRasterizer.required().png(fromSVG: SVGRenderer().render(view), scale: scale)
      }
    }

    /// ``png(scale:)`` at one pixel per point.
    public static var png: Snapshotting<UIView, Data> { png() }
  }
#endif
