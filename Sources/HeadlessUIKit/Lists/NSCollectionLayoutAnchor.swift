import Foundation

/// Where a supplementary item attaches to the item (or group) it belongs to: an edge or a corner,
/// and an offset from there.
///
/// ```swift
/// // A badge whose centre sits 30% of its size in from the top trailing corner of its cell.
/// let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
/// ```
///
/// Without an offset the supplementary item lies inside its container, against the edges named
/// (one edge: centred along it; none: centred in the container), as UIKit's documentation of
/// the class says ("anchored within the specified edges"). An absolute offset moves it by points,
/// a fractional one by fractions of the supplementary item's own width and height
/// (`isFractionalOffset`'s documentation). HeadlessUIKit lays out left to right: leading is left.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject {
  /// The edges it attaches to: one edge, or two adjacent ones for a corner.
  public let edges: NSDirectionalRectEdge
  /// The offset, in points or in fractions of the supplementary item's size.
  public let offset: CGPoint
  /// Whether ``offset`` is in points.
  public let isAbsoluteOffset: Bool
  /// Whether ``offset`` is in fractions of the supplementary item's size.
  public var isFractionalOffset: Bool { !isAbsoluteOffset }

  private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
    self.edges = edges
    self.offset = offset
    self.isAbsoluteOffset = absolute
    super.init()
  }

  /// An anchor at edges, without an offset.
  /// - Parameter edges: An edge, or two adjacent edges for a corner.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, absolute: true)
  }

  /// An anchor at edges, moved by points.
  /// - Parameters:
  ///   - edges: An edge, or two adjacent edges for a corner.
  ///   - absoluteOffset: How far to move it, in points.
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, absolute: true)
  }

  /// An anchor at edges, moved by fractions of the supplementary item's size.
  /// - Parameters:
  ///   - edges: An edge, or two adjacent edges for a corner.
  ///   - fractionalOffset: How far to move it, as fractions of its width and height.
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, absolute: false)
  }

  /// The point of a rectangle the anchor names: a corner, the middle of an edge, or the centre.
  func point(in rect: CGRect) -> CGPoint {
    let x =
      edges.contains(.leading) && !edges.contains(.trailing)
      ? rect.minX : edges.contains(.trailing) && !edges.contains(.leading) ? rect.maxX : rect.midX
    let y =
      edges.contains(.top) && !edges.contains(.bottom)
      ? rect.minY : edges.contains(.bottom) && !edges.contains(.top) ? rect.maxY : rect.midY
    return CGPoint(x: x, y: y)
  }

  /// The offset in points for an item of a size.
  func points(forItemOf size: CGSize) -> CGPoint {
    isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
  }

  /// The frame of an item of `size` attached by this anchor to `container`: the item's point
  /// named by `itemAnchor` (by default the same edges) goes to the container's point named by
  /// this anchor, then both offsets apply.
  func frame(ofItemOf size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor?)
    -> CGRect
  {
    let target = point(in: container)
    let own = (itemAnchor ?? NSCollectionLayoutAnchor(edges: edges)).point(
      in: CGRect(origin: .zero, size: size))
    let shift = points(forItemOf: size)
    let extra = itemAnchor?.points(forItemOf: size) ?? .zero
    return CGRect(
      x: target.x - own.x + shift.x + extra.x, y: target.y - own.y + shift.y + extra.y, width: size.width,
      height: size.height)
  }
}
