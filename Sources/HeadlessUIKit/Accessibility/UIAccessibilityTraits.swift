import Foundation

/// What an accessibility element is and how it behaves, combined in a mask (a button that is
/// selected is `[.button, .selected]`).
///
/// UIKit declares the traits as constants without publishing their values; the raw values here
/// are the bits the iOS accessibility runtime uses (facebook/idb,
/// PrivateHeaders/AXRuntime/AXTraits.h, read from the simulator's AXRuntime.framework).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits of the mask.
  public let rawValue: UInt64

  /// Creates traits from a raw mask.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// No traits; 0.
  public static let none = UIAccessibilityTraits([])
  /// Behaves like a button; 1 << 0.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// Behaves like a link; 1 << 1.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// Behaves like an image; 1 << 2.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Is selected; 1 << 3.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound when activated; 1 << 4.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// Behaves like a keyboard key; 1 << 5.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Static text that does not change; 1 << 6.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// Summarises the app's state when it starts; 1 << 7.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Is not enabled; 1 << 8.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Updates its label or value often; 1 << 9.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// Is a search field; 1 << 10.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated; 1 << 11.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Can be adjusted through a range of values; 1 << 12.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Takes direct touches from VoiceOver users; 1 << 13.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when VoiceOver finishes reading it; 1 << 14.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// Behaves like a tab bar; 1 << 15.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// A header that divides content into sections; 1 << 16.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
