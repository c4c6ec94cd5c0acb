// A body written as a list of views, as a builder would return: the body is one view.
import DeclarativeUIKit

final class Card: UIBodyView {
  override var body: [UIView] {  // expected-error: cannot override
    [UILabel("Title")]
  }
}
