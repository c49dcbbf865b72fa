/// Values kept side by side in an array, each found once through its key, then read and changed
/// by its slot where it stands.
///
/// The projector's open interactions and runs are large values (calls, strings, sets).
/// `dictionary[key]?.field` copies such a value out to read one field, and changing it through
/// `dictionary[key]?` moves it into an optional and back, copying it too: every array and
/// string in it retained, then released. `slots[slot].field` reads or changes the field in
/// place, and finding the slot hashes the key once for all the fields a caller touches.
///
/// ```swift
/// guard let slot = runs.slot(of: id) else { return }
/// runs[slot].openCalls -= 1
/// if runs[slot].openCalls == 0 { … }
/// ```
///
/// Removing a value moves the last one into its slot, so the values keep no order, and a slot
/// found before a removal must be found again after it, as an array's indices after one.
struct Slots<Key: Hashable, Value> {
  /// The key of the value in each slot.
  private(set) var keys: [Key] = []
  private var values: [Value] = []
  private var slotsByKey: [Key: Int] = [:]

  /// How many values are held.
  var count: Int { values.count }

  /// Every slot, each holding a value: `0..<count`.
  var indices: Range<Int> { values.indices }

  /// The slot of the value under `key`, if there is one.
  func slot(of key: Key) -> Int? {
    slotsByKey[key]
  }

  /// Whether a value is held under `key`.
  func contains(_ key: Key) -> Bool {
    slotsByKey[key] != nil
  }

  /// The value in `slot`, read or changed in place.
  ///
  /// `slot` must be one of ``indices``.
  subscript(slot: Int) -> Value {
    _read { yield values[slot] }
    _modify { yield &values[slot] }
  }

  /// Holds `value` under `key`, in place of the value there was, if any.
  ///
  /// - Returns: The value's slot.
  @discardableResult
  mutating func insert(_ value: Value, forKey key: Key) -> Int {
    if let slot = slotsByKey[key] {
      values[slot] = value
      return slot
    }
    slotsByKey[key] = values.count
    keys.append(key)
    values.append(value)
    return values.count - 1
  }

  /// Removes the value under `key`, moving the last value into its slot.
  ///
  /// - Returns: The value, moved out, or `nil` when there was none.
  @discardableResult
  mutating func remove(_ key: Key) -> Value? {
    guard let slot = slotsByKey.removeValue(forKey: key) else { return nil }
    let last = values.count - 1
    if slot != last {
      values.swapAt(slot, last)
      keys.swapAt(slot, last)
      slotsByKey[keys[slot]] = slot
    }
    keys.removeLast()
    return values.removeLast()
  }
}

extension Slots: Sendable where Key: Sendable, Value: Sendable {}
