import Foundation

// `swift run -c release benchmarks [section ...]`
// Sections: configurator, solver, hierarchy, layout, scaling, dsl, text, lists (all of them when none is
// named); `solver-once SYSTEM N` runs one full solve, to profile (see SolverBenchmarks.swift).
// Every figure is printed beside a baseline measured in the same run.
let known = ["configurator", "solver", "hierarchy", "layout", "scaling", "dsl", "text", "lists"]
var requested = Array(CommandLine.arguments.dropFirst())
if requested.first == "solver-once" {
  solverOnce(Array(requested.dropFirst()))
  exit(0)
}
if requested.isEmpty { requested = known }
for name in requested where !known.contains(name) {
  print("benchmarks: unknown section '\(name)'; known: \(known.joined(separator: ", "))")
  exit(2)
}
let allocator = Harness.holdFreedMemory(environment: ProcessInfo.processInfo.environment)
print("declarative-uikit benchmarks (run with -c release for meaningful figures)")
print("allocator: \(allocator)")
if requested.contains("configurator") { configuratorBenchmarks() }
if requested.contains("solver") { solverBenchmarks() }
if requested.contains("hierarchy") { hierarchyBenchmarks() }
if requested.contains("layout") { layoutBenchmarks() }
if requested.contains("scaling") { layoutScalingBenchmarks() }
if requested.contains("dsl") { dslBenchmarks() }
if requested.contains("text") { textBenchmarks() }
if requested.contains("lists") { listBenchmarks() }
