import InteractionLog

/// The seed corpus of each harness, cut from recorded logs.
///
/// For the block reader: every whole file and every block on its own; for the event parser:
/// every line; for the inspector's fold: the lines of each session (a directory's files
/// together), cut at ``sessionLimit`` bytes so that seeds stay small and fast.
package struct SeedCorpus {
  /// The most bytes of one session seed.
  package static let sessionLimit = 4 * 1024

  /// The seeds, per harness, without duplicates.
  package private(set) var seeds: [FuzzHarness: Set<[UInt8]>] = [:]

  /// An empty corpus.
  package init() {}

  /// Adds the seeds of one session: its log files' bytes.
  ///
  /// - Parameter files: The paths of the session's log files.
  /// - Throws: When a file cannot be read.
  package mutating func addSession(_ files: [String]) throws {
    var session: [UInt8] = []
    for path in files {
      let whole = try InputFile.contents(of: path)
      seeds[.blockReader, default: []].insert(whole)
      var reader = try BlockReader(path: path)
      var start = 0
      while let block = try reader.next() {
        let end = Int(block.end)
        seeds[.blockReader, default: []].insert(Array(whole[start..<end]))
        for range in block.lines {
          let line = Array(block.payload[range])
          seeds[.eventParser, default: []].insert(line)
          seeds[.eventScanner, default: []].insert(line)
          if session.count + line.count < Self.sessionLimit {
            session += line
            session.append(0x0A)
          }
        }
        start = end
      }
    }
    if !session.isEmpty { seeds[.inspectorFold, default: []].insert(session) }
  }
}
