import Declarative
import Testing

private final class Label {
  var text = ""
  var lines = 1
  let layer = LabelLayer()
  var log: [String] = []
}

private final class LabelLayer {
  var cornerRadius = 0.0
}

private struct Request: Equatable, DefaultConfigurableProtocol {
  var path = "/"
  var method = "GET"
  var retries = 0
}

@Suite struct BuilderTests {
  @Test func buildReturnsTheConfiguredValue() {
    let original = Request()
    let request = Builder(original).path("/users").method("POST").build()
    #expect(request == Request(path: "/users", method: "POST", retries: 0))
    #expect(original == Request())
  }

  @Test func builderPropertyOfAConfigurableValue() {
    let request = Request().builder.retries(3).build()
    #expect(request.retries == 3)
  }

  @Test func applyConfiguresTheObject() {
    let label = Label()
    Builder(label).text("Hi").lines(0).layer.cornerRadius(4).apply()
    #expect(label.text == "Hi")
    #expect(label.lines == 0)
    #expect(label.layer.cornerRadius == 4)
  }

  @Test func stepsWaitForBuildOrApply() {
    let label = Label()
    let pending = Builder(label).text("Later")
    #expect(label.text.isEmpty)
    pending.apply()
    #expect(label.text == "Later")
  }

  @Test func commitFixesTheStepsAndStartsOver() {
    let committed = Builder(Request()).retries(1).commit()
    #expect(committed.base.retries == 1)
    #expect(committed.configurator.stepCount == 0)
    #expect(committed.retries.modify { $0 += 1 }.build().retries == 2)
  }

  @Test func combinedKeepsOwnStepsThenAppliesTheArgumentOnce() {
    let label = Label()
    let extra = Configurator<Label>.empty.log.modify { $0.append("extra") }.lines(5)
    Builder(label)
      .log.modify { $0.append("own") }
      .text("Own")
      .combined(with: extra)
      .apply()
    #expect(label.log == ["own", "extra"])
    #expect(label.text == "Own")
    #expect(label.lines == 5)
  }

  @Test func modifyTransformPeek() {
    var seen = ""
    let request = Builder(Request())
      .modify { $0.path = "/a" }
      .peek { seen = $0.path }
      .transform { Request(path: $0.path + "/b", method: "PUT", retries: 0) }
      .build()
    #expect(seen == "/a")
    #expect(request == Request(path: "/a/b", method: "PUT", retries: 0))
  }
}
