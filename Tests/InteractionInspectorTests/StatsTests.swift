import InteractionInspector
import InteractionLog
import InteractionModel
import InteractionSamples
import InteractionTestSupport
import SampleSessionSupport
import Testing

/// Figures on known logs.
@Suite struct StatsTests {
  /// `Recordings/start-workout`, as `make-recordings` writes it: every clock reading moves the
  /// recorded time on 100 µs, so every latency is 0.1 ms.
  @Test func theCommittedSampleHasKnownFigures() throws {
    let stats = try Inspector().inspect(paths: ["\(packageRoot)/Recordings/start-workout"]).stats
    #expect(stats.events == 29)
    #expect(
      stats.eventsByKind == [
        "header": 2, "end": 2, "interaction": 1, "dispatch": 5, "dispatchCompletion": 5,
        "resolve": 3, "resolveCompletion": 3, "confirm": 1, "confirmCompletion": 1, "handle": 1,
        "handleCompletion": 1, "configureView": 2, "configureViewCompletion": 2,
      ])
    #expect(stats.interactionsByIntent == ["INStartWorkoutIntent": 1])
    let resolve = try #require(stats.latencies["resolve"])
    #expect(resolve.count == 3 && resolve.p50 == 100_000 && resolve.p99 == 100_000)
    #expect(resolve.isExact)
    #expect(stats.latencies["configureView"]?.p90 == 100_000)
    #expect(
      stats.latencies["confirm"]?.count == 1 && stats.latencies["handle"]?.maximum == 100_000)
    #expect(stats.latencies["configure"] == nil)
    #expect(stats.blocks == 2 && stats.openBlocks == 0)
    #expect(stats.compressedBytes == 1203 + 870)
    #expect(stats.payloadBytes == 7444 + 2458)
    #expect(stats.compressionRatio == Double(1203 + 870) / Double(7444 + 2458))
    #expect(stats.files.map(\.events) == [22, 7])
    #expect(stats.damages == [] && stats.filesNotCleanlyClosed == [])
  }

  @Test func percentilesAreExactUpTo1024SamplesThenWithinOnePointSixPercent() throws {
    let directory = TemporaryDirectory()
    let writer = try LogWriter(
      path: directory.file("latencies.ilog"),
      identity: LogWriter.Identity(role: .test, session: "L-1", platform: "test-platform"),
      clock: SteppingClock())
    for value in 1...2000 {
      writer.append(
        .resolveCompletion(parameter: "x", results: [.notRequired], latency: UInt64(value) * 1000),
        call: UInt64(value))
      if value <= 1000 {
        writer.append(
          .handleCompletion(
            response: IntentResponse(className: "R", code: .ready), latency: UInt64(value)),
          call: UInt64(10_000 + value))
      }
    }
    try writer.close()
    let stats = try Inspector().inspect(paths: [directory.path]).stats
    let handle = try #require(stats.latencies["handle"])
    #expect(handle.isExact)
    #expect([handle.p50, handle.p90, handle.p99, handle.maximum] == [500, 900, 990, 1000])
    let resolve = try #require(stats.latencies["resolve"])
    #expect(!resolve.isExact)
    #expect(resolve.count == 2000 && resolve.minimum == 1000 && resolve.maximum == 2_000_000)
    #expect(resolve.mean == 1_000_500)
    for (value, exact) in [
      (resolve.p50, 1_000_000.0), (resolve.p90, 1_800_000), (resolve.p99, 1_980_000),
    ] {
      #expect(Double(value) >= exact && Double(value) <= exact * 1.016, "\(value) vs \(exact)")
    }
  }

  @MainActor @Test func aTornFileIsCounted() async throws {
    let directory = TemporaryDirectory()
    let session = await Recording.record([Run(SampleScenarios.startWorkout)], in: directory)
    let torn = TemporaryDirectory()
    try TornLog.copy(session, to: torn.path, cuttingAfterUICall: 1)
    let stats = try Inspector().inspect(paths: [torn.path]).stats
    #expect(stats.damages.map(\.kind) == ["torn-tail"])
    #expect(stats.files.map(\.isTorn) == [false, true])
    #expect(stats.filesNotCleanlyClosed.count == 1)
    #expect(stats.openBlocks == 1)
  }
}
