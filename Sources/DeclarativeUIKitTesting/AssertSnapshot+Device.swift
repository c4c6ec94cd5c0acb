import DeclarativeUIKit
import Foundation

#if !canImport(UIKit)
  /// Shows a view controller in a window on a simulated device, with traits, and compares it
  /// with its recorded references as
  /// ``assertSnapshot(of:size:named:formats:record:directory:filePath:function:)`` does.
  ///
  /// The window has the device's screen, safe area and status bar, so the drawing shows the
  /// bars and the home indicator; `traits` adds, say, dark mode or an accessibility text size.
  /// The references are named after the snapshot, the device and the traits:
  /// `inbox-iPhone-15-dark-393x852.txt` and `.svg`.
  ///
  /// ```swift
  /// @MainActor @Test func inboxInDarkMode() throws {
  ///   let inbox = UINavigationController(rootViewController: InboxViewController())
  ///   try assertSnapshot(
  ///     of: inbox, on: .iPhone15, traits: UITraitCollection(userInterfaceStyle: .dark), named: "inbox")
  /// }
  /// ```
  /// - Parameters:
  ///   - viewController: The view controller to show as the window's root.
  ///   - device: The device, such as `.iPhone15`.
  ///   - orientation: Upright or on its side; upright by default.
  ///   - traits: Traits the device reports besides its own, such as the interface style.
  ///   - name: The reference's name; by default the calling function's name.
  ///   - formats: What to compare; both the tree and the SVG by default.
  ///   - record: Whether to overwrite the references (the call then fails, reporting it).
  ///   - directory: The folder holding the references; by default `__Snapshots__/<TestFile>`.
  ///   - filePath: The test file; leave the default.
  ///   - function: The test function; leave the default.
  /// - Throws: ``SnapshotFailure`` when a reference was recorded, when the screen differs from
  ///   it, or when a file cannot be read or written.
  @MainActor
  public func assertSnapshot(
    of viewController: UIViewController,
    on device: SimulatedDevice,
    orientation: SimulatedDevice.Orientation = .portrait,
    traits: UITraitCollection = UITraitCollection(),
    named name: String? = nil,
    formats: SnapshotFormats = .all,
    record: Bool = false,
    directory: String? = nil,
    filePath: StaticString = #filePath,
    function: StaticString = #function
  ) throws {
    let window = makeSnapshotWindow(viewController, on: device, orientation: orientation, traits: traits)
    let label = snapshotLabel(device: device, orientation: orientation, traits: traits)
    try assertSnapshot(
      of: window, size: window.bounds.size,
      named: "\(name ?? SnapshotLocation.defaultName("\(function)"))-\(label)", formats: formats,
      record: record, directory: directory, filePath: filePath, function: function)
  }

  /// A visible window on a simulated device's screen with a root view controller, laid out.
  /// - Parameters:
  ///   - viewController: The window's root view controller.
  ///   - device: The device.
  ///   - orientation: Upright or on its side.
  ///   - traits: Traits the device reports besides its own.
  @MainActor
  public func makeSnapshotWindow(
    _ viewController: UIViewController, on device: SimulatedDevice,
    orientation: SimulatedDevice.Orientation = .portrait, traits: UITraitCollection = UITraitCollection()
  ) -> UIWindow {
    let screen = UIScreen(device: device, orientation: orientation, traitCollection: traits)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = viewController
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  /// The part of a snapshot's name that says where it was shown: the device's name, then
  /// `landscape`, `dark` and the text size when they apply (`iPhone-15-dark-accessibilityLarge`;
  /// the default size, `large`, is left out).
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: Upright or on its side.
  ///   - traits: The traits it was shown with.
  public func snapshotLabel(
    device: SimulatedDevice, orientation: SimulatedDevice.Orientation, traits: UITraitCollection
  ) -> String {
    var parts = [device.name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")]
    if orientation == .landscape { parts.append("landscape") }
    if traits.userInterfaceStyle == .dark { parts.append("dark") }
    if traits.preferredContentSizeCategory != .large, let size = traits.preferredContentSizeCategory.caseName
    {
      parts.append(size)
    }
    return parts.joined(separator: "-")
  }
#endif
