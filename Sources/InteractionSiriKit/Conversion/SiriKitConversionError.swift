/// A SiriKit value the bridge could not convert to the model, or a model value it could not
/// convert to SiriKit: what was not understood, and where.
public struct SiriKitConversionError: Error, Hashable, Sendable {
  /// What was wrong.
  public enum Problem: Hashable, Sendable {
    /// A value of one kind where another was needed, such as `integer` where a string was.
    case expected(kind: String, found: String)
    /// A name that is not one of a SiriKit enumeration's cases.
    case unknownCase(type: String, name: String)
    /// An object without a member the conversion needs.
    case missingMember(String)
    /// An object of a class the bridge cannot name or convert.
    case unsupportedClass(String)
    /// A value of the right kind that SiriKit would not accept, such as a malformed key path.
    case invalid(String)
  }

  /// What was wrong.
  public var problem: Problem
  /// Where: the property path from the outermost value converted, such as
  /// `recipients[0].displayName`; empty for the outermost value itself.
  public var keyPath: String

  /// Creates an error about the value at a key path.
  ///
  /// - Parameters:
  ///   - problem: What was wrong.
  ///   - keyPath: Where, relative to the outermost value; empty for the value itself.
  public init(_ problem: Problem, at keyPath: String = "") {
    self.problem = problem
    self.keyPath = keyPath
  }

  /// The same error, seen from the value that holds the one it is about under `member`.
  ///
  /// - Parameter member: A property name, or a subscript such as `[2]`.
  /// - Returns: The error with `member` prefixed to its key path.
  package func within(_ member: String) -> SiriKitConversionError {
    let joined: String
    if keyPath.isEmpty {
      joined = member
    } else if keyPath.hasPrefix("[") {
      joined = member + keyPath
    } else {
      joined = member + "." + keyPath
    }
    return SiriKitConversionError(problem, at: joined)
  }
}

extension SiriKitConversionError: CustomStringConvertible {
  /// The problem and its place, such as `recipients[0]: expected string, found integer`.
  public var description: String {
    let text: String
    switch problem {
    case .expected(let kind, let found): text = "expected \(kind), found \(found)"
    case .unknownCase(let type, let name): text = "\"\(name)\" is not a case of \(type)"
    case .missingMember(let name): text = "missing member \"\(name)\""
    case .unsupportedClass(let name): text = "cannot convert an object of class \(name)"
    case .invalid(let reason): text = reason
    }
    return keyPath.isEmpty ? text : "\(keyPath): \(text)"
  }
}
