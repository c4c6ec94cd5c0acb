// `swift run -c release benchmarks [section ...]`
// Every figure is printed beside a baseline measured in the same run.
let sections = CommandLine.arguments.dropFirst()
print("declarative-uikit benchmarks (release build expected)")
