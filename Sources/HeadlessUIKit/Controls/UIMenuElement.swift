import Foundation

/// The common base of menu items; `UIAction` is the one a control runs.
///
/// Elements are made through their subclasses' initializers, never directly.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// Options that change how a menu element looks and behaves.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The bits of the set, with UIKit's values.
    public let rawValue: UInt

    /// Creates an attribute set from its bits.
    /// - Parameter rawValue: The bits, with UIKit's values.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The element is shown but cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The element destroys data and is drawn as such.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The element is not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays open after the element is chosen.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether a menu element shows a check mark.
  public enum State: Int, Sendable {
    /// No check mark.
    case off = 0
    /// A check mark.
    case on = 1
    /// A mixed mark, for an element standing for several values.
    case mixed = 2
  }

  var storedTitle: String
  var storedImage: UIImage?

  /// The element's title.
  open var title: String { storedTitle }

  /// A second line of text under the title, or `nil`.
  open var subtitle: String?

  /// The image shown next to the title, or `nil`.
  open var image: UIImage? { storedImage }

  init(title: String, subtitle: String?, image: UIImage?) {
    self.storedTitle = title
    self.subtitle = subtitle
    self.storedImage = image
    super.init()
  }
}
