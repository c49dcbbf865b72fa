import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport

/// Logs of one recorded SiriKit session, written with ``LogBuilder`` and the clock of
/// ``clock()``, so that what `ilog` prints of them is the same on every run.
enum SessionLogs {
  static let interaction = "I-1"
  static let intent = Intent(
    className: "INStartWorkoutIntent", identifier: "W-1",
    properties: ["workoutName": "Morning run"])
  static let response = IntentResponse(
    className: "INStartWorkoutIntentResponse", code: .init(rawValue: 7, name: "handleInApp"))

  static func identity(_ role: ProcessRole, pid: Int32) -> LogWriter.Identity {
    LogWriter.Identity(
      role: role, session: "S-1", processID: pid, platform: "test-platform",
      metadata: ["device": "iPhone"])
  }

  /// A clock from 2026-11-21T19:38:00Z that only wall-clock readings move, as the expected
  /// outputs of these tests were written with.
  static func clock() -> SteppingClock {
    SteppingClock(start: 1_795_289_880_000_000, stepping: .wallClockReadings)
  }

  /// The Intents UI extension's log: header, interaction, two configureView calls, a note, end
  /// (8 events), in one block.
  static func writeUIExtension(
    to path: String, clock: SteppingClock = clock(),
    options: LogWriterOptions = LogWriterOptions()
  ) throws {
    let log = try LogBuilder(
      path: path, identity: identity(.uiExtension, pid: 4243), options: options, clock: clock,
      interaction: interaction)
    try appendUIEvents(to: log)
    try log.close()
  }

  /// The Intents extension's log: header, dispatch, two resolves, confirm, handle, end
  /// (12 events), in one block.
  static func writeIntentsExtension(to path: String, clock: SteppingClock = clock()) throws {
    let log = try intentsLog(path: path, clock: clock)
    appendIntentsEvents(to: log)
    try log.close()
  }

  /// Both extensions' logs in `directory`, written with one clock and their events interleaved.
  static func writeSession(in directory: String) throws {
    let clock = clock()
    let intents = try intentsLog(path: "\(directory)/intents-extension-4242.ilog", clock: clock)
    let ui = try LogBuilder(
      path: "\(directory)/ui-extension-4243.ilog", identity: identity(.uiExtension, pid: 4243),
      clock: clock, interaction: interaction)
    appendIntentsEvents(to: intents)
    try appendUIEvents(to: ui)
    try intents.close()
    try ui.close()
  }

  /// A log of `notes` notes after the header, in blocks of about 1 KiB, so it has several.
  static func writeNotes(_ notes: Int, to path: String) throws {
    let writer = try LogWriter(
      path: path, identity: identity(.app, pid: 4244),
      options: LogWriterOptions(blockPayloadTarget: 1024), clock: clock())
    for number in 1...notes {
      writer.append(
        .note(text: "note \(number): " + String(repeating: "x", count: 40), metadata: [:]))
    }
    try writer.close()
  }

  /// The Intents extension's log, its calls numbered from 10.
  private static func intentsLog(path: String, clock: SteppingClock) throws -> LogBuilder {
    try LogBuilder(
      path: path, identity: identity(.intentsExtension, pid: 4242), clock: clock,
      interaction: interaction, firstCall: 10)
  }

  private static func appendUIEvents(to log: LogBuilder) throws {
    let title = Parameter("INStartWorkoutIntent.workoutName")
    log.writer.append(
      .interaction(
        Interaction(
          intent: intent, response: response, handlingStatus: .success, direction: .outgoing,
          identifier: interaction)),
      interaction: interaction)
    log.call(
      .configureView(parameters: [], interactiveBehavior: .none, context: .siriSnippet),
      on: "IntentViewController#1",
      completions: [
        .configureViewCompletion(
          success: true, claimed: [], size: Size(width: 320, height: 44), latency: 1_234_000)
      ])
    log.call(
      .configureView(parameters: [title], interactiveBehavior: .nextView, context: .siriSnippet),
      on: "IntentViewController#2",
      completions: [
        .configureViewCompletion(
          success: true, claimed: [title], size: Size(width: 320, height: 120.5),
          latency: 2_500_000)
      ])
    log.writer.append(.note(text: "tapped \"Start\"", metadata: ["by": "tester"]))
  }

  private static func appendIntentsEvents(to log: LogBuilder) {
    log.dispatch(intent, to: "StartWorkoutHandler#1", from: nil)
    log.resolve(
      "workoutName", value: "Morning run", results: [.success("Morning run")], latency: 300_000,
      on: "StartWorkoutHandler#2")
    log.resolve(
      "goalValue", results: [.disambiguation([5, 10]), .needsValue], latency: 450_000,
      on: "StartWorkoutHandler#3")
    log.confirm(
      intent, answering: IntentResponse(className: response.className, code: .ready),
      latency: 90_000, on: "StartWorkoutHandler#4")
    log.handle(intent, answering: response, latency: 12_345_678, on: "StartWorkoutHandler#5")
  }
}

/// File surgery for damaged logs.
enum LogSurgery {
  static func size(of path: String) throws -> Int64 {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.size] as? NSNumber)?.int64Value ?? 0
  }

  static func copy(_ source: String, to destination: String) throws {
    try FileManager.default.copyItem(atPath: source, toPath: destination)
  }

  /// Cuts the file to `length` bytes.
  static func truncate(_ path: String, to length: Int64) throws {
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(length))
    try handle.close()
  }

  static func append(_ bytes: [UInt8], to path: String) throws {
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(bytes))
    try handle.close()
  }

  struct Unexpected: Error {
    var what: String
  }

  /// How many events the file holds in blocks before `offset`, as the library reads them.
  static func events(of path: String, before offset: Int64) throws -> Int {
    let reader = try LogFileReader(path: path, policy: .strict)
    var count = 0
    while let record = try reader.next(), record.blockOffset < offset { count += 1 }
    return count
  }

  /// The byte offsets of the file's blocks that hold events, as the library reads them.
  static func blockOffsets(of path: String) throws -> [Int64] {
    let reader = try LogFileReader(path: path, policy: .strict)
    var offsets: [Int64] = []
    while let record = try reader.next() {
      if offsets.last != record.blockOffset { offsets.append(record.blockOffset) }
    }
    return offsets
  }
}
