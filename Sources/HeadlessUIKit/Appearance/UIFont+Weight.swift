import Foundation

extension UIFont {
  /// How heavy a font's strokes are, from ultra-light (-0.8) to black (0.62).
  ///
  /// Raw values are the ones UIKit's weight constants hold at run time.
  ///
  /// ```swift
  /// UIFont.systemFont(ofSize: 17, weight: .semibold)
  /// ```
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight as a number, 0 for regular.
    public var rawValue: CGFloat

    /// Creates a weight from its number.
    /// - Parameter rawValue: The weight, 0 for regular.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// Creates a weight from its number.
    /// - Parameter rawValue: The weight, 0 for regular.
    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The thinnest weight, -0.8.
    public static let ultraLight = Weight(-0.8)
    /// A thin weight, -0.6.
    public static let thin = Weight(-0.6)
    /// A light weight, -0.4.
    public static let light = Weight(-0.4)
    /// The normal weight, 0.
    public static let regular = Weight(0)
    /// A medium weight, 0.23.
    public static let medium = Weight(0.23)
    /// A semibold weight, 0.3.
    public static let semibold = Weight(0.3)
    /// A bold weight, 0.4.
    public static let bold = Weight(0.4)
    /// A heavy weight, 0.56.
    public static let heavy = Weight(0.56)
    /// The heaviest weight, 0.62.
    public static let black = Weight(0.62)

    /// The face name used in system font names, such as "Semibold"; nearest named weight.
    var faceName: String {
      let named: [(Weight, String)] = [
        (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
        (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
        (.black, "Black"),
      ]
      let nearest = named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }
      return nearest?.1 ?? "Regular"
    }
  }
}

extension UIFont.Weight: Comparable {
  /// Orders weights from light to heavy.
  public static func < (lhs: UIFont.Weight, rhs: UIFont.Weight) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Returns a weight raised by an amount.
  public static func + (lhs: UIFont.Weight, rhs: CGFloat) -> UIFont.Weight {
    UIFont.Weight(lhs.rawValue + rhs)
  }

  /// Returns a weight raised by an amount.
  public static func + (lhs: CGFloat, rhs: UIFont.Weight) -> UIFont.Weight {
    UIFont.Weight(lhs + rhs.rawValue)
  }

  /// Returns a weight lowered by an amount.
  public static func - (lhs: UIFont.Weight, rhs: CGFloat) -> UIFont.Weight {
    UIFont.Weight(lhs.rawValue - rhs)
  }

  /// The difference between two weights.
  public static func - (lhs: UIFont.Weight, rhs: UIFont.Weight) -> CGFloat {
    lhs.rawValue - rhs.rawValue
  }

  /// Raises a weight by an amount.
  public static func += (lhs: inout UIFont.Weight, rhs: CGFloat) {
    lhs.rawValue += rhs
  }

  /// Lowers a weight by an amount.
  public static func -= (lhs: inout UIFont.Weight, rhs: CGFloat) {
    lhs.rawValue -= rhs
  }
}
