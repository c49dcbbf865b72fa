import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionSamples

/// The replayer re-driving a committed recording's interaction `copies` times over, against the
/// sample controller it was recorded with: configureView calls replayed per second.
@MainActor
struct ReplayCase {
  let name: String
  let note: String
  let mode: ReplayMode
  let copies: Int

  /// Replays `Recordings/start-workout`'s S1 (two configureView calls, the UI side only) with
  /// ``WorkoutViewController``.
  func run(recording: Recording) async throws -> CallSample {
    var repeated = recording
    repeated.interactions = Array(repeating: recording.interactions, count: copies).flatMap { $0 }
    let replayer = Replayer(recording: repeated, options: ReplayOptions(mode: mode))
    let stopwatch = Stopwatch()
    let report = try await replayer.replay(.types(controller: { WorkoutViewController() }))
    let elapsed = stopwatch.elapsedNanoseconds
    let calls = report.steps.filter { $0.replayed?.call.offeredParameters != nil }.count
    guard report.passed, calls == 2 * copies else {
      throw BenchmarkError.check(
        "\(name): \(report.divergences.count) divergences, \(calls) configureView calls replayed")
    }
    return CallSample(calls: calls, nanoseconds: elapsed)
  }
}
