// The one place that chooses the UI framework: the real UIKit where it exists,
// HeadlessUIKit everywhere else. Everything in this module, and everything that
// imports it, sees the same names either way.
@_exported import Declarative

#if canImport(UIKit)
  @_exported import UIKit
#else
  @_exported import HeadlessUIKit
#endif
