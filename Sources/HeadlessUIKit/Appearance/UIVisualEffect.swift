import Foundation

/// A visual effect, such as a blur, for a `UIVisualEffectView`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
  /// Creates an effect that does nothing.
  public override init() {
    super.init()
  }
}
