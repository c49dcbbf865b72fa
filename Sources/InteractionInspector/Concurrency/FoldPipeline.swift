import InteractionLog
import InteractionModel

/// Inspects one session on a thread of its own while other threads render what it has
/// finished, and the calling thread writes it: reading and folding on one core, rendering on
/// the others.
///
/// What the caller's closures receive, and in what order, is what ``Inspector/inspect(_:progress:emit:)``
/// gives them; they run on the calling thread. The fold hands its interactions over in runs of
/// ``laneRun`` to an ``OrderedParallelMap`` of ``lanes`` threads, at most ``capacity``
/// interactions in flight, so memory stays bounded and a slow caller holds the fold back. The
/// session's reader is opened, read and released on the fold's thread alone.
enum FoldPipeline {
  /// How many finished interactions may be in flight between the fold and the caller.
  static let capacity = 128
  /// How many interactions in a row go over as one value: a hand-over wakes a thread, which
  /// costs more than rendering an interaction the filter leaves out.
  static let laneRun = 16
  /// How many threads render runs at once.
  static let lanes = 2

  /// Inspects `session` with `inspector`, the fold on another thread and, when `prepare` is
  /// given, every interaction prepared with it on the lanes' threads.
  ///
  /// - Parameters:
  ///   - session: The session; its files are opened on the fold's thread.
  ///   - inspector: The inspector.
  ///   - prepare: What the lanes do with each interaction; it must not depend on the order it is
  ///     called in. `nil` to leave every interaction to the caller.
  ///   - progress: Called on the calling thread as the inspector reports progress.
  ///   - emit: Called on the calling thread with each interaction, in order, and what `prepare`
  ///     made of it; `nil` without `prepare`, and the caller prepares it itself.
  /// - Returns: The inspection.
  /// - Throws: `LogReadError` when the files cannot be opened, or for damage under the strict
  ///   policy after every interaction finished before it has been emitted.
  static func inspect<Prepared: Sendable>(
    _ session: InspectedSession, with inspector: Inspector,
    lane prepare: (@Sendable (InteractionReport) -> Prepared)?,
    progress: (InspectionProgress) -> Void, emit: (InteractionReport, Prepared?) -> Void
  ) throws(LogReadError) -> Inspection {
    let map = OrderedParallelMap<Item, [Prepared]?, Never>(
      width: prepare == nil ? 1 : lanes, bound: capacity / laneRun
    ) { item, _ in
      guard case .interactions(let run) = item, let prepare else { return nil }
      return run.map(prepare)
    }
    // What the fold finished with. The map's run returns only once the fold's thread has ended,
    // after every interaction it handed over was emitted, or stopped early (the task cancelled).
    let folded = Locked<Result<Inspection, LogReadError>?>(nil)
    map.run(
      feed: { feed in
        var run: [InteractionReport] = []
        func handOverRun() {
          guard !run.isEmpty else { return }
          feed.submit(.interactions(run))
          run.removeAll(keepingCapacity: true)
        }
        let result = fold(
          session, with: inspector,
          progress: { report in
            // What came before a report is handed over before it, as it came.
            handOverRun()
            feed.submit(.progress(report))
          },
          isCancelled: { feed.isStopped }
        ) { interaction in
          run.append(interaction)
          if run.count == laneRun { handOverRun() }
        }
        handOverRun()
        folded.withLock { $0 = result }
      },
      each: { item, prepared in
        switch item {
        case .interactions(let run):
          for (offset, interaction) in run.enumerated() { emit(interaction, prepared?[offset]) }
        case .progress(let report):
          progress(report)
        }
        return true
      })
    // A switch rather than Result.get(), which older Apple SDKs declare untyped.
    // Cancelled, the run stopped early: what was read is finished as if the log ended there,
    // as `Inspector.inspect` does for a caller that drops it.
    switch folded.withLock({ $0 }) {
    case .success(let inspection): return inspection
    case .failure(let error): throw error
    case nil: preconditionFailure("the fold's thread ended without an outcome")
    }
  }

  /// The fold's side: opens the reader, folds it, and hands on what it finishes through `emit`.
  private static func fold(
    _ session: InspectedSession, with inspector: Inspector,
    progress: (InspectionProgress) -> Void, isCancelled: () -> Bool,
    emit: (InteractionReport) -> Void
  ) -> Result<Inspection, LogReadError> {
    // do-catch rather than Result(catching:), whose typed throws older SDKs lack.
    do throws(LogReadError) {
      let reader = try session.openReader()
      return .success(
        try inspector.inspect(reader, progress: progress, emit: emit, isCancelled: isCancelled))
    } catch {
      return .failure(error)
    }
  }

  /// What passes from the fold's thread to the caller's.
  enum Item: Sendable {
    /// A run of at most ``laneRun`` interactions.
    case interactions([InteractionReport])
    case progress(InspectionProgress)
  }
}
