public import InteractionLog

extension ReplayInvocation {
  /// The command that replays the subjects, as words: ``command``'s ``ReplayCommandName/replay``.
  @available(*, deprecated, renamed: "command")
  public var commandName: String? {
    get { command?.replay }
    set { command = newValue.map(ReplayCommandName.init(replay:)) }
  }

  /// Whether differing answers fail: `nil` for the mode's default.
  @available(*, deprecated, renamed: "answers")
  public var comparesAnswers: Bool? {
    get { answers.flag }
    set { answers = AnswerComparison(newValue) }
  }

  /// Whether the extension's code findings fail the replay: `nil` for the default, yes.
  @available(*, deprecated, renamed: "findings")
  public var checksFindings: Bool? {
    get { findings.flag }
    set { findings = FindingCheck(newValue) }
  }

  /// Creates an invocation from its parts, the command as words and the comparisons as
  /// `Bool?`s whose `nil` is the mode's default.
  @available(
    *, deprecated,
    renamed:
      "init(recording:subjectName:command:mode:selection:until:sizes:timeout:acceptedDivergences:replaysTwice:answers:findings:acceptedLosses:)"
  )
  @_disfavoredOverload
  public init(
    recording: String, subjectName: String? = nil, commandName: String? = nil,
    mode: ReplayMode = .exact, selection: InteractionSelection = .all, until: UInt64? = nil,
    sizes: SizeComparison = .within(Self.defaultSizeTolerance),
    timeout: Double = Self.defaultTimeout, acceptedDivergences: Set<DivergenceKind> = [],
    replaysTwice: Bool = true, comparesAnswers: Bool? = nil, checksFindings: Bool? = nil,
    acceptedLosses: Set<LogLoss.Kind> = []
  ) {
    self.init(
      recording: recording, subjectName: subjectName,
      command: commandName.map(ReplayCommandName.init(replay:)), mode: mode,
      selection: selection, until: until, sizes: sizes, timeout: timeout,
      acceptedDivergences: acceptedDivergences, replaysTwice: replaysTwice,
      answers: AnswerComparison(comparesAnswers), findings: FindingCheck(checksFindings),
      acceptedLosses: acceptedLosses)
  }
}
