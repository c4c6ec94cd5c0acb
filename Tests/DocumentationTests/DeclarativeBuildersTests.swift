// The samples of Declarative.docc/Builders.md, compiled and checked.
import DeclarativeUIKit
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class Session: DefaultConfigurableProtocol {
  var user = ""
  var timeout = 30
}

@Suite struct DeclarativeBuildersTests {
  @Test func aBuilderHoldsTheValueItConfigures() {
    let url = URL(string: "https://example.com/items")!
    let request = URLRequest(url: url).builder
      .httpMethod("POST")
      .timeoutInterval(10)
      .build()
    #expect(request.httpMethod == "POST")
    #expect(request.timeoutInterval == 10)
  }

  @Test func applyConfiguresAnObjectWithoutAResult() {
    let session = Session()
    session.builder
      .user("ada")
      .timeout(5)
      .apply()
    #expect(session.user == "ada")
    #expect(session.timeout == 5)
  }

  @Test func withRunsStatementsOnACopy() {
    let original = Badge(title: "Draft")
    let published = original.with {
      $0.title = "Published"
      $0.value += 1
    }
    #expect(original.title == "Draft")
    #expect(published.title == "Published")
    #expect(published.value == 1)
  }

  @Test func arrayBuilderCollectsElements() {
    let showsBeta = false
    let extra: String? = "Help"

    @ArrayBuilder<String> var menu: [String] {
      "Open"
      if showsBeta {
        "Beta"
      }
      extra
      for recent in ["a.txt", "b.txt"] {
        "Recent: \(recent)"
      }
    }

    #expect(menu == ["Open", "Help", "Recent: a.txt", "Recent: b.txt"])
  }
}
