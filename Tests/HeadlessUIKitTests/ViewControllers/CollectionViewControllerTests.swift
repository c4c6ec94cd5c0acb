import DeclarativeUIKit
import Testing

/// UICollectionViewController: its view is a collection view with its layout, fed by the
/// controller, whose data source and delegate methods subclasses override.
@MainActor
@Suite struct CollectionViewControllerTests {
  // UICollectionViewController.h: initWithCollectionViewLayout:, the collectionViewLayout it
  // reads, clearsSelectionOnViewWillAppear and installsStandardGestureForInteractiveMovement
  // "Defaults to YES"; Apple's documentation of collectionView: the controller makes itself the
  // data source and delegate of a collection view that has none.
  @Test func theViewIsACollectionViewWithTheLayout() {
    let layout = UICollectionViewFlowLayout()
    let controller = UICollectionViewController(collectionViewLayout: layout)
    #expect(controller.collectionViewLayout === layout)
    #expect(controller.collectionView.collectionViewLayout === layout)
    #expect(controller.view === controller.collectionView)
    #expect(controller.collectionView.dataSource === controller)
    #expect(controller.collectionView.delegate === controller)
    #expect(controller.clearsSelectionOnViewWillAppear)
    #expect(controller.installsStandardGestureForInteractiveMovement)
    #expect(!controller.useLayoutToLayoutNavigationTransitions)
    let replacement = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    controller.collectionView = replacement
    #expect(controller.view === replacement)
    #expect(replacement.dataSource === controller)
  }

  // Subclasses override the data source and delegate methods; a flow layout delegate method
  // the subclass adds (without override) sizes the items.
  @Test func theCollectionViewAsksTheSubclassesOverrides() throws {
    let controller = Swatches()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(controller.collectionView.numberOfSections == 2)
    #expect(controller.collectionView.numberOfItems(inSection: 1) == 4)
    let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(cell.frame.size == CGSize(width: 70, height: 30))
    controller.collectionView.simulateTap(onItemAt: IndexPath(item: 1, section: 1))
    #expect(controller.selected == [IndexPath(item: 1, section: 1)])
  }

  // UICollectionViewController.h: "Defaults to YES, and if YES, any selection is cleared in
  // viewWillAppear:".
  @Test func appearingClearsTheSelectionUnlessToldNotTo() {
    for clears in [true, false] {
      let controller = Swatches()
      controller.clearsSelectionOnViewWillAppear = clears
      let navigation = UINavigationController(rootViewController: controller)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      let item = IndexPath(item: 2, section: 0)
      controller.collectionView.selectItem(at: item, animated: false, scrollPosition: [])
      navigation.pushViewController(UIViewController(), animated: false)
      navigation.popViewController(animated: false)
      window.layoutIfNeeded()
      #expect(controller.collectionView.indexPathsForSelectedItems == (clears ? [] : [item]))
    }
  }
}

/// A UICollectionViewController without a layout cannot load its view.
@Suite struct CollectionViewControllerExitTests {
  // The exception UIKit raises for a UICollectionViewController made without a layout when its
  // view loads (jwfriese/Fleet issue 23).
  @Test func withoutALayoutTheViewCannotLoad() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { _ = UICollectionViewController().view }
    }
  }
}

/// Colour swatches in two sections, written as a UIKit subclass would be.
@MainActor
private final class Swatches: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  var selected: [IndexPath] = []

  init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { section == 0 ? 3 : 4 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
    cell.backgroundColor = .systemTeal
    return cell
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { CGSize(width: 70, height: 30) }
}
