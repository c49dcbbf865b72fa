import InteractionModel

/// Names the objects calls go to, `TypeName#n`, numbering each type's objects in the order the
/// recorder first sees them.
///
/// The table holds its objects weakly: recording must not keep a user's controller or handler
/// alive (SiriKit creates a new controller for every `configureView` call). An entry whose
/// object is gone is never matched again, so a new object that reuses a dead one's address gets
/// a new number rather than the dead one's: an id is stable for the life of its object and never
/// names two objects. Dead entries are swept when the table has doubled since the last sweep,
/// so its size stays proportional to the objects alive.
struct InstanceRegistry {
  /// A weak reference to an object, to tell whether the object a table entry names still lives.
  // @unchecked: the reference is only compared (`===`) and tested for `nil`, never used to reach
  // the object, so no state of the object crosses threads through it.
  struct Reference: @unchecked Sendable {
    weak var object: AnyObject?
    let key: ObjectIdentifier
    let type: any Any.Type

    /// A weak reference to `object`.
    init(_ object: AnyObject) {
      self.object = object
      key = ObjectIdentifier(object)
      type = Swift.type(of: object)
    }
  }

  private struct Entry {
    var reference: Reference
    let id: String
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var counters: [String: Int] = [:]
  private var sweepAt = 64

  /// The id of an object, assigned the first time it is seen.
  ///
  /// - Parameter reference: A reference to a living object.
  /// - Returns: `TypeName#n`, the same for every call with the same living object.
  mutating func id(of reference: Reference) -> String {
    if let entry = entries[reference.key], let object = entry.reference.object,
      object === reference.object
    {
      return entry.id
    }
    // Named only for a new id, not on every lookup: the wrapped type's name for an adapter that
    // stands for another object, such as the SiriKit bridge's around a user's handler.
    let id = nextID(
      named: reference.object.map(runTypeName(of:)) ?? String(describing: reference.type))
    entries[reference.key] = Entry(reference: reference, id: id)
    if entries.count >= sweepAt {
      entries = entries.filter { $0.value.reference.object != nil }
      sweepAt = max(64, entries.count * 2)
    }
    return id
  }

  /// A new id for a value of a type that has no identity, such as a struct provider: each
  /// wrapper around one gets its own.
  ///
  /// - Parameter type: The value's type.
  /// - Returns: `TypeName#n` with the type's next number.
  mutating func nextID(for type: Any.Type) -> String {
    nextID(named: String(describing: type))
  }

  /// A new id for an object of the type named `name`: `name#n` with the name's next number.
  mutating func nextID(named name: String) -> String {
    let number = counters[name, default: 0] + 1
    counters[name] = number
    return "\(name)#\(number)"
  }
}
