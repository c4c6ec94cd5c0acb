import Dispatch

/// Timing for the benchmark sections. Each figure is the best of several rounds, in
/// nanoseconds, so a busy machine inflates it as little as possible.
enum Harness {
  /// Nanoseconds taken by the fastest of `rounds` runs of `body`.
  static func bestTime(rounds: Int = 5, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      let end = DispatchTime.now().uptimeNanoseconds
      best = min(best, Double(end - start))
    }
    return best
  }

  /// Formats nanoseconds with a unit a reader takes in at a glance.
  static func format(nanoseconds ns: Double) -> String {
    switch ns {
    case ..<1_000: return "\(rounded(ns)) ns"
    case ..<1_000_000: return "\(rounded(ns / 1_000)) us"
    case ..<1_000_000_000: return "\(rounded(ns / 1_000_000)) ms"
    default: return "\(rounded(ns / 1_000_000_000)) s"
    }
  }

  /// A ratio printed with two decimals, e.g. `1.37x`.
  static func ratio(_ value: Double, over baseline: Double) -> String {
    "\(rounded(value / baseline))x"
  }

  private static func rounded(_ x: Double) -> String {
    let hundredths = (x * 100).rounded() / 100
    return String(hundredths)
  }
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
