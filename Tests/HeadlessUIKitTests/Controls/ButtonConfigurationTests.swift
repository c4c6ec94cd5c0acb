import DeclarativeUIKit
import Testing

/// `UIButton.Configuration`: the styles, their defaults, the sizes a configured button takes and
/// the way it follows its state. Sources are named per test; values UIKit does not publish are
/// marked "No public source" in the code and not pinned here beyond their documented rule.
@MainActor @Suite struct ButtonConfigurationTests {
  private static let styles: [(String, () -> UIButton.Configuration)] = [
    ("plain", UIButton.Configuration.plain), ("tinted", UIButton.Configuration.tinted),
    ("gray", UIButton.Configuration.gray), ("filled", UIButton.Configuration.filled),
    ("borderless", UIButton.Configuration.borderless), ("bordered", UIButton.Configuration.bordered),
    ("borderedTinted", UIButton.Configuration.borderedTinted),
    ("borderedProminent", UIButton.Configuration.borderedProminent),
  ]

  /// UIButtonConfiguration.h: corner style defaults to dynamic, image placement to leading,
  /// title alignment to automatic; the size is medium (UIButtonConfigurationSizeMedium is 0).
  @Test(arguments: 0..<8) func everyStyleStartsWithUIKitsDefaults(index: Int) {
    let configuration = Self.styles[index].1()
    #expect(configuration.cornerStyle == .dynamic)
    #expect(configuration.buttonSize == .medium)
    #expect(configuration.imagePlacement == .leading)
    #expect(configuration.titleAlignment == .automatic)
    #expect(configuration.title == nil)
    #expect(configuration.subtitle == nil)
    #expect(configuration.image == nil)
    #expect(!configuration.showsActivityIndicator)
    #expect(configuration.baseForegroundColor == nil)
    #expect(configuration.baseBackgroundColor == nil)
  }

  /// The default content insets of a medium button are 12 at the sides (Apple,
  /// https://developer.apple.com/forums/thread/733541) and, on iOS 16, 6.25 above and below: see
  /// ``plainButtonWithASeventeenPointTitleIsThirtyThreeTallOnIOS16()``.
  @Test func mediumContentInsetsAreTwelveAtTheSidesAndSixAndAQuarterOnIOS16() {
    let insets = SimulatedRelease.$current.withValue(.iOS16) { UIButton.Configuration.filled().contentInsets }
    #expect(insets == NSDirectionalEdgeInsets(top: 6.25, leading: 12, bottom: 6.25, trailing: 12))
  }

  /// Sentry's sample app dump (github.com/getsentry/sentry,
  /// static/app/components/events/mockViewHierarchyData.tsx @ 21cad6e9; iOS 16, 2x) prints the
  /// `.plain()` "Flush" button of getsentry/sentry-cocoa's sample storyboard (bb940ad6) with
  /// `frame = (0 330; 195.5 33)` and its title label `(77.5 6.5; 41 20.5)`.
  @Test func plainButtonWithASeventeenPointTitleIsThirtyThreeTallOnIOS16() {
    let screen = UIScreen(
      bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2,
      traitCollection: UITraitCollection(displayScale: 2))
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let button = SimulatedRelease.$current.withValue(.iOS16) {
      var configuration = UIButton.Configuration.plain()
      configuration.title = "Flush"
      let button = UIButton(configuration: configuration)
      button.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(button)
      button.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
      button.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
      window.layoutIfNeeded()
      return button
    }
    #expect(button.frame.height == 33)
    // The title is measured at the screen's 2x, 20.5 tall: the button is 33 before any rounding,
    // so eleven of them in a fill-equally column are 363 tall, as in the dump.
    #expect(button.intrinsicContentSize.height == 33)
  }

  /// UIButtonConfiguration.h: "Defaults styles provide insets based on the button size", and
  /// `setDefaultContentInsets()` restores them.
  @Test func contentInsetsFollowTheSizeUntilSetAndComeBackWhenReset() {
    var configuration = UIButton.Configuration.gray()
    configuration.buttonSize = .large
    let large = configuration.contentInsets
    #expect(large != UIButton.Configuration.gray().contentInsets)
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    configuration.buttonSize = .small
    #expect(
      configuration.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    configuration.setDefaultContentInsets()
    configuration.buttonSize = .large
    #expect(configuration.contentInsets == large)
  }

  @Test func sizesGrowFromMiniToLarge() {
    let heights = [UIButton.Configuration.Size.mini, .small, .medium, .large].map { size -> CGFloat in
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Buy"
      configuration.buttonSize = size
      return UIButton(configuration: configuration).intrinsicContentSize.height
    }
    #expect(heights == heights.sorted())
    #expect(Set(heights).count == 4)
  }

  /// A configured button is its content inside its content insets: a medium title is a body
  /// (17-point) line plus 6.25 + 6.25 on iOS 16, taller than the 30 points of a button without a configuration
  /// (issue 14 measured 30 against UIKit's taller configured button).
  @Test func mediumTitledButtonIsABodyLinePlusInsets() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Add to Bag"
    let button = UIButton(configuration: configuration)
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.text = "Add to Bag"
    let line = label.intrinsicContentSize
    #expect(button.intrinsicContentSize == CGSize(width: line.width + 24, height: line.height + 12.5))
    let legacy = UIButton(type: .system)
    legacy.setTitle("Add to Bag", for: .normal)
    #expect(button.intrinsicContentSize.height > legacy.intrinsicContentSize.height)
  }

  @Test func imageAndTitleSitSideBySideOrStackedWithTheirPadding() {
    let image = UIImage(systemName: "cart")!
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Cart"
    configuration.image = image
    configuration.imagePadding = 6
    let side = UIButton(configuration: configuration).intrinsicContentSize
    configuration.imagePlacement = .top
    let stacked = UIButton(configuration: configuration).intrinsicContentSize
    configuration.image = nil
    let titleOnly = UIButton(configuration: configuration).intrinsicContentSize
    #expect(side.width == titleOnly.width + image.size.width + 6)
    #expect(stacked.height == titleOnly.height + image.size.height + 6)
  }

  @Test func subtitleStacksUnderTheTitleWithTitlePadding() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Download"
    let titleOnly = UIButton(configuration: configuration).intrinsicContentSize
    configuration.subtitle = "12 MB"
    configuration.titlePadding = 4
    let both = UIButton(configuration: configuration).intrinsicContentSize
    let subtitle = UILabel()
    subtitle.font = .preferredFont(forTextStyle: .subheadline)
    subtitle.text = "12 MB"
    #expect(both.height == titleOnly.height + subtitle.intrinsicContentSize.height + 4)
  }

  /// UIButton.h: a configured button's `primaryAction` title and image are copied to the
  /// configuration, and the action runs for `.primaryActionTriggered`.
  @Test func primaryActionTitleBecomesTheConfigurationsTitle() {
    var ran = 0
    let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Pay") { _ in ran += 1 })
    #expect(button.configuration?.title == "Pay")
    button.simulateTap()
    #expect(ran == 1)
  }

  /// UIButton.h: the update handler runs after `updateConfiguration`, when an update was asked
  /// for (state changes ask automatically), coalesced until the next layout.
  @Test func updateHandlerRunsOnceAtLayoutAfterAStateChange() {
    let button = UIButton(configuration: .gray())
    var runs = 0
    button.configurationUpdateHandler = { button in
      runs += 1
      button.configuration?.title = button.isSelected ? "Following" : "Follow"
    }
    button.layoutIfNeeded()
    #expect(runs == 1)
    #expect(button.configuration?.title == "Follow")
    button.isSelected = true
    button.isHighlighted = true
    #expect(runs == 1)
    button.layoutIfNeeded()
    #expect(runs == 2)
    #expect(button.configuration?.title == "Following")
  }

  @Test func turningOffAutomaticUpdatesStopsStateChangesFromAsking() {
    let button = UIButton(configuration: .gray())
    var runs = 0
    button.configurationUpdateHandler = { _ in runs += 1 }
    button.layoutIfNeeded()
    button.automaticallyUpdatesConfiguration = false
    button.isSelected = true
    button.layoutIfNeeded()
    #expect(runs == 1)
    button.setNeedsUpdateConfiguration()
    button.layoutIfNeeded()
    #expect(runs == 2)
  }

  /// UIButtonConfiguration.h: `updated(for:)` fills in the style's values for the button's state
  /// where the configuration left them to the system; a filled button's content is white on the
  /// tint colour, a plain one's in the tint colour; a colour set stays.
  @Test func updatedForButtonFillsTheStylesColours() {
    let button = UIButton(configuration: .filled())
    button.tintColor = .systemGreen
    let filled = UIButton.Configuration.filled().updated(for: button)
    #expect(filled.baseForegroundColor == .white)
    #expect(filled.background.backgroundColor == .systemGreen)
    let plain = UIButton.Configuration.plain().updated(for: button)
    #expect(plain.baseForegroundColor == .systemGreen)
    var custom = UIButton.Configuration.plain()
    custom.baseForegroundColor = .systemPink
    #expect(custom.updated(for: button).baseForegroundColor == .systemPink)
  }

  @Test func disabledButtonsLoseTheirTint() {
    let button = UIButton(configuration: .filled())
    button.isEnabled = false
    let colors = UIButton.Configuration.filled().updated(for: button)
    #expect(colors.baseForegroundColor != .white)
    #expect(colors.background.backgroundColor != button.tintColor)
  }

  @Test func configurationsAreValuesComparedByContent() {
    var a = UIButton.Configuration.filled()
    a.title = "Save"
    var b = UIButton.Configuration.filled()
    b.title = "Save"
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    b.title = "Saved"
    #expect(a != b)
    #expect(UIButton.Configuration.plain() != UIButton.Configuration.borderless())
  }
}
