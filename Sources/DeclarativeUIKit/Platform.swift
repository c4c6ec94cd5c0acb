// The one place that chooses the UI framework: the real UIKit where it exists,
// HeadlessUIKit everywhere else. Everything in this module, and everything that
// imports it, sees the same names either way.
#if canImport(UIKit)
  @_exported import UIKit
#else
  @_exported import HeadlessUIKit
#endif
@_exported import Declarative
