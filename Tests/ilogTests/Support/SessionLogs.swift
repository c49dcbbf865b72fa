import Foundation
import InteractionLog
import InteractionModel

/// Logs of one recorded SiriKit session, written with ``LogWriter`` and a ``SteppingClock``.
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

  /// The Intents UI extension's log: header, interaction, two configureView calls, a note, end
  /// (8 events), in one block.
  static func writeUIExtension(
    to path: String, clock: SteppingClock = SteppingClock(),
    options: LogWriterOptions = LogWriterOptions()
  ) throws {
    let writer = try LogWriter(
      path: path, identity: identity(.uiExtension, pid: 4243), options: options, clock: clock)
    try appendUIEvents(to: writer)
    try writer.close()
  }

  /// The Intents extension's log: header, dispatch, two resolves, confirm, handle, end
  /// (12 events), in one block.
  static func writeIntentsExtension(to path: String, clock: SteppingClock = SteppingClock()) throws
  {
    let writer = try LogWriter(
      path: path, identity: identity(.intentsExtension, pid: 4242), clock: clock)
    appendIntentsEvents(to: writer)
    try writer.close()
  }

  /// Both extensions' logs in `directory`, written with one clock and their events interleaved.
  static func writeSession(in directory: String) throws {
    let clock = SteppingClock()
    let intents = try LogWriter(
      path: "\(directory)/intents-extension-4242.ilog",
      identity: identity(.intentsExtension, pid: 4242), clock: clock)
    let ui = try LogWriter(
      path: "\(directory)/ui-extension-4243.ilog", identity: identity(.uiExtension, pid: 4243),
      clock: clock)
    appendIntentsEvents(to: intents)
    try appendUIEvents(to: ui)
    try intents.close()
    try ui.close()
  }

  /// A log of `notes` notes after the header, in blocks of about 1 KiB, so it has several.
  static func writeNotes(_ notes: Int, to path: String) throws {
    let writer = try LogWriter(
      path: path, identity: identity(.app, pid: 4244),
      options: LogWriterOptions(blockPayloadTarget: 1024), clock: SteppingClock())
    for number in 1...notes {
      writer.append(
        .note(text: "note \(number): " + String(repeating: "x", count: 40), metadata: [:]))
    }
    try writer.close()
  }

  private static func appendUIEvents(to writer: LogWriter) throws {
    let title = Parameter("INStartWorkoutIntent.workoutName")
    writer.append(
      .interaction(
        Interaction(
          intent: intent, response: response, handlingStatus: .success, direction: .outgoing,
          identifier: interaction)),
      interaction: interaction)
    writer.append(
      .configureView(parameters: [], interactiveBehavior: .none, context: .siriSnippet),
      interaction: interaction, instance: "IntentViewController#1", call: 1)
    writer.append(
      .configureViewCompletion(
        success: true, claimed: [], size: Size(width: 320, height: 44), latency: 1_234_000),
      interaction: interaction, instance: "IntentViewController#1", call: 1)
    writer.append(
      .configureView(parameters: [title], interactiveBehavior: .nextView, context: .siriSnippet),
      interaction: interaction, instance: "IntentViewController#2", call: 2)
    writer.append(
      .configureViewCompletion(
        success: true, claimed: [title], size: Size(width: 320, height: 120.5),
        latency: 2_500_000),
      interaction: interaction, instance: "IntentViewController#2", call: 2)
    writer.append(.note(text: "tapped \"Start\"", metadata: ["by": "tester"]))
  }

  private static func appendIntentsEvents(to writer: LogWriter) {
    writer.append(.dispatch(intent: intent), interaction: interaction, call: 10)
    writer.append(
      .dispatchCompletion(handlerType: "StartWorkoutHandler"), interaction: interaction,
      instance: "StartWorkoutHandler#1", call: 10)
    writer.append(
      .resolve(parameter: "workoutName", value: "Morning run"), interaction: interaction,
      instance: "StartWorkoutHandler#2", call: 11)
    writer.append(
      .resolveCompletion(
        parameter: "workoutName", results: [.success("Morning run")], latency: 300_000),
      interaction: interaction, instance: "StartWorkoutHandler#2", call: 11)
    writer.append(
      .resolve(parameter: "goalValue", value: nil), interaction: interaction,
      instance: "StartWorkoutHandler#3", call: 12)
    writer.append(
      .resolveCompletion(
        parameter: "goalValue", results: [.disambiguation([5, 10]), .needsValue],
        latency: 450_000),
      interaction: interaction, instance: "StartWorkoutHandler#3", call: 12)
    writer.append(
      .confirm(intent: intent), interaction: interaction, instance: "StartWorkoutHandler#4",
      call: 13)
    writer.append(
      .confirmCompletion(
        response: IntentResponse(className: response.className, code: .ready), latency: 90_000),
      interaction: interaction, instance: "StartWorkoutHandler#4", call: 13)
    writer.append(
      .handle(intent: intent), interaction: interaction, instance: "StartWorkoutHandler#5",
      call: 14)
    writer.append(
      .handleCompletion(response: response, latency: 12_345_678), interaction: interaction,
      instance: "StartWorkoutHandler#5", call: 14)
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
