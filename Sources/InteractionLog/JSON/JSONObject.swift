/// The members of a JSON object, in document order, with unique keys.
///
/// Objects in our events are small, so lookup is a linear scan and the members sit in one array
/// in document order. Equality and hashing depend on the order: `{"a":1,"b":2}` and
/// `{"b":2,"a":1}` are different values, as their canonical texts are different bytes.
package struct JSONObject: Hashable, Sendable {
  /// One key and its value.
  struct Member: Hashable, Sendable {
    /// The member's key.
    var key: String
    /// The member's value.
    var value: JSONValue
  }

  /// The members, in document order.
  private(set) var members: [Member]

  package init() {
    members = []
  }

  /// Creates an object with `members` in their order.
  ///
  /// - Parameter members: Key and value pairs.
  /// - Precondition: No key appears twice.
  package init(_ members: [(String, JSONValue)]) {
    self.members = members.map { Member(key: $0.0, value: $0.1) }
    precondition(
      Set(self.members.map(\.key)).count == members.count,
      "JSONObject: duplicate key in \(members.map(\.0))")
  }

  /// Creates an object from members whose keys the caller has checked to be unique.
  init(uniqueMembers members: [Member]) {
    self.members = members
  }

  /// The keys, in document order.
  package var keys: [String] {
    members.map(\.key)
  }

  /// The values, in the order of ``keys``.
  package var values: [JSONValue] {
    members.map(\.value)
  }

  /// The value for `key`; setting replaces it in place, appends a new member, or with `nil`
  /// removes the member.
  ///
  /// - Parameter key: The member's key.
  package subscript(key: String) -> JSONValue? {
    get {
      members.first { $0.key == key }?.value
    }
    set {
      let index = members.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?):
        members[index].value = value
      case (let index?, nil):
        members.remove(at: index)
      case (nil, let value?):
        members.append(Member(key: key, value: value))
      case (nil, nil):
        break
      }
    }
  }
}
