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

/// Objects (or values) per pass: few enough to stay in cache, so the figures show the cost of
/// the configuration itself rather than of memory traffic.
private let count = 1_000

/// Passes over the objects per timed round.
private let passes = 100

/// Time per object (or value) of a round that configured `count * passes` of them.
private func perObject(_ nanoseconds: Double) -> String {
  Harness.format(nanoseconds: nanoseconds / Double(count * passes))
}

private func report(_ name: String, _ time: Double, over baseline: Double?) {
  let label = "  " + name + String(repeating: " ", count: max(1, 34 - name.count))
  let ratio = baseline.map { "  " + Harness.ratio(time, over: $0) } ?? ""
  print(label + perObject(time) + ratio)
}

/// Prints the configurator figures: applying prebuilt configurators against hand-written
/// assignments measured in the same run, and building chains of growing length (the time per
/// step must stay flat).
func configuratorBenchmarks() {
  print("\n== configurator")
  let objects = (0..<count).map { _ in EightFields() }
  let handWritten = Harness.bestTime(rounds: 15) {
    for pass in 0..<passes {
      for object in objects {
        object.a = pass
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
  }
  let prebuilt = Configurator<EightFields>.empty
    .a(1).b(2.5).c(true).d(4).e(5.5).f(true).g(7).h(8.5)
  let configurator = Harness.bestTime(rounds: 15) {
    for _ in 0..<passes {
      for object in objects {
        prebuilt.configure(object)
      }
      blackHole(objects)
    }
  }
  let builder = Harness.bestTime(rounds: 15) {
    for _ in 0..<passes {
      for object in objects {
        Builder(object, configurator: prebuilt).apply()
      }
      blackHole(objects)
    }
  }
  let builderChain = Harness.bestTime(rounds: 15) {
    for pass in 0..<passes {
      for object in objects {
        Builder(object)
          .a(pass).b(2.5).c(true).d(4).e(5.5).f(true).g(7).h(8.5)
          .apply()
      }
      blackHole(objects)
    }
  }
  print("final class, 8 stored properties (time per object, ratio to hand-written):")
  report("hand-written", handWritten, over: nil)
  report("prebuilt Configurator", configurator, over: handWritten)
  report("Builder, prebuilt steps", builder, over: handWritten)
  report("Builder, chain written per object", builderChain, over: handWritten)

  var values = [EightFieldsValue](repeating: EightFieldsValue(), count: count)
  let valueHandWritten = Harness.bestTime(rounds: 15) {
    for pass in 0..<passes {
      for index in values.indices {
        values[index].a = pass
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
  }
  let valuePrebuilt = Configurator<EightFieldsValue>.empty
    .a(1).b(2.5).c(true).d(4).e(5.5).f(true).g(7).h(8.5)
  let valueConfigurator = Harness.bestTime(rounds: 15) {
    for _ in 0..<passes {
      for index in values.indices {
        valuePrebuilt.configure(&values[index])
      }
      blackHole(values)
    }
  }
  print("struct, 8 stored properties (time per value, ratio to hand-written):")
  report("hand-written", valueHandWritten, over: nil)
  report("prebuilt Configurator", valueConfigurator, over: valueHandWritten)

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
