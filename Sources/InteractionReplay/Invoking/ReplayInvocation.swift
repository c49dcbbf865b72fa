package import InteractionHost
public import InteractionLog
package import InteractionModel

/// What a replay run is, as a command line says it: the recording, the subjects and the command
/// that replays them, the mode with its chaos plan, the interactions selected, where the replay
/// stops, and what it compares.
///
/// `replay` and `explore` read their shared options into one, ``options`` makes the
/// ``ReplayOptions`` the replayer runs with, and a report's next steps write the command line
/// that runs it again from the one a ``ReplayReport`` describes (``init(_:)``), so that the
/// options a command takes and the commands a report prints cannot drift apart.
public struct ReplayInvocation: Hashable, Sendable {
  /// The recording's path: a log file or a session directory.
  public var recording: String
  /// The subjects' name, `--sample` of `ilog replay` or `--subject` of a user's command; `nil`
  /// prints a placeholder in a command line.
  public var subjectName: String?
  /// The command that replays the subjects, such as `ilog replay` or `my-replay`; `nil` prints
  /// a placeholder in a command line.
  public var commandName: String?
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
  /// Whether differing answers fail: `nil` for the mode's default
  /// (``ReplayOptions/comparesAnswers``).
  public var comparesAnswers: Bool?
  /// Whether the extension's code findings fail the replay: `nil` for the default, yes
  /// (``ReplayOptions/checksFindings``).
  public var checksFindings: Bool?
  /// The kinds of loss that do not fail the replay (``ReplayOptions/acceptedLosses``).
  public var acceptedLosses: Set<LogLoss.Kind>

  /// Creates an invocation from its parts, each the property of the same name; the defaults
  /// are ``ReplayOptions``' and the command line's.
  public init(
    recording: String, subjectName: String? = nil, commandName: String? = nil,
    mode: ReplayMode = .exact, selection: InteractionSelection = .all, until: UInt64? = nil,
    sizes: SizeComparison = .within(Self.defaultSizeTolerance),
    timeout: Double = Self.defaultTimeout, acceptedDivergences: Set<DivergenceKind> = [],
    replaysTwice: Bool = true, comparesAnswers: Bool? = nil, checksFindings: Bool? = nil,
    acceptedLosses: Set<LogLoss.Kind> = []
  ) {
    self.recording = recording
    self.subjectName = subjectName
    self.commandName = commandName
    self.mode = mode
    self.selection = selection
    self.until = until
    self.sizes = sizes
    self.timeout = timeout
    self.acceptedDivergences = acceptedDivergences
    self.replaysTwice = replaysTwice
    self.comparesAnswers = comparesAnswers
    self.checksFindings = checksFindings
    self.acceptedLosses = acceptedLosses
  }

  /// The run a report describes: its recording, subjects, command, mode, selection and
  /// comparisons, to replay it again.
  ///
  /// - Parameter report: A replay's report.
  public init(_ report: ReplayReport) {
    self.init(
      recording: report.recording, subjectName: report.subjectName,
      commandName: report.commandName, mode: report.mode, selection: report.selection,
      until: report.stoppedAt, sizes: report.sizes, timeout: report.timeout,
      acceptedDivergences: report.acceptedKinds, replaysTwice: report.replayedTwice,
      comparesAnswers: report.comparedAnswers == (report.mode == .exact)
        ? nil : report.comparedAnswers, checksFindings: report.checkedFindings ? nil : false,
      acceptedLosses: report.acceptedLossKinds)
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
      beforeStep: beforeStep, subjectName: subjectName, commandName: commandName,
      acceptedDivergences: acceptedDivergences, replaysTwice: replaysTwice,
      comparesAnswers: comparesAnswers, checksFindings: checksFindings,
      acceptedLosses: acceptedLosses)
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
