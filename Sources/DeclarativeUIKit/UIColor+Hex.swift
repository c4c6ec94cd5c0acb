extension UIColor {
  /// Creates an opaque (or `alpha`) sRGB color from a hex number, as design tools write colors:
  /// `UIColor(hex: 0xC64072)` is red 0xC6, green 0x40 and blue 0x72.
  ///
  /// A number above `0xFFFFFF` is not a six-digit color and stops the program with a message.
  /// - Parameters:
  ///   - hex: The color as `0xRRGGBB`.
  ///   - alpha: The opacity, from 0 to 1; 1 by default.
  public convenience init(hex: Int, alpha: CGFloat = 1) {
    precondition(
      (0...0xFF_FFFF).contains(hex),
      "UIColor(hex:): \(hex) is not a color written 0xRRGGBB (from 0x000000 to 0xFFFFFF)")
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  /// Creates a color from a hex string such as `"#C64072"`, `"C64072"` or, with opacity,
  /// `"#C64072CC"`, or `nil` when the string is not one: for colors read from data.
  /// - Parameter hex: Six or eight hex digits, `RRGGBB` or `RRGGBBAA`, after an optional `#`.
  public convenience init?(hex: String) {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
    guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    let rgba = digits.count == 6 ? value << 8 | 0xFF : value
    self.init(
      red: CGFloat((rgba >> 24) & 0xFF) / 255, green: CGFloat((rgba >> 16) & 0xFF) / 255,
      blue: CGFloat((rgba >> 8) & 0xFF) / 255, alpha: CGFloat(rgba & 0xFF) / 255)
  }

  /// Creates a color that is `light` in the light appearance and `dark` in the dark one, as an
  /// asset catalog's color with two appearances: `UIColor(light: .white, dark: UIColor(hex:
  /// 0x1C1C1E))`. Views resolve it with their trait collection, as any dynamic color.
  /// - Parameters:
  ///   - light: The color in the light (and unspecified) appearance.
  ///   - dark: The color in the dark appearance.
  public convenience init(light: UIColor, dark: UIColor) {
    self.init { traits in traits.userInterfaceStyle == .dark ? dark : light }
  }
}
