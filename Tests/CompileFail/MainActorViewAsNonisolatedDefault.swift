// Swift 6 mode keeps UIKit's errors: a view made as the default value of a nonisolated class's
// property is an error there, as it is against UIKit (a warning in the Swift 5 mode, see
// Tests/Swift5Client). Calls from nonisolated functions stay warnings in both, as with UIKit.
import DeclarativeUIKit

final class Holder {
  var view = UIView()  // expected-error: main actor-isolated default value in a nonisolated context
}
