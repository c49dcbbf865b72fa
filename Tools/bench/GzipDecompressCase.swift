/// `gzip -dc FILE > /dev/null` as a child process: the reference speed for reading a log.
///
/// gzip knows nothing of events, so the row's events and payload bytes are the file's, counted
/// by the library's reader beforehand. Its time includes starting the process (about a
/// millisecond), which the library's readers do not pay.
struct GzipDecompressCase: ReaderCase {
  let name = "gzip -dc FILE > /dev/null"
  let note = "the system's gzip, process start included"
  let gzip: GzipTool
  /// Lines in the file.
  let events: Int
  /// Uncompressed bytes in the file.
  let payloadBytes: Int64

  func run(path: String) throws -> ReaderSample {
    let elapsed = try gzip.run(["-dc", path], standardOutput: "/dev/null")
    return ReaderSample(events: events, payloadBytes: payloadBytes, nanoseconds: elapsed)
  }
}
