extension JSONWriter {
  /// Writes a JSON value tree, objects' members in their stored order.
  ///
  /// Writing what ``JSONParser`` parsed gives the canonical form of the input: no whitespace,
  /// keys in document order, strings and numbers in the writer's spelling. The walk keeps its
  /// own stack instead of recursing, so a deeply nested value cannot overflow the thread's stack.
  ///
  /// - Parameter value: The value to write.
  package mutating func value(_ value: JSONValue) {
    /// A container being written and the index of its next element or member.
    enum Frame {
      case array([JSONValue], next: Int)
      case object(JSONObject, next: Int)
    }
    var stack: [Frame] = []
    var pending: JSONValue? = value
    while true {
      if let value = pending {
        pending = nil
        switch value {
        case .null: null()
        case .bool(let bool): self.value(bool)
        case .integer(let int): self.value(int)
        case .double(let double): self.value(double)
        case .string(let string): self.value(string)
        case .array(let elements):
          beginArray()
          stack.append(.array(elements, next: 0))
        case .object(let object):
          beginObject()
          stack.append(.object(object, next: 0))
        }
      }
      guard let frame = stack.popLast() else { return }
      switch frame {
      case .array(let elements, let next):
        if next < elements.count {
          stack.append(.array(elements, next: next + 1))
          pending = elements[next]
        } else {
          endArray()
        }
      case .object(let object, let next):
        if next < object.count {
          stack.append(.object(object, next: next + 1))
          let member = object[next]
          key(member.key)
          pending = member.value
        } else {
          endObject()
        }
      }
    }
  }
}
