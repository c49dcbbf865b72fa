package import InteractionModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Applies a ``RedactionPolicy`` to the values a recorder is about to write, or to those of an
/// event already written (``EventRedactor``).
///
/// The policy's key paths are normalized once: subscripts dropped, and those that start with a
/// component indexed apart, since that component may be a class name. Every prefix of a key path
/// is kept too, so that the walk stops descending where no key path can match below.
package struct Redactor: Sendable {
  private let redactsAllStrings: Bool
  /// Key paths that apply to every class.
  private let paths: Set<String>
  /// Key paths by their first component, with that component removed: they apply to the class
  /// of that name.
  private let qualified: [String: Set<String>]
  /// Every proper prefix of a key path in ``paths`` or ``qualified``, and the empty path.
  private let prefixes: Set<String>

  /// Whether anything at all is redacted; when not, values are written untouched.
  package let isActive: Bool

  /// Prepares a policy for use.
  ///
  /// - Parameter policy: The policy to apply.
  package init(_ policy: RedactionPolicy) {
    redactsAllStrings = policy.redactsAllStrings
    var paths: Set<String> = []
    var qualified: [String: Set<String>] = [:]
    var prefixes: Set<String> = [""]
    for keyPath in policy.keyPaths {
      let components = Self.components(of: keyPath)
      guard !components.isEmpty else { continue }
      paths.insert(components.joined(separator: "."))
      for length in 1..<components.count {
        prefixes.insert(components[..<length].joined(separator: "."))
      }
      if components.count > 1 {
        let rest = components.dropFirst()
        qualified[components[0], default: []].insert(rest.joined(separator: "."))
        for length in 1..<rest.count {
          prefixes.insert(rest.prefix(length).joined(separator: "."))
        }
      }
    }
    self.paths = paths
    self.qualified = qualified
    self.prefixes = prefixes
    isActive = !policy.isEmpty
  }

  /// A key path's components, without subscripts or empty components.
  private static func components(of keyPath: String) -> [String] {
    var text = ""
    var depth = 0
    for character in keyPath {
      switch character {
      case "[": depth += 1
      case "]": depth = max(0, depth - 1)
      default: if depth == 0 { text.append(character) }
      }
    }
    return text.split(separator: ".").map(String.init)
  }

  /// An intent with its properties redacted; its class and identifier are kept.
  package func redact(_ intent: Intent) -> Intent {
    guard isActive else { return intent }
    var redacted = intent
    redacted.properties = redact(properties: intent.properties, of: intent.className)
    return redacted
  }

  /// A response with its properties redacted; its class and code are kept.
  package func redact(_ response: IntentResponse) -> IntentResponse {
    guard isActive else { return response }
    var redacted = response
    redacted.properties = redact(properties: response.properties, of: response.className)
    return redacted
  }

  /// An interaction with its intent's and response's properties redacted; identifiers, status,
  /// direction and dates are kept.
  package func redact(_ interaction: Interaction) -> Interaction {
    guard isActive else { return interaction }
    var redacted = interaction
    redacted.intent = redact(interaction.intent)
    redacted.response = interaction.response.map(redact)
    return redacted
  }

  /// A value found at a key path of an object of a class, such as the intent's value for the
  /// parameter a resolve call names.
  ///
  /// - Parameters:
  ///   - value: The value as the event holds it.
  ///   - keyPath: Where the value sits in the intent or response, such as `content`.
  ///   - className: The intent's or response's class.
  /// - Returns: The value, redacted as the policy says.
  package func redact(_ value: Value, at keyPath: String, of className: String) -> Value {
    guard isActive else { return value }
    return redact(value, path: Self.components(of: keyPath).joined(separator: "."), className)
  }

  /// Resolution results for a parameter, with the values they carry redacted as the parameter's
  /// own value would be.
  ///
  /// - Parameters:
  ///   - results: The results a resolve completion received.
  ///   - parameter: The parameter's name, such as `recipients`.
  ///   - className: The intent's class.
  /// - Returns: The results, with their kinds and reasons kept.
  package func redact(
    _ results: [ResolutionResult], for parameter: String, of className: String
  ) -> [ResolutionResult] {
    guard isActive else { return results }
    return results.map { result in
      switch result {
      case .success(let value):
        .success(redact(value, at: parameter, of: className))
      case .confirmationRequired(let value):
        .confirmationRequired(redact(value, at: parameter, of: className))
      case .disambiguation(let options):
        .disambiguation(options.map { redact($0, at: parameter, of: className) })
      case .needsValue, .notRequired, .unsupported:
        result
      }
    }
  }

  private func redact(properties: [String: Value], of className: String) -> [String: Value] {
    var redacted = properties
    for (key, value) in properties {
      redacted[key] = redact(value, path: key, className)
    }
    return redacted
  }

  private func matches(_ path: String, _ className: String) -> Bool {
    paths.contains(path) || qualified[className]?.contains(path) == true
  }

  private func redact(_ value: Value, path: String, _ className: String) -> Value {
    if matches(path, className) { return Self.neutral(value) }
    switch value {
    case .string(let string):
      return redactsAllStrings ? .string(Self.masked(string)) : value
    case .array(let elements):
      guard redactsAllStrings || prefixes.contains(path) else { return value }
      // Arrays are transparent: each element sits at the array's own key path.
      return .array(elements.map { redact($0, path: path, className) })
    case .object(let members):
      guard redactsAllStrings || prefixes.contains(path) else { return value }
      var redacted = members
      for (key, member) in members {
        redacted[key] = redact(member, path: path.isEmpty ? key : path + "." + key, className)
      }
      return .object(redacted)
    case .null, .bool, .integer, .double, .date:
      return value
    }
  }

  /// A value of the same type and shape that says nothing (see ``RedactionPolicy``).
  static func neutral(_ value: Value) -> Value {
    switch value {
    case .null: .null
    case .bool: .bool(false)
    case .integer: .integer(0)
    case .double: .double(0)
    case .string(let string): .string(masked(string))
    case .date: .date(Date(timeIntervalSince1970: 0))
    case .array(let elements): .array(elements.map(neutral))
    case .object(let members): .object(members.mapValues(neutral))
    }
  }

  /// As many marker characters as `string` has characters.
  static func masked(_ string: String) -> String {
    String(repeating: RedactionPolicy.marker, count: string.count)
  }
}
