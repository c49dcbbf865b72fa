import InteractionModel

/// Re-drives a user's handler provider and view controller from a recording, deterministically,
/// and reports every way they diverge from it.
///
/// ```swift
/// let replayer = try Replayer(contentsOf: "Recordings/start-workout")
/// let report = try await replayer.replay(.types(controller: { IntentViewController() }))
/// #expect(report.passed, "\(report)")
/// ```
///
/// The replay runs on the main actor, one call at a time: each call's completion is awaited
/// before the next call, within ``ReplayOptions/timeout`` (a completion that never comes is a
/// divergence, not a hang). Each `configureView` goes to a new controller instance and each
/// handler method to a new handler from `handler(for:)`, as SiriKit does. Clock readings and
/// UUIDs the recorder handed out are handed back through the sources the factories receive. The
/// same recording, subjects and options give the same report, byte for byte.
@MainActor
public struct Replayer {
  /// The recording replayed.
  public let recording: Recording
  /// How the replay runs and what it compares.
  public var options: ReplayOptions

  /// Creates a replayer for a recording read already, such as one a test built or filtered.
  ///
  /// - Parameters:
  ///   - recording: The recording replayed, as ``Recording/init(contentsOf:)`` reads one.
  ///   - options: How to replay.
  public init(recording: Recording, options: ReplayOptions = ReplayOptions()) {
    self.recording = recording
    self.options = options
  }

  /// Creates a replayer for the recording at a path: a log file or a session directory.
  ///
  /// - Parameters:
  ///   - path: The recording's path.
  ///   - options: How to replay.
  /// - Throws: ``ReplayError/unreadable(_:)`` if it cannot be read.
  public init(contentsOf path: String, options: ReplayOptions = ReplayOptions())
    throws(ReplayError)
  {
    self.init(recording: try Recording(contentsOf: path), options: options)
  }

  /// Replays the selected interactions against the subjects.
  ///
  /// Handling steps are replayed if the subjects have a provider, UI steps if they have a
  /// controller.
  ///
  /// With ``ReplayOptions/replaysTwice``, the selection is replayed a second time on fresh
  /// subjects and sources, and where its answers differ from the first run's the report has a
  /// ``DivergenceKind/stateOutlived`` divergence; the report's steps are the first run's.
  ///
  /// - Parameter subjects: The provider and controller factories.
  /// A damaged recording is replayed up to its damage, and its report does not pass
  /// (``ReplayReport/damage``).
  ///
  /// - Returns: The report: every step, and every divergence, the accepted kinds apart.
  /// - Throws: ``ReplayError/nothingSelected(path:selection:)`` if the selection matches no
  ///   interaction with steps the subjects can replay: a replay that checks nothing never passes.
  public func replay(_ subjects: ReplaySubjects) async throws(ReplayError) -> ReplayReport {
    let selected = recording.interactions(options.selection).filter { interaction in
      (subjects.makeProvider != nil && !interaction.handling.isEmpty)
        || (subjects.makeController != nil && !interaction.interface.isEmpty)
    }
    guard !selected.isEmpty else {
      throw .nothingSelected(path: recording.path, selection: options.selection.description)
    }
    let run = await self.run(selected, subjects: subjects, options: options)
    let checks = ReplayChecks(
      checksFindings: options.checksFindingsInMode,
      properties: options.properties + subjects.properties)
    let log = ReplayedRunLog(steps: run.steps, replayed: run.replayed)
    var found = run.divergences + checks.divergences(steps: run.steps, log: log)
    if options.replaysTwice {
      // The step hook shows the first run only: a second pass through it would read as a replay
      // that started over.
      var again = options
      again.beforeStep = nil
      let second = await self.run(selected, subjects: subjects, options: again)
      found += RunComparison(options: options).divergences(first: run.steps, second: second.steps)
    }
    let verdicts = found.map(options.verdict(of:))
    let picked = { (wanted: ReplayOptions.Verdict) in
      zip(found, verdicts).filter { $0.1 == wanted }.map(\.0)
    }
    var report = ReplayReport(
      invocation: ReplayInvocation(recording: recording.path, options: options),
      interactions: run.interactions, steps: run.steps,
      divergences: picked(.fails), accepted: picked(.accepted),
      answerDifferences: picked(.listed), stoppedAt: run.stoppedAt,
      damage: recording.damage(replaying: subjects).accepting(options.acceptedLosses))
    report.replayedRun = log
    return report
  }

  /// Replays the selected interactions once, on subjects and sources of its own.
  private func run(
    _ selected: [RecordedInteraction], subjects: ReplaySubjects, options: ReplayOptions
  ) async -> ReplayRun {
    let run = ReplayRun(
      options: options, subjects: subjects, sources: ReplayedSources(recording.sourceValues))
    for interaction in selected {
      if options.mode != .exact, let until = options.until,
        let first = interaction.firstSequence, first > until
      {
        run.stoppedAt = until
        break
      }
      run.interactions.append(interaction.identifier)
      await run.replay(interaction)
    }
    return run
  }
}
