package import InteractionHost
package import InteractionJudging
import InteractionLog
import InteractionModel
import InteractionRecorder
package import InteractionTestSupport

/// Records sessions the way a developer would: the host drives the sample extensions wrapped by
/// two recorders, one per extension process, into one session directory.
@MainActor
package enum Recording {
  /// Host options that never wait: a completion that does not come at once has timed out.
  package static func impatient(_ options: HostOptions = HostOptions()) -> HostOptions {
    var options = options
    options.timeout = 0.001
    options.sleep = { _ in }
    return options
  }

  /// Records the runs, one after the other, and returns the session directory.
  package static func record(
    _ runs: [Run], in directory: TemporaryDirectory, session: String = "T-1"
  )
    async -> String
  {
    let clock = SteppingClock()
    func options(_ pid: Int32) -> RecorderOptions {
      RecorderOptions(
        metadata: ["test": "inspector"], platform: "test-platform", clock: clock, processID: pid,
        fixedThreadID: 1)
    }
    let intents = Recorder(
      directory: directory.path, session: session, role: .intentsExtension, options: options(501))
    let ui = Recorder(
      directory: directory.path, session: session, role: .uiExtension, options: options(502))
    for run in runs {
      let provider = intents.recordingProvider(wrapping: run.provider())
      let makeController = run.controller
      _ = await SimulatedHost(options: run.options).run(
        run.intent, provider: provider,
        controller: { ui.recordingController(wrapping: makeController()) },
        interactionIdentifier: run.identifier)
    }
    intents.close()
    ui.close()
    return intents.sessionDirectory
  }

  /// Records the runs and judges the session: its report with every finding.
  package static func judge(
    _ runs: [Run], configuration: InspectionConfiguration = InspectionConfiguration()
  ) async throws -> SessionReport {
    let directory = TemporaryDirectory()
    let session = await record(runs, in: directory)
    // Every rule test checks the rules' screens on its session too.
    try ScreeningCheck.verify(paths: [session], configuration: configuration)
    return try InspectionFold.report(paths: [session], configuration: configuration)
  }
}
