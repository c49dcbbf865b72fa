extension JSONObject: RandomAccessCollection {
  /// A member: its key and its value.
  package typealias Element = (key: String, value: JSONValue)

  /// The position of the first member.
  package var startIndex: Int { 0 }

  /// The position after the last member.
  package var endIndex: Int { members.count }

  /// The member at `position`.
  ///
  /// - Parameter position: A valid index, from 0 to `count - 1`.
  package subscript(position: Int) -> Element {
    let member = members[position]
    return (member.key, member.value)
  }
}
