/// The merge of several files' streams by time, then file name, then sequence number
/// (FORMAT.md §6.2), over whatever a reader hands out per file: records or lines.
struct FileMerge<Item> {
  /// What orders two items: their time, file and sequence number.
  typealias Key = (time: WallTime, file: String, sequence: UInt64)

  private let key: (Item) -> Key
  /// Each file's next item, and its key, taken once: comparing copies of the items (large
  /// records) would cost more than the merge itself.
  private var heads: [Item?]
  private var keys: [Key?]
  private var started = false
  private var lastTaken: Int?

  init(files: Int, key: @escaping (Item) -> Key) {
    self.key = key
    heads = Array(repeating: nil, count: files)
    keys = Array(repeating: nil, count: files)
  }

  /// The first item of all files in merged order, reading the next item of file `i` through
  /// `read(i)` when the one before it was taken.
  mutating func next(
    reading read: (Int) throws(LogReadError) -> Item?
  ) throws(LogReadError) -> Item? {
    // One file: nothing to merge, and no copy of its item to keep (it is read when asked for,
    // as below, and a reader that threw or ended returns `nil` from then on).
    if heads.count == 1 { return try read(0) }
    if !started {
      started = true
      for index in heads.indices { try refill(index, reading: read) }
    } else if let taken = lastTaken {
      // Refill lazily: reading ahead before returning would lose the item in hand when the
      // read ahead throws (strict policy). The item returned was already taken out, so a
      // throw leaves none that was returned.
      lastTaken = nil
      try refill(taken, reading: read)
    }
    var best: Int?
    for index in keys.indices {
      guard let candidate = keys[index] else { continue }
      if let current = best, let head = keys[current], !Self.precedes(candidate, head) {
        continue
      }
      best = index
    }
    guard let chosen = best else { return nil }
    lastTaken = chosen
    keys[chosen] = nil
    var item: Item?
    swap(&item, &heads[chosen])
    return item
  }

  private mutating func refill(
    _ index: Int, reading read: (Int) throws(LogReadError) -> Item?
  ) throws(LogReadError) {
    // The key is taken before the item is moved into the array: `heads[index].map(key)`
    // copied the whole item (every string of its event retained, then released).
    guard let item = try read(index) else {
      heads[index] = nil
      keys[index] = nil
      return
    }
    keys[index] = key(item)
    heads[index] = consume item
  }

  private static func precedes(_ left: Key, _ right: Key) -> Bool {
    if left.time != right.time { return left.time < right.time }
    if left.file != right.file { return left.file < right.file }
    return left.sequence < right.sequence
  }
}
