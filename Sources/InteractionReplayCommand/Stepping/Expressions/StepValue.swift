import InteractionModel
import InteractionReplay

/// A value an expression of `break … if` or `watch` reads at a stop: a number, a word, a flag, a
/// set of parameters, or nothing (an answer before any came).
enum StepValue: Hashable, CustomStringConvertible {
  case number(Double)
  case text(String)
  case flag(Bool)
  /// Parameters in their text form, ascending.
  case parameters([String])
  case none

  /// Whether a bare key path holds: a true flag, a number not zero, a word or set not empty.
  var holds: Bool {
    switch self {
    case .number(let value): value != 0
    case .text(let text): !text.isEmpty
    case .flag(let flag): flag
    case .parameters(let parameters): !parameters.isEmpty
    case .none: false
    }
  }

  var description: String {
    switch self {
    case .number(let value):
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .text(let text): text
    case .flag(let flag): String(flag)
    case .parameters(let parameters): "[" + parameters.joined(separator: ", ") + "]"
    case .none: "none"
    }
  }

  /// Whether this equals a literal as typed: a number by value, a set by its members in any
  /// spelling of each (`[workoutName]`, `[]`), a word by its text.
  func equals(_ other: StepValue) -> Bool {
    switch (self, other) {
    case (.number(let left), .number(let right)): left == right
    case (.flag(let left), .flag(let right)): left == right
    case (.parameters(let left), .parameters(let right)):
      left.count == right.count
        && right.allSatisfy { spelling in left.contains { Self.names(spelling, $0) } }
    case (.text(let left), .text(let right)): left == right
    case (.none, .none): true
    case (.text(let left), .parameters(let right)), (.parameters(let right), .text(let left)):
      right.count == 1 && Self.names(left, right[0])
    default: false
    }
  }

  /// Whether this set (or word) holds a parameter named by `spelling`.
  func contains(_ other: StepValue) -> Bool {
    guard case .text(let spelling) = other else { return false }
    switch self {
    case .parameters(let parameters): return parameters.contains { Self.names(spelling, $0) }
    case .text(let text):
      // By characters: `String.contains(_:)` with a string needs Foundation before macOS 13.
      let haystack = Array(text)
      let needle = Array(spelling)
      guard needle.count <= haystack.count else { return false }
      return (0...(haystack.count - needle.count)).contains { start in
        haystack[start..<(start + needle.count)].elementsEqual(needle)
      }
    default: return false
    }
  }

  /// Whether `spelling` names the parameter whose text is `parameter`, as breakpoints match.
  static func names(_ spelling: String, _ parameter: String) -> Bool {
    if spelling == parameter { return true }
    guard let value = try? Parameter(parameter) else { return false }
    return ParameterSpelling(spelling).matches(value)
  }
}
