import Foundation
import InteractionInspector
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

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
  ) throws -> ProgramResult {
    var base = ProcessInfo.processInfo.environment
    base["NO_COLOR"] = nil
    return try runProgram(
      try path(), arguments, environment: base.merging(environment) { $1 },
      currentDirectory: directory)
  }
}

extension ProgramResult {
  /// Standard output parsed as a JSON object.
  func json() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: outputData)
    return try #require(object as? [String: Any])
  }

  /// Standard output of `inspect --format json`, its lines gathered into one object:
  /// `{"schema", "selection"?, "sessions": [{"interactions", "paths", "report", "stats"}]}`.
  func inspection() throws -> [String: Any] {
    let gathered = try JSONEncoder().encode(InspectionJSON(jsonLines: outputData))
    return try #require(try JSONSerialization.jsonObject(with: gathered) as? [String: Any])
  }

  /// Standard output's lines, each parsed as a JSON object.
  func jsonLines() throws -> [[String: Any]] {
    try outputLines.map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }
}

/// Sessions written call by call, for the sequences a rule is about: a UI extension's log and,
/// when asked, an Intents extension's, in one session directory, their call ids numbered across
/// both.
struct ScriptedSession {
  static let intent = Intent(className: "INSendMessageIntent", identifier: "M-1")
  static let response = IntentResponse(
    className: "INSendMessageIntentResponse", code: .init(rawValue: 3, name: "success"))
  static let ready = IntentResponse(className: "INSendMessageIntentResponse", code: .ready)

  let directory: String
  let interaction = "I-1"
  private let clock = SessionLogs.clock()
  private let ui: LogBuilder
  private var intents: LogBuilder?

  /// A session directory `name` in `parent`, with the UI extension's log opened and the
  /// interaction's snapshot written.
  init(_ name: String = "session", in parent: TemporaryDirectory) throws {
    directory = try parent.directory(name)
    ui = try LogBuilder(
      path: directory + "/ui-extension-4243.ilog",
      identity: SessionLogs.identity(.uiExtension, pid: 4243), clock: clock,
      interaction: interaction)
    ui.writer.append(
      .interaction(
        Interaction(
          intent: Self.intent, response: Self.response, handlingStatus: .success,
          direction: .outgoing, identifier: interaction)),
      interaction: interaction)
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

  // The UI side's methods are mutating, as the Intents side's are (they open its log), so that
  // a test writes a session through one `var` whichever sides it uses.

  /// A `configureView` call offering `offered`, answered by each of `answers` (success, claimed)
  /// in turn: none for a completion that never comes, two for one called twice.
  mutating func configureView(
    _ offered: [String], on instance: String, answers: [(Bool, [String])]
  ) {
    ui.call(
      .configureView(
        parameters: Self.parameters(offered), interactiveBehavior: .none, context: .siriSnippet),
      on: instance,
      completions: answers.map { success, claimed in
        .configureViewCompletion(
          success: success, claimed: Self.parameters(claimed), size: Size(width: 320, height: 60),
          latency: 2_000_000)
      })
  }

  /// A `configure(with:context:)` call, answered once.
  mutating func configure(on instance: String) {
    ui.call(
      .configure(context: .siriSnippet), on: instance,
      completions: [.configureCompletion(size: Size(width: 320, height: 90), latency: 1_000_000)])
  }

  /// An event of a kind ilog/1 does not define, as a newer writer might write.
  func futureEvent() {
    ui.writer.append(.unknown(kind: EventKind(rawValue: "futureKind"), fields: ["answer": 42]))
  }

  private mutating func intentsLog() throws -> LogBuilder {
    if let intents { return intents }
    let log = try LogBuilder(
      path: directory + "/intents-extension-4242.ilog",
      identity: SessionLogs.identity(.intentsExtension, pid: 4242), clock: clock,
      interaction: interaction, numberingCallsAfter: ui)
    intents = log
    return log
  }

  /// Dispatches the intent to the handler `instance`.
  mutating func dispatch(to instance: String) throws {
    try intentsLog().dispatch(Self.intent, to: instance, handlerType: "MessageHandler")
  }

  mutating func resolve(_ name: String, on instance: String) throws {
    try intentsLog().resolve(
      name, value: "Hi", results: [.success("Hi")], latency: 300_000, on: instance)
  }

  mutating func confirm(on instance: String) throws {
    try intentsLog().confirm(Self.intent, answering: Self.ready, latency: 90_000, on: instance)
  }

  mutating func handle(on instance: String) throws {
    try intentsLog().handle(
      Self.intent, answering: Self.response, latency: 5_000_000, on: instance)
  }

  /// Closes the logs with their `end` events.
  func close() throws {
    try intents?.close()
    try ui.close()
  }
}
