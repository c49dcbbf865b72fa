extension Sequence {
  /// Whether two elements have the same key, elements without one aside.
  ///
  /// Rules about reuse ask this first: most interactions reuse nothing, and the answer costs a
  /// set of keys where grouping the elements would cost an array per key.
  ///
  /// - Parameter key: The key of an element, or `nil` to leave it out.
  /// - Returns: `true` at the first key seen twice.
  func hasRepeatedKey(_ key: (Element) -> String?) -> Bool {
    var seen = Set<String>(minimumCapacity: underestimatedCount)
    for element in self {
      if let key = key(element), !seen.insert(key).inserted { return true }
    }
    return false
  }
}
