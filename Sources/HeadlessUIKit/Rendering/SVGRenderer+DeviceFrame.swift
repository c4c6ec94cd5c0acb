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
    let bezel = Self.deviceBezelWidth
    let size = Self.deviceFrameSize(of: window)
    let radius = window.screen.device?.screenCornerRadius ?? 0
    let screenRect = CGRect(x: 0, y: 0, width: window.bounds.width, height: window.bounds.height)
    let outer = CGRect(origin: .zero, size: size)
    let outerRadius = radius > 0 ? radius + bezel : bezel / 2
    let clip = SVGElement.clipPath(
      id: "device-screen",
      .roundedRect(screenRect, radius: radius, corners: .allCorners, curve: .continuous))
    let device = SVGElement.path(
      .roundedRect(outer, radius: outerRadius, corners: .allCorners, curve: .continuous)
    )
    .setting(.fill, "#1C1C1E")
    let screenGroup = SVGElement.group.transform([.translate(bezel, bezel)]).clipped(to: "device-screen")
    let lines = [
      SVGDocument.openingTag(
        width: size.width, height: size.height, [(.dataDevice, window.screen.device?.name ?? "")]),
      "  <defs>",
      "    " + clip.serialized(),
      "  </defs>",
      "  " + device.serialized(),
      "  " + screenGroup.openingTag,
      screen + "  " + screenGroup.closingTag,
      "</svg>",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The size of ``renderInDeviceFrame(_:)``'s drawing: the window's with the bezel on each side.
  /// - Parameter window: The window.
  @MainActor
  public static func deviceFrameSize(of window: UIWindow) -> CGSize {
    CGSize(
      width: window.bounds.width + 2 * deviceBezelWidth, height: window.bounds.height + 2 * deviceBezelWidth)
  }
}
