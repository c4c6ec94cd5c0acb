/// The Objective-C integer name that `import UIKit` brings along from Foundation on Apple's
/// platforms (NSObjCRuntime.h: NSInteger is `long`, Swift's `Int`), which Foundation on Linux
/// does not declare. NSUInteger is not among them: Swift imports it as `Int` and has no name for
/// it (the iOS SDK check finds none).
public typealias NSInteger = Int
