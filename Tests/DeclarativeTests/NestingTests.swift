import Declarative
import Testing

private final class Shadow {
  var radius = 0.0
  var opacity = 0.0
}

private final class Layer {
  var cornerRadius = 0.0
  var masksToBounds = false
  let shadow = Shadow()
  var borderWidth = 0.0
}

private struct Size: Equatable {
  var width = 0.0
  var height = 0.0
}

private final class View {
  let layer = Layer()
  var size = Size()
  var backgroundLayer: Layer { layer }  // get-only, computed
  var tag = 0
}

/// A value type holding an object in a `let`: the object is reachable, not replaceable.
private struct Holder {
  let layer: Layer
  var name = ""
}

@Suite struct NestingTests {
  @Test func readOnlyReferencePropertyIsConfiguredInPlace() {
    let view = View()
    let layer = view.layer
    Configurator<View>.empty.layer.cornerRadius(8).layer.masksToBounds(true).configure(view)
    #expect(view.layer === layer)
    #expect(layer.cornerRadius == 8)
    #expect(layer.masksToBounds)
  }

  @Test func staticEntryThroughReadOnlyReference() {
    let view = Configurator<View>.layer.cornerRadius(4).configured(View())
    #expect(view.layer.cornerRadius == 4)
  }

  @Test func getOnlyComputedReferenceIsReachable() {
    let view = Configurator<View>.empty.backgroundLayer.borderWidth(2).configured(View())
    #expect(view.layer.borderWidth == 2)
  }

  @Test func referenceInsideReference() {
    let view = Configurator<View>.empty.layer.shadow.radius(3).layer.shadow.opacity(0.5)
      .configured(View())
    #expect(view.layer.shadow.radius == 3)
    #expect(view.layer.shadow.opacity == 0.5)
  }

  @Test func scopeOnReadOnlyReferenceGroupsSteps() {
    let config = Configurator<View>.empty
      .layer.scope {
        $0
          .cornerRadius(12)
          .masksToBounds(true)
          .shadow.scope { $0.radius(1).opacity(1) }
      }
      .tag(1)
    #expect(config.stepCount == 2)
    let view = config.configured(View())
    #expect(view.layer.cornerRadius == 12)
    #expect(view.layer.masksToBounds)
    #expect(view.layer.shadow.radius == 1)
    #expect(view.tag == 1)
  }

  @Test func peekOnReadOnlyReferenceSeesTheObject() {
    var seen: Double?
    _ = Configurator<View>.empty.layer.cornerRadius(5).layer.peek { seen = $0.cornerRadius }
      .configured(View())
    #expect(seen == 5)
  }

  @Test func nestedWritableValueInsideObject() {
    let view = Configurator<View>.empty.size.width(100).size.height(50).configured(View())
    #expect(view.size == Size(width: 100, height: 50))
  }

  @Test func objectHeldByLetInValueType() {
    let holder = Holder(layer: Layer())
    let result = Configurator<Holder>.empty.layer.cornerRadius(6).name("held").configured(holder)
    #expect(holder.layer.cornerRadius == 6)
    #expect(result.name == "held")
  }

  @Test func replacingAReadOnlyObjectInAScopeStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      let config = Configurator<View>.empty.layer.scope { $0.transform { _ in Layer() } }
      config.configure(View())
    }
  }
}
