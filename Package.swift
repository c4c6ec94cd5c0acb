// swift-tools-version:6.0
import PackageDescription

/// Platforms where UIKit is absent: there `DeclarativeUIKit` builds on `HeadlessUIKit`.
/// On iOS, tvOS and Mac Catalyst the real UIKit is used and HeadlessUIKit is not built into the app.
let headlessPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .wasi, .openbsd]

let package = Package(
  name: "declarative-uikit",
  platforms: [.iOS(.v15), .tvOS(.v15), .macCatalyst(.v15), .macOS(.v12)],
  products: [
    .library(name: "Declarative", targets: ["Declarative"]),
    .library(name: "DeclarativeUIKit", targets: ["DeclarativeUIKit"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "DeclarativeUIKitTesting", targets: ["DeclarativeUIKitTesting"]),
    .library(name: "DeclarativeUIKitPreviews", targets: ["DeclarativeUIKitPreviews"]),
  ],
  targets: [
    // Platform-free core: configurators, builders, state values, result builders.
    .target(name: "Declarative"),
    // Platform-free incremental Cassowary constraint solver.
    .target(name: "Cassowary"),
    // A UIKit stand-in for platforms without UIKit; lays out with Cassowary.
    .target(name: "HeadlessUIKit", dependencies: ["Cassowary"]),
    // The declarative UIKit DSL: one source for UIKit and HeadlessUIKit.
    .target(
      name: "DeclarativeUIKit",
      dependencies: [
        "Declarative",
        .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
      ]
    ),
    // Compile-only: spells out the UIKit signatures the DSL relies on, checked against the real SDK.
    .target(name: "UIKitSignatures", dependencies: ["DeclarativeUIKit"]),
    // Snapshot tests for users: a view laid out at a size against recorded text and SVG references.
    .target(name: "DeclarativeUIKitTesting", dependencies: ["DeclarativeUIKit"]),
    // Previews of users' own screens: register them, render them from a one-line executable.
    .target(name: "DeclarativeUIKitPreviews", dependencies: ["DeclarativeUIKit", "DeclarativeUIKitTesting"]),
    // The gallery's screens, one per seed article plus a login form; shared with the tests.
    .target(
      name: "GalleryScreens",
      dependencies: ["DeclarativeUIKit", "DeclarativeUIKitTesting", "DeclarativeUIKitPreviews"]),
    // `swift run gallery`: renders the screens to SVG with an index page.
    .executableTarget(name: "gallery", dependencies: ["GalleryScreens"]),
    .executableTarget(
      name: "benchmarks",
      dependencies: ["Declarative", "Cassowary", "DeclarativeUIKit"]
    ),
    // A previews executable with a preview that throws and one that traps, for PreviewsTests.
    .executableTarget(
      name: "preview-fixtures", dependencies: ["DeclarativeUIKitPreviews"], path: "Tests/PreviewFixtures"),
    .testTarget(name: "DeclarativeTests", dependencies: ["Declarative"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["DeclarativeUIKit", "UIKitSignatures"]),
    .testTarget(name: "DeclarativeUIKitTests", dependencies: ["DeclarativeUIKit"]),
    .testTarget(
      name: "GalleryTests",
      dependencies: ["DeclarativeUIKitTesting", "GalleryScreens"],
      // Snapshot references, read and written through #filePath, not bundled.
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "PreviewsTests", dependencies: ["DeclarativeUIKitPreviews", "DeclarativeUIKitTesting"],
      exclude: ["__Snapshots__", "Fixtures"]),
    // Compiles and runs every Swift sample of the DocC articles (see scripts/check-doc-samples).
    .testTarget(
      name: "DocumentationTests",
      dependencies: ["DeclarativeUIKit", "DeclarativeUIKitTesting", "DeclarativeUIKitPreviews", "Cassowary"],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
