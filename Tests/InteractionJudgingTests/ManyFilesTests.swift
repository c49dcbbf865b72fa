import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionJudging

/// A session of more files than the fold compares one by one (its per-file state is found by
/// slot): each file's process keeps its own counts, listed in the order of its first event.
@Suite struct ManyFilesTests {
  static let fileCount = 11

  /// Eleven logs on one clock, opened in reverse name order, then written round-robin: each a
  /// note per round, and a dispatch of its own intent in the second round.
  static func writeSession(in directory: TemporaryDirectory) throws -> [String] {
    let clock = SteppingClock()
    var builders: [(path: String, log: LogBuilder)] = []
    for index in (0..<fileCount).reversed() {
      let path = directory.file("process-\(index < 10 ? "0" : "")\(index).ilog")
      let identity = LogWriter.Identity(
        role: .intentsExtension, session: "M-1", processID: Int32(700 + index),
        platform: "test-platform")
      builders.append((path, try LogBuilder(path: path, identity: identity, clock: clock)))
    }
    for round in 0..<3 {
      for (offset, builder) in builders.enumerated() {
        _ = builder.log.writer.append(.note(text: "round \(round)", metadata: [:]))
        if round == 1 {
          builder.log.dispatch(
            Intent(className: "INSendMessageIntent", identifier: "I\(offset)"),
            to: "Handler#\(offset)")
        }
      }
    }
    for builder in builders { try builder.log.close() }
    return builders.map(\.path)
  }

  @Test func eachFilesProcessHasItsOwnCountsInFirstEventOrder() throws {
    let directory = TemporaryDirectory()
    let paths = try Self.writeSession(in: directory)
    let inspection = try InspectionFold.report(paths: [directory.path])
    let processes = inspection.processes

    // Opened in reverse name order, so the first events' order is not the files' names'.
    #expect(processes.map(\.file) == paths)
    for (process, path) in zip(processes, paths) {
      let reader = try LogFileReader(path: path)
      var events = 0
      while try reader.next() != nil { events += 1 }
      // The header, three notes, a dispatch and its completion, the end.
      #expect(events == 7)
      #expect(process.events == events)
      #expect(process.notes == 3)
      #expect(process.calls == 1)
      #expect(process.hasEnd)
      #expect(process.isCleanlyClosed)
      #expect(process.brokenLinks == 0)
    }
    #expect(
      processes.map(\.processID)
        == (0..<Self.fileCount).reversed().map { Optional(Int32(700 + $0)) })
    #expect(inspection.interactionCount == Self.fileCount)
  }

  @Test func slotsNumberFilesInTheOrderTheyCome() {
    var slots = FileSlots()
    let names = (0..<12).map { "session/process-\($0).ilog" }
    for (index, name) in names.enumerated() {
      let (slot, isNew) = slots.slot(of: name)
      #expect(slot == index && isNew)
    }
    // Past the first few, and the same paths in strings of their own, not the storage of
    // the ones given first.
    for (index, name) in names.enumerated().reversed() {
      let (slot, isNew) = slots.slot(of: String(decoding: Array(name.utf8), as: UTF8.self))
      #expect(slot == index && !isNew)
      #expect(slots.slot(of: name).slot == index)
    }
    #expect(slots.files == names)
  }
}
