import Declarative
import Foundation
import Testing

private final class Toggle: NSObject {
  var isOn = false
}

private struct Knob: DefaultConfigurableProtocol {
  var level = 0
}

/// The spelling `let x: T = .init { $0.prop(1) }` must never compile into a silent no-op.
///
/// Swift resolves that spelling to `T.init()` followed by `callAsFunction` and then drops the
/// call (the reference library applies nothing). Here `CallAsFunctionConfigurableProtocol`
/// declares an unavailable `init(_:configuration:)` that the spelling resolves to instead, so both
/// ```swift
/// let toggle: Toggle = .init { $0.isOn(true) }
/// let knob: Knob = .init { $0.level(3) }
/// ```
/// fail to compile with "'.init { ... }' would apply nothing; write 'T() { ... }' ...".
/// (Checked by `scripts/check-compile-fail` on `Tests/CompileFail/InitWithClosureIsNoOp.swift`,
/// which `.ci/run` runs; a compile failure cannot be a runtime test.) The tests below
/// pin the spellings users write instead: they compile and apply.
@Suite struct SilentNoOpTests {
  @Test func typeNameWithTrailingClosureApplies() {
    let toggle: Toggle = Toggle { $0.isOn(true) }
    #expect(toggle.isOn)
    let knob: Knob = Knob { $0.level(3) }
    #expect(knob.level == 3)
  }

  @Test func implicitMemberConfiguratorAppliesThroughConfiguredUsing() {
    let toggle = Toggle().configured(using: .init { $0.isOn(true) })
    #expect(toggle.isOn)
  }

  @Test func explicitConfiguratorInitWithTrailingClosureApplies() {
    let knob = Configurator<Knob> { $0.level(9) }.configured(Knob())
    #expect(knob.level == 9)
  }

  @Test func trailingClosureOnAnExistingValueApplies() {
    let toggle = Toggle()
    toggle { $0.isOn(true) }
    #expect(toggle.isOn)
  }
}
