import DeclarativeUIKit
import Foundation
import Testing

// Modifiers of UIStepper, UIPageControl, UIProgressView, UIActivityIndicatorView and UITextView.
@MainActor
@Suite struct StylableEverydayControlsTests {
  @Test func stepperModifiers() {
    var values: [Double] = []
    let stepper = UIStepper()
      .range(1...12)
      .stepValue(2)
      .value(3)
      .wraps(true)
      .autorepeat(false)
      .isContinuous(false)
      .onChange { values.append($0) }
    #expect(stepper.minimumValue == 1)
    #expect(stepper.maximumValue == 12)
    #expect(stepper.stepValue == 2)
    #expect(stepper.value == 3)
    #expect(stepper.wraps)
    #expect(!stepper.autorepeat)
    #expect(!stepper.isContinuous)
    stepper.simulateTapIncrement()
    #expect(values == [5])
  }

  @Test func aRangeBelowTheCurrentOneIsSetWhole() {
    let stepper = UIStepper().range(-10...(-5))
    #expect(stepper.minimumValue == -10)
    #expect(stepper.maximumValue == -5)
    let moved = UIStepper().minimumValue(5).maximumValue(500)
    #expect(moved.minimumValue == 5)
    #expect(moved.maximumValue == 500)
  }

  @Test func pageControlModifiers() {
    var pages: [Int] = []
    let control = UIPageControl()
      .numberOfPages(4)
      .currentPage(2)
      .hidesForSinglePage(true)
      .pageIndicatorTintColor(.systemGray)
      .currentPageIndicatorTintColor(.systemBlue)
      .onChange { pages.append($0) }
    #expect(control.numberOfPages == 4)
    #expect(control.currentPage == 2)
    #expect(control.hidesForSinglePage)
    #expect(control.pageIndicatorTintColor == .systemGray)
    #expect(control.currentPageIndicatorTintColor == .systemBlue)
    control.simulateTap(pageAt: 0)
    #expect(pages == [0])
  }

  @Test func progressViewModifiers() {
    let bar = UIProgressView()
      .progressViewStyle(.bar)
      .progress(0.6)
      .progressTintColor(.systemGreen)
      .trackTintColor(.systemGray5)
    #expect(bar.progressViewStyle == .bar)
    #expect(bar.progress == 0.6)
    #expect(bar.progressTintColor == .systemGreen)
    #expect(bar.trackTintColor == .systemGray5)
  }

  @Test func progressCanBeSetAnimatedAndFollowAProgressObject() {
    let task = Progress(totalUnitCount: 4)
    task.completedUnitCount = 1
    let bar = UIProgressView().progress(0.3, animated: true)
    #expect(bar.progress == 0.3)
    let observing = UIProgressView().observedProgress(task)
    #expect(observing.observedProgress === task)
    #expect(observing.progress == 0.25)
  }

  @Test func activityIndicatorModifiers() {
    let spinner = UIActivityIndicatorView()
      .style(.large)
      .color(.systemOrange)
      .hidesWhenStopped(false)
      .isAnimating(true)
    #expect(spinner.style == .large)
    #expect(spinner.color == .systemOrange)
    #expect(!spinner.hidesWhenStopped)
    #expect(spinner.isAnimating)
    spinner.isAnimating(false)
    #expect(!spinner.isAnimating)
    #expect(!spinner.isHidden)
  }

  @Test func textViewModifiers() {
    final class Delegate: NSObject, UITextViewDelegate {}
    let delegate = Delegate()
    let notes = UITextView()
      .text("Bring the slides")
      .font(.systemFont(ofSize: 15))
      .textColor(.secondaryLabel)
      .textAlignment(.center)
      .textContainerInset(.zero)
      .isEditable(false)
      .isSelectable(false)
      .delegate(delegate)
      .isScrollEnabled(false)
    #expect(notes.text == "Bring the slides")
    #expect(notes.font == .systemFont(ofSize: 15))
    #expect(notes.textColor == .secondaryLabel)
    #expect(notes.textAlignment == .center)
    #expect(notes.textContainerInset == .zero)
    #expect(!notes.isEditable)
    #expect(!notes.isSelectable)
    #expect(notes.delegate === delegate)
    #expect(!notes.isScrollEnabled)
    let styled = UITextView().attributedText(NSAttributedString(string: "Styled"))
    #expect(styled.text == "Styled")
  }

  // UITextView.h: UITextViewTextDidChangeNotification is posted for the user's edits; setting
  // `text` from code tells no one. The delegate stays the app's.
  @Test func textViewOnChangeRunsForTheUsersEditsOnly() {
    final class Delegate: NSObject, UITextViewDelegate {
      var changes = 0
      func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }
    let delegate = Delegate()
    var drafts: [String] = []
    var replaced: [String] = []
    let notes = UITextView()
      .delegate(delegate)
      .onChange { replaced.append($0) }
      .onChange { drafts.append($0) }
    notes.text = "From code"
    #expect(drafts.isEmpty)
    notes.simulateTyping("!")
    notes.simulateDeleteBackward()
    #expect(drafts == ["From code!", "From code"])
    #expect(replaced.isEmpty)
    #expect(delegate.changes == 2)
    // Another text view's edits are not this one's.
    UITextView().onChange { _ in }.simulateTyping("x")
    #expect(drafts.count == 2)
    notes.onChange(nil)
    notes.simulateTyping("?")
    #expect(drafts.count == 2)
  }
}

// Modifiers of UISearchBar and UIPickerView.
@MainActor
@Suite struct StylableSearchAndPickerTests {
  private final class Colors: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
  }

  private final class Searcher: NSObject, UISearchBarDelegate {}

  @Test func searchBarModifiers() {
    let searcher = Searcher()
    let bar = UISearchBar()
      .text("Offsite")
      .placeholder("Search events")
      .prompt("Calendar")
      .searchBarStyle(.minimal)
      .showsCancelButton(true)
      .delegate(searcher)
    #expect(bar.text == "Offsite")
    #expect(bar.placeholder == "Search events")
    #expect(bar.prompt == "Calendar")
    #expect(bar.searchBarStyle == .minimal)
    #expect(bar.showsCancelButton)
    #expect(bar.delegate === searcher)
  }

  @Test func pickerViewModifiers() {
    let colors = Colors()
    let picker = UIPickerView()
      .dataSource(colors)
      .delegate(colors)
      .selectedRow(2)
    #expect(picker.dataSource === colors)
    #expect(picker.delegate === colors)
    #expect(picker.selectedRow(inComponent: 0) == 2)
  }
}

// Modifiers of UIDatePicker.
@MainActor
@Suite struct StylableDatePickerTests {
  @Test func datePickerModifiers() {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    var picked: [Date] = []
    let picker = UIDatePicker()
      .datePickerMode(.date)
      .preferredDatePickerStyle(.inline)
      .range(start...start.addingTimeInterval(86_400))
      .date(start.addingTimeInterval(3_600))
      .minuteInterval(5)
      .locale(Locale(identifier: "fr_FR"))
      .timeZone(TimeZone(identifier: "Europe/Paris"))
      .onChange { picked.append($0) }
    #expect(picker.datePickerMode == .date)
    #expect(picker.preferredDatePickerStyle == .inline)
    #expect(picker.minimumDate == start)
    #expect(picker.maximumDate == start.addingTimeInterval(86_400))
    #expect(picker.date == start.addingTimeInterval(3_600))
    #expect(picker.minuteInterval == 5)
    #expect(picker.locale?.identifier == "fr_FR")
    #expect(picker.timeZone?.identifier == "Europe/Paris")
    picker.simulatePick(start)
    #expect(picked == [start])
    let open = UIDatePicker().minimumDate(start).maximumDate(nil)
    #expect(open.minimumDate == start)
    #expect(open.maximumDate == nil)
  }
}
