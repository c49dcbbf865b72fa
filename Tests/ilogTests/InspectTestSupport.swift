import Foundation
import InteractionLog
import InteractionModel
import Testing
import InteractionTestSupport

/// The package root and its committed recordings, for runs of `ilog` that name files relatively
/// as the golden files do.
enum PackageRoot {
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The names of the committed recordings, sorted.
  static let recordings: [String] = {
    let root = path + "/Recordings"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return names.filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }()
}

extension ILogBinary {
  /// Runs `ilog` in `directory` with `environment` added to this process's (`NO_COLOR` taken
  /// out unless given), output and error going to files.
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:]
  ) throws -> Outcome {
    let scratch = TemporaryDirectory("run")
    let outputPath = scratch.file("stdout")
    let errorPath = scratch.file("stderr")
    _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try path())
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var base = ProcessInfo.processInfo.environment
    base["NO_COLOR"] = nil
    process.environment = base.merging(environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    try output.close()
    try error.close()
    let outputData = try Data(contentsOf: URL(fileURLWithPath: outputPath))
    let errorData = try Data(contentsOf: URL(fileURLWithPath: errorPath))
    return Outcome(
      status: process.terminationStatus, exitedNormally: process.terminationReason == .exit,
      output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self), outputData: outputData)
  }
}

extension ILogBinary.Outcome {
  /// Standard output parsed as a JSON object.
  func json() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: outputData)
    return try #require(object as? [String: Any])
  }
}

/// Sessions written call by call, for the sequences a rule is about: a UI extension's log and,
/// when asked, an Intents extension's, in one session directory.
struct ScriptedSession {
  static let intent = Intent(className: "INSendMessageIntent", identifier: "M-1")
  static let response = IntentResponse(
    className: "INSendMessageIntentResponse", code: .init(rawValue: 3, name: "success"))
  static let ready = IntentResponse(className: "INSendMessageIntentResponse", code: .ready)

  let directory: String
  private let clock = SteppingClock()
  private var ui: LogWriter?
  private var intents: LogWriter?
  private var nextCall: UInt64 = 0
  let interaction = "I-1"

  /// A session directory `name` in `parent`, with the UI extension's log opened and the
  /// interaction's snapshot written.
  init(_ name: String = "session", in parent: TemporaryDirectory) throws {
    directory = try parent.directory(name)
    let ui = try LogWriter(
      path: directory + "/ui-extension-4243.ilog",
      identity: SessionLogs.identity(.uiExtension, pid: 4243), clock: clock)
    ui.append(
      .interaction(
        Interaction(
          intent: Self.intent, response: Self.response, handlingStatus: .success,
          direction: .outgoing, identifier: interaction)),
      interaction: interaction)
    self.ui = ui
  }

  static func parameter(_ text: String) -> Parameter {
    do {
      return try Parameter(text)
    } catch {
      preconditionFailure("bad parameter \(text): \(error)")
    }
  }

  static func parameters(_ names: [String]) -> [Parameter] {
    names.map { parameter($0.contains(".") ? $0 : "INSendMessageIntent.\($0)") }
  }

  private mutating func callID() -> UInt64 {
    nextCall += 1
    return nextCall
  }

  /// A `configureView` call offering `offered`, answered by each of `answers` (success, claimed)
  /// in turn: none for a completion that never comes, two for one called twice.
  mutating func configureView(
    _ offered: [String], on instance: String, answers: [(Bool, [String])]
  ) {
    let call = callID()
    ui?.append(
      .configureView(
        parameters: Self.parameters(offered), interactiveBehavior: .none, context: .siriSnippet),
      interaction: interaction, instance: instance, call: call)
    for (success, claimed) in answers {
      ui?.append(
        .configureViewCompletion(
          success: success, claimed: Self.parameters(claimed), size: Size(width: 320, height: 60),
          latency: 2_000_000),
        interaction: interaction, instance: instance, call: call)
    }
  }

  /// A `configure(with:context:)` call, answered once.
  mutating func configure(on instance: String) {
    let call = callID()
    ui?.append(
      .configure(context: .siriSnippet), interaction: interaction, instance: instance, call: call)
    ui?.append(
      .configureCompletion(size: Size(width: 320, height: 90), latency: 1_000_000),
      interaction: interaction, instance: instance, call: call)
  }

  /// An event of a kind ilog/1 does not define, as a newer writer might write.
  func futureEvent() {
    ui?.append(.unknown(kind: EventKind(rawValue: "futureKind"), fields: ["answer": 42]))
  }

  private mutating func intentsWriter() throws -> LogWriter {
    if let intents { return intents }
    let writer = try LogWriter(
      path: directory + "/intents-extension-4242.ilog",
      identity: SessionLogs.identity(.intentsExtension, pid: 4242), clock: clock)
    intents = writer
    return writer
  }

  /// Dispatches the intent and returns the handler `instance`.
  mutating func dispatch(to instance: String) throws {
    let writer = try intentsWriter()
    let call = callID()
    writer.append(
      .dispatch(intent: Self.intent), interaction: interaction, instance: "Provider#1", call: call)
    writer.append(
      .dispatchCompletion(handlerType: "MessageHandler"), interaction: interaction,
      instance: instance, call: call)
  }

  mutating func resolve(_ name: String, on instance: String) throws {
    let writer = try intentsWriter()
    let call = callID()
    writer.append(
      .resolve(parameter: name, value: "Hi"), interaction: interaction, instance: instance,
      call: call)
    writer.append(
      .resolveCompletion(parameter: name, results: [.success("Hi")], latency: 300_000),
      interaction: interaction, instance: instance, call: call)
  }

  mutating func confirm(on instance: String) throws {
    let writer = try intentsWriter()
    let call = callID()
    writer.append(
      .confirm(intent: Self.intent), interaction: interaction, instance: instance, call: call)
    writer.append(
      .confirmCompletion(response: Self.ready, latency: 90_000), interaction: interaction,
      instance: instance, call: call)
  }

  mutating func handle(on instance: String) throws {
    let writer = try intentsWriter()
    let call = callID()
    writer.append(
      .handle(intent: Self.intent), interaction: interaction, instance: instance, call: call)
    writer.append(
      .handleCompletion(response: Self.response, latency: 5_000_000), interaction: interaction,
      instance: instance, call: call)
  }

  /// Closes the logs with their `end` events.
  func close() throws {
    try intents?.close()
    try ui?.close()
  }
}
