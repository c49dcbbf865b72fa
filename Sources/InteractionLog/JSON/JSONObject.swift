/// The members of a JSON object, in document order, with unique keys.
///
/// Objects in our events are small, so lookup is a linear scan and order is kept by storing keys
/// and values in two parallel arrays. Equality and hashing depend on the order: `{"a":1,"b":2}`
/// and `{"b":2,"a":1}` are different values, as their canonical texts are different bytes.
package struct JSONObject: Hashable, Sendable {
  /// The keys, in document order.
  package private(set) var keys: [String]
  /// The values, in the order of ``keys``.
  package private(set) var values: [JSONValue]

  /// Creates an empty object.
  package init() {
    keys = []
    values = []
  }

  /// Creates an object with `members` in their order.
  ///
  /// - Parameter members: Key and value pairs.
  /// - Precondition: No key appears twice.
  package init(_ members: [(String, JSONValue)]) {
    keys = members.map(\.0)
    values = members.map(\.1)
    precondition(Set(keys).count == keys.count, "JSONObject: duplicate key in \(keys)")
  }

  /// Creates an object from parallel arrays whose keys the caller has checked to be unique.
  init(uniqueKeys keys: [String], values: [JSONValue]) {
    assert(keys.count == values.count)
    self.keys = keys
    self.values = values
  }

  /// The value for `key`; setting replaces it in place, appends a new member, or with `nil`
  /// removes the member.
  ///
  /// - Parameter key: The member's key.
  package subscript(key: String) -> JSONValue? {
    get {
      guard let index = keys.firstIndex(of: key) else { return nil }
      return values[index]
    }
    set {
      let index = keys.firstIndex(of: key)
      switch (index, newValue) {
      case (let index?, let value?):
        values[index] = value
      case (let index?, nil):
        keys.remove(at: index)
        values.remove(at: index)
      case (nil, let value?):
        keys.append(key)
        values.append(value)
      case (nil, nil):
        break
      }
    }
  }
}
