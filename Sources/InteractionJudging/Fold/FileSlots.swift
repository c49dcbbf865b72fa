/// The files of a merged stream numbered 0, 1, 2… in the order they first come, so that what a
/// fold keeps per file is found by index rather than by hashing the file's path for each event.
///
/// A stream's records carry their reader's path, the same string each time, so the check of
/// the last file found (and of the first few) is usually an identity comparison.
struct FileSlots: Sendable {
  /// The files, in the order they first came.
  private(set) var files: [String] = []
  private var slots: [String: Int] = [:]
  private var last = 0

  /// How many files are compared one by one before the table of slots is asked.
  private static let scanned = 8

  /// The slot of `file`, and whether it is new.
  mutating func slot(of file: String) -> (slot: Int, isNew: Bool) {
    if last < files.count && files[last] == file { return (last, false) }
    if files.count <= Self.scanned, let found = files.firstIndex(of: file) {
      last = found
      return (found, false)
    }
    if files.count > Self.scanned, let found = slots[file] {
      last = found
      return (found, false)
    }
    last = files.count
    files.append(file)
    slots[file] = last
    return (last, true)
  }
}
