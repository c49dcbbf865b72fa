/// A parameter as `--parameter` names it: a key path such as `workoutName` or `accounts[1]`,
/// optionally after a class name (`INSearchForAccountsIntentResponse.accounts`).
///
/// It mentions a parameter at its own key path or below it (`rideStatus` mentions
/// `rideStatus.driver.name`). Without a subscript it mentions every index (`accounts` mentions
/// `accounts[1]`). With a class name it mentions only that class's parameters, and a resolve
/// parameter whose intent the log does not link to a class.
package struct ParameterPattern: Hashable, Sendable, CustomStringConvertible {
  /// The class named before the key path, if any.
  package let className: String?
  /// The key path, subscripts included.
  package let keyPath: String

  /// Reads a pattern as `--parameter` spells it.
  package init(_ text: String) {
    // Property names start in lower case, class names (INFooIntent) in upper case.
    if let dot = text.firstIndex(of: "."), text.first?.isUppercase == true {
      className = String(text[..<dot])
      keyPath = String(text[text.index(after: dot)...])
    } else {
      className = nil
      keyPath = text
    }
  }

  package var description: String { className.map { "\($0).\(keyPath)" } ?? keyPath }

  /// Whether a parameter of `className` (`nil`: not known) at `keyPath` is mentioned.
  package func matches(className: String?, keyPath candidate: String) -> Bool {
    if let wanted = self.className, let className, wanted != className { return false }
    let path = keyPath.contains("[") ? candidate : Self.withoutSubscripts(candidate)
    return path == keyPath || path.hasPrefix(keyPath + ".") || path.hasPrefix(keyPath + "[")
  }

  private static func withoutSubscripts(_ text: String) -> String {
    var result = ""
    var depth = 0
    for character in text {
      switch character {
      case "[": depth += 1
      case "]": depth = max(0, depth - 1)
      default: if depth == 0 { result.append(character) }
      }
    }
    return result
  }
}
