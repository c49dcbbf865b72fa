import Foundation
import InteractionHost
import InteractionInspector
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

/// A controller that answers a width or height JSON has no number for (NaN, ±∞) has a bug, and
/// its log is not damaged: the recorder writes the size as FORMAT.md §3.5 names it, the built
/// `ilog` reports `size-not-allowed` as a replay does, and `zcat | jq` and DuckDB read it.
@Suite struct NonFiniteSizeCommandTests {
  static let heights: [Double] = [.nan, .infinity, -.infinity]

  @Test(arguments: heights, NonFiniteSizeSession.Driver.allCases)
  func theControllersSizeIsAFindingNotDamage(
    height: Double, driver: NonFiniteSizeSession.Driver
  ) async throws {
    let directory = TemporaryDirectory()
    let session = try await NonFiniteSizeSession.record(
      height: height, through: driver, in: directory.path)
    let inspected = try ILogBinary.run(["inspect", session])
    #expect(inspected.status == 0, "\(inspected.output)\(inspected.error)")
    #expect(inspected.output.contains("size-not-allowed"), "\(inspected.output)")
    for damage in ["damage", "invalid-event", "cut off"] {
      #expect(!inspected.output.contains(damage), "\(inspected.output)")
    }
    #expect(try ILogBinary.run(["inspect", "--strict", session]).status == 1)
    let verified = try ILogBinary.run(["verify", session])
    #expect(verified.status == 0, "\(verified.output)")
    // The JSON report names the size as the log does, beside the finding.
    let json = try ILogBinary.run(["inspect", "--format", "json", session])
    #expect(json.status == 0, "\(json.error)")
    let name = try #require(Size.nonFiniteName(of: height))
    #expect(json.output.contains(#""size":{"height":"\#(name)","width":320}"#), "\(json.output)")
    #expect(json.output.contains(#""code":"size-not-allowed""#))
    // And a Swift reader of the report gets the size back.
    let read = try InspectionJSON(jsonLines: json.outputData)
    let sizes = read.sessions.first?.interactions.first?.interface?.calls
      .flatMap { $0.completions.map(\.size) }
    #expect(sizes == [Size(width: 320, height: height), Size(width: 320, height: height)])
  }

  @Test(
    .enabled(if: ILogBinary.tool("zcat") != nil && ILogBinary.tool("jq") != nil),
    arguments: heights)
  func zcatAndJqReadTheLogAndFormatsFilterFindsTheSize(height: Double) async throws {
    let directory = TemporaryDirectory()
    let session = try await NonFiniteSizeSession.record(
      height: height, through: .recorder, in: directory.path)
    let lines = try NonFiniteSizeSession.zcat(try NonFiniteSizeSession.uiLog(in: session))
    let jq = try #require(ILogBinary.tool("jq"))
    let everyLine = try runProgram(jq, ["-c", "."], stdin: lines.outputData)
    #expect(everyLine.status == 0, "\(everyLine.error)")
    #expect(
      everyLine.output.split(separator: "\n").count == lines.output.split(separator: "\n").count)
    // FORMAT.md's own filter and the lines it shows, for NaN; the infinities are named alike.
    let (filter, shown) = try Self.formatExample()
    let found = try runProgram(jq, ["-c", filter], stdin: lines.outputData)
    #expect(found.status == 0, "\(found.error)")
    let name = try #require(Size.nonFiniteName(of: height))
    let expected = shown.replacingOccurrences(of: #""NaN""#, with: #""\#(name)""#)
    // As JSON values: jq 1.6 prints 320.0 as 320, and later versions keep the literal.
    #expect(try Self.objects(found.output) == Self.objects(expected), "\(found.output)")
  }

  @Test(
    .enabled(
      if: QueriesDocTests.runsDuckDB,
      "needs python3 with the duckdb package (python3 -m pip install duckdb)"))
  func duckDBReadsTheNamedSidesAsDoubles() async throws {
    let directory = TemporaryDirectory()
    var logs: [String] = []
    for (index, height) in Self.heights.enumerated() {
      let session = try await NonFiniteSizeSession.record(
        height: height, through: .recorder, in: directory.path, session: "duckdb-\(index)")
      logs.append(try NonFiniteSizeSession.uiLog(in: session))
    }
    // The reading FORMAT.md §3.5 gives: the sides declared DOUBLE.
    let script = """
      import duckdb, sys
      for path in sys.argv[1:]:
          rows = duckdb.sql(
              "SELECT isnan(size.height), isinf(size.height), size.height > 0, size.width "
              "FROM read_json(?, format = 'newline_delimited', compression = 'gzip', "
              "columns = {kind: 'VARCHAR', size: 'STRUCT(width DOUBLE, height DOUBLE)'}) "
              "WHERE kind = 'configureViewCompletion'",
              params=[path]).fetchall()
          print(rows)
      """
    let python = try #require(ILogBinary.tool("python3"))
    let outcome = try ILogBinary.run(python, ["-c", script] + logs)
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(
      outcome.output.split(separator: "\n") == [
        // DuckDB orders NaN above every number: `isnan` tells it apart.
        "[(True, False, True, 320.0), (True, False, True, 320.0)]",
        "[(False, True, True, 320.0), (False, True, True, 320.0)]",
        "[(False, True, False, 320.0), (False, True, False, 320.0)]",
      ], "\(outcome.output)\(outcome.error)")
  }

  /// A log as writers of 0.1.0 left it, `null` where the controller answered NaN, reads as it
  /// always did: damage that stops the interaction, not a finding.
  @Test func aNullSizeFromAnOlderWriterIsStillDamage() async throws {
    let directory = TemporaryDirectory()
    let session = try await NonFiniteSizeSession.record(
      height: .nan, through: .recorder, in: directory.path)
    let log = try NonFiniteSizeSession.uiLog(in: session)
    let lines = try NonFiniteSizeSession.zcat(log).output
    #expect(lines.contains(#""height":"NaN""#))
    let older = lines.replacingOccurrences(of: #""height":"NaN""#, with: #""height":null"#)
    try Data(try HostileLogs.block(Array(older.utf8))).write(to: URL(fileURLWithPath: log))
    let damage = #"invalid-event: "size.height": expected a number, found null"#
    let inspected = try ILogBinary.run(["inspect", session])
    #expect(inspected.status == 1)
    #expect(inspected.output.contains(damage), "\(inspected.output)")
    #expect(inspected.output.contains("cut off"))
    #expect(!inspected.output.contains("size-not-allowed"))
    let verified = try ILogBinary.run(["verify", session])
    #expect(verified.status == 1)
    #expect(verified.output.contains(damage), "\(verified.output)")
  }

  /// Each line of `text` as a JSON object.
  static func objects(_ text: String) throws -> [NSDictionary] {
    try text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary)
    }
  }

  /// The `jq` filter of FORMAT.md §3.5's example and the lines it shows, each with its newline.
  static func formatExample() throws -> (filter: String, shown: String) {
    let page = try String(contentsOfFile: "\(packageRoot)/FORMAT.md", encoding: .utf8)
    let lines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let command = try #require(
      lines.firstIndex { $0.hasPrefix("$ zcat session/*.ilog | jq -c '") })
    let text = lines[command]
    let start = try #require(text.firstIndex(of: "'"))
    let end = try #require(text.lastIndex(of: "'"))
    let shown = lines[(command + 1)...].prefix { !$0.hasPrefix("```") }
    return (String(text[text.index(after: start)..<end]), shown.map { $0 + "\n" }.joined())
  }
}

/// One start-workout interaction recorded in a session directory, each of its two views (the
/// empty set, then the description) answering a given height.
enum NonFiniteSizeSession {
  /// How the controller is driven.
  enum Driver: String, CaseIterable, Sendable {
    /// The recorder's wrapper, called as SiriKit calls it: the empty set, then the description.
    case recorder
    /// The simulated host, driving the wrapped controller through the catalog's rows.
    case host
  }

  static let interaction = Interaction(
    intent: Intent(
      className: "INStartWorkoutIntent", identifier: "W-1",
      properties: ["workoutName": "run", "intentDescription": "Start a run"]),
    response: IntentResponse(
      className: "INStartWorkoutIntentResponse", code: .init(rawValue: 7, name: "handleInApp")),
    handlingStatus: .success, direction: .outgoing, identifier: "I-1")

  /// Records the interaction and returns the session directory.
  @MainActor
  static func record(
    height: Double, through driver: Driver, in root: String,
    session: String = "non-finite"
  ) async throws -> String {
    let recorder = Recorder(
      directory: root, session: session, role: .uiExtension,
      options: RecorderOptions(
        platform: "test-platform", clock: SteppingClock(), processID: 502, fixedThreadID: 1))
    let make: @MainActor () -> any HostedViewControlling = {
      recorder.recordingController(wrapping: SizedController(height: height))
    }
    switch driver {
    case .recorder:
      // The catalog's one row for this intent, as the host offers it.
      let name = Parameter("INStartWorkoutIntent.intentDescription")
      for parameters: Set<Parameter> in [[], [name]] {
        let controller = try #require(make() as? any ParameterViewConfiguring)
        controller.configureView(
          for: parameters, of: interaction, interactiveBehavior: .none, context: .siriSnippet,
          completion: { _, _, _ in })
      }
    case .host:
      _ = await SimulatedHost().runInterface(for: interaction, controller: make)
    }
    recorder.close()
    return recorder.sessionDirectory
  }

  /// The session's one log file.
  static func uiLog(in session: String) throws -> String {
    let files = try FileManager.default.contentsOfDirectory(atPath: session)
      .filter { $0.hasSuffix(".ilog") }
    return "\(session)/\(try #require(files.count == 1 ? files.first : nil))"
  }

  /// What `zcat` prints of `path`.
  static func zcat(_ path: String) throws -> ProgramResult {
    let result = try runProgram(try #require(ILogBinary.tool("zcat")), [path])
    #expect(result.status == 0, "\(result.error)")
    return result
  }
}
