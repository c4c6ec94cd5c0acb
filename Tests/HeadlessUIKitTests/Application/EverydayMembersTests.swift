import DeclarativeUIKit
import Testing

/// Members real screens call that UIKit has from its Objective-C heritage: Foundation's integer
/// names, nib awakening, the presentation context and the app's layout direction.
@MainActor
@Suite struct EverydayMembersTests {
  private final class AwakeningCell: UITableViewCell {
    var awakened = false
    override func awakeFromNib() {
      super.awakeFromNib()
      awakened = true
    }
  }

  /// UINibLoading.h: sent to objects loaded from an archive; a cell made in code never gets it.
  @Test func aCellMadeInCodeIsNotAwakenedFromANib() {
    let cell = AwakeningCell(style: .default, reuseIdentifier: "Trail")
    cell.layoutIfNeeded()
    #expect(!cell.awakened)
  }

  /// UIViewController.h: definesPresentationContext defaults to NO.
  @Test func aControllerDoesNotDefineAPresentationContextByDefault() {
    let controller = UIViewController()
    #expect(!controller.definesPresentationContext)
    controller.definesPresentationContext = true
    #expect(controller.definesPresentationContext)
  }

  /// The English locale HeadlessUIKit runs in reads left to right, as a view's effective
  /// direction does.
  @Test func theAppRunsLeftToRight() {
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    #expect(
      UIView().effectiveUserInterfaceLayoutDirection == UIApplication.shared.userInterfaceLayoutDirection)
  }

  /// NSObjCRuntime.h: NSInteger is long, Swift's Int.
  @Test func foundationsIntegerNameIsSwiftsInt() {
    let rows: NSInteger = 3
    #expect(type(of: rows) == Int.self)
  }
}
