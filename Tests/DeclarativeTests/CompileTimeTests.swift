import Declarative
import Testing

private final class Target {
  var value = 0
  let child = Child()
}

private final class Child {
  var flag = false
}

/// Spells out the signatures the UIKit layer builds on; a change to one of them fails to
/// compile here before it breaks a caller.
@Suite struct CompileTimeTests {
  @Test func configuratorSignatures() {
    let empty: Configurator<Target> = .empty
    let made: Configurator<Target> = Configurator<Target>({ $0 })
    let copied: Configurator<Target> = Configurator<Target>(config: made)
    let combined: (Configurator<Target>) -> Configurator<Target> = empty.combined(with:)
    let configure: (Target) -> Void = empty.configure
    let configured: (Target) -> Target = empty.configured
    let modify: (@escaping (inout Target) -> Void) -> Configurator<Target> = empty.modify
    let transform: (@escaping (Target) -> Target) -> Configurator<Target> = empty.transform
    let peek: (@escaping (Target) -> Void) -> Configurator<Target> = empty.peek
    let property: ConfigurationProperty<Target, Int, Configurator<Target>> = empty.value
    let reference: ConfigurationReference<Target, Child, Configurator<Target>> = empty.child
    let nested: ConfigurationProperty<Target, Bool, Configurator<Target>> = empty.child.flag
    let target = Target()
    configure(combined(copied)(target))
    #expect(configured(target) === target)
    _ = (modify, transform, peek, property, reference, nested)
  }

  @Test func builderSignatures() {
    let builder: Builder<Target> = Builder(Target())
    let build: () -> Target = builder.build
    let apply: () -> Void = builder.apply
    let commit: () -> Builder<Target> = builder.commit
    let combined: (Configurator<Target>) -> Builder<Target> = builder.combined(with:)
    let property: ConfigurationProperty<Target, Int, Builder<Target>> = builder.value
    _ = (build, apply, commit, combined, property)
    #expect(builder.configurator.stepCount == 0)
  }

  @Test func stateValueAndViewStateSignatures() {
    let value: StateValue<Int> = StateValue(normal: 1, highlighted: 2, disabled: 3, selected: 4, focused: 5)
    let read: Int? = value[ViewState.normal]
    let mapped: StateValue<String> = value.map(String.init)
    let states: [ViewState] = ViewState.allCases
    #expect(read == 1)
    #expect(mapped.focused == "5")
    #expect(states.count == 5)
  }

  @Test func arrayBuilderSignatures() {
    let single: [Int] = ArrayBuilder<Int>.buildExpression(1)
    let optional: [Int] = ArrayBuilder<Int>.buildExpression(Int?.none)
    let array: [Int] = ArrayBuilder<Int>.buildExpression([2, 3])
    let block: [Int] = ArrayBuilder<Int>.buildBlock(single, optional, array)
    let final: [Int] = ArrayBuilder<Int>.buildFinalResult(block)
    #expect(final == [1, 2, 3])
  }
}
