import Foundation

/// How a presented view controller covers its presenter.
///
/// Raw values are UIKit's (UIViewController.h): fullScreen 0, pageSheet 1, formSheet 2,
/// currentContext 3, custom 4, overFullScreen 5, overCurrentContext 6, popover 7, none -1,
/// automatic -2. HeadlessUIKit draws `.automatic`, `.pageSheet`, `.formSheet` and `.popover` as
/// a sheet from below the status bar, the rest over the whole window.
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the whole screen; the presenter's view leaves the window.
  case fullScreen = 0
  /// A sheet over the presenter.
  case pageSheet = 1
  /// A sheet over the presenter (narrower on iPad).
  case formSheet = 2
  /// Covers the presentation context.
  case currentContext = 3
  /// Presented by a custom transition.
  case custom = 4
  /// Covers the whole screen; the presenter stays underneath.
  case overFullScreen = 5
  /// Covers the presentation context; the presenter stays underneath.
  case overCurrentContext = 6
  /// A popover (a sheet on compact widths).
  case popover = 7
  /// No adaptation.
  case none = -1
  /// The system's choice: a page sheet for most view controllers. The default.
  case automatic = -2

  /// Whether the style is drawn as a sheet from below the status bar, leaving the presenter in
  /// the window.
  var isSheet: Bool {
    switch self {
    case .automatic, .pageSheet, .formSheet, .popover: true
    default: false
    }
  }
}
