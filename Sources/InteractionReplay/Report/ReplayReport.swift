public import InteractionLog

/// What a replay did and every way it diverged from the recording.
///
/// ``passed`` tells whether it matched; `description` (or ``ReplayReportFormatter``) prints the
/// report a test failure shows: a headline, each divergence with its step, sequence number and
/// interaction, the first differing field, a −/+ diff with unchanged lines collapsed, the
/// recording's path, and numbered next steps.
public struct ReplayReport: Hashable, Sendable, CustomStringConvertible {
  /// The recording's path.
  public var recording: String
  /// The mode the replay ran in.
  public var mode: ReplayMode
  /// The interactions replayed, in order (`nil` for handling no UI call showed).
  public var interactions: [String?]
  /// Every step issued or expected.
  public var steps: [ReplayedStep]
  /// The differences that fail the replay, in step order.
  public var divergences: [Divergence]
  /// The differences of a kind the replay accepted (``ReplayOptions/acceptedDivergences``), in
  /// step order: listed, but not failures.
  public var accepted: [Divergence]
  /// The answers that differ from the recording, listed but not failures: in host and chaos
  /// mode unless ``ReplayOptions/comparesAnswers`` makes them failures (order-dependent
  /// answers, which a controller that adapts to the order gives), in step order.
  public var answerDifferences: [Divergence]
  /// Whether answers that differ from the recording failed the replay
  /// (``ReplayOptions/comparesAnswersInMode``).
  public var comparedAnswers: Bool
  /// The kinds the replay accepted, whether or not any was found.
  public var acceptedKinds: Set<DivergenceKind>
  /// Whether the recording was replayed twice to find state that outlived it
  /// (``ReplayOptions/replaysTwice``).
  public var replayedTwice: Bool
  /// The sequence number the replay stopped at, if ``ReplayOptions/until`` stopped it.
  public var stoppedAt: UInt64?
  /// The subjects' name for the next steps' commands.
  public var subjectName: String?
  /// The command for the next steps (``ReplayOptions/commandName``).
  public var commandName: String?
  /// How desired sizes were compared.
  public var sizes: SizeComparison
  /// Which interactions were selected (``ReplayOptions/selection``).
  public var selection: InteractionSelection
  /// How long the replay waited for each completion, in seconds (``ReplayOptions/timeout``).
  public var timeout: Double
  /// What is wrong with the recording's logs: damage, files not closed, interactions cut off.
  ///
  /// A session directory without the log of a process the subjects replay counts as missing
  /// it. Not empty, the replay does not pass.
  public var damage: RecordingDamage
  /// The kinds of loss the replay accepted (``ReplayOptions/acceptedLosses``), whether or not
  /// the recording had one.
  public var acceptedLossKinds: Set<LogLoss.Kind> = []
  /// Whether the extension's code findings on the replayed run failed it
  /// (``ReplayOptions/checksFindingsInMode``).
  public var checkedFindings = true

  /// Creates a report from its parts, each the property of the same name.
  public init(
    recording: String, mode: ReplayMode, interactions: [String?], steps: [ReplayedStep],
    divergences: [Divergence], accepted: [Divergence] = [], answerDifferences: [Divergence] = [],
    acceptedKinds: Set<DivergenceKind> = [], replayedTwice: Bool = false,
    stoppedAt: UInt64? = nil, subjectName: String? = nil, commandName: String? = nil,
    sizes: SizeComparison = .within(0.5), comparedAnswers: Bool? = nil,
    damage: RecordingDamage = RecordingDamage(), selection: InteractionSelection = .all,
    timeout: Double = ReplayInvocation.defaultTimeout
  ) {
    self.recording = recording
    self.mode = mode
    self.interactions = interactions
    self.steps = steps
    self.divergences = divergences
    self.accepted = accepted
    self.answerDifferences = answerDifferences
    self.comparedAnswers = comparedAnswers ?? (mode == .exact)
    self.acceptedKinds = acceptedKinds
    self.replayedTwice = replayedTwice
    self.stoppedAt = stoppedAt
    self.subjectName = subjectName
    self.commandName = commandName
    self.sizes = sizes
    self.damage = damage
    self.selection = selection
    self.timeout = timeout
  }

  /// Whether the replay matched its recording, apart from accepted divergences, and the
  /// recording was whole: a replay of a damaged recording never passes (``damage``).
  public var passed: Bool { divergences.isEmpty && damage.isEmpty }

  /// The report as a test failure shows it, formatted by a default ``ReplayReportFormatter``.
  public var description: String {
    ReplayReportFormatter().format(self)
  }
}
