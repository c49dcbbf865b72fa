package import Foundation

/// Plain gzip files of `ilog/1` events as other writers make them: JSON Lines composed as text
/// here, compressed by the real `gzip`, Python's `gzip` module or `bgzip`, and concatenated.
package enum PlainGzip {
  /// A program a test needs is not on `PATH`.
  package struct MissingProgram: Error, CustomStringConvertible {
    package var name: String
    package var description: String { "\(name) is not on PATH" }
  }

  /// A program failed.
  package struct ProgramFailed: Error, CustomStringConvertible {
    package var name: String
    package var status: Int32
    package var error: String
    package var description: String { "\(name) exited with \(status): \(error)" }
  }

  /// `count` event lines without their newlines: a `header` with sequence number `first`, then
  /// `note`s whose texts vary in length (`textLength` of the sequence number, in bytes).
  ///
  /// The lines are canonical (FORMAT.md §3.1), so that `ilog events --json`, which prints each
  /// event's canonical line, prints them byte for byte.
  package static func eventLines(
    count: Int, first: Int = 1, textLength: (Int) -> Int = { ($0 * 37) % 700 }
  ) -> [String] {
    (first..<first + count).map { sequence in
      let envelope =
        #""v":1,"seq":\#(sequence),"kind":"\#(sequence == 1 ? "header" : "note")","#
        + #""time":"2026-11-21T09:30:\#(twoDigits(sequence / 1000 % 60)).\#(sixDigits(sequence))Z","#
        + #""mono":\#(1_000_000 + sequence),"pid":77,"role":"test","thread":1,"session":"plain""#
      if sequence == 1 {
        return "{" + envelope
          + #","format":"ilog/1","tool":"another-writer 1.0","platform":"Linux","metadata":{"by":"test"}}"#
      }
      let text = "note \(sequence) " + String(repeating: "z", count: textLength(sequence))
      return "{" + envelope + #","text":"\#(text)"}"#
    }
  }

  /// The lines as JSON Lines; without `finalNewline` the last line is left unterminated.
  package static func jsonLines(_ lines: [String], finalNewline: Bool = true) -> [UInt8] {
    Array((lines.joined(separator: "\n") + (finalNewline ? "\n" : "")).utf8)
  }

  /// The lines `zcat` prints in `output`: split at each newline, and the bytes after the last
  /// one as a last line.
  package static func lines(of output: Data) -> [String] {
    var lines = String(decoding: output, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// `bytes` compressed by the `gzip` program: one member.
  package static func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
    try filter(bytes, through: "gzip", ["-c", "-n"])
  }

  /// `bytes` compressed by `bgzip` (htslib): a member for every 64 KiB or so of input, cut
  /// wherever the input is, and an empty member to end the file.
  package static func bgzip(_ bytes: [UInt8]) throws -> [UInt8] {
    try filter(bytes, through: "bgzip", ["-c"])
  }

  /// What `zcat` prints for the file at `path`.
  package static func zcat(_ path: String) throws -> Data {
    let result = try runProgram(try program("zcat"), [path])
    guard result.status == 0 else {
      throw ProgramFailed(name: "zcat", status: result.status, error: result.error)
    }
    return result.outputData
  }

  /// Writes `parts` to `path` with Python's `gzip` module, each as a member of its own
  /// (`gzip.open(path, "ab")`: a header with a file name and a time, as Python writes it).
  ///
  /// - Returns: The offset of each member in the file.
  package static func writeWithPython(_ parts: [[UInt8]], to path: String) throws -> [Int64] {
    let scratch = TemporaryDirectory()
    var arguments = ["-c", pythonWriter, path]
    for (index, part) in parts.enumerated() {
      let file = scratch.file("part\(index)")
      try Data(part).write(to: URL(fileURLWithPath: file))
      arguments.append(file)
    }
    let result = try runProgram(try program("python3"), arguments)
    guard result.status == 0 else {
      throw ProgramFailed(name: "python3", status: result.status, error: result.error)
    }
    return result.output.split(separator: "\n").compactMap { Int64($0) }
  }

  private static let pythonWriter = """
    import gzip, os, sys
    for part in sys.argv[2:]:
        print(os.path.getsize(sys.argv[1]) if os.path.exists(sys.argv[1]) else 0)
        with open(part, "rb") as source, gzip.open(sys.argv[1], "ab") as member:
            member.write(source.read())
    """

  /// The byte offset in `text` of the middle of line `index` (0-based): where to cut it in two.
  package static func middle(ofLine index: Int, in text: [UInt8]) -> Int {
    var start = 0
    for _ in 0..<index { start = (text[start...].firstIndex(of: 0x0A) ?? text.count - 1) + 1 }
    let end = text[start...].firstIndex(of: 0x0A) ?? text.count
    return (start + end) / 2
  }

  private static func filter(_ bytes: [UInt8], through name: String, _ arguments: [String])
    throws -> [UInt8]
  {
    let result = try runProgram(try program(name), arguments, stdin: Data(bytes))
    guard result.status == 0 else {
      throw ProgramFailed(name: name, status: result.status, error: result.error)
    }
    return Array(result.outputData)
  }

  private static func program(_ name: String) throws -> String {
    guard let path = which(name) else { throw MissingProgram(name: name) }
    return path
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  private static func sixDigits(_ value: Int) -> String {
    let text = String(value % 1_000_000)
    return String(repeating: "0", count: 6 - text.count) + text
  }
}
