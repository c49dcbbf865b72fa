/// A value in the tree: nothing yet, a scalar's text, an array or an object.
final class JSONNode {
  enum Kind { case empty, scalar, array, object }

  var kind = Kind.empty
  /// Where a scalar's text is in ``JSONTreeStorage/scalars``.
  var scalar: Range<Int> = 0..<0
  var elements: [JSONChild] = []
  /// An object's members, each key once.
  var members: [(key: String, value: JSONChild)] = []

  init() {}

  /// Sets an object's member; a key set again keeps its last value, as Foundation's does.
  func set(_ key: String, _ value: JSONChild) {
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = value
    } else {
      members.append((key, value))
    }
  }
}
