/// The merge of several files' streams by time, then file name, then sequence number
/// (FORMAT.md §6.2), over whatever a reader hands out per file: records or lines.
struct FileMerge<Item> {
  /// What orders two items: their time, file and sequence number.
  private let key: (Item) -> (time: WallTime, file: String, sequence: UInt64)
  private var heads: [Item?]
  private var started = false
  private var lastTaken: Int?

  init(files: Int, key: @escaping (Item) -> (time: WallTime, file: String, sequence: UInt64)) {
    self.key = key
    heads = Array(repeating: nil, count: files)
  }

  /// The first item of all files in merged order, reading the next item of file `i` through
  /// `read(i)` when the one before it was taken.
  mutating func next(
    reading read: (Int) throws(LogReadError) -> Item?
  ) throws(LogReadError) -> Item? {
    if !started {
      started = true
      for index in heads.indices { heads[index] = try read(index) }
    } else if let taken = lastTaken {
      // Refill lazily: reading ahead before returning would lose the item in hand when the
      // read ahead throws (strict policy).
      // Emptied first, so that a throw leaves no item that was already returned.
      lastTaken = nil
      heads[taken] = nil
      heads[taken] = try read(taken)
    }
    var best: Int?
    for index in heads.indices {
      guard let candidate = heads[index] else { continue }
      if let current = best, let head = heads[current], !precedes(candidate, head) {
        continue
      }
      best = index
    }
    guard let chosen = best, let item = heads[chosen] else { return nil }
    lastTaken = chosen
    return item
  }

  private func precedes(_ lhs: Item, _ rhs: Item) -> Bool {
    let left = key(lhs)
    let right = key(rhs)
    if left.time != right.time { return left.time < right.time }
    if left.file != right.file { return left.file < right.file }
    return left.sequence < right.sequence
  }
}
