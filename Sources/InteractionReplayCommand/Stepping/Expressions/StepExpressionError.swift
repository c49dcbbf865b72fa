/// Why the text of a condition or a watch is not an expression.
enum StepExpressionError: Error, Equatable, CustomStringConvertible {
  case unknownKeyPath(String)
  case expected(String, after: String)
  case unclosed(Character)

  var description: String {
    switch self {
    case .unknownKeyPath(let keyPath):
      "unknown key path '\(keyPath)'; the key paths are: "
        + StepFacts.keyPaths.joined(separator: ", ")
    case .expected(let what, let after):
      after.isEmpty ? "expected \(what)" : "expected \(what) after '\(after)'"
    case .unclosed(let character):
      "'\(character == "]" ? "[" : "\"")' is not closed by '\(character)'"
    }
  }
}
