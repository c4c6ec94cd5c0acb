// Compile-only: the UIKit signatures of the views, layers, colours, fonts, images and Auto Layout
// API the DSL relies on. Each line binds a member to its exact type, so a mismatch between
// HeadlessUIKit and UIKit is a compile error here (on Linux) or under tools/ios-sdk/check (iOS).
import DeclarativeUIKit

@MainActor
func viewGeometrySignatures() {
  let _: (CGRect) -> UIView = UIView.init(frame:)
  let _: () -> UIView = UIView.init
  let _: (NSCoder) -> UIView? = UIView.init(coder:)
  let _: ReferenceWritableKeyPath<UIView, CGRect> = \UIView.frame
  let _: ReferenceWritableKeyPath<UIView, CGRect> = \UIView.bounds
  let _: ReferenceWritableKeyPath<UIView, CGPoint> = \UIView.center
  let _: ReferenceWritableKeyPath<UIView, CGAffineTransform> = \UIView.transform
  let _: KeyPath<UIView, CALayer> = \UIView.layer
  let _: AnyClass = UIView.layerClass
  let _: ReferenceWritableKeyPath<UIView, Int> = \UIView.tag
}

@MainActor
func viewHierarchySignatures() {
  let _: KeyPath<UIView, UIView?> = \UIView.superview
  let _: KeyPath<UIView, [UIView]> = \UIView.subviews
  let _: KeyPath<UIView, UIWindow?> = \UIView.window
  let _: (UIView) -> (UIView) -> Void = UIView.addSubview
  let _: (UIView) -> (UIView, Int) -> Void = UIView.insertSubview(_:at:)
  let _: (UIView) -> (UIView, UIView) -> Void = UIView.insertSubview(_:aboveSubview:)
  let _: (UIView) -> (UIView, UIView) -> Void = UIView.insertSubview(_:belowSubview:)
  let _: (UIView) -> (Int, Int) -> Void = UIView.exchangeSubview(at:withSubviewAt:)
  let _: (UIView) -> (UIView) -> Void = UIView.bringSubviewToFront
  let _: (UIView) -> (UIView) -> Void = UIView.sendSubviewToBack
  let _: (UIView) -> () -> Void = UIView.removeFromSuperview
  let _: (UIView) -> (UIView) -> Bool = UIView.isDescendant(of:)
  let _: (UIView) -> (Int) -> UIView? = UIView.viewWithTag
  let _: (UIView) -> (UIView?) -> Void = UIView.willMove(toSuperview:)
  let _: (UIView) -> () -> Void = UIView.didMoveToSuperview
  let _: (UIView) -> (UIWindow?) -> Void = UIView.willMove(toWindow:)
  let _: (UIView) -> () -> Void = UIView.didMoveToWindow
  let _: (UIView) -> (UIView) -> Void = UIView.didAddSubview
  let _: (UIView) -> (UIView) -> Void = UIView.willRemoveSubview
  let _: (UIView) -> (CGPoint, UIView?) -> CGPoint = UIView.convert(_:to:)
  let _: (UIView) -> (CGRect, UIView?) -> CGRect = UIView.convert(_:from:)
  let _: KeyPath<UIResponder, UIResponder?> = \UIResponder.next
  let _: (UIResponder) -> () -> Bool = UIResponder.becomeFirstResponder
  let _: (UIResponder) -> () -> Bool = UIResponder.resignFirstResponder
  let _: KeyPath<UIResponder, Bool> = \UIResponder.isFirstResponder
}

@MainActor
func viewAppearanceSignatures() {
  let _: ReferenceWritableKeyPath<UIView, UIColor?> = \UIView.backgroundColor
  let _: ReferenceWritableKeyPath<UIView, CGFloat> = \UIView.alpha
  let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.isOpaque
  let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.isHidden
  let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.clipsToBounds
  let _: ReferenceWritableKeyPath<UIView, UIView.ContentMode> = \UIView.contentMode
  let _: ReferenceWritableKeyPath<UIView, UIColor?> = \UIView.tintColor
  let _: (UIView) -> () -> Void = UIView.tintColorDidChange
  let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.isUserInteractionEnabled
  let _: ReferenceWritableKeyPath<UIView, UISemanticContentAttribute> = \UIView.semanticContentAttribute
  let _: KeyPath<UIView, UIUserInterfaceLayoutDirection> = \UIView.effectiveUserInterfaceLayoutDirection
  let _: ReferenceWritableKeyPath<UIView, String?> = \UIView.accessibilityIdentifier
  let _: ReferenceWritableKeyPath<UIView, String?> = \UIView.accessibilityLabel
  let _: ReferenceWritableKeyPath<UIView, String?> = \UIView.accessibilityHint
  let _: ReferenceWritableKeyPath<UIView, String?> = \UIView.accessibilityValue
  let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.isAccessibilityElement
  let _: ReferenceWritableKeyPath<UIView, UIAccessibilityTraits> = \UIView.accessibilityTraits
  // The iOS 16.5 SDK imports the trait constants (`.button`, `.header`...) as global
  // variables, which Swift 6 refuses to read without isolation; only the type is spelled here.
  let _: KeyPath<UIAccessibilityTraits, UInt64> = \UIAccessibilityTraits.rawValue
  let _: (UIView) -> (CGPoint, UIEvent?) -> UIView? = UIView.hitTest(_:with:)
  let _: (UIView) -> (CGPoint, UIEvent?) -> Bool = UIView.point(inside:with:)
}

@MainActor
func viewMarginSignatures() {
  let _: ReferenceWritableKeyPath<UIView, UIEdgeInsets> = \UIView.layoutMargins
  let _: ReferenceWritableKeyPath<UIView, NSDirectionalEdgeInsets> = \UIView.directionalLayoutMargins
  let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.preservesSuperviewLayoutMargins
  let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.insetsLayoutMarginsFromSafeArea
  let _: KeyPath<UIView, UIEdgeInsets> = \UIView.safeAreaInsets
  let _: (UIView) -> () -> Void = UIView.layoutMarginsDidChange
  let _: (UIView) -> () -> Void = UIView.safeAreaInsetsDidChange
  let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIEdgeInsets = UIEdgeInsets.init(top:left:bottom:right:)
  let _: UIEdgeInsets = .zero
  let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> NSDirectionalEdgeInsets =
    NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)
  let _: NSDirectionalEdgeInsets = .zero
  let _: (CGFloat, CGFloat) -> UIOffset = UIOffset.init(horizontal:vertical:)
  let _: UIRectEdge = [.top, .left, .bottom, .right, .all]
  let _: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing, .all]
  let _: (CGRect) -> (UIEdgeInsets) -> CGRect = CGRect.inset(by:)
}

@MainActor
func viewLayoutSignatures() {
  let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.translatesAutoresizingMaskIntoConstraints
  let _: ReferenceWritableKeyPath<UIView, UIView.AutoresizingMask> = \UIView.autoresizingMask
  let _: KeyPath<UIView, CGSize> = \UIView.intrinsicContentSize
  let _: (UIView) -> () -> Void = UIView.invalidateIntrinsicContentSize
  let _: CGFloat = UIView.noIntrinsicMetric
  let _: CGSize = UIView.layoutFittingCompressedSize
  let _: CGSize = UIView.layoutFittingExpandedSize
  let _: (UIView) -> (NSLayoutConstraint.Axis) -> UILayoutPriority = UIView.contentHuggingPriority(for:)
  let _: (UIView) -> (UILayoutPriority, NSLayoutConstraint.Axis) -> Void =
    UIView.setContentHuggingPriority(_:for:)
  let _: (UIView) -> (NSLayoutConstraint.Axis) -> UILayoutPriority =
    UIView.contentCompressionResistancePriority(for:)
  let _: (UIView) -> (UILayoutPriority, NSLayoutConstraint.Axis) -> Void =
    UIView.setContentCompressionResistancePriority(_:for:)
  let _: KeyPath<UIView, [NSLayoutConstraint]> = \UIView.constraints
  let _: (UIView) -> (NSLayoutConstraint) -> Void = UIView.addConstraint
  let _: (UIView) -> ([NSLayoutConstraint]) -> Void = UIView.addConstraints
  let _: (UIView) -> (NSLayoutConstraint) -> Void = UIView.removeConstraint
  let _: (UIView) -> ([NSLayoutConstraint]) -> Void = UIView.removeConstraints
  let _: (UIView) -> () -> Void = UIView.setNeedsLayout
  let _: (UIView) -> () -> Void = UIView.layoutIfNeeded
  let _: (UIView) -> () -> Void = UIView.layoutSubviews
  let _: (UIView) -> () -> Void = UIView.updateConstraints
  let _: (UIView) -> () -> Void = UIView.setNeedsUpdateConstraints
  let _: (UIView) -> () -> Void = UIView.updateConstraintsIfNeeded
  let _: (UIView) -> () -> Bool = UIView.needsUpdateConstraints
  let _: (UIView) -> (CGSize) -> CGSize = UIView.sizeThatFits
  let _: (UIView) -> () -> Void = UIView.sizeToFit
  let _: (UIView) -> (CGSize) -> CGSize = UIView.systemLayoutSizeFitting(_:)
  let _: (UIView) -> (CGSize, UILayoutPriority, UILayoutPriority) -> CGSize =
    UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
  let _: Bool = UIView.requiresConstraintBasedLayout
}

@MainActor
func viewAnchorSignatures() {
  let _: KeyPath<UIView, NSLayoutXAxisAnchor> = \UIView.leadingAnchor
  let _: KeyPath<UIView, NSLayoutXAxisAnchor> = \UIView.trailingAnchor
  let _: KeyPath<UIView, NSLayoutXAxisAnchor> = \UIView.leftAnchor
  let _: KeyPath<UIView, NSLayoutXAxisAnchor> = \UIView.rightAnchor
  let _: KeyPath<UIView, NSLayoutYAxisAnchor> = \UIView.topAnchor
  let _: KeyPath<UIView, NSLayoutYAxisAnchor> = \UIView.bottomAnchor
  let _: KeyPath<UIView, NSLayoutDimension> = \UIView.widthAnchor
  let _: KeyPath<UIView, NSLayoutDimension> = \UIView.heightAnchor
  let _: KeyPath<UIView, NSLayoutXAxisAnchor> = \UIView.centerXAnchor
  let _: KeyPath<UIView, NSLayoutYAxisAnchor> = \UIView.centerYAnchor
  let _: KeyPath<UIView, NSLayoutYAxisAnchor> = \UIView.firstBaselineAnchor
  let _: KeyPath<UIView, NSLayoutYAxisAnchor> = \UIView.lastBaselineAnchor
  let _: KeyPath<UIView, UILayoutGuide> = \UIView.safeAreaLayoutGuide
  let _: KeyPath<UIView, UILayoutGuide> = \UIView.layoutMarginsGuide
  let _: KeyPath<UIView, UILayoutGuide> = \UIView.readableContentGuide
  let _: KeyPath<UIView, [UILayoutGuide]> = \UIView.layoutGuides
  let _: (UIView) -> (UILayoutGuide) -> Void = UIView.addLayoutGuide
  let _: (UIView) -> (UILayoutGuide) -> Void = UIView.removeLayoutGuide
}

@MainActor
func layoutGuideSignatures() {
  let _: () -> UILayoutGuide = UILayoutGuide.init
  let _: ReferenceWritableKeyPath<UILayoutGuide, UIView?> = \UILayoutGuide.owningView
  let _: ReferenceWritableKeyPath<UILayoutGuide, String> = \UILayoutGuide.identifier
  let _: KeyPath<UILayoutGuide, CGRect> = \UILayoutGuide.layoutFrame
  let _: KeyPath<UILayoutGuide, NSLayoutXAxisAnchor> = \UILayoutGuide.leadingAnchor
  let _: KeyPath<UILayoutGuide, NSLayoutXAxisAnchor> = \UILayoutGuide.trailingAnchor
  let _: KeyPath<UILayoutGuide, NSLayoutXAxisAnchor> = \UILayoutGuide.leftAnchor
  let _: KeyPath<UILayoutGuide, NSLayoutXAxisAnchor> = \UILayoutGuide.rightAnchor
  let _: KeyPath<UILayoutGuide, NSLayoutYAxisAnchor> = \UILayoutGuide.topAnchor
  let _: KeyPath<UILayoutGuide, NSLayoutYAxisAnchor> = \UILayoutGuide.bottomAnchor
  let _: KeyPath<UILayoutGuide, NSLayoutDimension> = \UILayoutGuide.widthAnchor
  let _: KeyPath<UILayoutGuide, NSLayoutDimension> = \UILayoutGuide.heightAnchor
  let _: KeyPath<UILayoutGuide, NSLayoutXAxisAnchor> = \UILayoutGuide.centerXAnchor
  let _: KeyPath<UILayoutGuide, NSLayoutYAxisAnchor> = \UILayoutGuide.centerYAnchor
}

@MainActor
func constraintSignatures() {
  let _:
    (
      Any, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, Any?,
      NSLayoutConstraint.Attribute, CGFloat, CGFloat
    ) -> NSLayoutConstraint =
      NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
  let _: ([NSLayoutConstraint]) -> Void = NSLayoutConstraint.activate
  let _: ([NSLayoutConstraint]) -> Void = NSLayoutConstraint.deactivate
  let _: ReferenceWritableKeyPath<NSLayoutConstraint, Bool> = \NSLayoutConstraint.isActive
  let _: ReferenceWritableKeyPath<NSLayoutConstraint, UILayoutPriority> = \NSLayoutConstraint.priority
  let _: ReferenceWritableKeyPath<NSLayoutConstraint, CGFloat> = \NSLayoutConstraint.constant
  let _: KeyPath<NSLayoutConstraint, CGFloat> = \NSLayoutConstraint.multiplier
  let _: KeyPath<NSLayoutConstraint, AnyObject?> = \NSLayoutConstraint.firstItem
  let _: KeyPath<NSLayoutConstraint, AnyObject?> = \NSLayoutConstraint.secondItem
  let _: KeyPath<NSLayoutConstraint, NSLayoutConstraint.Attribute> = \NSLayoutConstraint.firstAttribute
  let _: KeyPath<NSLayoutConstraint, NSLayoutConstraint.Attribute> = \NSLayoutConstraint.secondAttribute
  let _: KeyPath<NSLayoutConstraint, NSLayoutAnchor<AnyObject>> = \NSLayoutConstraint.firstAnchor
  let _: KeyPath<NSLayoutConstraint, NSLayoutAnchor<AnyObject>?> = \NSLayoutConstraint.secondAnchor
  let _: KeyPath<NSLayoutConstraint, NSLayoutConstraint.Relation> = \NSLayoutConstraint.relation
  let _: ReferenceWritableKeyPath<NSLayoutConstraint, String?> = \NSLayoutConstraint.identifier
  let _: ReferenceWritableKeyPath<NSLayoutConstraint, Bool> = \NSLayoutConstraint.shouldBeArchived
  let _: [NSLayoutConstraint.Attribute] = [
    .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
    .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
    .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute,
  ]
  let _: [NSLayoutConstraint.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
  let _: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]
  let _: (NSLayoutConstraint.Attribute) -> Int = \.rawValue
}

@MainActor
func layoutPrioritySignatures() {
  let _: (Float) -> UILayoutPriority = UILayoutPriority.init(rawValue:)
  let _: (Float) -> UILayoutPriority = UILayoutPriority.init(_:)
  let _: [UILayoutPriority] = [.required, .defaultHigh, .defaultLow, .fittingSizeLevel]
  let _: (UILayoutPriority, Float) -> UILayoutPriority = (+)
  let _: (Float, UILayoutPriority) -> UILayoutPriority = (+)
  let _: (UILayoutPriority, Float) -> UILayoutPriority = (-)
  let _: (UILayoutPriority, UILayoutPriority) -> Float = (-)
  let _: (UILayoutPriority, UILayoutPriority) -> Bool = (<)
  let _: (UILayoutPriority) -> Float = \.rawValue
}

@MainActor
func anchorSignatures() {
  typealias X = NSLayoutXAxisAnchor
  typealias Y = NSLayoutYAxisAnchor
  typealias D = NSLayoutDimension
  typealias C = NSLayoutConstraint
  let _: (X) -> (NSLayoutAnchor<X>) -> C = X.constraint(equalTo:)
  let _: (X) -> (NSLayoutAnchor<X>) -> C = X.constraint(greaterThanOrEqualTo:)
  let _: (X) -> (NSLayoutAnchor<X>) -> C = X.constraint(lessThanOrEqualTo:)
  let _: (X) -> (NSLayoutAnchor<X>, CGFloat) -> C = X.constraint(equalTo:constant:)
  let _: (X) -> (NSLayoutAnchor<X>, CGFloat) -> C = X.constraint(greaterThanOrEqualTo:constant:)
  let _: (X) -> (NSLayoutAnchor<X>, CGFloat) -> C = X.constraint(lessThanOrEqualTo:constant:)
  let _: (X) -> (X, CGFloat) -> C = X.constraint(equalToSystemSpacingAfter:multiplier:)
  let _: (X) -> (X, CGFloat) -> C = X.constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)
  let _: (X) -> (X, CGFloat) -> C = X.constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)
  let _: (Y) -> (NSLayoutAnchor<Y>) -> C = Y.constraint(equalTo:)
  let _: (Y) -> (NSLayoutAnchor<Y>, CGFloat) -> C = Y.constraint(equalTo:constant:)
  let _: (Y) -> (Y, CGFloat) -> C = Y.constraint(equalToSystemSpacingBelow:multiplier:)
  let _: (Y) -> (Y, CGFloat) -> C = Y.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)
  let _: (Y) -> (Y, CGFloat) -> C = Y.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)
  let _: (D) -> (CGFloat) -> C = D.constraint(equalToConstant:)
  let _: (D) -> (CGFloat) -> C = D.constraint(greaterThanOrEqualToConstant:)
  let _: (D) -> (CGFloat) -> C = D.constraint(lessThanOrEqualToConstant:)
  let _: (D) -> (D, CGFloat) -> C = D.constraint(equalTo:multiplier:)
  let _: (D) -> (D, CGFloat) -> C = D.constraint(greaterThanOrEqualTo:multiplier:)
  let _: (D) -> (D, CGFloat) -> C = D.constraint(lessThanOrEqualTo:multiplier:)
  let _: (D) -> (D, CGFloat, CGFloat) -> C = D.constraint(equalTo:multiplier:constant:)
  let _: (D) -> (D, CGFloat, CGFloat) -> C = D.constraint(greaterThanOrEqualTo:multiplier:constant:)
  let _: (D) -> (D, CGFloat, CGFloat) -> C = D.constraint(lessThanOrEqualTo:multiplier:constant:)
}

@MainActor
func stackViewSignatures() {
  let _: ([UIView]) -> UIStackView = UIStackView.init(arrangedSubviews:)
  let _: (CGRect) -> UIStackView = UIStackView.init(frame:)
  let _: (NSCoder) -> UIStackView = UIStackView.init(coder:)
  let _: KeyPath<UIStackView, [UIView]> = \UIStackView.arrangedSubviews
  let _: ReferenceWritableKeyPath<UIStackView, NSLayoutConstraint.Axis> = \UIStackView.axis
  let _: ReferenceWritableKeyPath<UIStackView, UIStackView.Distribution> = \UIStackView.distribution
  let _: ReferenceWritableKeyPath<UIStackView, UIStackView.Alignment> = \UIStackView.alignment
  let _: ReferenceWritableKeyPath<UIStackView, CGFloat> = \UIStackView.spacing
  let _: ReferenceWritableKeyPath<UIStackView, Bool> = \UIStackView.isBaselineRelativeArrangement
  let _: ReferenceWritableKeyPath<UIStackView, Bool> = \UIStackView.isLayoutMarginsRelativeArrangement
  let _: (UIStackView) -> (UIView) -> Void = UIStackView.addArrangedSubview
  let _: (UIStackView) -> (UIView, Int) -> Void = UIStackView.insertArrangedSubview(_:at:)
  let _: (UIStackView) -> (UIView) -> Void = UIStackView.removeArrangedSubview
  let _: (UIStackView) -> (CGFloat, UIView) -> Void = UIStackView.setCustomSpacing(_:after:)
  let _: (UIStackView) -> (UIView) -> CGFloat = UIStackView.customSpacing(after:)
  let _: CGFloat = UIStackView.spacingUseDefault
  let _: CGFloat = UIStackView.spacingUseSystem
  let _: [UIStackView.Distribution] = [
    .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
  ]
  let _: [UIStackView.Alignment] = [
    .fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline,
  ]
}

@MainActor
func containerViewSignatures() {
  let _: (CGRect) -> UIWindow = UIWindow.init(frame:)
  let _: (UIWindow) -> () -> Void = UIWindow.makeKeyAndVisible
  let _: (UIWindow) -> () -> Void = UIWindow.makeKey
  let _: KeyPath<UIWindow, Bool> = \UIWindow.isKeyWindow
  let _: (CGRect) -> UIScrollView = UIScrollView.init(frame:)
  let _: ReferenceWritableKeyPath<UIScrollView, CGSize> = \UIScrollView.contentSize
  let _: ReferenceWritableKeyPath<UIScrollView, CGPoint> = \UIScrollView.contentOffset
  let _: (UIScrollView) -> (CGPoint, Bool) -> Void = UIScrollView.setContentOffset(_:animated:)
  let _: (UIScrollView) -> (CGRect, Bool) -> Void = UIScrollView.scrollRectToVisible(_:animated:)
  let _: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \UIScrollView.contentInset
  let _: KeyPath<UIScrollView, UIEdgeInsets> = \UIScrollView.adjustedContentInset
  let _: ReferenceWritableKeyPath<UIScrollView, UIScrollView.ContentInsetAdjustmentBehavior> =
    \UIScrollView.contentInsetAdjustmentBehavior
  let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.showsVerticalScrollIndicator
  let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.showsHorizontalScrollIndicator
  let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.isScrollEnabled
  let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.isPagingEnabled
  let _: ReferenceWritableKeyPath<UIScrollView, UIScrollView.KeyboardDismissMode> =
    \UIScrollView.keyboardDismissMode
  let _: [UIScrollView.KeyboardDismissMode] = [
    .none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory,
  ]
  let _: ReferenceWritableKeyPath<UIScrollView, (any UIScrollViewDelegate)?> = \UIScrollView.delegate
  let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.bounces
  let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.alwaysBounceVertical
  let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.alwaysBounceHorizontal
  let _: KeyPath<UIScrollView, UILayoutGuide> = \UIScrollView.contentLayoutGuide
  let _: KeyPath<UIScrollView, UILayoutGuide> = \UIScrollView.frameLayoutGuide
  let _: (UIVisualEffect?) -> UIVisualEffectView = UIVisualEffectView.init(effect:)
  let _: (CGRect) -> UIVisualEffectView = UIVisualEffectView.init(frame:)
  let _: UIVisualEffectView = UIVisualEffectView()
  let _: KeyPath<UIVisualEffectView, UIView> = \UIVisualEffectView.contentView
  let _: ReferenceWritableKeyPath<UIVisualEffectView, UIVisualEffect?> = \UIVisualEffectView.effect
  let _: (UIBlurEffect.Style) -> UIBlurEffect = UIBlurEffect.init(style:)
  let _: [UIBlurEffect.Style] = [
    .extraLight, .light, .dark, .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial,
    .systemMaterial, .systemThickMaterial, .systemChromeMaterial, .systemMaterialLight, .systemMaterialDark,
  ]
}

@MainActor
func enumSignatures() {
  let _: [UIView.ContentMode] = [
    .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left, .right,
    .topLeft, .topRight, .bottomLeft, .bottomRight,
  ]
  let _: UIView.AutoresizingMask = [
    .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
    .flexibleBottomMargin,
  ]
  let _: [UIUserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]
  let _: [UISemanticContentAttribute] = [
    .unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft,
  ]
  let _: (UIView.ContentMode) -> Int = \.rawValue
  let _: (UIView.AutoresizingMask) -> UInt = \.rawValue
}

func layerSignatures() {
  let _: () -> CALayer = CALayer.init
  let _: ReferenceWritableKeyPath<CALayer, CGFloat> = \CALayer.cornerRadius
  let _: ReferenceWritableKeyPath<CALayer, CALayerCornerCurve> = \CALayer.cornerCurve
  let _: ReferenceWritableKeyPath<CALayer, CACornerMask> = \CALayer.maskedCorners
  let _: ReferenceWritableKeyPath<CALayer, Bool> = \CALayer.masksToBounds
  let _: ReferenceWritableKeyPath<CALayer, CGFloat> = \CALayer.borderWidth
  let _: ReferenceWritableKeyPath<CALayer, CGColor?> = \CALayer.borderColor
  let _: ReferenceWritableKeyPath<CALayer, CGColor?> = \CALayer.shadowColor
  let _: ReferenceWritableKeyPath<CALayer, Float> = \CALayer.shadowOpacity
  let _: ReferenceWritableKeyPath<CALayer, CGSize> = \CALayer.shadowOffset
  let _: ReferenceWritableKeyPath<CALayer, CGFloat> = \CALayer.shadowRadius
  let _: ReferenceWritableKeyPath<CALayer, Float> = \CALayer.opacity
  let _: ReferenceWritableKeyPath<CALayer, CGColor?> = \CALayer.backgroundColor
  let _: ReferenceWritableKeyPath<CALayer, Bool> = \CALayer.isHidden
  let _: ReferenceWritableKeyPath<CALayer, CGRect> = \CALayer.frame
  let _: ReferenceWritableKeyPath<CALayer, CGRect> = \CALayer.bounds
  let _: ReferenceWritableKeyPath<CALayer, CGPoint> = \CALayer.position
  let _: KeyPath<CALayer, CALayer?> = \CALayer.superlayer
  let _: ReferenceWritableKeyPath<CALayer, [CALayer]?> = \CALayer.sublayers
  let _: (CALayer) -> (CALayer) -> Void = CALayer.addSublayer
  let _: (CALayer) -> () -> Void = CALayer.removeFromSuperlayer
  let _: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  let _: [CALayerCornerCurve] = [.circular, .continuous]
  let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> CGColor = CGColor.init(red:green:blue:alpha:)
  let _: (CGFloat, CGFloat) -> CGColor = CGColor.init(gray:alpha:)
  let _: KeyPath<CGColor, [CGFloat]?> = \CGColor.components
  let _: KeyPath<CGColor, CGFloat> = \CGColor.alpha
  let _: KeyPath<CGColor, Int> = \CGColor.numberOfComponents
}

func transformSignatures() {
  let _: CGAffineTransform = .identity
  let _: (CGFloat, CGFloat) -> CGAffineTransform = CGAffineTransform.init(translationX:y:)
  let _: (CGFloat, CGFloat) -> CGAffineTransform = CGAffineTransform.init(scaleX:y:)
  let _: (CGFloat) -> CGAffineTransform = CGAffineTransform.init(rotationAngle:)
  let _: (CGAffineTransform) -> (CGAffineTransform) -> CGAffineTransform =
    CGAffineTransform.concatenating
  let _: KeyPath<CGAffineTransform, Bool> = \CGAffineTransform.isIdentity
  let _: (CGAffineTransform) -> () -> CGAffineTransform = CGAffineTransform.inverted
  let _: (CGPoint) -> (CGAffineTransform) -> CGPoint = CGPoint.applying
}

func colorSignatures() {
  let _: (CGFloat, CGFloat) -> UIColor = UIColor.init(white:alpha:)
  let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIColor = UIColor.init(red:green:blue:alpha:)
  let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIColor = UIColor.init(hue:saturation:brightness:alpha:)
  let _: (CGColor) -> UIColor = UIColor.init(cgColor:)
  let _: (UIColor) -> (CGFloat) -> UIColor = UIColor.withAlphaComponent
  let _: KeyPath<UIColor, CGColor> = \UIColor.cgColor
  typealias Out = UnsafeMutablePointer<CGFloat>?
  let _: (UIColor) -> (Out, Out, Out, Out) -> Bool = UIColor.getRed(_:green:blue:alpha:)
  let _: (UIColor) -> (Out, Out) -> Bool = UIColor.getWhite(_:alpha:)
  let _: (UIColor) -> (Out, Out, Out, Out) -> Bool = UIColor.getHue(_:saturation:brightness:alpha:)
  let _: [UIColor] = [
    .black, .darkGray, .lightGray, .white, .gray, .red, .green, .blue, .cyan, .yellow, .magenta,
    .orange, .purple, .brown, .clear,
  ]
  let _: [UIColor] = [
    .systemRed, .systemGreen, .systemBlue, .systemOrange, .systemYellow, .systemPink, .systemPurple,
    .systemTeal, .systemIndigo, .systemBrown, .systemGray, .systemGray2, .systemGray3, .systemGray4,
    .systemGray5, .systemGray6,
  ]
  let _: [UIColor] = [
    .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .link, .placeholderText, .separator,
    .opaqueSeparator, .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
    .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
    .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill, .darkText, .lightText,
  ]
  let _: any Sendable = UIColor.red
}

func fontSignatures() {
  let _: (CGFloat) -> UIFont = UIFont.systemFont(ofSize:)
  let _: (CGFloat, UIFont.Weight) -> UIFont = UIFont.systemFont(ofSize:weight:)
  let _: (CGFloat) -> UIFont = UIFont.boldSystemFont(ofSize:)
  let _: (CGFloat) -> UIFont = UIFont.italicSystemFont(ofSize:)
  let _: (CGFloat, UIFont.Weight) -> UIFont = UIFont.monospacedSystemFont(ofSize:weight:)
  let _: (UIFont.TextStyle) -> UIFont = UIFont.preferredFont(forTextStyle:)
  let _: (String, CGFloat) -> UIFont? = UIFont.init(name:size:)
  let _: (UIFont) -> (CGFloat) -> UIFont = UIFont.withSize
  let _: KeyPath<UIFont, CGFloat> = \UIFont.pointSize
  let _: KeyPath<UIFont, String> = \UIFont.fontName
  let _: KeyPath<UIFont, String> = \UIFont.familyName
  let _: KeyPath<UIFont, CGFloat> = \UIFont.lineHeight
  let _: KeyPath<UIFont, CGFloat> = \UIFont.ascender
  let _: KeyPath<UIFont, CGFloat> = \UIFont.descender
  let _: KeyPath<UIFont, CGFloat> = \UIFont.capHeight
  let _: KeyPath<UIFont, CGFloat> = \UIFont.xHeight
  let _: KeyPath<UIFont, CGFloat> = \UIFont.leading
  let _: CGFloat = UIFont.systemFontSize + UIFont.smallSystemFontSize + UIFont.labelFontSize
  let _: CGFloat = UIFont.buttonFontSize
  let _: [UIFont.Weight] = [
    .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
  ]
  let _: (CGFloat) -> UIFont.Weight = UIFont.Weight.init(rawValue:)
  let _: (UIFont.Weight) -> CGFloat = \.rawValue
  let _: [UIFont.TextStyle] = [
    .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
    .caption1, .caption2,
  ]
  let _: (String) -> UIFont.TextStyle = UIFont.TextStyle.init(rawValue:)
  let _: any Sendable = UIFont.systemFont(ofSize: 17)
}

func imageSignatures() {
  let _: () -> UIImage = UIImage.init
  let _: (String) -> UIImage? = UIImage.init(named:)
  let _: (String) -> UIImage? = UIImage.init(systemName:)
  let _: (Data) -> UIImage? = UIImage.init(data:)
  let _: (Data, CGFloat) -> UIImage? = UIImage.init(data:scale:)
  let _: (String) -> UIImage? = UIImage.init(contentsOfFile:)
  let _: KeyPath<UIImage, CGSize> = \UIImage.size
  let _: KeyPath<UIImage, CGFloat> = \UIImage.scale
  let _: KeyPath<UIImage, UIImage.RenderingMode> = \UIImage.renderingMode
  let _: KeyPath<UIImage, Bool> = \UIImage.isSymbolImage
  let _: (UIImage) -> (UIImage.RenderingMode) -> UIImage = UIImage.withRenderingMode
  let _: [UIImage.RenderingMode] = [.automatic, .alwaysOriginal, .alwaysTemplate]
  let _: any Sendable = UIImage()
}

func attributeSignatures() {
  let _: [NSAttributedString.Key] = [
    .font, .foregroundColor, .backgroundColor, .kern, .paragraphStyle, .underlineStyle,
    .strikethroughStyle, .link, .baselineOffset, .strokeColor, .strokeWidth, .underlineColor,
    .strikethroughColor, .obliqueness, .expansion, .ligature,
  ]
}
