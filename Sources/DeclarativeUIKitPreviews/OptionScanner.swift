/// Reads a command line one option at a time, as `--name value` or `--name=value`: the previews
/// runner's and the gallery's.
package struct OptionScanner {
  private let arguments: [String]
  private var index = 0

  /// A scanner at the first of `arguments`.
  package init(_ arguments: [String]) {
    self.arguments = arguments
  }

  /// The next argument, its option name (the part before `=`, or the whole argument) and the
  /// value written after `=`, if any; `nil` past the last argument.
  package mutating func next() -> (argument: String, name: String, inline: String?)? {
    guard index < arguments.count else { return nil }
    let argument = arguments[index]
    index += 1
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, argument, nil)
    }
    return (argument, String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The value of the option just read: `inline` when it was written with `=`, else the next
  /// argument unless that is an option; `nil` when there is none.
  package mutating func value(inline: String?) -> String? {
    if let inline { return inline }
    guard index < arguments.count, !arguments[index].hasPrefix("--") else { return nil }
    defer { index += 1 }
    return arguments[index]
  }
}
