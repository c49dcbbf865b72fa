/// Reads a property by name, for ``INInteraction/parameterValue(for:)``: what key-value coding
/// does on Apple platforms, over stored properties here.
enum StandInKeyValue {
  /// The value of the property `key` of `object`, `nil` when it is unset or there is none.
  static func value(of object: Any, forKey key: String) -> Any? {
    if let intent = object as? INIntent {
      if key == "identifier" { return intent.identifier }
      if key == "intentDescription" { return intent.intentDescription }
    }
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children where child.label == key {
        return unwrapped(child.value)
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// An optional inside an `Any` as its wrapped value or `nil`.
  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first?.value
  }
}
