import DeclarativeUIKit
import Foundation

// Compile-only: the signatures of UIStepper, UIPageControl, UIProgressView,
// UIActivityIndicatorView, UITextView and UIAlertController that HeadlessUIKit provides and the
// DSL uses. Built against the real UIKit by `tools/ios-sdk/check --target UIKitSignatures`.

/// Spells out UIStepper's and UIPageControl's signatures.
@MainActor
func stepperAndPageControlSignatures() {
  let _: UIControl = UIStepper()
  let _: (CGRect) -> UIStepper = UIStepper.init(frame:)
  let _: ReferenceWritableKeyPath<UIStepper, Bool> = \UIStepper.isContinuous
  let _: ReferenceWritableKeyPath<UIStepper, Bool> = \UIStepper.autorepeat
  let _: ReferenceWritableKeyPath<UIStepper, Bool> = \UIStepper.wraps
  let _: ReferenceWritableKeyPath<UIStepper, Double> = \UIStepper.value
  let _: ReferenceWritableKeyPath<UIStepper, Double> = \UIStepper.minimumValue
  let _: ReferenceWritableKeyPath<UIStepper, Double> = \UIStepper.maximumValue
  let _: ReferenceWritableKeyPath<UIStepper, Double> = \UIStepper.stepValue
  let _: (UIStepper) -> (UIImage?, UIControl.State) -> Void = UIStepper.setBackgroundImage(_:for:)
  let _: (UIStepper) -> (UIControl.State) -> UIImage? = UIStepper.backgroundImage(for:)
  let _: (UIStepper) -> (UIImage?, UIControl.State, UIControl.State) -> Void =
    UIStepper.setDividerImage(_:forLeftSegmentState:rightSegmentState:)
  let _: (UIStepper) -> (UIControl.State, UIControl.State) -> UIImage? =
    UIStepper.dividerImage(forLeftSegmentState:rightSegmentState:)
  let _: (UIStepper) -> (UIImage?, UIControl.State) -> Void = UIStepper.setIncrementImage(_:for:)
  let _: (UIStepper) -> (UIControl.State) -> UIImage? = UIStepper.incrementImage(for:)
  let _: (UIStepper) -> (UIImage?, UIControl.State) -> Void = UIStepper.setDecrementImage(_:for:)
  let _: (UIStepper) -> (UIControl.State) -> UIImage? = UIStepper.decrementImage(for:)

  let _: UIControl = UIPageControl()
  let _: ReferenceWritableKeyPath<UIPageControl, Int> = \UIPageControl.numberOfPages
  let _: ReferenceWritableKeyPath<UIPageControl, Int> = \UIPageControl.currentPage
  let _: ReferenceWritableKeyPath<UIPageControl, Bool> = \UIPageControl.hidesForSinglePage
  let _: ReferenceWritableKeyPath<UIPageControl, UIColor?> = \UIPageControl.pageIndicatorTintColor
  let _: ReferenceWritableKeyPath<UIPageControl, UIColor?> = \UIPageControl.currentPageIndicatorTintColor
  let _: ReferenceWritableKeyPath<UIPageControl, UIPageControl.BackgroundStyle> =
    \UIPageControl.backgroundStyle
  let _: KeyPath<UIPageControl, UIPageControl.InteractionState> = \UIPageControl.interactionState
  let _: ReferenceWritableKeyPath<UIPageControl, Bool> = \UIPageControl.allowsContinuousInteraction
  let _: ReferenceWritableKeyPath<UIPageControl, UIImage?> = \UIPageControl.preferredIndicatorImage
  let _: (UIPageControl) -> (Int) -> CGSize = UIPageControl.size(forNumberOfPages:)
  let _: [UIPageControl.BackgroundStyle] = [.automatic, .prominent, .minimal]
  if #available(iOS 16.0, *) {
    let _: ReferenceWritableKeyPath<UIPageControl, UIPageControl.Direction> = \UIPageControl.direction
    let _: ReferenceWritableKeyPath<UIPageControl, UIImage?> =
      \UIPageControl.preferredCurrentPageIndicatorImage
    let _: [UIPageControl.Direction] = [.natural, .leftToRight, .rightToLeft, .topToBottom, .bottomToTop]
  }
  let _: [UIPageControl.InteractionState] = [.none, .discrete, .continuous]
}

/// Spells out UIProgressView's and UIActivityIndicatorView's signatures.
@MainActor
func progressAndActivitySignatures() {
  let _: UIView = UIProgressView()
  let _: (UIProgressView.Style) -> UIProgressView = UIProgressView.init(progressViewStyle:)
  let _: ReferenceWritableKeyPath<UIProgressView, UIProgressView.Style> = \UIProgressView.progressViewStyle
  let _: ReferenceWritableKeyPath<UIProgressView, Float> = \UIProgressView.progress
  let _: ReferenceWritableKeyPath<UIProgressView, UIColor?> = \UIProgressView.progressTintColor
  let _: ReferenceWritableKeyPath<UIProgressView, UIColor?> = \UIProgressView.trackTintColor
  let _: ReferenceWritableKeyPath<UIProgressView, UIImage?> = \UIProgressView.progressImage
  let _: ReferenceWritableKeyPath<UIProgressView, UIImage?> = \UIProgressView.trackImage
  let _: ReferenceWritableKeyPath<UIProgressView, Progress?> = \UIProgressView.observedProgress
  let _: (UIProgressView) -> (Float, Bool) -> Void = UIProgressView.setProgress(_:animated:)
  let _: [UIProgressView.Style] = [.default, .bar]

  let _: UIView = UIActivityIndicatorView()
  let _: (UIActivityIndicatorView.Style) -> UIActivityIndicatorView = UIActivityIndicatorView.init(style:)
  let _: ReferenceWritableKeyPath<UIActivityIndicatorView, UIActivityIndicatorView.Style> =
    \UIActivityIndicatorView.style
  let _: ReferenceWritableKeyPath<UIActivityIndicatorView, Bool> = \UIActivityIndicatorView.hidesWhenStopped
  let _: ReferenceWritableKeyPath<UIActivityIndicatorView, UIColor?> = \UIActivityIndicatorView.color
  let _: KeyPath<UIActivityIndicatorView, Bool> = \UIActivityIndicatorView.isAnimating
  let _: (UIActivityIndicatorView) -> () -> Void = UIActivityIndicatorView.startAnimating
  let _: (UIActivityIndicatorView) -> () -> Void = UIActivityIndicatorView.stopAnimating
  let _: [UIActivityIndicatorView.Style] = [.medium, .large]
  let _: Int = UIActivityIndicatorView.Style.medium.rawValue
}

/// Spells out UITextView's and its delegate's signatures.
@MainActor
func textViewSignatures() {
  let _: UIScrollView = UITextView()
  let _: (CGRect, NSTextContainer?) -> UITextView = UITextView.init(frame:textContainer:)
  let _: ReferenceWritableKeyPath<UITextView, String?> = \UITextView.text
  let _: ReferenceWritableKeyPath<UITextView, NSAttributedString?> = \UITextView.attributedText
  let _: ReferenceWritableKeyPath<UITextView, UIFont?> = \UITextView.font
  let _: ReferenceWritableKeyPath<UITextView, UIColor?> = \UITextView.textColor
  let _: ReferenceWritableKeyPath<UITextView, NSTextAlignment> = \UITextView.textAlignment
  let _: ReferenceWritableKeyPath<UITextView, NSRange> = \UITextView.selectedRange
  let _: ReferenceWritableKeyPath<UITextView, Bool> = \UITextView.isEditable
  let _: ReferenceWritableKeyPath<UITextView, Bool> = \UITextView.isSelectable
  let _: ReferenceWritableKeyPath<UITextView, Bool> = \UITextView.allowsEditingTextAttributes
  let _: ReferenceWritableKeyPath<UITextView, Bool> = \UITextView.clearsOnInsertion
  let _: ReferenceWritableKeyPath<UITextView, UIEdgeInsets> = \UITextView.textContainerInset
  let _: KeyPath<UITextView, NSTextContainer> = \UITextView.textContainer
  let _: ReferenceWritableKeyPath<UITextView, (any UITextViewDelegate)?> = \UITextView.delegate
  let _: ReferenceWritableKeyPath<NSTextContainer, CGFloat> = \NSTextContainer.lineFragmentPadding
  let _: ReferenceWritableKeyPath<NSTextContainer, Int> = \NSTextContainer.maximumNumberOfLines
  let _: ReferenceWritableKeyPath<NSTextContainer, NSLineBreakMode> = \NSTextContainer.lineBreakMode
  let _: ReferenceWritableKeyPath<NSTextContainer, CGSize> = \NSTextContainer.size
  let _: (CGSize) -> NSTextContainer = NSTextContainer.init(size:)
  let _: NSNotification.Name = UITextView.textDidChangeNotification
  let _: ReferenceWritableKeyPath<UITextView, (any UITextViewDelegate)?> = \UITextView.delegate
  let _: ((any UITextViewDelegate)?) -> (any UIScrollViewDelegate)? = { $0 }
  let _: NSNotification.Name = UITextView.textDidBeginEditingNotification
  let _: NSNotification.Name = UITextView.textDidEndEditingNotification
}

/// A delegate implementing every UITextViewDelegate method this package declares, so a renamed
/// or re-typed requirement fails to compile.
@MainActor
final class TextViewDelegateSignatures: NSObject, UITextViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  func textViewDidBeginEditing(_ textView: UITextView) {}
  func textViewDidEndEditing(_ textView: UITextView) {}
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  {
    true
  }
  func textViewDidChange(_ textView: UITextView) {}
  func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Spells out UIAlertController's and UIAlertAction's signatures.
@MainActor
func alertControllerSignatures() {
  let _: (String?, String?, UIAlertController.Style) -> UIAlertController =
    UIAlertController.init(title:message:preferredStyle:)
  let _: UIViewController = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
  let _: ReferenceWritableKeyPath<UIAlertController, String?> = \UIAlertController.title
  let _: ReferenceWritableKeyPath<UIAlertController, String?> = \UIAlertController.message
  let _: KeyPath<UIAlertController, UIAlertController.Style> = \UIAlertController.preferredStyle
  let _: KeyPath<UIAlertController, [UIAlertAction]> = \UIAlertController.actions
  let _: ReferenceWritableKeyPath<UIAlertController, UIAlertAction?> = \UIAlertController.preferredAction
  let _: KeyPath<UIAlertController, [UITextField]?> = \UIAlertController.textFields
  let _: (UIAlertController) -> (UIAlertAction) -> Void = UIAlertController.addAction(_:)
  let _: (UIAlertController) -> (((UITextField) -> Void)?) -> Void = UIAlertController.addTextField(
    configurationHandler:)
  let _: [UIAlertController.Style] = [.actionSheet, .alert]
  if #available(iOS 16.0, *) {
    let _: ReferenceWritableKeyPath<UIAlertController, UIAlertControllerSeverity> =
      \UIAlertController.severity
    let _: [UIAlertControllerSeverity] = [.default, .critical]
  }

  let _: (String?, UIAlertAction.Style, ((UIAlertAction) -> Void)?) -> UIAlertAction =
    UIAlertAction.init(title:style:handler:)
  let _: UIAlertAction = UIAlertAction(title: "OK", style: .default)
  let _: KeyPath<UIAlertAction, String?> = \UIAlertAction.title
  let _: KeyPath<UIAlertAction, UIAlertAction.Style> = \UIAlertAction.style
  let _: ReferenceWritableKeyPath<UIAlertAction, Bool> = \UIAlertAction.isEnabled
  let _: [UIAlertAction.Style] = [.default, .cancel, .destructive]
}

/// Spells out UISearchBar's, UIPickerView's and UIRefreshControl's signatures.
@MainActor
func searchPickerRefreshSignatures() {
  let _: UIView = UISearchBar()
  let _: (CGRect) -> UISearchBar = UISearchBar.init(frame:)
  let _: ReferenceWritableKeyPath<UISearchBar, String?> = \UISearchBar.text
  let _: ReferenceWritableKeyPath<UISearchBar, String?> = \UISearchBar.placeholder
  let _: ReferenceWritableKeyPath<UISearchBar, String?> = \UISearchBar.prompt
  let _: ReferenceWritableKeyPath<UISearchBar, UISearchBar.Style> = \UISearchBar.searchBarStyle
  let _: ReferenceWritableKeyPath<UISearchBar, Bool> = \UISearchBar.showsCancelButton
  let _: ReferenceWritableKeyPath<UISearchBar, Bool> = \UISearchBar.showsBookmarkButton
  let _: ReferenceWritableKeyPath<UISearchBar, UIColor?> = \UISearchBar.barTintColor
  let _: ReferenceWritableKeyPath<UISearchBar, Bool> = \UISearchBar.isTranslucent
  let _: KeyPath<UISearchBar, UISearchTextField> = \UISearchBar.searchTextField
  let _: ReferenceWritableKeyPath<UISearchBar, (any UISearchBarDelegate)?> = \UISearchBar.delegate
  let _: (UISearchBar) -> (Bool, Bool) -> Void = UISearchBar.setShowsCancelButton(_:animated:)
  let _: [UISearchBar.Style] = [.default, .prominent, .minimal]
  let _: UInt = UISearchBar.Style.minimal.rawValue
  let _: UITextField = UISearchTextField()

  let _: UIView = UIPickerView()
  let _: ReferenceWritableKeyPath<UIPickerView, (any UIPickerViewDataSource)?> = \UIPickerView.dataSource
  let _: ReferenceWritableKeyPath<UIPickerView, (any UIPickerViewDelegate)?> = \UIPickerView.delegate
  let _: KeyPath<UIPickerView, Int> = \UIPickerView.numberOfComponents
  let _: (UIPickerView) -> (Int) -> Int = UIPickerView.numberOfRows(inComponent:)
  let _: (UIPickerView) -> (Int) -> CGSize = UIPickerView.rowSize(forComponent:)
  let _: (UIPickerView) -> (Int, Int) -> UIView? = UIPickerView.view(forRow:forComponent:)
  let _: (UIPickerView) -> () -> Void = UIPickerView.reloadAllComponents
  let _: (UIPickerView) -> (Int) -> Void = UIPickerView.reloadComponent(_:)
  let _: (UIPickerView) -> (Int, Int, Bool) -> Void = UIPickerView.selectRow(_:inComponent:animated:)
  let _: (UIPickerView) -> (Int) -> Int = UIPickerView.selectedRow(inComponent:)

  let _: UIControl = UIRefreshControl()
  let _: KeyPath<UIRefreshControl, Bool> = \UIRefreshControl.isRefreshing
  let _: ReferenceWritableKeyPath<UIRefreshControl, NSAttributedString?> = \UIRefreshControl.attributedTitle
  let _: (UIRefreshControl) -> () -> Void = UIRefreshControl.beginRefreshing
  let _: (UIRefreshControl) -> () -> Void = UIRefreshControl.endRefreshing
  let _: ReferenceWritableKeyPath<UIScrollView, UIRefreshControl?> = \UIScrollView.refreshControl
}

/// A search bar delegate implementing every method this package declares.
@MainActor
final class SearchBarDelegateSignatures: NSObject, UISearchBarDelegate {
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  {
    true
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A picker data source and delegate implementing every method this package declares.
@MainActor
final class PickerViewSignatures: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 0 }
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    nil
  }
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// Spells out UIDatePicker's signatures.
@MainActor
func datePickerSignatures() {
  let _: UIControl = UIDatePicker()
  let _: ReferenceWritableKeyPath<UIDatePicker, UIDatePicker.Mode> = \UIDatePicker.datePickerMode
  let _: ReferenceWritableKeyPath<UIDatePicker, UIDatePickerStyle> = \UIDatePicker.preferredDatePickerStyle
  let _: KeyPath<UIDatePicker, UIDatePickerStyle> = \UIDatePicker.datePickerStyle
  let _: ReferenceWritableKeyPath<UIDatePicker, Date> = \UIDatePicker.date
  let _: ReferenceWritableKeyPath<UIDatePicker, Date?> = \UIDatePicker.minimumDate
  let _: ReferenceWritableKeyPath<UIDatePicker, Date?> = \UIDatePicker.maximumDate
  let _: ReferenceWritableKeyPath<UIDatePicker, Locale?> = \UIDatePicker.locale
  let _: ReferenceWritableKeyPath<UIDatePicker, Calendar?> = \UIDatePicker.calendar
  let _: ReferenceWritableKeyPath<UIDatePicker, TimeZone?> = \UIDatePicker.timeZone
  let _: ReferenceWritableKeyPath<UIDatePicker, TimeInterval> = \UIDatePicker.countDownDuration
  let _: ReferenceWritableKeyPath<UIDatePicker, Int> = \UIDatePicker.minuteInterval
  let _: ReferenceWritableKeyPath<UIDatePicker, Bool> = \UIDatePicker.roundsToMinuteInterval
  let _: (UIDatePicker) -> (Date, Bool) -> Void = UIDatePicker.setDate(_:animated:)
  let _: [UIDatePicker.Mode] = [.time, .date, .dateAndTime, .countDownTimer]
  let _: [UIDatePickerStyle] = [.automatic, .wheels, .compact, .inline]
}
