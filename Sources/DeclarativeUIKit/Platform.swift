// The one place that chooses the UI framework: the real UIKit where it exists,
// HeadlessUIKit everywhere else. Everything in this module, and everything that
// imports it, sees the same names either way.
@_exported import Declarative

#if canImport(UIKit)
  @_exported import UIKit
#else
  // UIKit re-exports Foundation (CGFloat, NSAttributedString, NSCoder...); so does this module
  // where HeadlessUIKit stands in for it.
  @_exported import Foundation
  @_exported import HeadlessUIKit
#endif
