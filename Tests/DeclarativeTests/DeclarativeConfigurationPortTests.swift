import Declarative
import Foundation
import Testing

// The test suite of swift-declarative-configuration (CaptureContext/swift-declarative-configuration,
// Tests/DeclarativeConfigurationTests: ConfiguratorTests.swift and BuilderTests.swift, and the
// `reinforce` test of its earlier BuilderTests), ported to `Declarative`. The cases, values and
// expectations are those of the original; the code is written here. What changed in the port:
//   - `import DeclarativeConfiguration` becomes `import Declarative`; `BuilderProvider` becomes
//     `CustomConfigurableProtocol` (which provides `.builder`).
//   - `.ifLet(\.optionalNested)(else: x)` is spelled `.ifLet(\.optionalNested, else: x)`.
//   - the "known issue" test, which pins that `let x: T = .init { ... }` silently applies nothing,
//     has no counterpart: that spelling is a compile error here
//     (Tests/CompileFail/InitWithClosureIsNoOp.swift), and `SilentNoOpTests` checks the spellings
//     to use instead.
//   - the KeyPathMapper safe-subscript case needs another library and is left out.

private struct ValueMock: Equatable, CallAsFunctionConfigurableProtocol {
  var intProperty = 0
  var optionalIntProperty: Int? = nil
}

private final class ReferenceMock: Equatable, CallAsFunctionConfigurableProtocol {
  var intProperty: Int
  var optionalIntProperty: Int?

  init(intProperty: Int = 0, optionalIntProperty: Int? = nil) {
    self.intProperty = intProperty
    self.optionalIntProperty = optionalIntProperty
  }

  static func == (lhs: ReferenceMock, rhs: ReferenceMock) -> Bool {
    lhs.intProperty == rhs.intProperty && lhs.optionalIntProperty == rhs.optionalIntProperty
  }
}

@Suite struct DeclarativeConfigurationPortTests {
  @Suite struct ValueTypes {
    @Test func initializers() {
      let closure = Configurator<ValueMock> { $0.intProperty(1).optionalIntProperty.ifNil(0) }
      #expect(closure.configured(ValueMock()) == ValueMock(intProperty: 1, optionalIntProperty: 0))
      #expect(Configurator.empty.configured(ValueMock()) == ValueMock(intProperty: 0))
      #expect(Configurator<ValueMock>.intProperty(1).configured(ValueMock()) == ValueMock(intProperty: 1))
      let modify = Configurator<ValueMock>.modify { $0.intProperty += 1 }
      #expect(modify.configured(ValueMock()) == ValueMock(intProperty: 1))
      let transform = Configurator<ValueMock>.transform {
        ValueMock(intProperty: $0.intProperty + 1, optionalIntProperty: $0.optionalIntProperty)
      }
      #expect(transform.configured(ValueMock()) == ValueMock(intProperty: 1))
      #expect(
        Configurator<ValueMock?>.ifNil(ValueMock(intProperty: 1)).configured(nil) == ValueMock(intProperty: 1)
      )
      #expect(Configurator<ValueMock?>.ifLet.intProperty(1).configured(nil) == nil)
      let aggressive = Configurator<ValueMock?>.ifLet(else: ValueMock()).intProperty(1)
      #expect(aggressive.configured(nil) == ValueMock(intProperty: 1))
    }

    @Test func inlineConfiguration() {
      #expect(ValueMock { $0.intProperty(1) } == ValueMock(intProperty: 1))
      #expect(ValueMock { $0.intProperty.transform { $0 + 1 } } == ValueMock(intProperty: 1))
      #expect(ValueMock { $0.intProperty.modify { $0 += 1 } } == ValueMock(intProperty: 1))
      #expect(ValueMock { $0.intProperty(ifLet: 1) } == ValueMock(intProperty: 1))
      #expect(ValueMock { $0.intProperty(ifLet: Int?.none) } == ValueMock(intProperty: 0))
    }

    @Test func optionals() {
      #expect(ValueMock { $0.optionalIntProperty.ifLet(1) } == ValueMock(optionalIntProperty: nil))
      #expect(
        ValueMock(optionalIntProperty: 0) { $0.optionalIntProperty.ifLet(1) }
          == ValueMock(optionalIntProperty: 1))
      let fromNone = ValueMock { $0.optionalIntProperty.ifLet(else: 0).modify { $0 += 1 } }
      #expect(fromNone == ValueMock(optionalIntProperty: 1))
      let fromSome = ValueMock(optionalIntProperty: 1) {
        $0.optionalIntProperty.ifLet(else: 0).modify { $0 += 1 }
      }
      #expect(fromSome == ValueMock(optionalIntProperty: 2))
      let replaced = ValueMock { $0.optionalIntProperty.ifNil(0).optionalIntProperty.ifNil(1) }
      #expect(replaced == ValueMock(optionalIntProperty: 0))
    }

    private struct Mock: Equatable, DefaultConfigurableProtocol {
      var nested = ValueMock()
      var optionalNested: ValueMock? = nil
    }

    @Test func scoping() {
      let basic = Mock { $0.nested.scope { $0.intProperty(1).optionalIntProperty(0) } }
      #expect(basic == Mock(nested: ValueMock(intProperty: 1, optionalIntProperty: 0)))
      let none = Mock { $0.optionalNested.ifLet.scope { $0.intProperty(1).optionalIntProperty(0) } }
      #expect(none == Mock())
      let some = Mock {
        $0.optionalNested.ifLet(else: ValueMock()).scope { $0.intProperty(1).optionalIntProperty(0) }
      }
      #expect(some == Mock(optionalNested: ValueMock(intProperty: 1, optionalIntProperty: 0)))
      let alternative = Mock {
        $0.ifLet(\.optionalNested, else: ValueMock()).scope { $0.intProperty(1).optionalIntProperty(0) }
      }
      #expect(alternative == Mock(optionalNested: ValueMock(intProperty: 1, optionalIntProperty: 0)))
    }

    @Test func collections() {
      let value = Configurator<[Int]> {
        $0.self[0].modify { $0 = 1 }.self[1].modify { $0 = 2 }.self[2].modify { $0 = 3 }
      }.configured([0, 1, 2])
      #expect(value == [1, 2, 3])
    }
  }

  @Suite struct ReferenceTypes {
    @Test func initializers() {
      let closure = Configurator<ReferenceMock> { $0.intProperty(1).optionalIntProperty.ifNil(0) }
      #expect(closure.configured(ReferenceMock()) == ReferenceMock(intProperty: 1, optionalIntProperty: 0))
      #expect(Configurator.empty.configured(ReferenceMock()) == ReferenceMock(intProperty: 0))
      #expect(
        Configurator<ReferenceMock>.intProperty(1).configured(ReferenceMock())
          == ReferenceMock(intProperty: 1))
      let modify = Configurator<ReferenceMock>.modify { $0.intProperty += 1 }
      #expect(modify.configured(ReferenceMock()) == ReferenceMock(intProperty: 1))
      let transform = Configurator<ReferenceMock>.transform {
        ReferenceMock(intProperty: $0.intProperty + 1, optionalIntProperty: $0.optionalIntProperty)
      }
      #expect(transform.configured(ReferenceMock()) == ReferenceMock(intProperty: 1))
      let ifNil = Configurator<ReferenceMock?>.ifNil(ReferenceMock(intProperty: 1))
      #expect(ifNil.configured(nil) == ReferenceMock(intProperty: 1))
      #expect(Configurator<ReferenceMock?>.ifLet.intProperty(1).configured(nil) == nil)
      let aggressive = Configurator<ReferenceMock?>.ifLet(else: ReferenceMock()).intProperty(1)
      #expect(aggressive.configured(nil) == ReferenceMock(intProperty: 1))
    }

    @Test func inlineConfiguration() {
      #expect(ReferenceMock { $0.intProperty(1) } == ReferenceMock(intProperty: 1))
      #expect(ReferenceMock { $0.intProperty.transform { $0 + 1 } } == ReferenceMock(intProperty: 1))
      #expect(ReferenceMock { $0.intProperty.modify { $0 += 1 } } == ReferenceMock(intProperty: 1))
      #expect(ReferenceMock { $0.intProperty(ifLet: 1) } == ReferenceMock(intProperty: 1))
      #expect(ReferenceMock { $0.intProperty(ifLet: Int?.none) } == ReferenceMock(intProperty: 0))
    }

    @Test func optionals() {
      #expect(ReferenceMock { $0.optionalIntProperty.ifLet(1) } == ReferenceMock(optionalIntProperty: nil))
      let some = ReferenceMock(optionalIntProperty: 0) { $0.optionalIntProperty.ifLet(1) }
      #expect(some == ReferenceMock(optionalIntProperty: 1))
      let fromNone = ReferenceMock { $0.optionalIntProperty.ifLet(else: 0).modify { $0 += 1 } }
      #expect(fromNone == ReferenceMock(optionalIntProperty: 1))
      let fromSome = ReferenceMock(optionalIntProperty: 1) {
        $0.optionalIntProperty.ifLet(else: 0).modify { $0 += 1 }
      }
      #expect(fromSome == ReferenceMock(optionalIntProperty: 2))
      let replaced = ReferenceMock { $0.optionalIntProperty.ifNil(0).optionalIntProperty.ifNil(1) }
      #expect(replaced == ReferenceMock(optionalIntProperty: 0))
    }

    private final class Mock: Equatable, DefaultConfigurableProtocol {
      let nested: ReferenceMock
      var optionalNested: ReferenceMock?

      init(nested: ReferenceMock = ReferenceMock(), optionalNested: ReferenceMock? = nil) {
        self.nested = nested
        self.optionalNested = optionalNested
      }

      static func == (lhs: Mock, rhs: Mock) -> Bool {
        lhs.nested == rhs.nested && lhs.optionalNested == rhs.optionalNested
      }
    }

    @Test func scoping() {
      let basic = Mock { $0.nested.scope { $0.intProperty(1).optionalIntProperty(0) } }
      #expect(basic == Mock(nested: ReferenceMock(intProperty: 1, optionalIntProperty: 0)))
      let none = Mock { $0.optionalNested.ifLet.scope { $0.intProperty(1).optionalIntProperty(0) } }
      #expect(none == Mock())
      let some = Mock {
        $0.optionalNested.ifLet(else: ReferenceMock()).scope { $0.intProperty(1).optionalIntProperty(0) }
      }
      #expect(some == Mock(optionalNested: ReferenceMock(intProperty: 1, optionalIntProperty: 0)))
      let alternative = Mock {
        $0.ifLet(\.optionalNested, else: ReferenceMock()).scope { $0.intProperty(1).optionalIntProperty(0) }
      }
      #expect(alternative == Mock(optionalNested: ReferenceMock(intProperty: 1, optionalIntProperty: 0)))
    }
  }

  private struct OptionalObjectHolder: CustomConfigurableProtocol {
    final class Wrapped: NSObject {
      var value: Int? = 0
    }

    var value = false
    let storedWrapped = Wrapped()
    var wrapped: Wrapped? { storedWrapped }
  }

  @Test func readOnlyOptionalObjectsAreConfigured() {
    let actual = OptionalObjectHolder().configured { $0.value(true).wrapped.value(1) }
    #expect(actual.value)
    #expect(actual.storedWrapped.value == 1)
  }

  private struct Container: DefaultConfigurableProtocol {
    final class Content {
      final class InnerClass {
        var value = 0
      }

      struct InnerStruct {
        var value = 0
      }

      var a = 0
      var b = 0
      var c = 0
      let innerClass: InnerClass? = InnerClass()
      var innerStruct: InnerStruct? = InnerStruct()
    }

    let content = Content()
  }

  @Test func scopingManyPaths() {
    let expected = Container {
      $0.content.a(1).content.b(2).content.c(3)
        .content.innerClass.ifLet.value(1)
        .content.innerStruct.ifLet.value(1)
    }
    let actual = Container {
      $0.content.scope {
        $0.a(1).b(2).c(3)
          .innerClass.ifLet.scope { $0.value(1) }
          .innerStruct.ifLet.scope { $0.value(1) }
      }
    }
    for container in [expected, actual] {
      #expect(container.content.a == 1)
      #expect(container.content.b == 2)
      #expect(container.content.c == 3)
      #expect(container.content.innerClass?.value == 1)
      #expect(container.content.innerStruct?.value == 1)
    }
  }
}

@Suite struct DeclarativeConfigurationBuilderPortTests {
  private struct Nested: Equatable {
    var intValue = 0
    var optionalIntValue: Int? = nil
  }

  private struct Mock: Equatable, CustomConfigurableProtocol {
    var value = 0
    var nested = Nested()
    var optionalNested: Nested? = nil
  }

  @Test func build() {
    let actual = Mock().builder
      .value(1)
      .nested.intValue(1)
      .nested.scope { $0.optionalIntValue.ifLet(1) }
      .optionalNested.ifLet(else: Nested()).scope {
        $0.intValue(1).optionalIntValue.ifNil(1).optionalIntValue.ifNil(2)
      }
      .build()
    let expected = Mock(
      value: 1, nested: Nested(intValue: 1), optionalNested: Nested(intValue: 1, optionalIntValue: 1))
    #expect(actual == expected)
  }

  @Test func commit() {
    let builder = Mock().builder.value(1)
    #expect(builder.base == Mock())
    #expect(builder.commit().base == Mock(value: 1))
  }

  @Test func combined() {
    #expect(Mock().builder.combined(with: Configurator<Mock>.value(1)).build() == Mock(value: 1))
  }

  private final class ReferenceNested {
    var intValue = 0
    var optionalIntValue: Int?
  }

  private final class ReferenceMock: CustomConfigurableProtocol {
    var value = 0
    var nested = ReferenceNested()
    var optionalNested: ReferenceNested?
  }

  @Test func applyToAnObject() {
    let object = ReferenceMock()
    object.builder
      .value(1)
      .nested.intValue(1)
      .nested.scope { $0.optionalIntValue.ifLet(1) }
      .optionalNested.ifLet(else: ReferenceNested()).scope {
        $0.intValue(1).optionalIntValue.ifNil(1).optionalIntValue.ifNil(2)
      }
      .apply()
    #expect(object.value == 1)
    #expect(object.nested.intValue == 1)
    #expect(object.nested.optionalIntValue == nil)
    #expect(object.optionalNested?.intValue == 1)
    #expect(object.optionalNested?.optionalIntValue == 1)
  }

  @Test func commitOnAnObjectKeepsTheObject() {
    let object = ReferenceMock()
    let builder = object.builder.value(1)
    #expect(builder.base === object)
    #expect(builder.commit().base === object)
    #expect(object.value == 1)
  }

  @Test func reinforceRunsLaterOnTheCommittedValue() {
    var seen: Mock?
    let builder = Mock().builder
      .nested.intValue(1)
      .reinforce { seen = $0 }
    #expect(seen == nil, "reinforce's body waits for build")
    #expect(builder.base == Mock(nested: Nested(intValue: 1)))
    _ = builder.build()
    #expect(seen == Mock(nested: Nested(intValue: 1)))
  }

  @Test func setIsModify() {
    #expect(Mock().builder.set { $0.value = 2 }.build() == Mock(value: 2))
    #expect(Configurator<Mock>.empty.set { $0.value = 3 }.configured(Mock()) == Mock(value: 3))
  }
}

@Suite struct DeclarativeConfigurationParityTests {
  private final class Screen: CustomConfigurableProtocol {
    final class Badge {
      var text = ""
    }

    var title = "Home"
    let badge: Badge? = Badge()
    let missing: Badge? = nil
  }

  @Test func peekReadsAValueProperty() {
    var seen: [String] = []
    let config = Configurator<Screen>.empty.title.peek { seen.append($0) }.title("Inbox").title.peek {
      seen.append($0)
    }
    _ = config.configured(Screen())
    #expect(seen == ["Home", "Inbox"])
  }

  @Test func readOnlyOptionalObjectStepsSkipNil() {
    let screen = Screen().configured { $0.badge.text("New").missing.text("Never") }
    #expect(screen.badge?.text == "New")
    #expect(screen.missing == nil)
  }

  @Test func closureOverloadsOfConfigureAndConfigInit() {
    let screen = Screen()
    screen.configure { $0.title("Settings") }
    #expect(screen.title == "Settings")
    var value = DeclarativeConfigurationBuilderPortTestsMock()
    value.configure { $0.value(4) }
    #expect(value.value == 4)
    let config = Configurator<Screen>(config: { $0.title("Config") })
    #expect(config.configured(Screen()).title == "Config")
  }

  @Test func ifLetWithAKeyPathSkipsNil() {
    var value = DeclarativeConfigurationBuilderPortTestsMock()
    value.configure { $0.ifLet(\.optional).modify { $0 += 1 } }
    #expect(value.optional == nil)
    value.optional = 1
    value.configure { $0.ifLet(\.optional).modify { $0 += 1 } }
    #expect(value.optional == 2)
  }
}

private struct DeclarativeConfigurationBuilderPortTestsMock: CustomConfigurableProtocol {
  var value = 0
  var optional: Int?
}
