// Compile-only: the UIKit and QuartzCore signatures real apps' screens and delegates use that
// HeadlessUIKit added for them (UIScene.h, UISceneSession.h, UIWindowScene.h,
// UIPageViewController.h, UIResponder.h, UINavigationItem.h, UINavigationBar.h, UISearchBar.h,
// UIGeometry.h, UIApplication.h, UIImage.h, UIImageSymbolConfiguration.h, CAAnimation.h,
// CAGradientLayer.h, CALayer.h, UIView.h, UIFontDescriptor.h, UIFont.h, UINib.h, UINibLoading.h).
import DeclarativeUIKit

/// A scene delegate as Xcode's template writes it.
final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(frame: windowScene.coordinateSpace.bounds)
    window?.windowScene = windowScene
    window?.makeKeyAndVisible()
  }

  func sceneDidBecomeActive(_ scene: UIScene) {}
}

/// An app delegate that names its scene configuration.
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
  }
}

/// An onboarding container over a page view controller.
final class OnboardingContainer: UIViewController, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(pages)
    view.addSubview(pages.view)
    pages.didMove(toParent: self)
    pages.dataSource = self
    pages.delegate = self
    pages.setViewControllers([UIViewController()], direction: .forward, animated: false, completion: nil)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    view.endEditing(true)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? { nil }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? { nil }

  func presentationCount(for pageViewController: UIPageViewController) -> Int { 1 }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}

/// Hears a layer animation end.
final class ShakeListener: NSObject, CAAnimationDelegate {
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

@MainActor
func realScreenSignatures(
  _ view: UIView, _ item: UINavigationItem, _ bar: UINavigationBar, _ search: UISearchBar
) {
  let gradient = CAGradientLayer()
  gradient.colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor]
  gradient.locations = [0, 1]
  gradient.startPoint = CGPoint(x: 0, y: 0)
  gradient.endPoint = CGPoint(x: 1, y: 1)
  gradient.type = .axial
  view.layer.insertSublayer(gradient, at: 0)

  let shake = CAKeyframeAnimation(keyPath: "position.x")
  shake.values = [0, 10, -10, 0]
  shake.keyTimes = [0, 0.3, 0.6, 1]
  shake.duration = 0.4
  shake.isAdditive = true
  shake.calculationMode = .linear
  shake.delegate = ShakeListener()
  let pulse = CABasicAnimation(keyPath: "opacity")
  pulse.fromValue = 1
  pulse.toValue = 0.5
  pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
  pulse.fillMode = .forwards
  pulse.isRemovedOnCompletion = false
  let group = CAAnimationGroup()
  group.animations = [shake, pulse]
  group.repeatCount = .infinity
  let begin: CFTimeInterval = 0
  group.beginTime = begin
  view.layer.add(group, forKey: "attention")
  let _: CAAnimation? = view.layer.animation(forKey: "attention")
  let _: [String]? = view.layer.animationKeys()
  view.layer.removeAnimation(forKey: "attention")
  view.layer.removeAllAnimations()

  UIView.animateKeyframes(
    withDuration: 1, delay: 0, options: [.calculationModeCubic],
    animations: { UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 } },
    completion: nil)

  let appearance = UINavigationBarAppearance()
  item.standardAppearance = appearance
  item.scrollEdgeAppearance = appearance
  item.compactAppearance = appearance
  item.compactScrollEdgeAppearance = appearance
  bar.setBackgroundImage(UIImage(), for: .default)
  let _: UIImage? = bar.backgroundImage(for: .compact)
  bar.shadowImage = UIImage()
  bar.barStyle = .black
  search.barStyle = .default
  search.keyboardType = .webSearch
  search.returnKeyType = .search
  search.autocapitalizationType = .none

  let frame: CGRect = NSValue(cgRect: .zero).cgRectValue
  let _: CGPoint = NSValue(cgPoint: frame.origin).cgPointValue
  let _: [NSLayoutConstraint] = view.constraintsAffectingLayout(for: .horizontal)
  let _: UIInterfaceOrientationMask = [.portrait, .landscape]
  let _: Bool = UIInterfaceOrientation.landscapeLeft.isLandscape

  let configuration = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large)
  let _: UIImage.SymbolConfiguration = configuration.applying(
    UIImage.SymbolConfiguration(textStyle: .headline))
  let bell: UIImage? = UIImage(systemName: "bell", withConfiguration: configuration)?.withTintColor(
    .systemRed)
  let _: UIImage? = bell?.withTintColor(.label, renderingMode: .alwaysOriginal)
  let _: UIImage? = bell?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold))
  let _: UIImage.SymbolConfiguration? = bell?.symbolConfiguration
  UIImageView().preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .small)
  let _: UIImage? = bell?.withConfiguration(
    UIImage.SymbolConfiguration(textStyle: .body, scale: .large).withTraitCollection(
      UITraitCollection(preferredContentSizeCategory: .extraSmall)))
  let _: UIImage.SymbolConfiguration = UIImage.SymbolConfiguration(
    font: .systemFont(ofSize: 20), scale: .small)
  let _: CGSize? = bell?.size
  let symbolButton = UIButton(type: .system)
  symbolButton.setPreferredSymbolConfiguration(
    UIImage.SymbolConfiguration(scale: .large), forImageIn: .normal)
  let _: UIImage.SymbolConfiguration? = symbolButton.preferredSymbolConfigurationForImage(in: .highlighted)
  let _: UIImage.SymbolConfiguration? = symbolButton.currentPreferredSymbolConfiguration
  var buttonConfiguration = UIButton.Configuration.plain()
  buttonConfiguration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 24)

  var perspective = CATransform3DIdentity
  perspective.m34 = -1 / 500
  view.layer.sublayerTransform = perspective
  view.transform3D = CATransform3DRotate(CATransform3DMakeTranslation(0, 0, 10), .pi / 4, 0, 1, 0)
  view.layer.transform = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DIdentity)
  let _: Bool = CATransform3DIsAffine(view.layer.transform) && CATransform3DIsIdentity(perspective)
  let _: CGAffineTransform = CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(.identity))

  let body = UIFont.preferredFont(forTextStyle: .body)
  let boldBody: UIFontDescriptor? = body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])
  let _: UIFont = UIFont(descriptor: boldBody ?? body.fontDescriptor, size: 0)
  let rounded: UIFontDescriptor? = UIFont.systemFont(ofSize: 20, weight: .heavy).fontDescriptor.withDesign(
    .rounded)
  let _: UIFontDescriptor = UIFontDescriptor.preferredFontDescriptor(
    withTextStyle: .headline, compatibleWith: nil)
  let weighted: UIFontDescriptor = UIFontDescriptor(name: "Helvetica", size: 12).addingAttributes([
    .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold],
    .featureSettings: [[UIFontDescriptor.FeatureKey.type: 6, UIFontDescriptor.FeatureKey.selector: 0]],
  ])
  let _: CGFloat = weighted.withSize(14).pointSize + (rounded?.pointSize ?? 0)
  let _: UIFontDescriptor.SymbolicTraits = weighted.symbolicTraits
  let _: Any? = weighted.object(forKey: .family)
  let _: [UIFontDescriptor.AttributeName: Any] = weighted.withFamily("Georgia").withFace("Bold")
    .fontAttributes
  let _: String = weighted.postscriptName

  let nibTable = UITableView()
  nibTable.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")
  nibTable.register(UINib(nibName: "Header", bundle: .main), forHeaderFooterViewReuseIdentifier: "header")
  let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  grid.register(UINib(nibName: "PhotoCell", bundle: nil), forCellWithReuseIdentifier: "photo")
  grid.register(
    UINib(data: Data(), bundle: nil), forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
  let _: (UINib) -> [Any] = { $0.instantiate(withOwner: nil, options: [.externalObjects: [String: Any]()]) }
  let _: (Bundle) -> [Any]? = { $0.loadNibNamed("Header", owner: nil, options: nil) }
}
