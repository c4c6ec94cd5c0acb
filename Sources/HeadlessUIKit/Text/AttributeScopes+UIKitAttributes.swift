import Foundation

/// UIKit's attributes for `AttributedString`, so that `title.font = .boldSystemFont(ofSize: 17)`
/// reads as it does with UIKit. HeadlessUIKit has the attributes its views honour: font,
/// foreground and background colour, and kern; each key's name is the `NSAttributedString.Key`
/// it stands for.
extension AttributeScopes {
  /// The UIKit attribute scope.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

  /// The attributes UIKit's views read from an `AttributedString`.
  public struct UIKitAttributes: AttributeScope {
    /// The font of the text.
    public let font: FontAttribute
    /// The colour of the text.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text.
    public let backgroundColor: BackgroundColorAttribute
    /// Extra space between characters, in points.
    public let kern: KernAttribute
    /// Foundation's own attributes.
    public let foundation: FoundationAttributes
  }
}

extension AttributeDynamicLookup {
  /// Reads and writes UIKit's attributes by name: `string.font`, `string.foregroundColor`.
  /// - Parameter keyPath: The attribute.
  @_disfavoredOverload
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension AttributeScopes.UIKitAttributes {
  /// The font attribute, a `UIFont`.
  public enum FontAttribute: AttributedStringKey {
    /// The attribute's value type.
    public typealias Value = UIFont
    /// The attribute's name, that of its `NSAttributedString.Key`.
    public static let name = NSAttributedString.Key.font.rawValue
  }

  /// The text colour attribute, a `UIColor`.
  public enum ForegroundColorAttribute: AttributedStringKey {
    /// The attribute's value type.
    public typealias Value = UIColor
    /// The attribute's name, that of its `NSAttributedString.Key`.
    public static let name = NSAttributedString.Key.foregroundColor.rawValue
  }

  /// The background colour attribute, a `UIColor`.
  public enum BackgroundColorAttribute: AttributedStringKey {
    /// The attribute's value type.
    public typealias Value = UIColor
    /// The attribute's name, that of its `NSAttributedString.Key`.
    public static let name = NSAttributedString.Key.backgroundColor.rawValue
  }

  /// The kern attribute, in points.
  public enum KernAttribute: AttributedStringKey {
    /// The attribute's value type.
    public typealias Value = CGFloat
    /// The attribute's name, that of its `NSAttributedString.Key`.
    public static let name = NSAttributedString.Key.kern.rawValue
  }
}
