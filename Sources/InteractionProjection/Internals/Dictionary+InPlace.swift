extension Dictionary {
  /// Reads or changes the value under `key` where it stands, if there is one.
  ///
  /// The projector's open interactions and runs are large values (calls, strings, sets).
  /// `dictionary[key]?.field` copies such a value out to read one field, and changing it
  /// through `dictionary[key]?` moves it into an optional and back, copying it too: every
  /// array and string in it retained, then released. Through `values`, it is neither.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - body: Reads or changes the value.
  /// - Returns: What `body` returned, or `nil` when there is no value for `key`.
  mutating func withValue<T>(forKey key: Key, _ body: (inout Value) -> T) -> T? {
    guard let index = index(forKey: key) else { return nil }
    return body(&values[index])
  }
}
