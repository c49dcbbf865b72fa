public import InteractionLog

extension ReplayReport {
  /// Creates a report from its parts, the run's among them under the names they had before the
  /// report held its ``invocation``.
  @available(
    *, deprecated,
    message:
      "use init(invocation:interactions:steps:divergences:accepted:answerDifferences:stoppedAt:damage:)"
  )
  public init(
    recording: String, mode: ReplayMode, interactions: [String?], steps: [ReplayedStep],
    divergences: [Divergence], accepted: [Divergence] = [], answerDifferences: [Divergence] = [],
    acceptedKinds: Set<DivergenceKind> = [], replayedTwice: Bool = false,
    stoppedAt: UInt64? = nil, subjectName: String? = nil, commandName: String? = nil,
    sizes: SizeComparison = .within(0.5), comparedAnswers: Bool? = nil,
    damage: RecordingDamage = RecordingDamage(), selection: InteractionSelection = .all,
    timeout: Double = ReplayInvocation.defaultTimeout
  ) {
    let invocation = ReplayInvocation(
      recording: recording, subjectName: subjectName,
      command: commandName.map(ReplayCommandName.init(replay:)), mode: mode,
      selection: selection, until: stoppedAt, sizes: sizes, timeout: timeout,
      acceptedDivergences: acceptedKinds, replaysTwice: replayedTwice,
      answers: AnswerComparison(comparedAnswers))
    self.init(
      invocation: invocation, interactions: interactions, steps: steps,
      divergences: divergences, accepted: accepted, answerDifferences: answerDifferences,
      stoppedAt: stoppedAt, damage: damage)
  }

  /// The kinds the replay accepted, whether or not any was found.
  @available(*, deprecated, renamed: "invocation.acceptedDivergences")
  public var acceptedKinds: Set<DivergenceKind> {
    get { invocation.acceptedDivergences }
    set { invocation.acceptedDivergences = newValue }
  }

  /// Whether the recording was replayed twice to find state that outlived it.
  @available(*, deprecated, renamed: "invocation.replaysTwice")
  public var replayedTwice: Bool {
    get { invocation.replaysTwice }
    set { invocation.replaysTwice = newValue }
  }

  /// The subjects' name for the next steps' commands.
  @available(*, deprecated, renamed: "invocation.subjectName")
  public var subjectName: String? {
    get { invocation.subjectName }
    set { invocation.subjectName = newValue }
  }

  /// The command for the next steps, as words.
  @available(*, deprecated, renamed: "invocation.command")
  public var commandName: String? {
    get { invocation.command?.replay }
    set { invocation.command = newValue.map(ReplayCommandName.init(replay:)) }
  }

  /// How desired sizes were compared.
  @available(*, deprecated, renamed: "invocation.sizes")
  public var sizes: SizeComparison {
    get { invocation.sizes }
    set { invocation.sizes = newValue }
  }

  /// Which interactions were selected.
  @available(*, deprecated, renamed: "invocation.selection")
  public var selection: InteractionSelection {
    get { invocation.selection }
    set { invocation.selection = newValue }
  }

  /// How long the replay waited for each completion, in seconds.
  @available(*, deprecated, renamed: "invocation.timeout")
  public var timeout: Double {
    get { invocation.timeout }
    set { invocation.timeout = newValue }
  }

  /// The kinds of loss the replay accepted, whether or not the recording had one.
  @available(*, deprecated, renamed: "invocation.acceptedLosses")
  public var acceptedLossKinds: Set<LogLoss.Kind> {
    get { invocation.acceptedLosses }
    set { invocation.acceptedLosses = newValue }
  }
}
