public import InteractionModel

/// How a person names a parameter to break on or to test in a condition: its full text
/// (`INStartWorkoutIntent.workoutName`, `INSearchForAccountsIntent.accounts[1]`), or its key
/// path alone (`workoutName`, `accounts[1]`, or `accounts` for every index).
///
/// A resolve names its parameter by property (`workoutName`), a `configureView` by
/// `INParameter` (`INStartWorkoutIntent.workoutName`): every spelling matches both, so that a
/// breakpoint stops at every call that carries the parameter, whichever way it was typed.
public struct ParameterSpelling: Hashable, Sendable, CustomStringConvertible {
  /// The text as typed.
  public let text: String

  /// A spelling as typed, surrounding spaces left out.
  public init(_ text: String) {
    self.text = String(
      text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  public var description: String { text }

  /// Whether the spelling names `parameter`: its text, its class and key path without indexes,
  /// or its key path with or without them.
  public func matches(_ parameter: Parameter) -> Bool {
    let full = parameter.description
    if text == full || text == parameter.keyPath
      || text == "\(parameter.className).\(parameter.keyPath)"
    {
      return true
    }
    // The key path with its subscripts: the full text after the class name and its dot.
    let prefix = parameter.className + "."
    return full.hasPrefix(prefix) && text == String(full.dropFirst(prefix.count))
  }

  /// Whether the spelling names the parameter a resolve resolves: the property `name` of an
  /// intent of class `intentClass` (when known).
  public func matchesResolve(of name: String, intentClass: String?) -> Bool {
    if text == name { return true }
    guard let intentClass else { return false }
    return text == "\(intentClass).\(name)"
  }

  /// Whether the spelling names a parameter `call` offers or resolves.
  public func matches(_ call: ExtensionCall, intentClass: String?) -> Bool {
    switch call {
    case .resolve(let name, _): matchesResolve(of: name, intentClass: intentClass)
    case .configureView(let parameters, _, _): parameters.contains(where: matches)
    case .dispatch, .confirm, .handle, .configure: false
    }
  }
}
