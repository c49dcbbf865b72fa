/// Values a run of lines repeats word for word (an interaction's intent, given to each of its
/// dispatch, confirm and handle calls; the same parameter lists and responses), decoded once:
/// a later value written with the same bytes is the first one's, sharing its storage.
///
/// Decoding is a function of the bytes alone, so a value found here is the one decoding would
/// give; a value whose decoding threw is not kept. The last ``capacity`` values decoded are
/// kept, and replaced in turn; values longer than ``byteLimit`` are decoded each time, so that
/// what is kept stays small whatever a line holds.
struct RepeatedValues<Value> {
  /// How many values are kept: a block interleaves a few interactions at most.
  static var capacity: Int { 8 }
  /// The longest value kept, in bytes: an intent or a response is a few hundred.
  static var byteLimit: Int { 4_096 }

  private var keys: [[UInt8]] = []
  private var values: [Value] = []
  private var next = 0

  /// The value written as `bytes`: the one kept for these bytes, else `decode()`'s, kept.
  mutating func value<Failure: Error>(
    of bytes: UnsafeRawBufferPointer, decode: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    for index in keys.indices where keys[index].count == bytes.count {
      if keys[index].withUnsafeBytes({ $0.hasSameBytes(as: bytes) }) { return values[index] }
    }
    let value = try decode()
    if bytes.count > Self.byteLimit {
      return value
    } else if keys.count < Self.capacity {
      keys.append(Array(bytes))
      values.append(value)
    } else {
      keys[next] = Array(bytes)
      values[next] = value
      next = (next + 1) % Self.capacity
    }
    return value
  }
}
