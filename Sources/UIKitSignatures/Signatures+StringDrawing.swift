// Compile-only: the UIKit signatures of string measuring and the everyday runtime members real
// screens call (NSStringDrawing.h, UINibLoading.h, UIViewController.h, UIApplication.h).
import DeclarativeUIKit

func stringDrawingSignatures() {
  let font = UIFont.systemFont(ofSize: 17)
  let _: CGSize = "Trail".size(withAttributes: [.font: font])
  let _: CGSize = ("Trail" as NSString).size(withAttributes: nil)
  let _: CGRect = "Trail".boundingRect(
    with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
    options: [.usesLineFragmentOrigin, .usesFontLeading],
    attributes: [.font: font], context: nil)
  let context = NSStringDrawingContext()
  context.minimumScaleFactor = 0.5
  let _: CGFloat = context.actualScaleFactor
  let _: CGRect = context.totalBounds
  let _: CGRect = ("Trail" as NSString).boundingRect(
    with: .zero, options: .truncatesLastVisibleLine, attributes: nil, context: context)
  let text = NSAttributedString(string: "Trail")
  let _: CGSize = text.size()
  let _: CGRect = text.boundingRect(with: .zero, options: .usesDeviceMetrics, context: nil)
  let _: NSInteger = 1
}

/// A cell as real code writes it, overriding awakeFromNib (nonisolated in the iOS 16.5 SDK, so
/// it touches no main-actor state here).
final class AwakenedCell: UITableViewCell {
  override func awakeFromNib() {
    super.awakeFromNib()
  }
}

@MainActor
func everydayRuntimeSignatures() {
  let _: ReferenceWritableKeyPath<UIViewController, Bool> = \UIViewController.definesPresentationContext
  let _: KeyPath<UIApplication, UIUserInterfaceLayoutDirection> = \UIApplication.userInterfaceLayoutDirection
  let _: (UIView) -> () -> Void = UIView.awakeFromNib
}
