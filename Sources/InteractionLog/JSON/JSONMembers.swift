/// The members of one object of a validated document, in document order: read from the fast
/// path's ``JSONTape`` when it recorded the document, else from a list the strict pass or a scan
/// of the object's bytes made.
struct JSONMembers: Sequence {
  /// `nil` for the tape's members, so that copying them retains nothing.
  private let list: [JSONMember]?
  /// The tape, and the index of the object's first value in it; `nil` for a list.
  private let tape: JSONTape.View?
  private let first: Int32

  /// The members in `list`.
  init(_ list: [JSONMember]) {
    self.list = list
    tape = nil
    first = -1
  }

  /// The members of `tape`'s container whose first value is `first` (-1 for none).
  init(tape: JSONTape.View, first: Int32) {
    list = nil
    self.tape = tape
    self.first = first
  }

  /// How many members there are, counted.
  var count: Int {
    guard let tape else { return list?.count ?? 0 }
    var count = 0
    var index = first
    while index >= 0 {
      count += 1
      index = tape.value(at: index).next
    }
    return count
  }

  func makeIterator() -> Iterator {
    Iterator(list: list, tape: tape, position: tape == nil ? 0 : first)
  }

  struct Iterator: IteratorProtocol {
    fileprivate let list: [JSONMember]?
    fileprivate let tape: JSONTape.View?
    /// The next member's index in the tape (-1 after the last), or in the list.
    fileprivate var position: Int32

    mutating func next() -> JSONMember? {
      guard let tape else {
        guard let list, Int(position) < list.count else { return nil }
        defer { position += 1 }
        return list[Int(position)]
      }
      guard position >= 0 else { return nil }
      let value = tape.value(at: position)
      position = value.next
      return JSONMember(
        key: Int(value.keyStart)..<Int(value.keyEnd), keyIsPlain: true,
        value: Int(value.valueStart)..<Int(value.valueEnd))
    }
  }
}
