import Foundation

/// The kind of interface an app shows: iPhone, iPad, Apple TV, CarPlay or Mac. Raw values are
/// UIKit's (`UIDevice.h`): unspecified -1, phone 0, pad 1, tv 2, carPlay 3, mac 5.
///
/// ```swift
/// let columns = traitCollection.userInterfaceIdiom == .pad ? 3 : 1
/// ```
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// No idiom chosen.
  case unspecified = -1
  /// iPhone and iPod touch.
  case phone = 0
  /// iPad.
  case pad = 1
  /// Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// Mac, for apps built for Mac Catalyst's Mac idiom.
  case mac = 5
}
