package import InteractionHost
public import InteractionLog
package import InteractionModel

/// What a replay run is, as a command line says it: the recording, the subjects and the command
/// that replays them, the mode with its chaos plan, the interactions selected, where the replay
/// stops, and what it compares.
///
/// `replay` and `explore` read their shared options into one, ``options(beforeStep:)`` makes
/// the ``ReplayOptions`` the replayer runs with, a ``ReplayReport`` holds the one it ran
/// (``ReplayReport/invocation``), and its next steps write the command line that runs it again
/// (``init(_:)``), so that the options a command takes and the commands a report prints cannot
/// drift apart.
public struct ReplayInvocation: Hashable, Sendable {
  /// The recording's path: a log file or a session directory.
  public var recording: String
  /// The subjects' name, `--sample` of `ilog replay` or `--subject` of a user's command; `nil`
  /// prints a placeholder in a command line.
  public var subjectName: String?
  /// The command that replays the subjects, `ilog replay` or a user's executable; `nil` prints
  /// a placeholder in a command line.
  public var command: ReplayCommandName?
  /// Exact, host or chaos, with its plan.
  public var mode: ReplayMode
  /// Which interactions to re-drive.
  public var selection: InteractionSelection
  /// The last sequence number to replay (``ReplayOptions/until``).
  public var until: UInt64?
  /// How desired sizes are compared.
  public var sizes: SizeComparison
  /// How long to wait for each completion, in seconds.
  public var timeout: Double
  /// The kinds of divergence that do not fail the replay.
  public var acceptedDivergences: Set<DivergenceKind>
  /// Whether the recording is replayed a second time to find state that outlives a run.
  public var replaysTwice: Bool
  /// Whether differing answers fail (``ReplayOptions/answers``).
  public var answers: AnswerComparison
  /// Whether the extension's code findings fail the replay (``ReplayOptions/findings``).
  public var findings: FindingCheck
  /// The kinds of loss that do not fail the replay (``ReplayOptions/acceptedLosses``).
  public var acceptedLosses: Set<LogLoss.Kind>

  /// Creates an invocation from its parts, each the property of the same name; the defaults
  /// are ``ReplayOptions``' and the command line's.
  public init(
    recording: String, subjectName: String? = nil, command: ReplayCommandName? = nil,
    mode: ReplayMode = .exact, selection: InteractionSelection = .all, until: UInt64? = nil,
    sizes: SizeComparison = .within(Self.defaultSizeTolerance),
    timeout: Double = Self.defaultTimeout, acceptedDivergences: Set<DivergenceKind> = [],
    replaysTwice: Bool = true, answers: AnswerComparison = .modeDefault,
    findings: FindingCheck = .modeDefault, acceptedLosses: Set<LogLoss.Kind> = []
  ) {
    self.recording = recording
    self.subjectName = subjectName
    self.command = command
    self.mode = mode
    self.selection = selection
    self.until = until
    self.sizes = sizes
    self.timeout = timeout
    self.acceptedDivergences = acceptedDivergences
    self.replaysTwice = replaysTwice
    self.answers = answers
    self.findings = findings
    self.acceptedLosses = acceptedLosses
  }

  /// The run a replay with `options` of the recording at `recording` is.
  ///
  /// - Parameters:
  ///   - recording: The recording's path.
  ///   - options: The options the replay runs with.
  public init(recording: String, options: ReplayOptions) {
    self.init(
      recording: recording, subjectName: options.subjectName, command: options.command,
      mode: options.mode, selection: options.selection, until: options.until,
      sizes: options.sizes, timeout: options.timeout,
      acceptedDivergences: options.acceptedDivergences, replaysTwice: options.replaysTwice,
      answers: options.answers, findings: options.findings,
      acceptedLosses: options.acceptedLosses)
  }

  /// The run a report describes, to replay it again: the report's invocation, stopped where
  /// the report stopped.
  ///
  /// - Parameter report: A replay's report.
  public init(_ report: ReplayReport) {
    self = report.invocation
    until = report.stoppedAt
  }

  /// Half a point: sizes within it count as equal unless `--size-tolerance` says otherwise.
  public static let defaultSizeTolerance = 0.5
  /// Five seconds for each completion, unless `--timeout` says otherwise.
  public static let defaultTimeout: Double = 5

  /// The options the replayer runs with.
  ///
  /// - Parameter beforeStep: Called before each step, such as a debugger's stop.
  /// - Returns: Options with the invocation's parts, and ``ReplayOptions``' defaults for the rest.
  public func options(beforeStep: ReplayOptions.StepHook? = nil) -> ReplayOptions {
    ReplayOptions(
      mode: mode, selection: selection, until: until, sizes: sizes, timeout: timeout,
      beforeStep: beforeStep, subjectName: subjectName, command: command,
      acceptedDivergences: acceptedDivergences, replaysTwice: replaysTwice, answers: answers,
      findings: findings, acceptedLosses: acceptedLosses)
  }

  /// The chaos mode a command line names: `--delivery` (the empty set last by default, a
  /// permutation when only `--seed` is given), `--seed`, `--order`'s sets read against the
  /// recording, and `--fault`s.
  ///
  /// - Parameters:
  ///   - delivery: The named delivery, or `nil`.
  ///   - seed: The permutation's seed, or `nil`.
  ///   - order: An explicit order, which wins over `delivery` and `seed`.
  ///   - faults: The faults to inject.
  /// - Returns: ``ReplayMode/chaos(_:)`` with that plan.
  package static func chaos(
    delivery: DeliveryName?, seed: UInt64?, order: [Set<Parameter>]?, faults: HostFaults
  ) -> ReplayMode {
    let named = delivery ?? (seed == nil ? .emptySetLast : .permutation)
    return .chaos(
      ChaosPlan(
        delivery: order.map(DeliveryPolicy.explicit) ?? named.policy(seed: seed ?? 0),
        faults: faults))
  }
}
