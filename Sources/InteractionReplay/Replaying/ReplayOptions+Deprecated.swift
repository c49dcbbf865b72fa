public import InteractionLog

extension ReplayOptions {
  /// The command for the report's commands, as words: ``command``'s
  /// ``ReplayCommandName/replay``; a name ending in ` replay` reads back as a tool's.
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

  /// Whether the extension's code findings fail: `nil` for the default, yes.
  @available(*, deprecated, renamed: "findings")
  public var checksFindings: Bool? {
    get { findings.flag }
    set { findings = FindingCheck(newValue) }
  }

  /// Creates options with the command as words and the comparisons as `Bool?`s whose `nil` is
  /// the mode's default.
  @available(
    *, deprecated,
    renamed:
      "init(mode:selection:until:sizes:responses:timeout:sleep:beforeStep:subjectName:command:acceptedDivergences:replaysTwice:answers:findings:properties:acceptedLosses:)"
  )
  @_disfavoredOverload
  public init(
    mode: ReplayMode = .exact, selection: InteractionSelection = .all, until: UInt64? = nil,
    sizes: SizeComparison = .within(0.5), responses: ResponseComparison = .all,
    timeout: Double = 5,
    sleep: @escaping Sleep = ReplayOptions.taskSleep,
    beforeStep: StepHook? = nil, subjectName: String? = nil, commandName: String? = nil,
    acceptedDivergences: Set<DivergenceKind> = [], replaysTwice: Bool = true,
    comparesAnswers: Bool? = nil, checksFindings: Bool? = nil, properties: [ReplayProperty] = [],
    acceptedLosses: Set<LogLoss.Kind> = []
  ) {
    self.init(
      mode: mode, selection: selection, until: until, sizes: sizes, responses: responses,
      timeout: timeout, sleep: sleep, beforeStep: beforeStep, subjectName: subjectName,
      command: commandName.map(ReplayCommandName.init(replay:)),
      acceptedDivergences: acceptedDivergences, replaysTwice: replaysTwice,
      answers: AnswerComparison(comparesAnswers), findings: FindingCheck(checksFindings),
      properties: properties, acceptedLosses: acceptedLosses)
  }
}
