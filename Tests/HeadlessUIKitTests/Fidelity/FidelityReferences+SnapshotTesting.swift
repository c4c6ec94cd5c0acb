import Foundation
import HeadlessUIKit

// References from pointfreeco/swift-snapshot-testing's own tests: the `recursiveDescription`
// text references under Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/, recorded
// on the iOS simulator next to the code that made them (SnapshotTestingTests.swift). The device
// sizes, safe areas and traits are the library's ViewImageConfig and UITraitCollection presets
// (Sources/SnapshotTesting/Common/View.swift). The phone recordings are from commit fb70100
// (2019-12-01, Xcode 11, so iOS 13), the iPad 9.7 and 10.2 ones from de5c3e1 (2021-08-16),
// the content-size ones from 2a628d4 (2020-05-06). Every text size is rounded to a third of a
// point, also on the 2x devices: the traits do not set a display scale, so the host
// simulator's 3x applies.

extension FidelitySource {
  static let snapshotTesting = FidelitySource(
    name: "swift-snapshot-testing",
    location:
      "github.com/pointfreeco/swift-snapshot-testing Tests/SnapshotTestingTests/__Snapshots__/"
      + "SnapshotTestingTests/*.txt @ 6bb6c9a (recorded at fb70100, 2a628d4, de5c3e1)")
}

/// The view controller of swift-snapshot-testing's `testTraits`: four labels pinned to the
/// safe area (top centre, leading and trailing at the vertical centre, bottom centre), in the
/// headline, body, body and subheadline styles of the trait collection.
@MainActor private final class TraitsViewController: UIViewController {
  let top = UILabel()
  let leading = UILabel()
  let trailing = UILabel()
  let bottom = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    top.text = "What's"
    leading.text = "the"
    trailing.text = "point"
    bottom.text = "?"
    for label in [top, leading, trailing, bottom] {
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
    }
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: safe.topAnchor),
      top.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
      leading.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      leading.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor),
      leading.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
      trailing.leadingAnchor.constraint(greaterThanOrEqualTo: safe.centerXAnchor),
      trailing.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      trailing.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
      bottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      bottom.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
    ])
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    top.font = .preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
    leading.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    trailing.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    bottom.font = .preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
  }
}

/// A device as swift-snapshot-testing's ViewImageConfig describes it, on a host of a scale (3x
/// unless given).
private func snapshotDevice(
  _ name: String, _ size: CGSize, safeArea: UIEdgeInsets, pad: Bool, scale: CGFloat = 3
) -> SimulatedDevice {
  SimulatedDevice(
    name: name, portraitSize: size, scale: scale, portraitSafeAreaInsets: safeArea,
    landscapeSafeAreaInsets: safeArea, portraitStatusBarHeight: safeArea.top,
    landscapeStatusBarHeight: safeArea.top,
    portraitSizeClasses: pad ? (.regular, .regular) : (.compact, .regular),
    landscapeSizeClasses: pad ? (.regular, .regular) : (.compact, .compact))
}

/// Shows a view controller full screen on a device with extra traits and lays it out.
@MainActor private func show(
  _ controller: UIViewController, on device: SimulatedDevice, traits: UITraitCollection
) -> UIWindow {
  let screen = UIScreen(device: device, traitCollection: traits)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.rootViewController = controller
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return window
}

extension FidelityReference {
  /// One `testTraits` recording: a device, and the frames of its four labels.
  private struct TraitsRecording {
    var file: String
    var size: CGSize
    var safeArea: UIEdgeInsets
    var pad: Bool
    var category: UIContentSizeCategory
    var frames: [(String, CGRect)]
    /// The host simulator's scale, which the text sizes are ceiled to.
    var scale: CGFloat = 3
    var iOS = "13 (simulator)"
    var release = SimulatedRelease.iOS13
  }

  /// testTraits.*.txt: the four labels on twelve devices.
  private static let traitsRecordings: [TraitsRecording] = {
    let phoneTop = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let notch = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    func frames(_ values: [CGFloat]) -> [(String, CGRect)] {
      ["top", "leading", "trailing", "bottom"].enumerated().map { index, name in
        let v = values[(index * 4)...]
        let i = v.startIndex
        return (name, CGRect(x: v[i], y: v[i + 1], width: v[i + 2], height: v[i + 3]))
      }
    }
    let third: CGFloat = 1 / 3
    // Sizes printed as 52.6667, 19.3333 are 52 2/3 and 19 1/3.
    let smallPhone = {
      (top: CGFloat, x: CGFloat, mid: CGFloat, right: CGFloat, bottomX: CGFloat, bottomY: CGFloat) in
      frames([
        x, top, 52 + 2 * third, 19 + third, 0, mid, 23 + 2 * third, 19 + third, right, mid, 37, 19 + third,
        bottomX, bottomY, 7 + third, 17,
      ])
    }
    let large = {
      (top: CGFloat, x: CGFloat, mid: CGFloat, right: CGFloat, bottomX: CGFloat, bottomY: CGFloat) in
      frames([
        x, top, 55 + 2 * third, 20 + third, 0, mid, 25, 20 + third, right, mid, 39, 20 + third, bottomX,
        bottomY, 7 + 2 * third, 18,
      ])
    }
    return [
      TraitsRecording(
        file: "testTraits.iphone-se.txt", size: CGSize(width: 320, height: 568), safeArea: phoneTop,
        pad: false, category: .medium,
        frames: smallPhone(20, 133 + 2 * third, 284 + third, 283, 156 + third, 551)),
      TraitsRecording(
        file: "testTraits.iphone-8.txt", size: CGSize(width: 375, height: 667), safeArea: phoneTop,
        pad: false, category: .medium, frames: smallPhone(20, 161 + third, 334, 338, 184, 650)),
      TraitsRecording(
        file: "testTraits.iphone-8-plus.txt", size: CGSize(width: 414, height: 736), safeArea: phoneTop,
        pad: false, category: .medium,
        frames: smallPhone(20, 180 + 2 * third, 368 + third, 377, 203 + third, 719)),
      TraitsRecording(
        file: "testTraits.iphone-x.txt", size: CGSize(width: 375, height: 812), safeArea: notch,
        pad: false, category: .medium,
        frames: smallPhone(44, 161 + third, 401 + third, 338, 184, 761)),
      TraitsRecording(
        file: "testTraits.iphone-xr.txt", size: CGSize(width: 414, height: 896), safeArea: notch,
        pad: false, category: .medium,
        frames: smallPhone(44, 180 + 2 * third, 443 + third, 377, 203 + third, 845)),
      // The XS Max preset also asks for .medium, but its recording has the Large sizes (a 20 1/3
      // point body line, as on the iPads): the scene uses the sizes the recording shows.
      TraitsRecording(
        file: "testTraits.iphone-xs-max.txt", size: CGSize(width: 414, height: 896), safeArea: notch,
        pad: false, category: .large,
        frames: large(44, 179 + third, 443, 375, 203 + third, 844)),
      TraitsRecording(
        file: "testTraits.ipad-mini.txt", size: CGSize(width: 1024, height: 768), safeArea: phoneTop,
        pad: true, category: .large, frames: large(20, 484 + third, 384, 985, 508 + third, 750)),
      TraitsRecording(
        file: "testTraits.ipad-9-7.txt", size: CGSize(width: 1024, height: 768), safeArea: phoneTop,
        pad: true, category: .large, frames: large(20, 484 + third, 384, 985, 508 + third, 750)),
      TraitsRecording(
        file: "testTraits.ipad-10-2.txt", size: CGSize(width: 1080, height: 810), safeArea: phoneTop,
        pad: true, category: .large, frames: large(20, 512 + third, 405, 1041, 536 + third, 792)),
      TraitsRecording(
        file: "testTraits.ipad-pro-10-5.txt", size: CGSize(width: 1112, height: 834), safeArea: phoneTop,
        pad: true, category: .large, frames: large(20, 528 + third, 417, 1073, 552 + third, 816)),
      TraitsRecording(
        file: "testTraits.ipad-pro-11.txt", size: CGSize(width: 1194, height: 834),
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), pad: true, category: .large,
        frames: large(24, 569 + third, 409, 1155, 593 + third, 796)),
      TraitsRecording(
        file: "testTraits.ipad-pro-12-9.txt", size: CGSize(width: 1366, height: 1024), safeArea: phoneTop,
        pad: true, category: .large, frames: large(20, 655 + third, 512, 1327, 679 + third, 1006)),
    ]
  }()

  /// The same test recorded at deed033 (2018-12-16, Xcode 10, so iOS 12) on a 2x host: sizes
  /// and positions on half points.
  private static let traitsRecordingsOfIOS12: [TraitsRecording] = {
    let phoneTop = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let notch = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    func frames(_ values: [CGFloat]) -> [(String, CGRect)] {
      ["top", "leading", "trailing", "bottom"].enumerated().map { index, name in
        let i = index * 4
        return (name, CGRect(x: values[i], y: values[i + 1], width: values[i + 2], height: values[i + 3]))
      }
    }
    let medium = {
      (top: CGFloat, x: CGFloat, mid: CGFloat, right: CGFloat, bottomX: CGFloat, bottomY: CGFloat) in
      frames([x, top, 53, 19.5, 0, mid, 24, 19.5, right, mid, 37, 19.5, bottomX, bottomY, 7.5, 17])
    }
    let large = {
      (top: CGFloat, x: CGFloat, mid: CGFloat, right: CGFloat, bottomX: CGFloat, bottomY: CGFloat) in
      frames([x, top, 55.5, 20.5, 0, mid, 25, 20.5, right, mid, 39, 20.5, bottomX, bottomY, 7.5, 18])
    }
    func recording(
      _ name: String, _ size: CGSize, _ safeArea: UIEdgeInsets, pad: Bool, _ category: UIContentSizeCategory,
      _ frames: [(String, CGRect)]
    ) -> TraitsRecording {
      TraitsRecording(
        file: "testTraits.\(name).txt @deed033", size: size, safeArea: safeArea, pad: pad, category: category,
        frames: frames, scale: 2, iOS: "12 (simulator)", release: .iOS12)
    }
    return [
      recording(
        "iphone-se", CGSize(width: 320, height: 568), phoneTop, pad: false, .medium,
        medium(20, 133.5, 284.5, 283, 156.5, 551)),
      recording(
        "iphone-8", CGSize(width: 375, height: 667), phoneTop, pad: false, .medium,
        medium(20, 161, 334, 338, 184, 650)),
      recording(
        "iphone-8-plus", CGSize(width: 414, height: 736), phoneTop, pad: false, .medium,
        medium(20, 180.5, 368.5, 377, 203.5, 719)),
      recording(
        "iphone-x", CGSize(width: 375, height: 812), notch, pad: false, .medium,
        medium(44, 161, 401.5, 338, 184, 761)),
      recording(
        "iphone-xr", CGSize(width: 414, height: 896), notch, pad: false, .medium,
        medium(44, 180.5, 443.5, 377, 203.5, 845)),
      // As in the later recording, the XS Max shows the Large sizes.
      recording(
        "iphone-xs-max", CGSize(width: 414, height: 896), notch, pad: false, .large,
        large(44, 179.5, 443, 375, 203.5, 844)),
      recording(
        "ipad-mini", CGSize(width: 1024, height: 768), phoneTop, pad: true, .large,
        large(20, 484.5, 384, 985, 508.5, 750)),
      recording(
        "ipad-pro-10-5", CGSize(width: 1112, height: 834), phoneTop, pad: true, .large,
        large(20, 528.5, 417, 1073, 552.5, 816)),
      recording(
        "ipad-pro-12-9", CGSize(width: 1366, height: 1024), phoneTop, pad: true, .large,
        large(20, 655.5, 512, 1327, 679.5, 1006)),
    ]
  }()

  /// The references of swift-snapshot-testing's recordings.
  static let snapshotTesting: [FidelityReference] = traits + contentSizes + contactAdd

  private static var traits: [FidelityReference] {
    (traitsRecordings + traitsRecordingsOfIOS12).flatMap { recording in
      let device = snapshotDevice(
        recording.file, recording.size, safeArea: recording.safeArea, pad: recording.pad,
        scale: recording.scale)
      let category = recording.category
      let scene = FidelityScene(
        source: .snapshotTesting, recording: recording.file, iOS: recording.iOS, release: recording.release,
        scale: recording.scale,
        screen: recording.size,
        code: "testTraits: labels at the safe area's top centre, leading and trailing centre, bottom centre",
        build: {
          let controller = TraitsViewController()
          let window = show(
            controller, on: device, traits: UITraitCollection(preferredContentSizeCategory: category))
          _ = window
          return [
            "top": controller.top, "leading": controller.leading, "trailing": controller.trailing,
            "bottom": controller.bottom,
          ]
        })
      return recording.frames.flatMap { name, frame in
        [
          FidelityReference(scene: scene, view: name, quantity: .origin(frame.origin), kind: .layout),
          FidelityReference(scene: scene, view: name, quantity: .size(frame.size), kind: .text),
        ]
      }
    }
  }

  /// testTraitsWithViewController.label-*.txt: a title1 label with
  /// adjustsFontForContentSizeCategory across the layout margins of an iPhone SE, at every
  /// content size category.
  private static var contentSizes: [FidelityReference] {
    let third: CGFloat = 1 / 3
    let heights: [(String, UIContentSizeCategory, CGFloat)] = [
      ("extra-small", .extraSmall, 30), ("small", .small, 31 + third), ("medium", .medium, 32 + third),
      ("large", .large, 33 + 2 * third), ("extra-large", .extraLarge, 36),
      ("extra-extra-large", .extraExtraLarge, 38 + third),
      ("extra-extra-extra-large", .extraExtraExtraLarge, 40 + 2 * third),
      ("accessibility-medium", .accessibilityMedium, 45 + 2 * third),
      ("accessibility-large", .accessibilityLarge, 51 + third),
      ("accessibility-extra-large", .accessibilityExtraLarge, 57 + third),
      ("accessibility-extra-extra-large", .accessibilityExtraExtraLarge, 63 + third),
      ("accessibility-extra-extra-extra-large", .accessibilityExtraExtraExtraLarge, 69 + third),
    ]
    let device = snapshotDevice(
      "iPhone SE", CGSize(width: 320, height: 568),
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      pad: false)
    return heights.flatMap { name, category, height in
      let scene = FidelityScene(
        source: .snapshotTesting, recording: "testTraitsWithViewController.label-\(name).txt",
        iOS: "13 (simulator)", release: .iOS13, scale: 3, screen: CGSize(width: 320, height: 568),
        code: "a title1 label pinned to the layout margins' leading, top and trailing",
        build: {
          let label = UILabel()
          label.font = .preferredFont(forTextStyle: .title1)
          label.adjustsFontForContentSizeCategory = true
          label.text = "What's the point?"
          let controller = UIViewController()
          controller.view.addSubview(label)
          label.translatesAutoresizingMaskIntoConstraints = false
          let margins = controller.view.layoutMarginsGuide
          NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          ])
          let window = show(
            controller, on: device, traits: UITraitCollection(preferredContentSizeCategory: category))
          _ = window
          return ["label": label]
        })
      return [
        FidelityReference(
          scene: scene, view: "label", quantity: .origin(CGPoint(x: 16, y: 20)), kind: .layout),
        FidelityReference(
          scene: scene, view: "label", quantity: .size(CGSize(width: 288, height: height)), kind: .text),
      ]
    }
  }

  /// testUIView.2.txt: `UIButton(type: .contactAdd)` sized to fit on its own.
  private static var contactAdd: [FidelityReference] {
    let third: CGFloat = 1 / 3
    let scene = FidelityScene(
      source: .snapshotTesting, recording: "testUIView.2.txt", iOS: "13 (simulator)", release: .iOS13,
      scale: 3,
      screen: .zero, code: "UIButton(type: .contactAdd), sized to its intrinsic size",
      build: {
        let button = UIButton(type: .contactAdd)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        return ["button": button]
      })
    return [
      FidelityReference(
        scene: scene, view: "button", quantity: .size(CGSize(width: 24 + third, height: 23 + 2 * third)),
        kind: .control)
    ]
  }
}
