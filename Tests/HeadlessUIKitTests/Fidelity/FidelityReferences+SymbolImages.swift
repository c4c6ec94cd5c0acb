import Foundation
import HeadlessUIKit

// References from symbol image sizes printed by real UIKit (`UIImage.description` shows
// `symbol(system: NAME) {WIDTH, HEIGHT}`), rebuilt as `UIImageView(image:)`, whose frame is
// the image's size:
// - dkhamsing/fastmdb, Xcode/FastMDb/UI/VideoView.swift @ 51247b91: a comment holding printed
//   items whose image is `UIImage(systemName: "play.circle.fill")` with no configuration, on a
//   2x simulator (heap addresses 0x6000...) at the Large content size: {20, 19}. The app needs
//   iOS 13; the iOS version is not stated.
// - pome-ta/pystaUIKitCatalogChallenge, memo.md @ 4c33f225, entry of 2024-02-23: `person`
//   with no configuration at Extra Small, {19, 17.5}, and with `textStyle: .body, scale:
//   .large` at Extra Small, {20.5, 19.5}, on a 2x device (iOS 17 era, by the date).

extension FidelitySource {
  static let fastmdbPrint = FidelitySource(
    name: "fastmdb printed image (simulator)",
    location: "github.com/dkhamsing/fastmdb Xcode/FastMDb/UI/VideoView.swift @ 51247b91")

  static let pomeTaMemo = FidelitySource(
    name: "pystaUIKitCatalogChallenge memo (device)",
    location: "github.com/pome-ta/pystaUIKitCatalogChallenge memo.md @ 4c33f225 (2024-02-23)")
}

extension FidelityReference {
  /// The references of printed symbol image sizes.
  static let symbolImages: [FidelityReference] = fastmdb + pomeTa

  /// A symbol with no configuration at the Large content size.
  private static var fastmdb: [FidelityReference] {
    let scene = FidelityScene(
      source: .fastmdbPrint, recording: "play.circle.fill description",
      iOS: "not stated (2x simulator, 2020)", release: .iOS16, scale: 2, screen: .zero,
      code: #"UIImage(systemName: "play.circle.fill"), printed"#,
      build: { ["image": UIImageView(image: UIImage(systemName: "play.circle.fill"))] })
    return [
      FidelityReference(
        scene: scene, view: "image", quantity: .size(CGSize(width: 20, height: 19)), kind: .control)
    ]
  }

  /// `person` without a configuration, and following the body style at the large scale, both at
  /// Extra Small.
  private static var pomeTa: [FidelityReference] {
    let extraSmall = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    let scene = FidelityScene(
      source: .pomeTaMemo, recording: "person descriptions",
      iOS: "not stated (2x device, February 2024)", release: .iOS16, scale: 2, screen: .zero,
      code:
        #"UIImage(systemName: "person") and the same with SymbolConfiguration(textStyle: .body, scale: .large), at Extra Small"#,
      build: {
        let configuration = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)
          .withTraitCollection(extraSmall)
        return [
          "plain": UIImageView(image: UIImage(systemName: "person")),
          "body": UIImageView(image: UIImage(systemName: "person", withConfiguration: configuration)),
        ]
      })
    return [
      FidelityReference(
        scene: scene, view: "plain", quantity: .size(CGSize(width: 19, height: 17.5)), kind: .control),
      FidelityReference(
        scene: scene, view: "body", quantity: .size(CGSize(width: 20.5, height: 19.5)), kind: .control),
    ]
  }
}
