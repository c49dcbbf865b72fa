import InteractionLog

/// Builders of logs our writer would never write: hand-made lines and blocks, for the tests
/// that feed hostile input to the reader and to `ilog`.
package enum HostileLogs {
  /// One line: `json` and a newline.
  package static func line(_ json: String) -> [UInt8] { Array(json.utf8) + [0x0A] }

  /// A `note` event line (or another kind) with `extra` fields after the envelope.
  package static func event(seq: Int, kind: String = "note", extra: String = #""text":"x""#)
    -> [UInt8]
  {
    line(
      #"{"v":1,"seq":\#(seq),"kind":"\#(kind)","time":"2026-11-21T00:00:00Z","mono":1,"pid":1,"role":"test","thread":1,"session":"s",\#(extra)}"#
    )
  }

  /// A `header` event line with sequence number 1.
  package static let header = event(
    seq: 1, kind: "header",
    extra: #""format":"ilog/1","tool":"hostile","platform":"test","metadata":{}"#)

  /// A sealed `ilog/1` block around `payload`; `count` overrides the number of lines it declares.
  package static func block(_ payload: [UInt8], first: UInt64 = 1, count: Int? = nil) throws
    -> [UInt8]
  {
    let encoder = try BlockEncoder(level: 6)
    var output: [UInt8] = []
    let lines = count ?? payload.split(separator: 0x0A, omittingEmptySubsequences: false).count - 1
    let result = payload.withUnsafeBytes { raw in
      Result { () throws(ZlibError) in
        try encoder.encodeSealedBlock(raw, firstSequence: first, eventCount: lines, into: &output)
      }
    }
    try result.get()
    return output
  }

  /// An open block (as a write-through writer leaves one) around `payload`, ended and trailed
  /// but with its index never sealed, so that it declares no sizes.
  package static func openBlock(_ payload: [UInt8], first: UInt64 = 1) throws -> [UInt8] {
    let encoder = try BlockEncoder(level: 9)
    var output: [UInt8] = []
    encoder.open(firstSequence: first, into: &output)
    let result = payload.withUnsafeBytes { raw in
      Result { () throws(ZlibError) in try encoder.append(raw, into: &output) }
    }
    try result.get()
    let sealed = Result { () throws(ZlibError) in _ = try encoder.seal(into: &output) }
    try sealed.get()
    return output
  }

  /// Writes `value` little-endian into `bytes` at `offset`.
  package static func patch<T: FixedWidthInteger>(
    _ value: T, into bytes: inout [UInt8], at offset: Int
  ) {
    withUnsafeBytes(of: value.littleEndian) { raw in
      for (index, byte) in raw.enumerated() { bytes[offset + index] = byte }
    }
  }
}
