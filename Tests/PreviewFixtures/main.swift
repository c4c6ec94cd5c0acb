// A previews executable for PreviewsTests: screens that draw (one with an image file), one whose
// builder throws and one that traps, to show that the runner reports them and still draws the
// others.
import DeclarativeUIKit
import DeclarativeUIKitPreviews

struct MissingData: Error, CustomStringConvertible {
  var description: String { "the sample data is missing" }
}

let previews = [
  Preview("greeting", summary: "A label on the system background") {
    UIVStack { UILabel().text("Hello") }.backgroundColor(.systemBackground)
  },
  Preview("throwing", summary: "A builder that throws") { () throws -> UIView in throw MissingData() },
  Preview("trapping", summary: "A builder that traps") { () -> UIView in
    let items: [UIView] = []
    return items[0]
  },
  Preview("farewell", summary: "A label on a second device", devices: [.iPhoneSE3], traits: [.dark]) {
    UIVStack { UILabel().text("Goodbye") }.backgroundColor(.systemBackground)
  },
  // A builder that never returns, for the runner's time limit (drawn only when asked for).
  Preview("hanging", summary: "A builder that never returns") { () -> UIView in
    while true { sleep(60) }
  },
  // An image from the --images folder, or no image without one.
  Preview("photo", summary: "An image read from a file", traits: [.light]) {
    UIVStack { UIImageView(image: UIImage(named: "photo")).contentMode(.scaleAspectFit) }
      .backgroundColor(.systemBackground)
  },
]

MainActor.assumeIsolated { PreviewRunner.main(previews) }
