import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

@testable import InteractionInspector

/// Sessions inspected at once give the text and outcome of sessions inspected one by one.
@Suite struct ParallelRenderingTests {
  static func render(
    _ format: OutputFormat, parallelism: Int, policy: RecoveryPolicy = .pointInTime,
    filter: InspectionFilter = InspectionFilter(), recordings: [String] = sampleRecordingPaths,
    session paths: [String]? = nil
  ) -> (text: String, outcome: InspectionOutcome?, error: LogReadError?) {
    var renderer = InspectionRenderer(format: format, filter: filter)
    var text = ""
    do {
      // One session of `paths` when given, else a session per recording.
      var sessions: [InspectedSession] = []
      if let paths {
        sessions = [try InspectedSession(paths: paths, policy: policy)]
      } else {
        sessions = try recordings.map { path throws(LogReadError) in
          try InspectedSession(paths: [path], policy: policy)
        }
      }
      let outcome = try renderer.render(
        sessions, with: Inspector(), parallelism: parallelism, write: { text += $0 })
      return (text, outcome, nil)
    } catch {
      return (text, nil, error)
    }
  }

  @Test(arguments: [OutputFormat.text, .json, .markdown], [2, 3, 16])
  func theTextAndOutcomeAreThoseOfOneAfterTheOther(format: OutputFormat, parallelism: Int) {
    let sequential = Self.render(format, parallelism: 1)
    let parallel = Self.render(format, parallelism: parallelism)
    #expect(sequential.error == nil && parallel.error == nil)
    #expect(parallel.outcome == sequential.outcome)
    #expect(parallel.outcome?.sessions == sampleRecordingPaths.count)
    #expect(parallel.text == sequential.text)
  }

  @Test func aStrictReadStopsAtTheSameSessionWithTheSameTextBeforeIt() {
    let sequential = Self.render(.text, parallelism: 1, policy: .strict)
    let parallel = Self.render(.text, parallelism: 4, policy: .strict)
    #expect(sequential.error != nil)
    #expect(parallel.error == sequential.error)
    #expect(parallel.text == sequential.text)
    #expect(parallel.text.contains("killed-mid-interaction"))
  }

  /// One session: read and folded on another thread while the caller renders.
  @Test(arguments: sampleRecordingPaths, [OutputFormat.text, .json, .mermaid])
  func oneSessionFoldedBesideItsRenderingGivesTheSameText(recording: String, format: OutputFormat) {
    let sequential = Self.render(format, parallelism: 1, recordings: [recording])
    let pipelined = Self.render(format, parallelism: 2, recordings: [recording])
    #expect(sequential.error == nil && pipelined.error == nil)
    #expect(pipelined.outcome == sequential.outcome)
    #expect(pipelined.text == sequential.text)
  }

  /// A session of more than two runs of interactions renders its runs on the lanes' threads;
  /// filtered, the lanes' interactions are counted and shown as one after the other.
  @Test(arguments: [OutputFormat.text, .json, .markdown])
  func aLongSessionRenderedInTwoLanesShowsAndCountsAsOneLane(format: OutputFormat) throws {
    let long = sampleRecordingPaths.filter { $0.hasSuffix("killed-mid-interaction") }
    let filters = [
      InspectionFilter(), InspectionFilter(findingsOnly: true),
      InspectionFilter(codes: [.completionRepeated]),
    ]
    for filter in filters {
      let sequential = Self.render(format, parallelism: 1, filter: filter, recordings: long)
      let pipelined = Self.render(format, parallelism: 2, filter: filter, recordings: long)
      #expect(sequential.error == nil && pipelined.error == nil)
      #expect(pipelined.outcome == sequential.outcome)
      #expect(pipelined.text == sequential.text)
      #expect((pipelined.outcome?.shownInteractions ?? 0) > 0)
    }
    let all = try #require(Self.render(format, parallelism: 2, recordings: long).outcome)
    #expect(all.interactions > 2 * FoldPipeline.laneRun)
  }

  /// Sessions made of several recordings, so that some end inside a run of the lanes': that
  /// last, partial run is rendered and written too, before the summary or the damage.
  @Test(arguments: [RecoveryPolicy.pointInTime, .strict])
  func aSessionEndingInsideARunShowsItAll(policy: RecoveryPolicy) {
    let killed = sampleRecordingPaths.filter { $0.hasSuffix("killed-mid-interaction") }
    let others = sampleRecordingPaths.filter { !$0.hasSuffix("killed-mid-interaction") }
    var endings: Set<Int> = []
    for count in 0...others.count {
      let paths = killed + others.prefix(count)
      let sequential = Self.render(.text, parallelism: 1, policy: policy, session: paths)
      let pipelined = Self.render(.text, parallelism: 2, policy: policy, session: paths)
      #expect(pipelined.error == sequential.error)
      #expect(pipelined.outcome == sequential.outcome)
      #expect(pipelined.text == sequential.text)
      let shown = sequential.text.split(separator: "\n").count { line in
        line.first == "#" && line.dropFirst().first?.isNumber == true
      }
      endings.insert(shown % FoldPipeline.laneRun)
    }
    // Some sessions end inside a run.
    #expect(endings.contains { $0 != 0 })
  }

  /// A session of several progress intervals: the fold reports progress in the middle of the
  /// caller's runs, and what it finished before a report still reaches the caller in order.
  @Test func progressInTheMiddleOfARunKeepsTheInteractionsInOrder() throws {
    let directory = TemporaryDirectory()
    try StreamingTests.writeSession(in: directory.path, count: 1000)
    let paths = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      .map(directory.file)
    let reader = try LogReader(paths: paths)
    var events = 0
    while try reader.next() != nil { events += 1 }
    #expect(events > 2 * Inspector.progressInterval)
    for filter in [InspectionFilter(), InspectionFilter(findingsOnly: true)] {
      let sequential = Self.render(.text, parallelism: 1, filter: filter, session: paths)
      let pipelined = Self.render(.text, parallelism: 2, filter: filter, session: paths)
      #expect(sequential.error == nil && pipelined.error == nil)
      #expect(pipelined.outcome == sequential.outcome)
      #expect(pipelined.text == sequential.text)
      #expect(pipelined.outcome?.interactions == 1000)
    }
  }

  /// A task cancelled while its session renders on the lanes: the run stops early and returns
  /// what was read, finished as if the log ended there, instead of trapping for want of the
  /// fold's outcome.
  @Test func aCancelledTaskGetsWhatWasReadBack() throws {
    let directory = TemporaryDirectory()
    try StreamingTests.writeSession(in: directory.path, count: 1000)
    let session = try InspectedSession(paths: [directory.path])
    var emitted = 0
    let inspection = try FoldPipeline.inspect(
      session, with: Inspector(), lane: { $0.position },
      progress: { _ in },
      emit: { _, _ in
        emitted += 1
        if emitted == 20 { withUnsafeCurrentTask { $0?.cancel() } }
      })
    #expect(emitted >= 20)
    #expect(emitted < 1000)
    #expect(inspection.report.interactionCount <= 1000)
  }

  @Test func oneSessionStoppedByStrictDamageEmitsWhatCameBeforeIt() {
    let torn = sampleRecordingPaths.filter { $0.hasSuffix("killed-mid-interaction") }
    let sequential = Self.render(.text, parallelism: 1, policy: .strict, recordings: torn)
    let pipelined = Self.render(.text, parallelism: 2, policy: .strict, recordings: torn)
    #expect(torn.count == 1)
    #expect(sequential.error != nil)
    #expect(pipelined.error == sequential.error)
    #expect(pipelined.text == sequential.text)
  }
}
