import Declarative
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private final class Model: NSObject {
  var name = ""
  var size = 0
}

private struct Plain {
  var value = 0
}

extension Plain: DefaultConfigurableProtocol {}

@Suite struct FoundationTypeTests {
  @Test func nsObjectSubclassesConformOutOfTheBox() {
    let model = Model { $0.name("Box").size(2) }
    #expect(model.name == "Box")
    #expect(model.size == 2)
  }

  @Test func jsonEncoderIsConfigurable() throws {
    let encoder = JSONEncoder { $0.outputFormatting(.sortedKeys) }
    let data = try encoder.encode(["b": 1, "a": 2])
    #expect(String(decoding: data, as: UTF8.self) == #"{"a":2,"b":1}"#)
  }

  @Test func jsonDecoderIsConfigurable() throws {
    struct Item: Decodable { var itemCount: Int }
    let decoder = JSONDecoder().configured(using: .init { $0.keyDecodingStrategy(.convertFromSnakeCase) })
    let item = try decoder.decode(Item.self, from: Data(#"{"item_count":3}"#.utf8))
    #expect(item.itemCount == 3)
  }

  @Test func urlComponentsIsConfigurable() {
    let components = URLComponents {
      $0
        .scheme("https")
        .host("example.com")
        .path("/search")
        .queryItems([URLQueryItem(name: "q", value: "swift")])
    }
    #expect(components.url?.absoluteString == "https://example.com/search?q=swift")
  }

  @Test func urlRequestIsConfigurable() throws {
    let url = try #require(URL(string: "https://example.com"))
    var request = URLRequest(url: url)
    request.configure(using: .init { $0.httpMethod("POST").timeoutInterval(5) })
    #expect(request.httpMethod == "POST")
    #expect(request.timeoutInterval == 5)
  }

  @Test func propertyListEncoderIsConfigurable() {
    let encoder = PropertyListEncoder { $0.outputFormat(.xml) }
    #expect(encoder.outputFormat == .xml)
  }

  @Test func userTypeOptsInWithOneLine() {
    #expect(Plain { $0.value(4) }.value == 4)
    var plain = Plain()
    plain.configure(using: .init { $0.value(5) })
    #expect(plain.value == 5)
  }

  @Test func withRunsImperativeStatementsOnValuesAndObjects() {
    let plain = Plain().with { $0.value = 8 }
    #expect(plain.value == 8)
    let model = Model()
    let same = model.with { $0.name = "with" }
    #expect(same === model)
    #expect(model.name == "with")
  }

  @Test func withRethrows() {
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      _ = try Plain().with { _ in throw Failure() }
    }
  }

  @Test func configureUsingOnAnObjectConstant() {
    let model = Model()
    model.configure(using: .init { $0.size(11) })
    #expect(model.size == 11)
  }

  @Test func configuredUsingWithAStaticPreset() {
    let model = Model().configured(using: Configurator.size(6))
    #expect(model.size == 6)
  }
}
