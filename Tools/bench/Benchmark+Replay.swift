import InteractionReplay

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Benchmark {
  /// The replay issue's figure: configureView calls replayed per second, exact and host mode.
  @MainActor
  func measureReplay() async throws -> [CallRow] {
    // Tools/bench.sh runs from the package root.
    let path = FileManager.default.currentDirectoryPath + "/Recordings/start-workout"
    let recording: Recording
    do {
      recording = try Recording(contentsOf: path)
    } catch {
      throw BenchmarkError.check("replay: \(error) (run from the package root)")
    }
    let copies = max(1, options.interactions * 10)
    let cases = [
      ReplayCase(
        name: "Replayer exact, S1 UI side", note: "a new WorkoutViewController per call, compared",
        mode: .exact, copies: copies),
      ReplayCase(
        name: "Replayer host, S1 UI side", note: "the host's plan and claimed sets, matched by set",
        mode: .host, copies: copies),
    ]
    var samples = Array(repeating: [CallSample](), count: cases.count)
    for repetition in 1...options.repetitions {
      for (index, replayCase) in cases.enumerated() {
        progress("replaying, run \(repetition) of \(options.repetitions): \(replayCase.name)")
        samples[index].append(try await replayCase.run(recording: recording))
      }
    }
    return zip(cases, samples).map { CallRow(name: $0.name, note: $0.note, samples: $1) }
  }

  /// The replay issue's target: at least 50 000 configureView calls replayed per second.
  func replayTargets(_ rows: [CallRow]) -> [TargetResult] {
    guard let exact = rows.first else { return [] }
    return [
      TargetResult(
        "replay >= 50k configureView calls/s (exact)", measured: exact.callsPerSecond,
        reference: 50_000, unit: "calls/s", .atLeast, 1)
    ]
  }
}
