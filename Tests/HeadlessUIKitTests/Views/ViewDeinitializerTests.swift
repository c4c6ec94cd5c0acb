import DeclarativeUIKit
import Foundation
import Testing

/// A view's deinitializer is nonisolated, as UIKit's (an Objective-C `dealloc`, imported with the
/// class's `NS_SWIFT_UI_ACTOR` as @preconcurrency): a subclass may declare a plain `deinit`, and
/// a hierarchy let go of anywhere is still released level by level, on the main actor.
@MainActor
@Suite struct ViewDeinitializerTests {
  /// Tells when a view of a subclass with its own nonisolated `deinit` goes, and whether on the
  /// main queue, where the main actor runs (after an asynchronous `main`'s `dispatchMain()`, not
  /// on the main thread).
  private final class ReleaseLog: @unchecked Sendable {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
      let key = DispatchSpecificKey<Bool>()
      DispatchQueue.main.setSpecific(key: key, value: true)
      return key
    }()
    private let lock = NSLock()
    private var releases: [Bool] = []

    func record() {
      let onMain = DispatchQueue.getSpecific(key: Self.mainQueueKey) != nil
      lock.withLock { releases.append(onMain) }
    }

    var releasedOnMainActor: [Bool] { lock.withLock { releases } }
  }

  private final class LoggingView: UIView {
    let log: ReleaseLog

    init(log: ReleaseLog) {
      self.log = log
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not used")
    }

    // A plain deinit, nonisolated: an isolated deinit in UIView would make this an error.
    deinit {
      log.record()
    }
  }

  @Test func aSubclassWithItsOwnDeinitializerIsReleased() {
    let log = ReleaseLog()
    do {
      let container = UIView()
      container.addSubview(LoggingView(log: log))
    }
    #expect(log.releasedOnMainActor == [true])
  }

  /// The last reference dropped on another thread: the view goes there, and the views it held
  /// go on the main actor (views belong to it), 10,000 levels deep without recursing.
  @Test func aDeepHierarchyLetGoOfOffTheMainThreadIsReleasedOnTheMainActor() async {
    let log = ReleaseLog()
    let holder = Holder()
    do {
      var top: UIView = LoggingView(log: log)
      for _ in 1..<10_000 {
        let parent = UIView()
        parent.addSubview(top)
        top = parent
      }
      holder.view = top
    }
    await Task.detached { holder.view = nil }.value
    for _ in 0..<1_000 where log.releasedOnMainActor.isEmpty {
      await Task.yield()
    }
    #expect(log.releasedOnMainActor == [true])
  }

  /// Holds the only reference to a hierarchy, so another thread can drop it.
  private final class Holder: @unchecked Sendable {
    var view: UIView?
  }
}
