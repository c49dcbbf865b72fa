/// Why ``ReportJSONEncoder`` could not write a value as JSON, and where in the value.
///
/// The description names the member and the reason, for example
/// `cannot write summary.stats.compressionRatio as JSON: JSON has no text for nan`.
public struct JSONEncodeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The member that failed, from the encoded value down: keys joined by dots, array elements
  /// by their index in brackets (`interactions[2].size`); empty for the value itself.
  public var path: String
  /// What went wrong: a number JSON has no text for, a value that encoded nothing, or the
  /// description of the error the value's own encoding threw.
  public var reason: String

  /// Creates an error from its parts, each the property of the same name.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// An error at the member `codingPath` names.
  init(codingPath: [any CodingKey], reason: String) {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += (path.isEmpty ? "" : ".") + key.stringValue
      }
    }
    self.init(path: path, reason: reason)
  }

  /// The error with its path put under `prefix`: a member name (`calls[2]`) of the value
  /// whose writing failed, which knew only its own path.
  package func under(_ prefix: String) -> JSONEncodeError {
    let joined =
      path.isEmpty ? prefix : path.hasPrefix("[") ? prefix + path : prefix + "." + path
    return JSONEncodeError(path: joined, reason: reason)
  }

  public var description: String {
    "cannot write \(path.isEmpty ? "the value" : path) as JSON: \(reason)"
  }
}
