import ArgumentParser
import InteractionLog
import InteractionReplay

/// The options `replay` and `explore` share, through `@OptionGroup`: the recording, the
/// subjects, the interaction selected and what a replay compares; each command reads them into
/// a ``ReplayInvocation`` with its own mode.
struct ReplayArguments: ParsableArguments {
  @Argument(help: "A log file or a session directory.")
  var recording: String

  @Option(
    name: [.customLong("sample"), .customLong("subject")],
    help: "The registered types to replay: one of the subjects listed above.")
  var subject: String

  @Option(
    help: ArgumentHelp(
      "Replay only the interaction with this identifier (explore: explore only it).",
      valueName: "id"))
  var interaction: String?

  @Option(help: ArgumentHelp("Sizes within this many points count as equal.", valueName: "points"))
  var sizeTolerance: Double = ReplayInvocation.defaultSizeTolerance

  @Flag(help: "Do not compare desired sizes.")
  var ignoreSizes = false

  @Option(help: ArgumentHelp("Seconds to wait for each completion.", valueName: "seconds"))
  var timeout: Double = ReplayInvocation.defaultTimeout

  @Flag(
    help:
      "In host and chaos mode, fail on answers that differ from the recording (order-dependent answers); by default they are listed and what the user sees is checked."
  )
  var compareAnswers = false

  @Flag(
    help:
      "Do not fail on what the inspector finds in the code on the replayed run (header-not-on-top, shown-twice, size-not-allowed, foreign-claim). By default every mode checks it."
  )
  var noCheckFindings = false

  @Option(
    name: .customLong("accept-loss"),
    help: ArgumentHelp(
      "A kind of loss the logs record that does not fail the verdict, listed apart as accepted: \(LogLoss.Kind.allCases.filter(\.isAcceptable).map(\.rawValue).joined(separator: ", ")). Repeatable.",
      valueName: "kind"),
    transform: { name in
      guard let kind = LogLoss.Kind(rawValue: name) else {
        throw ValidationError(
          "--accept-loss \(name): no such loss; the kinds are "
            + LogLoss.Kind.allCases.map(\.rawValue).joined(separator: ", ") + ".")
      }
      return kind
    })
  var acceptedLosses: [LogLoss.Kind] = []

  @Flag(
    help:
      "Replay once. By default each replay runs a second time on fresh instances, and where the second run answers differently from the first is reported (state-outlived)."
  )
  var once = false

  /// Checks that neither the timeout nor the size tolerance is negative, and that no loss is
  /// accepted that cannot be.
  ///
  /// - Throws: A `ValidationError` naming the option.
  func validate() throws {
    // `nan >= 0` is false too, so a NaN is caught here, and said as what it is.
    let values = [("--timeout", timeout, "seconds"), ("--size-tolerance", sizeTolerance, "points")]
    for (name, value, unit) in values {
      guard value.isFinite else {
        throw ValidationError("\(name) takes a finite number of \(unit); got \(value).")
      }
      guard value >= 0 else { throw ValidationError("\(name) must not be negative; got \(value).") }
    }
    if acceptedLosses.contains(.otherSession) {
      throw ValidationError(
        "--accept-loss other-session: logs of two recording sessions are never merged; give each session's files apart."
      )
    }
  }

  /// The run these options describe, in `mode`, for subjects that `command` replays.
  func invocation(
    mode: ReplayMode, command: ReplayCommandName, until: UInt64? = nil,
    accepted: Set<DivergenceKind> = []
  ) -> ReplayInvocation {
    ReplayInvocation(
      recording: recording, subjectName: subject, command: command, mode: mode,
      selection: interaction.map(InteractionSelection.interaction) ?? .all, until: until,
      sizes: ignoreSizes ? .ignored : .within(sizeTolerance), timeout: timeout,
      acceptedDivergences: accepted, replaysTwice: !once,
      answers: compareAnswers ? .always : .modeDefault,
      findings: noCheckFindings ? .never : .modeDefault,
      acceptedLosses: Set(acceptedLosses))
  }
}
