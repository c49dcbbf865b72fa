import Foundation
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
    let broken = try #require(
      interactions.firstIndex { $0.interface?.calls.first?.completions.isEmpty == false })
    interactions[broken].interface?.calls[0].completions[0].size.width = .nan
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
    #expect(error.path.hasPrefix("interaction.interface.calls[0]"))
    #expect(error.path.hasSuffix("size.width"))
    #expect(error.reason == "JSON has no text for nan")
  }
}
