import Foundation
import ILogSupport
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionInspector

/// Every report of every committed recording goes through the one encoder and comes out as
/// Foundation's JSONEncoder (sorted keys, slashes as they are) writes it: inspect's records
/// and watch's findings compact, the stats and diff documents indented.
@Suite struct ReportJSONTests {
  static func ours(_ value: some Encodable) throws -> String {
    String(decoding: try ReportJSONEncoder().encode(value), as: UTF8.self)
  }

  /// The stats document's keys, as `ilog stats --format json` writes them.
  struct StatsDocument: Encodable {
    var schema = StatsRenderer.schema
    var paths: [String]
    var stats: LogStats
  }

  /// The diff document's keys, as `ilog diff --format json` writes them.
  struct DiffDocument: Encodable {
    struct Side: Encodable {
      var paths: [String]
      var interactionCount: Int
      var damages: [DamageNote]
    }
    var schema = DiffRenderer.schema
    var expected: Side
    var actual: Side
    var differences: [Difference]
  }

  @Test func everyRecordingIsFound() {
    #expect(sampleRecordingPaths.count >= 16)
  }

  @Test(arguments: sampleRecordingPaths)
  func everyReportOfARecordingIsWrittenAsFoundationWritesIt(recording: String) throws {
    let inspection = try Inspector().inspect(paths: [recording])
    #expect(!inspection.report.interactions.isEmpty)
    for interaction in inspection.report.interactions {
      #expect(try Self.ours(interaction) == foundationJSON(interaction))
      for finding in interaction.findings {
        let watched = WatchedFinding(finding, of: interaction, isOpen: false)
        let line = try WatchedFindingRenderer(format: .json).text(for: watched, files: [])
        #expect(line == (try foundationJSON(watched)) + "\n")
      }
    }
    let report = InspectionJSON.Report(inspection.report)
    #expect(try Self.ours(report) == foundationJSON(report))
    #expect(try Self.ours(inspection.stats) == foundationJSON(inspection.stats))
    let stats = try StatsRenderer(format: .json).render(inspection.stats, paths: [recording])
    let statsDocument = StatsDocument(paths: [recording], stats: inspection.stats)
    #expect(stats == (try foundationJSON(statsDocument, pretty: true)) + "\n")
  }

  @Test(arguments: sampleRecordingPaths)
  func theDiffOfARecordingIsWrittenAsFoundationWritesIt(recording: String) throws {
    let reference = try #require(sampleRecordingPaths.first)
    let expected = try Inspector().inspect(paths: [reference]).report
    let actual = try Inspector().inspect(paths: [recording]).report
    let differences = RecordingDiff.differences(expected: expected, actual: actual)
    let text = try DiffRenderer(format: .json).render(
      expected: DiffRenderer.Side(paths: [reference], report: expected),
      actual: DiffRenderer.Side(paths: [recording], report: actual), differences: differences)
    let document = DiffDocument(
      expected: .init(
        paths: [reference], interactionCount: expected.interactions.count,
        damages: expected.damages),
      actual: .init(
        paths: [recording], interactionCount: actual.interactions.count, damages: actual.damages
      ),
      differences: differences)
    #expect(text == (try foundationJSON(document, pretty: true)) + "\n")
  }

  @Test func aRecordJSONCannotWriteIsLeftOutAndKeptInTheOutcome() throws {
    let inspection = try Inspector().inspect(paths: [sampleRecordingPaths[0]])
    var interactions = inspection.report.interactions
    let broken = try #require(interactions.firstIndex { $0.snapshot != nil })
    interactions[broken].snapshot?.intent.properties["goalValue"] = .double(.nan)
    var renderer = InspectionRenderer(format: .json)
    var text = renderer.begin(paths: ["p"], files: [])
    var lines = 1
    for (index, interaction) in interactions.enumerated() {
      let line = renderer.render(interaction)
      #expect(line.isEmpty == (index == broken))
      if !line.isEmpty { lines += 1 }
      text += line
    }
    text += renderer.end(inspection)
    text += renderer.finish()
    // The header, every other interaction and the summary: no line for the broken one.
    #expect(text.split(separator: "\n").count == lines + 1)
    let error = try #require(renderer.outcome.encodeErrors.first)
    #expect(renderer.outcome.encodeErrors.count == 1)
    #expect(error.path == "interaction.snapshot.intent.properties.goalValue.double")
    #expect(error.reason == "JSON has no text for nan")
  }

  /// A report with every optional member set and every array filled, strings that need
  /// escaping and a size that is not integral: what the direct writer must spell as the tree.
  static func filledReport() throws -> InteractionReport {
    let file = "/tmp/\"quoted\"\\dir/intents-extension-501.ilog"
    let event = EventReference(file: file, sequence: 7)
    let snapshot = Interaction(
      intent: Intent(
        className: "INStartWorkoutIntent", identifier: "w\u{2028}1",
        properties: ["goalValue": .double(2.5), "workoutName": .string("run")]),
      response: IntentResponse(
        className: "INStartWorkoutIntentResponse", code: .init(rawValue: 7, name: "handleInApp")),
      identifier: "interaction-1", groupIdentifier: "group",
      dateInterval: DateInterval(start: Date(timeIntervalSince1970: 1_800_000_000), duration: 2))
    var report = InteractionReport(
      position: 3, intentClass: "INStartWorkoutIntent", classOrdinal: 2,
      identifier: "interaction-1")
    report.laterVersions = [SnapshotVersion(snapshot: snapshot, event: event)]
    report.snapshot = snapshot
    report.snapshotEvent = event
    report.link = .interactionIdentifier
    report.isTruncated = true
    var handling = HandlingPhase(
      intentClass: "INStartWorkoutIntent", intentIdentifier: "w1", file: file)
    var call = HandlingCall(
      index: 1, method: .resolve, instance: "Handler#1", handlerType: "Handler",
      parameter: "workoutName", event: event, callID: 4)
    call.time = WallTime(microsecondsSinceEpoch: 1_800_000_000_123_456)
    call.isCutOff = true
    call.completions = [
      HandlingCompletion(
        event: event, latency: 100, handler: "Handler#2", handlerType: "Handler",
        results: [.success(.string("run")), .unsupported(reason: nil)],
        responseClass: "INStartWorkoutIntentResponse",
        code: .init(rawValue: 7, name: "handleInApp"))
    ]
    handling.calls = [call]
    report.handling = handling
    let goal: Parameter = "INStartWorkoutIntent.goalValue"
    var view = UICall(
      index: 1, method: .configureView, instance: "View#1", offered: [goal],
      interactiveBehavior: .nextView, context: .mapsCard, event: event, callID: 9,
      claimedAfter: [goal])
    view.time = WallTime(microsecondsSinceEpoch: -1)
    view.isCutOff = true
    view.completions = [
      UICompletion(
        event: event, success: false, claimed: [goal], size: Size(width: 320, height: 48.5),
        latency: 7)
    ]
    report.interface = InterfacePhase(calls: [view])
    report.findings = [
      Finding(
        code: .emptySetNotFirst, explanation: "the \"empty\" set\ncame last",
        evidence: [event, EventReference(file: "b", sequence: 1)], hint: "é", interaction: 3)
    ]
    return report
  }

  /// The labels of the members of `value` and what it holds that are `nil` or empty arrays.
  static func unfilledMembers(of value: Any, path: String = "") -> [String] {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return [path] }
      return unfilledMembers(of: wrapped, path: path)
    }
    if mirror.displayStyle == .collection {
      guard !mirror.children.isEmpty else { return [path] }
      return mirror.children.enumerated().flatMap {
        unfilledMembers(of: $0.element.value, path: "\(path)[\($0.offset)]")
      }
    }
    guard mirror.displayStyle == .struct else { return [] }
    return mirror.children.flatMap {
      unfilledMembers(of: $0.value, path: path + "." + ($0.label ?? "?"))
    }
  }

  @Test func theFilledReportLeavesNoMemberOfTheReportTypesEmpty() throws {
    // Model values (the snapshot's) are written through the tree either way; the report's own
    // types are the ones with a writer of their own, so those must all be filled.
    let unfilled = Self.unfilledMembers(of: try Self.filledReport())
      .filter { !$0.hasPrefix(".laterVersions[0].snapshot") && !$0.hasPrefix(".snapshot") }
    #expect(unfilled == [])
  }

  @Test func aReportWritesItselfAsTheTreeAndFoundationWriteIt() throws {
    let report = try Self.filledReport()
    let record = InspectionJSON.Record(session: 2, interaction: report)
    for value in [record, InspectionJSON.Record.header(selection: nil)] {
      let direct = try ReportJSONEncoder().encode(value)
      let tree = try ReportJSONEncoder.encodeThroughTree(value, layout: .compact)
      #expect(String(decoding: direct, as: UTF8.self) == String(decoding: tree, as: UTF8.self))
      // Foundation leaves U+2028 raw, where the report's one escaper writes `\u2028`.
      let asFoundation = String(decoding: direct, as: UTF8.self)
        .replacingOccurrences(of: "\\u2028", with: "\u{2028}")
      #expect(asFoundation == (try foundationJSON(value)))
    }
  }

  @Test func aSizeJSONHasNoNumberForIsNamedAsTheTreeAndFoundationNameIt() throws {
    var report = try Self.filledReport()
    report.interface?.calls[0].completions[0].size = Size(width: .nan, height: -.infinity)
    let record = InspectionJSON.Record(session: 0, interaction: report)
    let direct = String(decoding: try ReportJSONEncoder().encode(record), as: UTF8.self)
    let tree = try ReportJSONEncoder.encodeThroughTree(record, layout: .compact)
    #expect(direct == String(decoding: tree, as: UTF8.self))
    #expect(direct.contains(#""size":{"height":"-Infinity","width":"NaN"}"#))
    #expect(
      direct.replacingOccurrences(of: "\\u2028", with: "\u{2028}") == (try foundationJSON(record)))
  }

  @Test(arguments: sampleRecordingPaths)
  func everyInteractionLineOfARecordingIsWrittenAsTheTreeWritesIt(recording: String) throws {
    let inspection = try Inspector().inspect(paths: [recording])
    for interaction in inspection.report.interactions {
      let record = InspectionJSON.Record(session: 0, interaction: interaction)
      let direct = try ReportJSONEncoder().encode(record)
      let tree = try ReportJSONEncoder.encodeThroughTree(record, layout: .compact)
      #expect(String(decoding: direct, as: UTF8.self) == String(decoding: tree, as: UTF8.self))
    }
  }
}
