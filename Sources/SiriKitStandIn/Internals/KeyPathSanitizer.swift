/// Splits a key path as `INParameter` does: class prefix dropped, subscripts taken out as indexes.
struct KeyPathSanitizer {
  /// The key path without class prefix and subscripts.
  var keyPath: String
  /// The index for each sub-key path a subscript closed.
  var indexes: [String: Int]

  /// Sanitizes `text`; traps on a malformed subscript, where SiriKit raises an exception.
  init(_ text: String, className: String) {
    var path = Substring(text)
    if path.hasPrefix(className + ".") {
      path = path.dropFirst(className.count + 1)
    }
    var components: [String] = []
    var indexes: [String: Int] = [:]
    for raw in path.split(separator: ".", omittingEmptySubsequences: false) {
      var name = raw
      var subscriptIndex: Int?
      if let open = raw.firstIndex(of: "[") {
        name = raw[..<open]
        let inside = raw[raw.index(after: open)...]
        guard inside.hasSuffix("]"), let value = Int(inside.dropLast()), value >= 0 else {
          preconditionFailure("INParameter: invalid subscript in key path '\(text)'")
        }
        subscriptIndex = value
      }
      components.append(String(name))
      if let subscriptIndex {
        indexes[components.joined(separator: ".")] = subscriptIndex
      }
    }
    self.keyPath = components.joined(separator: ".")
    self.indexes = indexes
  }

  /// The key path with each recorded index put back after the sub-key path it belongs to.
  static func subscripted(_ keyPath: String, _ indexes: [String: Int]) -> String {
    var result: [String] = []
    var prefix: [String] = []
    for component in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
      prefix.append(String(component))
      if let index = indexes[prefix.joined(separator: ".")] {
        result.append("\(component)[\(index)]")
      } else {
        result.append(String(component))
      }
    }
    return result.joined(separator: ".")
  }
}
