import InteractionHost
import InteractionInspector
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionSamples
import InteractionTestSupport

/// One interaction to drive through the simulated host while recording it.
struct Run {
  var intent: Intent
  var identifier: String
  var provider: @Sendable () -> any IntentHandlerProviding
  var controller: @MainActor @Sendable () -> any HostedViewControlling
  var options = HostOptions()

  /// A sample scenario, with the host's options and optionally other extensions.
  init(
    _ scenario: SampleScenario, identifier: String? = nil, options: HostOptions = HostOptions(),
    provider: (@Sendable () -> any IntentHandlerProviding)? = nil,
    controller: (@MainActor @Sendable () -> any HostedViewControlling)? = nil
  ) {
    intent = scenario.intent
    self.identifier = identifier ?? scenario.name
    self.provider = provider ?? scenario.makeProvider
    self.controller = controller ?? scenario.makeController
    self.options = options
    if scenario.emptySetLast { self.options.delivery = .emptySetLast }
  }
}

/// Records sessions the way a developer would: the host drives the sample extensions wrapped by
/// two recorders, one per extension process, into one session directory.
@MainActor
enum Recording {
  /// Host options that never wait: a completion that does not come at once has timed out.
  static func impatient(_ options: HostOptions = HostOptions()) -> HostOptions {
    var options = options
    options.timeout = 0.001
    options.sleep = { _ in }
    return options
  }

  /// Records the runs, one after the other, and returns the session directory.
  static func record(_ runs: [Run], in directory: TemporaryDirectory, session: String = "T-1")
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

  /// Records the runs and inspects the session.
  static func inspect(
    _ runs: [Run], configuration: InspectionConfiguration = InspectionConfiguration()
  ) async throws -> Inspection {
    let directory = TemporaryDirectory()
    let session = await record(runs, in: directory)
    return try Inspector(configuration: configuration).inspect(paths: [session])
  }
}

extension SessionReport {
  /// The codes of every finding, in order.
  var codes: [FindingCode] { findings.map(\.code) }
}

extension Parameter {
  /// A parameter from its text form, for fixtures.
  static func fixture(_ text: String) -> Parameter {
    do {
      return try Parameter(text)
    } catch {
      preconditionFailure("bad fixture parameter \(text): \(error)")
    }
  }
}
