import DeclarativeUIKit
import Foundation

extension GalleryScreen {
  /// A calendar's "New Event" form in a navigation controller: inset cards on the grouped
  /// background with a title field, date rows, a guest count with a stepper, notes in a
  /// self-sizing text view, compact date pickers, an attachment uploading with a progress bar and a spinner, and a
  /// page control under a cover colour.
  static let newEvent: GalleryScreen = GalleryScreen(
    name: "new-event",
    summary: "A New Event form: stepper, self-sizing text view, progress bar, spinner, page control"
  ) {
    UINavigationController(rootViewController: newEventForm())
  }

  /// The form over which `discard-alert` shows its alert, with its title and bar buttons.
  @MainActor
  static func newEventForm() -> UIViewController {
    UIViewController { newEventContent() }
      .title("New Event")
      .largeTitleDisplayMode(.never)
      .leftBarButtonItems([UIBarButtonItem(title: "Cancel")])
      .rightBarButtonItems([UIBarButtonItem(title: "Add")])
  }

  @MainActor
  private static func newEventContent() -> UIView {
    let guestsLabel = UILabel().text("8 guests").font(.preferredFont(forTextStyle: .body))
    let guests = UIStepper().range(1...40).value(8)
      .onChange { guestsLabel.text = "\(Int($0)) guests" }
    let notes = UITextView()
      .text(
        "Bring the Q3 roadmap and the customer interview notes. Lunch is booked at the harbour "
          + "café for 12:30; vegetarian options confirmed."
      )
      .font(.preferredFont(forTextStyle: .body))
      .textContainerInset(UIEdgeInsets(top: 11, left: 11, bottom: 11, right: 11))
      .backgroundColor(.secondarySystemGroupedBackground)
      .cornerRadius(10)
      .isScrollEnabled(false)
    let upload = UIProgressView(progressViewStyle: .default).progress(0.62)
    let spinner = UIActivityIndicatorView(style: .medium).isAnimating(true)
    let cover = UIView().backgroundColor(.systemTeal).cornerRadius(10).frame(height: 96)
    let pages = UIPageControl().numberOfPages(4).currentPage(1)
      .currentPageIndicatorTintColor(.label).pageIndicatorTintColor(.tertiaryLabel)
    let form = UIVStack(spacing: 8) {
      card {
        row { UILabel().text("Team Offsite").font(.preferredFont(forTextStyle: .body)) }
        separator()
        row { UILabel().text("Harbour Conference Center").font(.preferredFont(forTextStyle: .body)) }
      }
      card {
        // On a narrow phone the time picker gives way, not the label beside it.
        row {
          UILabel().text("Starts").font(.preferredFont(forTextStyle: .body))
            .contentCompressionResistancePriority(.required, for: .horizontal)
          Spacer()
          datePicker(hour: 9, minute: 0)
        }
        separator()
        row {
          UILabel().text("Ends").font(.preferredFont(forTextStyle: .body))
            .contentCompressionResistancePriority(.required, for: .horizontal)
          Spacer()
          datePicker(hour: 17, minute: 30)
        }
      }
      card {
        row {
          guestsLabel
          Spacer()
          guests
        }
      }
      sectionTitle("NOTES")
      notes
      sectionTitle("ATTACHMENTS")
      card {
        row {
          UILabel().text("Agenda.pdf").font(.preferredFont(forTextStyle: .body))
          Spacer()
          spinner
        }
        upload.padding(UIEdgeInsets(top: 0, left: 16, bottom: 14, right: 16))
      }
      sectionTitle("COVER")
      cover
      pages
    }
    return UIScrollingVStack(spacing: 0) {
      form.padding(UIEdgeInsets(top: 16, left: 16, bottom: 24, right: 16))
    }
    .backgroundColor(.systemGroupedBackground)
  }

  /// A white card with rounded corners holding rows.
  @MainActor
  private static func card(@UIViewBuilder _ content: () -> [UIView]) -> UIView {
    UIVStack(spacing: 0) { content() }
      .backgroundColor(.secondarySystemGroupedBackground)
      .cornerRadius(10)
  }

  /// A row of a card: its views side by side, centred, with the list's margins.
  @MainActor
  private static func row(@UIViewBuilder _ content: () -> [UIView]) -> UIView {
    UIHStack(alignment: .center, spacing: 8) { content() }
      .padding(UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
  }

  /// A compact date and time picker on December 4, 2026, written in US English in UTC so the
  /// drawing is the same on every machine.
  @MainActor
  private static func datePicker(hour: Int, minute: Int) -> UIDatePicker {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let date = calendar.date(from: DateComponents(year: 2026, month: 12, day: 4, hour: hour, minute: minute))!
    let picker = UIDatePicker()
      .datePickerMode(.dateAndTime)
      .preferredDatePickerStyle(.compact)
      .locale(Locale(identifier: "en_US"))
      .timeZone(calendar.timeZone)
      .minuteInterval(15)
      .date(date)
    picker.calendar = calendar
    return picker
  }

  @MainActor
  private static func separator() -> UIView {
    UIView().backgroundColor(.separator).frame(height: 0.5)
      .padding(UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
  }

  @MainActor
  private static func sectionTitle(_ text: String) -> UIView {
    UILabel().text(text).font(.preferredFont(forTextStyle: .footnote)).textColor(.secondaryLabel)
      .padding(UIEdgeInsets(top: 12, left: 16, bottom: 0, right: 16))
  }
}
