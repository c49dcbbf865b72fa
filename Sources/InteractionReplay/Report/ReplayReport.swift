/// What a replay did and every way it diverged from the recording.
///
/// ``invocation`` is the run that was asked for: the recording, the subjects and the command,
/// the mode and what was compared. The rest is what happened. ``passed`` tells whether it
/// matched; `description` (or ``ReplayReportFormatter``) prints the report a test failure
/// shows: a headline, each divergence with its step, sequence number and interaction, the first
/// differing field, a −/+ diff with unchanged lines collapsed, the recording's path, and
/// numbered next steps.
public struct ReplayReport: Hashable, Sendable, CustomStringConvertible {
  /// The run the replay was asked for, as a command line says it.
  public var invocation: ReplayInvocation
  /// The interactions replayed, in order (`nil` for handling no UI call showed).
  public var interactions: [String?]
  /// Every step issued or expected.
  public var steps: [ReplayedStep]
  /// The differences that fail the replay, in step order.
  public var divergences: [Divergence]
  /// The differences of a kind the replay accepted (``ReplayInvocation/acceptedDivergences``),
  /// in step order: listed, but not failures.
  public var accepted: [Divergence]
  /// The answers that differ from the recording, listed but not failures: in host and chaos
  /// mode unless ``ReplayOptions/answers`` makes them failures (order-dependent answers, which
  /// a controller that adapts to the order gives), in step order.
  public var answerDifferences: [Divergence]
  /// The sequence number the replay stopped at, if ``ReplayInvocation/until`` stopped it.
  public var stoppedAt: UInt64?
  /// What is wrong with the recording's logs: damage, files not closed, interactions cut off.
  ///
  /// A session directory without the log of a process the subjects replay counts as missing
  /// it. Not empty, the replay does not pass.
  public var damage: RecordingDamage
  /// The replayed run as the recorder would have logged it, for the time-travel page of
  /// `replay --report`; `nil` in a report built by hand.
  package var replayedRun: ReplayedRunLog?

  /// Creates a report of the run `invocation` asked for, from what happened.
  ///
  /// - Parameters:
  ///   - invocation: The run that was asked for.
  ///   - interactions: The interactions replayed, in order.
  ///   - steps: Every step issued or expected.
  ///   - divergences: The differences that fail the replay.
  ///   - accepted: The differences of an accepted kind.
  ///   - answerDifferences: The differing answers that are listed, not failures.
  ///   - stoppedAt: The sequence number the replay stopped at, if it stopped.
  ///   - damage: What is wrong with the recording's logs.
  public init(
    invocation: ReplayInvocation, interactions: [String?], steps: [ReplayedStep],
    divergences: [Divergence], accepted: [Divergence] = [], answerDifferences: [Divergence] = [],
    stoppedAt: UInt64? = nil, damage: RecordingDamage = RecordingDamage()
  ) {
    self.invocation = invocation
    self.interactions = interactions
    self.steps = steps
    self.divergences = divergences
    self.accepted = accepted
    self.answerDifferences = answerDifferences
    self.stoppedAt = stoppedAt
    self.damage = damage
  }

  /// The recording's path (``ReplayInvocation/recording``).
  public var recording: String {
    get { invocation.recording }
    set { invocation.recording = newValue }
  }

  /// The mode the replay ran in (``ReplayInvocation/mode``).
  public var mode: ReplayMode {
    get { invocation.mode }
    set { invocation.mode = newValue }
  }

  /// Whether answers that differ from the recording failed the replay: ``invocation``'s
  /// ``ReplayInvocation/answers`` in its mode.
  public var comparedAnswers: Bool {
    get { invocation.answers.fails(in: invocation.mode) }
    set { invocation.answers = newValue ? .always : .never }
  }

  /// Whether the extension's code findings on the replayed run failed it: ``invocation``'s
  /// ``ReplayInvocation/findings`` in its mode.
  public var checkedFindings: Bool {
    get { invocation.findings.fails(in: invocation.mode) }
    set { invocation.findings = newValue ? .modeDefault : .never }
  }

  /// Whether the replay matched its recording, apart from accepted divergences, and the
  /// recording was whole: a replay of a damaged recording never passes (``damage``).
  public var passed: Bool { divergences.isEmpty && damage.isEmpty }

  /// The report as a test failure shows it, formatted by a default ``ReplayReportFormatter``.
  public var description: String {
    ReplayReportFormatter().format(self)
  }
}
