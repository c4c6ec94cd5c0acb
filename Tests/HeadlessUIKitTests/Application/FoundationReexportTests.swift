import HeadlessUIKit
import Testing

// Source: on iOS `import UIKit` brings Foundation, URLSession included (UIKit.h imports
// Foundation); on Linux URLSession lives in FoundationNetworking, which HeadlessUIKit re-exports
// so screens that fetch with URLSession.shared build after the one-line import change.

@Suite struct FoundationReexportTests {
  @Test func urlSessionIsThereWithOnlyTheUIKitImport() {
    let session: URLSession = URLSession.shared
    #expect(session.configuration.timeoutIntervalForRequest > 0)
  }
}
