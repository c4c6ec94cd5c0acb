// swift-tools-version:6.0
import PackageDescription

// A sample app's package laid out to build, preview and snapshot its screens on Linux:
// the screens in a library that imports only DeclarativeUIKit, a one-line previews executable,
// and snapshot tests with their references.
let package = Package(
  name: "Trailhead",
  platforms: [.iOS(.v15), .macOS(.v12)],
  dependencies: [
    // In your app: .package(url: "https://github.com/<owner>/declarative-uikit", from: "...")
    .package(name: "declarative-uikit", path: "../..")
  ],
  targets: [
    // The app's screens: import only DeclarativeUIKit, so they build with UIKit on iOS and with
    // HeadlessUIKit on Linux.
    .target(
      name: "TrailheadScreens",
      dependencies: [.product(name: "DeclarativeUIKit", package: "declarative-uikit")]
    ),
    // `swift run previews`: draws the screens to SVG with an index page.
    .executableTarget(
      name: "previews",
      dependencies: [
        "TrailheadScreens",
        .product(name: "DeclarativeUIKitPreviews", package: "declarative-uikit"),
      ]
    ),
    .testTarget(
      name: "TrailheadScreensTests",
      dependencies: [
        "TrailheadScreens",
        .product(name: "DeclarativeUIKitTesting", package: "declarative-uikit"),
      ],
      // Snapshot references, read and written through #filePath, not bundled.
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
