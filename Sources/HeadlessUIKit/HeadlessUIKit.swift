// Module HeadlessUIKit: UIKit's API where UIKit does not exist.
