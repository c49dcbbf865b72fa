/// The strings a run of lines repeats (instance, class and property names, values), decoded
/// once: a later string with the same bytes shares the first one's storage instead of
/// allocating its own.
///
/// A block's lines name the same few instances and intents again and again, and every string
/// longer than Swift's small-string form (15 UTF-8 bytes) cost an allocation, a copy and a
/// release. The table is a direct-mapped cache: a slot holds the last string whose bytes hashed
/// to it, so a collision costs a decode, never a wrong string.
struct InternedStrings {
  /// Strings this short are stored inline by `String` itself, without allocating.
  static let inlineLimit = 15
  /// Longer strings are rarely repeated (free text): decoded without hashing them.
  static let lengthLimit = 64
  private static let slotCount = 256

  private var hashes: [UInt64]
  private var strings: [String]

  /// An empty table, which allocates its slots when it first keeps a string.
  init() {
    hashes = []
    strings = []
  }

  /// The string of `utf8`, which must be valid UTF-8: the table's when it holds these bytes,
  /// else decoded (and kept, when worth keeping).
  mutating func string(_ utf8: UnsafeRawBufferPointer) -> String {
    guard utf8.count > Self.inlineLimit, utf8.count <= Self.lengthLimit else {
      return String(decoding: utf8, as: UTF8.self)
    }
    let hash = Self.hash(utf8)
    let slot = Int(truncatingIfNeeded: hash >> 56) & (Self.slotCount - 1)
    if !hashes.isEmpty, hashes[slot] == hash, Self.has(strings[slot], bytes: utf8) {
      return strings[slot]
    }
    let string = String(decoding: utf8, as: UTF8.self)
    if hashes.isEmpty {
      hashes = Array(repeating: 0, count: Self.slotCount)
      strings = Array(repeating: "", count: Self.slotCount)
    }
    hashes[slot] = hash
    strings[slot] = string
    return string
  }

  /// Whether `string`'s UTF-8 is `bytes`.
  private static func has(_ string: String, bytes: UnsafeRawBufferPointer) -> Bool {
    var string = string
    return string.withUTF8 { UnsafeRawBufferPointer($0).hasSameBytes(as: bytes) }
  }

  /// A hash of `bytes` (more than eight of them), eight at a time.
  @inline(__always)
  private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash = UInt64(truncatingIfNeeded: bytes.count) &* multiplier
    var offset = 0
    while offset + 8 <= bytes.count {
      hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
      hash ^= hash >> 29
      offset += 8
    }
    // The last eight bytes, overlapping the words before: every byte counts.
    hash =
      (hash ^ bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
      &* multiplier
    return hash ^ (hash >> 32)
  }
}
