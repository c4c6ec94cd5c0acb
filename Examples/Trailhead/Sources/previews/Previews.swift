import DeclarativeUIKitPreviews
import TrailheadScreens

/// The app's screens as previews: each drawn on its devices, in light and dark.
let previews = [
  Preview("welcome", summary: "First launch: a photo, what the app does, and the ways in") {
    makeWelcomeScreen()
  },
  Preview(
    "trip-summary", summary: "A booked hike in a navigation controller",
    devices: [.iPhone15, .iPhoneSE3]
  ) {
    makeTripSummaryScreen()
  },
  Preview(
    "settings", summary: "Settings rows with symbols and switches",
    traits: [.light, .dark, PreviewTraits(style: .light, contentSizeCategory: .accessibilityLarge)]
  ) {
    makeSettingsScreen()
  },
]
