import Declarative

/// Eight stored properties, the object a prebuilt configurator is applied to.
private final class EightFields {
  var a = 0
  var b = 0.0
  var c = false
  var d = 0
  var e = 0.0
  var f = false
  var g = 0
  var h = 0.0
}

/// The same eight stored properties in a value type.
private struct EightFieldsValue {
  var a = 0
  var b = 0.0
  var c = false
  var d = 0
  var e = 0.0
  var f = false
  var g = 0
  var h = 0.0
}

/// Prints the configurator figures: applying prebuilt configurators against hand-written
/// assignments, and building chains of growing length (the time per step must stay flat).
func configuratorBenchmarks() {
  print("\n== configurator")
  let count = 100_000
  let objects = (0..<count).map { _ in EightFields() }

  let handWritten = Harness.bestTime(rounds: 9) {
    for (index, object) in objects.enumerated() {
      object.a = index
      object.b = 2.5
      object.c = true
      object.d = 4
      object.e = 5.5
      object.f = true
      object.g = 7
      object.h = 8.5
    }
    blackHole(objects)
  }
  let prebuilt = Configurator<EightFields>.empty
    .a(1).b(2.5).c(true).d(4).e(5.5).f(true).g(7).h(8.5)
  let configurator = Harness.bestTime(rounds: 9) {
    for object in objects {
      prebuilt.configure(object)
    }
    blackHole(objects)
  }
  let builderPrebuilt = Harness.bestTime(rounds: 9) {
    for object in objects {
      Builder(object, configurator: prebuilt).apply()
    }
    blackHole(objects)
  }
  let builderChain = Harness.bestTime(rounds: 9) {
    for (index, object) in objects.enumerated() {
      Builder(object)
        .a(index).b(2.5).c(true).d(4).e(5.5).f(true).g(7).h(8.5)
        .apply()
    }
    blackHole(objects)
  }
  let perObject = { (ns: Double) in Harness.format(nanoseconds: ns / Double(count)) }
  print("final class, 8 stored properties, \(count) objects (time per object):")
  print("  hand-written                      \(perObject(handWritten))")
  print(
    "  prebuilt Configurator             \(perObject(configurator))  "
      + Harness.ratio(configurator, over: handWritten))
  print(
    "  Builder with prebuilt steps       \(perObject(builderPrebuilt))  "
      + Harness.ratio(builderPrebuilt, over: handWritten))
  print(
    "  Builder chain built per object    \(perObject(builderChain))  "
      + Harness.ratio(builderChain, over: handWritten))

  var values = [EightFieldsValue](repeating: EightFieldsValue(), count: count)
  let valueHandWritten = Harness.bestTime(rounds: 9) {
    for index in values.indices {
      values[index].a = index
      values[index].b = 2.5
      values[index].c = true
      values[index].d = 4
      values[index].e = 5.5
      values[index].f = true
      values[index].g = 7
      values[index].h = 8.5
    }
    blackHole(values)
  }
  let valuePrebuilt = Configurator<EightFieldsValue>.empty
    .a(1).b(2.5).c(true).d(4).e(5.5).f(true).g(7).h(8.5)
  let valueConfigurator = Harness.bestTime(rounds: 9) {
    for index in values.indices {
      valuePrebuilt.configure(&values[index])
    }
    blackHole(values)
  }
  print("struct, 8 stored properties, \(count) values (time per value):")
  print("  hand-written                      \(perObject(valueHandWritten))")
  print(
    "  prebuilt Configurator             \(perObject(valueConfigurator))  "
      + Harness.ratio(valueConfigurator, over: valueHandWritten))

  print("building a chain of n steps (time per step; flat means linear):")
  for steps in [100, 1_000, 10_000] {
    let time = Harness.bestTime(rounds: 5) {
      var chain = Configurator<EightFields>.empty
      for index in 0..<steps {
        chain = chain.a(index)
      }
      blackHole(chain)
    }
    print(
      "  n = \(steps): \(Harness.format(nanoseconds: time / Double(steps))) per step, "
        + "\(Harness.format(nanoseconds: time)) in all")
  }
}
