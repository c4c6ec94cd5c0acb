import Foundation

/// An invisible rectangle that takes part in Auto Layout, such as the space between two views.
///
/// A guide belongs to a view (its `owningView`, set by `UIView.addLayoutGuide(_:)`), and its
/// anchors make constraints like a view's. Views also own system guides: `safeAreaLayoutGuide`,
/// `layoutMarginsGuide` and `readableContentGuide`.
///
/// ```swift
/// let spacer = UILayoutGuide()
/// view.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive = true
/// ```
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// What a guide stands for, so the layout engine knows which guides it must pin to their view.
  package enum Kind: Sendable {
    /// A guide the user added with `addLayoutGuide(_:)`.
    case custom
    /// The view's safe area.
    case safeArea
    /// The view's bounds inset by its layout margins.
    case layoutMargins
    /// The view's readable-width content area.
    case readableContent
    /// A scroll view's content area.
    case scrollContent
    /// A scroll view's frame.
    case scrollFrame
  }

  /// What this guide stands for.
  package let kind: Kind

  /// Where the guide's variables are in the layout engine that last listed it.
  package var layoutSlot = LayoutSlot()

  /// The guide's rectangle in its owning view's coordinates, computed by layout.
  open package(set) var layoutFrame: CGRect = .zero

  /// The view the guide belongs to; `addLayoutGuide(_:)` sets it.
  open weak var owningView: UIView? {
    didSet {
      guard oldValue !== owningView else { return }
      oldValue?.detachLayoutGuide(self)
      owningView?.attachLayoutGuide(self)
    }
  }

  /// A name for debugging; default empty.
  open var identifier: String = ""

  /// Creates a guide that belongs to no view yet.
  public override init() {
    kind = .custom
    super.init()
  }

  package init(kind: Kind, identifier: String) {
    self.kind = kind
    self.identifier = identifier
    super.init()
  }

  /// The guide's leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The guide's trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The guide's left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The guide's right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The guide's top edge.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The guide's bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The guide's width.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The guide's height.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The guide's horizontal center.
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The guide's vertical center.
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
