import Foundation

/// How much room an interface has along one axis: compact or regular.
///
/// Raw values are UIKit's: unspecified 0, compact 1, regular 2. A portrait iPhone is compact
/// wide and regular tall; a full-screen iPad is regular both ways.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// No size class chosen.
  case unspecified = 0
  /// Little room, as across a portrait iPhone.
  case compact = 1
  /// Ample room, as across an iPad.
  case regular = 2
}
