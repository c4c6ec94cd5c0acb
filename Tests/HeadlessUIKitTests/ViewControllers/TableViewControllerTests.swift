import DeclarativeUIKit
import Testing

/// UITableViewController: its view is a table it makes and feeds, subclasses override the data
/// source and delegate methods, and it clears the selection as it appears.
@MainActor
@Suite struct TableViewControllerTests {
  // UITableViewController.h: the table is made in loadView with the controller as its data
  // source and delegate; initWithStyle: picks the style, init() (initWithNibName:bundle:) a
  // plain table; clearsSelectionOnViewWillAppear "defaults to YES".
  @Test func theViewIsATableFedByTheController() {
    let grouped = UITableViewController(style: .insetGrouped)
    #expect(grouped.tableView.style == .insetGrouped)
    #expect(grouped.view === grouped.tableView)
    #expect(grouped.tableView.dataSource === grouped)
    #expect(grouped.tableView.delegate === grouped)
    #expect(grouped.clearsSelectionOnViewWillAppear)
    #expect(UITableViewController().tableView.style == .plain)
    #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
  }

  // Swift sees UITableViewDataSource's and UITableViewDelegate's methods as members of
  // UIKit's UITableViewController, so subclasses write `override` and the table calls them.
  @Test func theTableAsksTheSubclassesOverrides() throws {
    let controller = FruitList()
    let window = show(controller)
    #expect(controller.tableView.numberOfSections == 2)
    #expect(controller.tableView.numberOfRows(inSection: 1) == 3)
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.textLabel?.text == "Banana")
    controller.tableView.simulateTap(onRowAt: IndexPath(row: 2, section: 1))
    #expect(controller.selected == [IndexPath(row: 2, section: 1)])
    #expect(controller.scrolls == 0)
    controller.tableView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    #expect(controller.scrolls == 1)
    _ = window
  }

  // A subclass that overrides only the required methods gets the protocols' defaults: one
  // section, the table's rowHeight, no header title.
  @Test func methodsNotOverriddenAnswerAsTheProtocolDefaults() {
    let controller = UITableViewController(style: .plain)
    let table = controller.tableView!
    #expect(controller.numberOfSections(in: table) == 1)
    let rowCount: Int = controller.tableView(table, numberOfRowsInSection: 0)
    #expect(rowCount == 0)
    table.rowHeight = 71
    let height: CGFloat = controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0))
    #expect(height == 71)
    let title: String? = controller.tableView(table, titleForHeaderInSection: 0)
    #expect(title == nil)
    let style: UITableViewCell.EditingStyle = controller.tableView(
      table, editingStyleForRowAt: IndexPath(row: 0, section: 0))
    #expect(style == .delete)
  }

  // UITableViewController.h: "If YES, any selection is cleared in viewWillAppear:".
  @Test func appearingClearsTheSelectionUnlessToldNotTo() {
    for clears in [true, false] {
      let controller = FruitList()
      controller.clearsSelectionOnViewWillAppear = clears
      let navigation = UINavigationController(rootViewController: controller)
      let window = show(navigation)
      let row = IndexPath(row: 1, section: 0)
      controller.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
      navigation.pushViewController(UIViewController(), animated: false)
      navigation.popViewController(animated: false)
      window.layoutIfNeeded()
      #expect(controller.tableView.indexPathForSelectedRow == (clears ? nil : row))
      _ = window
    }
  }

  // The null_resettable tableView of UITableViewController.h: setting one replaces the view;
  // setting nil lets the next read make a new table.
  @Test func settingTheTableReplacesTheView() {
    let controller = UITableViewController(style: .grouped)
    let replacement = UITableView(frame: .zero, style: .insetGrouped)
    controller.tableView = replacement
    #expect(controller.view === replacement)
    controller.tableView = nil
    #expect(controller.tableView.style == .grouped)
    #expect(controller.tableView !== replacement)
  }

  // UITableViewController.h declares refreshControl; the table view controller puts it in
  // the table (useyourloaf.com, "UIRefreshControl Fun and Games": it "takes care of adding the
  // control in the view hierarchy").
  @Test func theRefreshControlGoesOnTheTable() {
    let controller = UITableViewController(style: .plain)
    let refresh = UIRefreshControl()
    controller.refreshControl = refresh
    #expect(controller.tableView.refreshControl === refresh)
    #expect(refresh.superview === controller.tableView)
    #expect(controller.refreshControl === refresh)
    let loaded = UITableViewController(style: .plain)
    loaded.loadViewIfNeeded()
    loaded.refreshControl = refresh
    #expect(loaded.tableView.refreshControl === refresh)
  }

  // UITableViewController.h: it "Implements -setEditing:animated: to toggle the editing state
  // of the table"; UIViewController.h: editButtonItem is "an Edit|Done button", and
  // setEditing "Updates the appearance of the Edit|Done button item".
  @Test func editingTogglesTheTableAndTheEditButton() {
    let controller = FruitList()
    controller.navigationItem.rightBarButtonItem = controller.editButtonItem
    #expect(!controller.isEditing)
    #expect(controller.editButtonItem.title == "Edit")
    controller.setEditing(true, animated: true)
    #expect(controller.isEditing)
    #expect(controller.tableView.isEditing)
    #expect(controller.editButtonItem.title == "Done")
    #expect(controller.editButtonItem.style == .done)
    controller.isEditing = false
    #expect(!controller.tableView.isEditing)
    #expect(controller.editButtonItem.title == "Edit")
  }

  // A screen written as UIKit tutorials write one (register, dequeue with an index path, a
  // navigation title) draws its rows.
  @Test func aTutorialStyleScreenDrawsItsRows() {
    let controller = FruitList()
    let navigation = UINavigationController(rootViewController: controller)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let svg = SVGRenderer().render(window)
    for text in ["Fruits", "Apple", "Banana", "Cherry", "Carrot"] { #expect(svg.contains(text)) }
  }

  private func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }
}

/// Two sections of produce, written as a UIKit subclass would be.
@MainActor
private final class FruitList: UITableViewController {
  let sections = [["Apple", "Banana", "Cherry"], ["Carrot", "Leek", "Pea"]]
  var selected: [IndexPath] = []
  var scrolls = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Fruits"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "produce")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "produce", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}
