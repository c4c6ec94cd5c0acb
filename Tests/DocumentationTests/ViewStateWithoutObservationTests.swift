// The samples of DeclarativeUIKit.docc/ViewStateWithoutObservation.md, MigratingFromUIKitPlus.md
// and MigratingFromSakiyamaKDeclarativeUIKit.md, compiled and checked.
import DeclarativeUIKit
import Testing

final class SearchViewController: UIViewController {
  @UIState var query = ""
  @UIState var isSearching = false
  @UIState var results: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    setContent {
      UIVStack(spacing: 8) {
        UITextField().placeholder("Search").text($query)
        UILabel().text($query.map { $0.isEmpty ? "Type to search" : "Results for \($0)" })
        UIActivityIndicatorView().isHidden($isSearching.map { !$0 })
        UIVStack(spacing: 4) {}.arrangedSubviews($results) { results in
          for result in results { UILabel(result) }
        }
        Spacer()
      }
      .padding(16)
    }
  }
}

final class ProfileCard: UIBodyView {
  var name = ""
  var role = ""

  override var body: UIView {
    UIVStack(spacing: 4) {
      UILabel(name).font(.boldSystemFont(ofSize: 17))
      UILabel(role).textColor(.secondaryLabel)
    }
    .padding(12)
  }
}

final class CounterViewController: UIViewController {
  @UIState var count = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    setContent {
      UIVStack(spacing: 8) {
        UILabel().text($count.map { "Tapped \($0) times" })
        UIButton().title("Tap").action { [weak self] in self?.count += 1 }
        Spacer()
      }
    }
  }
}

final class TitleViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    setContent {
      UIScrollingVStack(spacing: 20) {
        UILabel("Title").textAlignment(.center)
        Spacer()
      }
    }
  }
}

/// All labels under `view`, depth first.
@MainActor
private func labels(in view: UIView) -> [UILabel] {
  view.subviews.flatMap { subview -> [UILabel] in
    (subview as? UILabel).map { [$0] } ?? labels(in: subview)
  }
}

@MainActor
@Suite struct ViewStateWithoutObservationTests {
  @Test func theSearchScreenFollowsItsState() async throws {
    let screen = SearchViewController()
    screen.loadViewIfNeeded()
    let texts: [String?] = labels(in: screen.view).map(\.text)
    #expect(texts == ["Type to search"])
    screen.query = "swift"
    screen.results = ["Swift", "SwiftUI"]
    for _ in 0..<3 { await Task.yield() }
    let after: [String?] = labels(in: screen.view).map(\.text)
    #expect(after == ["Results for swift", "Swift", "SwiftUI"])
  }

  @Test func theCardShowsThePropertiesSetBeforeItIsAdded() {
    let card = ProfileCard()
    card.name = "Ada"
    card.role = "Engineer"
    UIView().addSubview(card)
    let texts: [String?] = labels(in: card).map(\.text)
    #expect(texts == ["Ada", "Engineer"])
  }

  @Test func theCounterCountsTaps() async throws {
    let screen = CounterViewController()
    screen.loadViewIfNeeded()
    let button = try #require(screen.view.subviews.first?.subviews.compactMap { $0 as? UIButton }.first)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    for _ in 0..<3 { await Task.yield() }
    let texts: [String?] = labels(in: screen.view).map(\.text)
    #expect(texts.contains("Tapped 2 times"))
  }

  @Test func theTitleScreenScrolls() {
    let screen = TitleViewController()
    screen.loadViewIfNeeded()
    #expect(screen.view.subviews.first is UIScrollingVStack)
  }
}
