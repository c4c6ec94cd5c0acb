import Foundation

/// A space points and rectangles can be converted into and out of, with its bounds
/// (UIView.h): a screen's and a window scene's `coordinateSpace`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
  /// Converts a point in this space to another.
  /// - Parameters:
  ///   - point: The point here.
  ///   - coordinateSpace: The other space.
  /// - Returns: The point there.
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// Converts a point in another space to this one.
  /// - Parameters:
  ///   - point: The point there.
  ///   - coordinateSpace: The other space.
  /// - Returns: The point here.
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// Converts a rectangle in this space to another.
  /// - Parameters:
  ///   - rect: The rectangle here.
  ///   - coordinateSpace: The other space.
  /// - Returns: The rectangle there.
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// Converts a rectangle in another space to this one.
  /// - Parameters:
  ///   - rect: The rectangle there.
  ///   - coordinateSpace: The other space.
  /// - Returns: The rectangle here.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  /// The space's bounds.
  var bounds: CGRect { get }
}

/// A screen's coordinate space: its bounds at the origin. Screens do not move, so converting
/// between two of them leaves points where they are.
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
  private unowned let screen: UIScreen

  init(screen: UIScreen) {
    self.screen = screen
  }

  var bounds: CGRect { screen.bounds }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
}
