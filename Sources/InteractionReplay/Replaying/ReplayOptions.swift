public import InteractionHost
public import InteractionLog

/// How a replay runs and what it compares.
public struct ReplayOptions: Sendable {
  /// Suspends for a number of seconds: the replay's only source of time, so tests can replace it.
  public typealias Sleep = HostOptions.Sleep
  /// Called before each step, on the main actor.
  public typealias StepHook = @MainActor @Sendable (ReplayStepContext) -> Void

  /// Exact, host or chaos.
  public var mode: ReplayMode
  /// Which interactions to re-drive.
  public var selection: InteractionSelection
  /// Replays up to this sequence number and stops: no step whose recorded call comes later in its
  /// file is issued (sequence numbers count per file); in host and chaos mode, no interaction
  /// that starts later.
  public var until: UInt64?
  /// How desired sizes are compared.
  public var sizes: SizeComparison
  /// Which parts of confirm and handle responses are compared.
  public var responses: ResponseComparison
  /// How long to wait for each completion, in seconds; a completion that does not come in time
  /// is a divergence, not a hang.
  public var timeout: Double
  /// How long a call whose completion the recording shows never came is waited for: the whole
  /// ``timeout`` (``RecordedSilence/awaited``, the default) or a brief grace
  /// (``RecordedSilence/trusted``, what an ``Explorer`` uses).
  ///
  /// Applies to every call of an exact replay and to the view controller's calls in host and
  /// chaos mode.
  public var recordedSilence: RecordedSilence = .awaited
  /// How the replay waits for ``timeout``.
  public var sleep: Sleep
  /// Called before each step with the call about to be issued and the state so far: the place to
  /// break in a debugger (see ``ReplayStepContext/matches(kind:parameter:instance:)``).
  public var beforeStep: StepHook?
  /// The name the report's next steps use for the subjects in `ilog replay --sample NAME` or a
  /// `ReplayCommand`'s `--subject NAME`; `nil` prints a placeholder.
  public var subjectName: String?
  /// The command the report's next steps run to replay these subjects: `ilog replay` for the
  /// samples (with `--sample`), or a user's executable, such as `.executable("my-replay")` or
  /// `.tool("swift run my-tool")` (with `--subject`); `nil` prints a placeholder and says how
  /// to make one.
  public var command: ReplayCommandName?
  /// Divergences of these kinds do not fail the replay: the report lists them apart, as accepted
  /// (such as `handler-differs` when the replayed provider returns another handler type on
  /// purpose).
  public var acceptedDivergences: Set<DivergenceKind>
  /// Replays the recording a second time in the same process, on fresh subjects from the same
  /// factories, and reports each answer of the second run that differs from the first as
  /// ``DivergenceKind/stateOutlived``: state kept in a static, a singleton or a cache, which a
  /// real extension's process keeps between interactions.
  ///
  /// On by default: every replay, from a test, ``Replayer`` or `ilog replay`, runs twice unless
  /// it says otherwise.
  public var replaysTwice: Bool
  /// Whether answers that differ from the recorded ones fail the replay: by default the mode's
  /// (``comparesAnswersInMode``).
  ///
  /// Answer equality is the oracle of an exact replay: a regression test of a clean recording.
  /// Under another order (host and chaos mode) a controller that adapts to the order answers
  /// otherwise, and one that ignores it answers as recorded while the user sees its views in the
  /// wrong place; there the views' differing answers are listed in
  /// ``ReplayReport/answerDifferences``, not failures, unless this is `true`. The handling
  /// calls' answers fail in every mode: no plan changes them.
  public var answers: AnswerComparison
  /// Whether the inspector's findings of the extension's code on the replayed run (the header
  /// shown as a footer, a parameter shown twice, a size no host allows, a foreign claim) fail
  /// the replay: by default yes, in every mode (``checksFindingsInMode``).
  public var findings: FindingCheck
  /// What must hold of every replayed interaction, checked on every run (each fails as a
  /// ``DivergenceKind/propertyFailed`` divergence).
  public var properties: [ReplayProperty]
  /// The kinds of loss the recording's logs record (``LogLoss``) that do not fail the replay.
  ///
  /// The report lists them apart, as accepted. Empty by default: a replay of a session that lost events,
  /// of which the recorder failed to write something, or whose sequence jumps, never passes
  /// unless the user names the loss here. ``LogLoss/Kind/otherSession`` is never accepted.
  public var acceptedLosses: Set<LogLoss.Kind>

  /// Creates options.
  ///
  /// - Parameters:
  ///   - mode: Exact, host or chaos.
  ///   - selection: Which interactions.
  ///   - until: The last sequence number to replay.
  ///   - sizes: How sizes are compared; by default within half a point.
  ///   - responses: Which parts of responses are compared.
  ///   - timeout: How long to wait for each completion, in seconds.
  ///   - sleep: How to wait; `Task.sleep` unless a test injects its own.
  ///   - beforeStep: Called before each step.
  ///   - subjectName: The subjects' name for the report's commands.
  ///   - command: The command for the report's commands.
  ///   - acceptedDivergences: The kinds of divergence that do not fail the replay.
  ///   - replaysTwice: Whether to replay a second time and compare the two runs; yes by
  ///     default, wherever a replay is configured (`false` replays once).
  ///   - answers: Whether differing answers fail; by default the mode's.
  ///   - findings: Whether the extension's code findings fail; by default yes.
  ///   - properties: What must hold of every replayed interaction.
  ///   - acceptedLosses: The kinds of loss that do not fail the replay.
  public init(
    mode: ReplayMode = .exact, selection: InteractionSelection = .all, until: UInt64? = nil,
    sizes: SizeComparison = .within(0.5), responses: ResponseComparison = .all,
    timeout: Double = 5,
    sleep: @escaping Sleep = ReplayOptions.taskSleep,
    beforeStep: StepHook? = nil, subjectName: String? = nil, command: ReplayCommandName? = nil,
    acceptedDivergences: Set<DivergenceKind> = [], replaysTwice: Bool = true,
    answers: AnswerComparison = .modeDefault, findings: FindingCheck = .modeDefault,
    properties: [ReplayProperty] = [], acceptedLosses: Set<LogLoss.Kind> = []
  ) {
    self.mode = mode
    self.selection = selection
    self.until = until
    self.sizes = sizes
    self.responses = responses
    self.timeout = timeout
    self.sleep = sleep
    self.beforeStep = beforeStep
    self.subjectName = subjectName
    self.command = command
    self.acceptedDivergences = acceptedDivergences
    self.replaysTwice = replaysTwice
    self.answers = answers
    self.findings = findings
    self.properties = properties
    self.acceptedLosses = acceptedLosses
  }

  /// `Task.sleep`, the default ``sleep``.
  @usableFromInline static let taskSleep: Sleep = { seconds in
    // Clamped so that the conversion cannot trap: zero for NaN, at most 570 years.
    try await Task.sleep(nanoseconds: seconds > 0 ? UInt64(min(seconds, 18e9) * 1e9) : 0)
  }

  /// Whether differing answers fail in this mode: ``answers``, by default yes for an exact
  /// replay (a regression test) and no under the host's rules (host and chaos mode).
  public var comparesAnswersInMode: Bool { answers.fails(in: mode) }

  /// Whether the extension's code findings fail in this mode: ``findings``, by default yes.
  ///
  /// Yes in every mode by default. What the user sees is always judged: an exact replay of the header shown as a
  /// footer fails with `header-not-on-top`, though the controller answers as recorded.
  public var checksFindingsInMode: Bool { findings.fails(in: mode) }
}
