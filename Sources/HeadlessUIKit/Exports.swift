// UIKit re-exports Foundation (CGFloat, CGRect, NSObject, NSAttributedString...), so code that
// imports only UIKit sees them; HeadlessUIKit does the same.
@_exported import Foundation
