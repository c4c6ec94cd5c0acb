import Foundation

/// The device drawn around a window's screen, for previews that look like the phone.
extension SVGRenderer {
  /// The width of the bezel drawn around the screen, in points. No public source: a drawing
  /// choice, thin enough not to distract, thick enough to read as a device.
  public static let deviceBezelWidth: CGFloat = 12

  /// Draws a window as ``render(_:)`` does, inside its device: the screen clipped to the
  /// device's rounded corners (`SimulatedDevice.screenCornerRadius`) in a black bezel. A window
  /// that is not on a simulated device's screen is drawn in a bezel with square corners.
  ///
  /// ```swift
  /// let svg = SVGRenderer().renderInDeviceFrame(window)
  /// ```
  /// - Parameter window: A laid-out window.
  /// - Returns: The SVG text, ``deviceFrameSize(of:)`` large.
  @MainActor
  public func renderInDeviceFrame(_ window: UIWindow) -> String {
    let screen = render(window)
    let n = SVGFormat.number
    let bezel = Self.deviceBezelWidth
    let size = Self.deviceFrameSize(of: window)
    let radius = window.screen.device?.screenCornerRadius ?? 0
    let screenRect = CGRect(x: 0, y: 0, width: window.bounds.width, height: window.bounds.height)
    let outer = CGRect(origin: .zero, size: size)
    let outerRadius = radius > 0 ? radius + bezel : bezel / 2
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(size.width))" height="\(n(size.height))" \
      viewBox="0 0 \(n(size.width)) \(n(size.height))" data-device="\(SVGFormat.escape(window.screen.device?.name ?? ""))">
        <defs>
          <clipPath id="device-screen"><path d="\(SVGPath.roundedRect(screenRect, radius: radius, corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], curve: .continuous))"/></clipPath>
        </defs>
        <path d="\(SVGPath.roundedRect(outer, radius: outerRadius, corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], curve: .continuous))" fill="#1C1C1E"/>
        <g transform="translate(\(n(bezel)) \(n(bezel)))" clip-path="url(#device-screen)">
      \(screen)  </g>
      </svg>

      """
  }

  /// The size of ``renderInDeviceFrame(_:)``'s drawing: the window's with the bezel on each side.
  /// - Parameter window: The window.
  @MainActor
  public static func deviceFrameSize(of window: UIWindow) -> CGSize {
    CGSize(
      width: window.bounds.width + 2 * deviceBezelWidth, height: window.bounds.height + 2 * deviceBezelWidth)
  }
}
