import InteractionHost
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionSamples

/// One extension of a session, recorded in this process: a ``Recorder`` wrapping the sample
/// extension's objects, driven by the simulated host.
///
/// The same type does the work in a child process (``ChildProcessMain``), so a session records
/// the same events whichever process each side runs in. The recorder opens at the side's first
/// run, as an extension's process starts when SiriKit first needs it; the Intents extension's
/// handler provider lives as long as the recorder, as an `INExtension` lives as long as its
/// process.
@MainActor
final class LocalSide: RecordingSide {
  private var configuration: SideConfiguration?
  private var clock = RecordingClock(SessionTimeline.clock)
  private var recorder: Recorder?
  /// One provider per kind, each living as long as the recorder.
  private var providers: [PlannedInteraction.Provider: any IntentHandlerProviding] = [:]
  private let failures = FailureList()

  /// Creates a side that waits for its ``SideRequest/start(_:)``.
  init() {}

  func send(_ request: SideRequest) async throws(RecordingError) -> SideReply {
    switch request {
    case .start(let configuration):
      self.configuration = configuration
      clock = RecordingClock(configuration.clock)
      return .started
    case .runIntents(let planned, let time):
      return try await runIntents(planned, at: time)
    case .showInterface(let planned, let interaction, let time):
      return try await showInterface(planned, interaction, at: time)
    case .close(let time):
      return close(at: time)
    }
  }

  private func runIntents(
    _ planned: PlannedInteraction, at time: Int64
  ) async throws(RecordingError) -> SideReply {
    let scenario = try planned.sampleScenario()
    let recorder = try openRecorder(at: time, for: .intents)
    let provider =
      providers[planned.provider] ?? recorder.recordingProvider(wrapping: planned.makeProvider())
    providers[planned.provider] = provider
    let transcript = await SimulatedHost(options: planned.hostOptions(clock: clock)).runIntents(
      scenario.intent, provider: provider, source: planned.intentSource,
      interactionIdentifier: planned.identifier)
    return .intentsRan(
      interaction: transcript.interaction, completed: transcript.outcome == .completed,
      now: clock.now)
  }

  private func showInterface(
    _ planned: PlannedInteraction, _ interaction: Interaction, at time: Int64
  ) async throws(RecordingError) -> SideReply {
    let scenario = try planned.sampleScenario()
    let recorder = try openRecorder(at: time, for: .ui)
    _ = await SimulatedHost(options: planned.hostOptions(clock: clock)).runInterface(
      for: interaction,
      controller: { recorder.recordingController(wrapping: planned.makeController(for: scenario)) },
      presentation: planned.presentation)
    return .interfaceShown(now: clock.now)
  }

  /// The side's recorder, opened at `time` the first time.
  private func openRecorder(
    at time: Int64, for role: SideRole
  ) throws(RecordingError) -> Recorder {
    guard let configuration, configuration.role == role else {
      throw .sideFailed(
        role: role, message: "not started as the \(role.rawValue) side")
    }
    clock.move(to: time)
    if let recorder { return recorder }
    let failures = failures
    let opened = Recorder(
      directory: configuration.directory, session: configuration.session,
      role: role == .intents ? .intentsExtension : .uiExtension,
      options: RecorderOptions(
        writer: configuration.writer.options, metadata: configuration.metadata,
        platform: configuration.platform, clock: clock, processID: configuration.processID,
        fixedThreadID: SessionTimeline.threadID),
      errorHandler: { error in failures.append("\(error)") })
    recorder = opened
    return opened
  }

  private func close(at time: Int64) -> SideReply {
    clock.move(to: time)
    guard let recorder else { return .closed }
    recorder.close()
    let problems = failures.all
    if !problems.isEmpty || recorder.droppedCount > 0 {
      return .failed(
        "\(problems.count) failures (\(problems.joined(separator: "; "))), "
          + "\(recorder.droppedCount) events dropped")
    }
    return .closed
  }
}

extension RecordingPlan.Writer {
  /// The log writer's options for this mode.
  var options: LogWriterOptions {
    switch self {
    case .writeThrough:
      LogWriterOptions(mode: .writeThrough)
    case .buffered:
      // No limit on waiting blocks: a full buffer would drop events depending on how fast the
      // background queue runs, and the file must not depend on that; nor on a timer, so no
      // window either: blocks are sealed when full and on close.
      LogWriterOptions(mode: .buffered(pendingBlockLimit: .max), bufferedFlushInterval: .infinity)
    }
  }
}

/// The failures a recorder reported, collected from whichever thread reports them.
final class FailureList: Sendable {
  private let messages = Locked<[String]>([])

  /// Adds a failure.
  func append(_ message: String) {
    messages.withLock { $0.append(message) }
  }

  /// Every failure so far.
  var all: [String] { messages.withLock { $0 } }
}
