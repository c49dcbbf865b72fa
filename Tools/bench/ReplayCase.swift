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
    // Each copy is an interaction of its own, with its own identifier: copies that shared one
    // would be one interaction whose views pile up, and the host would rightly flag them.
    var repeated = recording
    repeated.interactions = (1...copies).flatMap { copy in
      recording.interactions.map { interaction in
        var copied = interaction
        let identifier = (interaction.identifier ?? "interaction") + "-\(copy)"
        copied.identifier = identifier
        copied.interaction?.identifier = identifier
        return copied
      }
    }
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
