import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// What Tools/fuzz found in the reader, each as the smallest case that showed it; the raw
/// reproducers are in Tools/fuzz/regressions/ and run through the harnesses in
/// FuzzRegressionTests.
@Suite struct FuzzFindingTests {
  /// A sealed block whose index declares a first sequence number near `UInt64.max`.
  static func blockNearTheLastSequenceNumber() throws -> [UInt8] {
    let encoder = try BlockEncoder(level: 6)
    var file: [UInt8] = []
    let payload = Array("{\"not\":\"an event\"}\n".utf8)
    try payload.withUnsafeBytes { raw in
      try Result { () throws(ZlibError) in
        try encoder.encodeSealedBlock(
          raw, firstSequence: .max - 1, eventCount: 5, into: &file)
      }.get()
    }
    return file
  }

  @Test func seekingPastABlockWhoseIndexRunsPastTheLastSequenceNumberDoesNotTrap() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("hostile.ilog")
    try write(try Self.blockNearTheLastSequenceNumber(), to: path)
    for target: UInt64 in [0, 10, .max - 2, .max] {
      let reader = try LogFileReader(path: path, policy: .salvage)
      // The block cannot be skipped by its index (its events would end past UInt64.max), so
      // it is read, and its line is reported.
      try reader.seek(toSequence: target)
      while try reader.next() != nil {}
      #expect(reader.summary.blocks == 1, "seek to \(target)")
      #expect(!reader.summary.damages.isEmpty, "seek to \(target)")
    }
  }

  @Test func reopeningALogWhoseIndexRunsPastTheLastSequenceNumberIsRefusedNotATrap() throws {
    // Found by reading TailRecovery after the seek finding: it added the same way.
    let directory = TemporaryDirectory()
    for sealed in [true, false] {
      let path = directory.file("hostile-\(sealed).ilog")
      let payload = HostileLogs.header + HostileLogs.event(seq: 2)
      let block =
        sealed
        ? try HostileLogs.block(payload, first: .max)
        : try HostileLogs.openBlock(payload, first: .max)
      try write(block, to: path)
      #expect(throws: LogWriteError.self, "sealed: \(sealed)") {
        _ = try LogWriter(path: path, disposition: .append, identity: Samples.identity)
      }
    }
  }
}
