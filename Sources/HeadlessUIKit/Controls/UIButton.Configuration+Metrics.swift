import Foundation

/// The sizes each `UIButton.Configuration.Size` stands for: content insets, fonts and corner radii.
extension UIButton.Configuration {
  /// The content insets of a button size.
  ///
  /// `.medium` is 12 at the sides (Apple Developer Forums thread 733541, answered by Apple in
  /// July 2023, release not stated: https://developer.apple.com/forums/thread/733541), and above
  /// and below by ``mediumVerticalInset``. No public source was found for the other sizes: they
  /// scale medium's by the size's font (`.small` and `.mini` smaller, `.large` larger) and are
  /// HeadlessUIKit's choice until a measured value replaces them.
  static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
    switch size {
    case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
    case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    case .medium:
      NSDirectionalEdgeInsets(
        top: mediumVerticalInset.value(), leading: 12, bottom: mediumVerticalInset.value(), trailing: 12)
    case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
    }
  }

  /// A `.medium` button's inset above and below its title, by release.
  ///
  /// iOS 16: 6.25. Sentry's sample app dump (github.com/getsentry/sentry,
  /// static/app/components/events/mockViewHierarchyData.tsx @ 21cad6e9, recorded on iOS 16 on a
  /// 2x simulator: see `UITextField.roundedRectPadding`) prints the `.plain()` "Flush" button of
  /// getsentry/sentry-cocoa's Samples/iOS-Swift Main.storyboard (`buttonConfiguration
  /// style="plain"`, bb940ad6) 33 points tall around its 17-point title label, 20.5 tall at y 6.5:
  /// (33 - 20.5) / 2. Apple's forum answer above gives 7 for a release it does not name; no
  /// recording of another release was found.
  static let mediumVerticalInset = ReleaseValue<CGFloat>([(.iOS16, 6.25)])

  /// No public source: UIKit documents no default image padding; 0 keeps image and title
  /// touching, as they do in a configured button that sets none. Release: none.
  static let defaultImagePadding: CGFloat = 0

  /// No public source: UIKit documents no default title padding; 0 stacks the subtitle right
  /// under the title. Release: none.
  static let defaultTitlePadding: CGFloat = 0

  /// The text style of the title for a button size. No public source lists them: `.medium` and
  /// `.large` use body (17 points at the default text size, the size of a configured button's
  /// title on iPhone; 17 points in Sentry's iOS 16 dump), `.small` subheadline, `.mini`
  /// footnote. Release: iOS 16 for `.medium`'s; none for the others.
  static func titleTextStyle(for size: Size) -> UIFont.TextStyle {
    switch size {
    case .mini: .footnote
    case .small: .subheadline
    case .medium, .large: .body
    }
  }

  /// The text style of the subtitle for a button size, one step under the title's. No public
  /// source lists them. Release: none.
  static func subtitleTextStyle(for size: Size) -> UIFont.TextStyle {
    switch size {
    case .mini: .caption2
    case .small: .caption1
    case .medium, .large: .subheadline
    }
  }

  /// The corner radius a corner style gives a background of the given height. No public source
  /// lists the radii; `.capsule` is half the height by definition and `.fixed` is the
  /// background's own radius. Release: none.
  func cornerRadius(forHeight height: CGFloat) -> CGFloat {
    switch cornerStyle {
    case .fixed: background.cornerRadius
    case .capsule: height / 2
    case .small: 4
    case .medium: 8
    case .large: 12
    case .dynamic:
      switch buttonSize {
      case .mini, .small: 4
      case .medium: 6
      case .large: 8
      }
    }
  }
}
