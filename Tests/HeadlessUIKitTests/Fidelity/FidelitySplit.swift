import Foundation

/// The fixed random split of the fidelity suite into a part that fits and fixes may be tuned on
/// and a held-out part that they may not: the README reports the two apart, so the held-out
/// figures say how close HeadlessUIKit comes on recordings nobody tuned it to.
///
/// A recording (a scene) is drawn whole, so a view's size and its origin, or the labels of one
/// screen, never fall on both sides: each scene's source and recording name are hashed (FNV-1a,
/// 64 bits) with ``seed`` into SplitMix64, whose first draw holds the scene out when it falls in
/// the lowest ``heldOutShare`` of its range. New references join a part the same way, by name.
enum FidelitySplit {
  /// The share of recordings held out.
  static let heldOutShare = 0.3
  /// The seed of the draw, fixed once (2026-12-06) so that the parts never change.
  static let seed: UInt64 = 0x2026_1206

  /// Whether a recording of a source is in the held-out part.
  static func isHeldOut(source: String, recording: String) -> Bool {
    var generator = SplitMix64(state: fnv1a(source + "\u{1F}" + recording) ^ seed)
    return Double(generator.next() >> 11) / Double(1 << 53) < heldOutShare
  }

  /// FNV-1a over the UTF-8 bytes: a hash that is the same in every process (Swift's `Hasher` is
  /// seeded per run).
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }
}

extension FidelityScene {
  /// Whether the scene is in the held-out part of the suite.
  var isHeldOut: Bool { FidelitySplit.isHeldOut(source: source.name, recording: recording) }
}
