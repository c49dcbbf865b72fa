import Foundation
import InteractionHost
import InteractionInspector
import InteractionSamples
import SampleSessionSupport
import Testing

/// The values the CLI emits as JSON encode and decode without loss, in a readable form.
@MainActor
@Suite struct CodableTests {
  @Test func anInspectionRoundTripsThroughJSON() async throws {
    let inspection = try await Recording.inspect([
      Run(SampleScenarios.sendMessage),
      Run(SampleScenarios.requestRide, options: .init(faults: .reaskClaimed)),
      Run(SampleScenarios.startWorkoutEmptySetLast),
    ])
    #expect(inspection.report.findingCount == 5)  // each order finding with what the user saw of it
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(inspection)
    let decoded = try JSONDecoder().decode(Inspection.self, from: data)
    #expect(decoded == inspection)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""context":"siriSnippet""#))
    #expect(text.contains(#""interactiveBehavior":"none""#))
    #expect(text.contains(#""code":"completion-repeated""#))
    #expect(text.contains(#""method":"configureView""#))
  }

  /// The keys the CLI's JSON promises; a change here is a schema change and must be deliberate.
  @Test func theJSONSchemaKeepsItsKeys() async throws {
    let inspection = try await Recording.inspect([Run(SampleScenarios.sendMessage)])
    let data = try JSONEncoder().encode(inspection)
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let report = try #require(root["report"] as? [String: Any])
    let stats = try #require(root["stats"] as? [String: Any])
    let interaction = try #require((report["interactions"] as? [[String: Any]])?.first)
    let call = try #require(
      ((interaction["interface"] as? [String: Any])?["calls"] as? [[String: Any]])?.last)
    let handlingCall = try #require(
      ((interaction["handling"] as? [String: Any])?["calls"] as? [[String: Any]])?.last)
    let finding = try #require((interaction["findings"] as? [[String: Any]])?.first)
    let process = try #require((report["processes"] as? [[String: Any]])?.first)
    #expect(Set(root.keys) == ["report", "stats"])
    #expect(
      Set(report.keys)
        == [
          "sessions", "processes", "interactions", "interactionCount", "findingCounts", "damages",
          "brokenLinks",
        ])
    #expect(
      Set(interaction.keys)
        == [
          "position", "intentClass", "classOrdinal", "identifier", "snapshot", "snapshotEvent",
          "link", "handling", "interface", "isTruncated", "findings",
        ])
    #expect(
      Set(call.keys)
        == [
          "index", "method", "instance", "offered", "interactiveBehavior", "context", "event",
          "time", "callID", "completions", "claimedAfter", "isCutOff",
        ])
    #expect(
      Set(handlingCall.keys)
        == [
          "index", "method", "instance", "handlerType", "event", "time", "callID", "completions",
          "isCutOff",
        ])
    #expect(Set(finding.keys) == ["code", "explanation", "evidence", "hint", "interaction"])
    #expect(
      Set(process.keys)
        == [
          "file", "processID", "role", "tool", "platform", "metadata", "events", "firstSequence",
          "lastSequence", "calls", "notes", "errors", "droppedEvents", "unknownEvents",
          "lateCompletions", "brokenLinks", "isLinkCheckPartial", "hasEnd", "isCleanlyClosed",
          "damages",
        ])
    #expect(
      Set(stats.keys)
        == [
          "events", "eventsByKind", "interactionsByIntent", "latencies", "files", "blocks",
          "openBlocks", "compressedBytes", "payloadBytes", "compressionRatio", "damages",
        ])
  }
}
