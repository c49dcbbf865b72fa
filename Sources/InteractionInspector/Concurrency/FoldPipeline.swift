import Dispatch
import InteractionLog

/// Inspects one session on a thread of its own while the calling thread renders what it has
/// finished: reading and folding on one core, rendering on another.
///
/// What the caller's closures receive, and in what order, is what ``Inspector/inspect(_:progress:emit:)``
/// gives them; they run on the calling thread. At most ``capacity`` finished interactions wait
/// between the two threads, so memory stays bounded and a slow renderer holds the fold back.
/// The session's reader is opened, read and released on the fold's thread alone.
///
/// Rendering all of a long session's text takes longer than folding it, so the rendering can
/// take a second lane (``PreparingLane``): every other run of ``laneRun`` interactions is
/// prepared there while the calling thread prepares the rest, and all come back to the caller
/// in order.
enum FoldPipeline {
  /// How many finished interactions may wait for the caller, and for the second lane.
  static let capacity = 32
  /// How many interactions in a row go to the same lane.
  ///
  /// The second lane takes them as one value: a hand-over wakes a thread, which costs more than
  /// rendering an interaction the filter leaves out.
  static let laneRun = 8

  /// Inspects `session` with `inspector`, the fold on another thread and, when `lane` is
  /// given, every other interaction prepared with it on a third.
  ///
  /// - Parameters:
  ///   - session: The session; its files are opened on the fold's thread.
  ///   - inspector: The inspector.
  ///   - lane: What the second lane does with the interactions it is given; it must not depend
  ///     on the order it is called in. `nil` for no second lane.
  ///   - progress: Called on the calling thread as the inspector reports progress.
  ///   - emit: Called on the calling thread with each interaction, in order, and what the second
  ///     lane prepared for it; `nil` for an interaction the lane did not take, which the caller
  ///     prepares itself.
  /// - Returns: The inspection.
  /// - Throws: `LogReadError` when the files cannot be opened, or for damage under the strict
  ///   policy after every interaction finished before it has been emitted.
  static func inspect<Prepared: Sendable>(
    _ session: InspectedSession, with inspector: Inspector,
    lane: (@Sendable (InteractionReport) -> Prepared)?,
    progress: (InspectionProgress) -> Void, emit: (InteractionReport, Prepared?) -> Void
  ) throws(LogReadError) -> Inspection {
    // Counted in runs, so that at most `capacity` interactions wait on each side.
    let items = HandOff<Item>(capacity: capacity / laneRun)
    let secondLane = lane.map { prepare in
      PreparingLane(capacity: capacity / laneRun) { (run: [InteractionReport]) in
        run.map(prepare)
      }
    }
    // Says that the fold's thread is done; a hand-off rather than a DispatchGroup, which
    // older Apple SDKs do not mark Sendable.
    let folded = HandOff<Bool>(capacity: 1)
    DispatchQueue.global(qos: .userInitiated).async {
      // Runs of interactions alternate between the caller and the lane, each handed over as
      // one value: under `--findings-only` the caller is mostly waiting, and every put would
      // wake it. Each item says how many went to the lane before it, so the caller knows when
      // to take them.
      var count = 0
      var toLane = 0
      var run: [InteractionReport] = []
      var runGoesToLane = false
      func handOverRun() {
        guard !run.isEmpty else { return }
        if runGoesToLane, let lane = secondLane {
          lane.submit(run)
          toLane += run.count
        } else {
          items.put(.interactions(run, laneBefore: toLane))
        }
        run.removeAll(keepingCapacity: true)
      }
      let outcome = fold(
        session, with: inspector,
        progress: { report in
          // What came before a report is handed over before it, as it came.
          handOverRun()
          items.put(.progress(report))
        },
        isCancelled: { items.isCancelled }
      ) { interaction in
        if run.isEmpty { runGoesToLane = secondLane != nil && count / laneRun % 2 == 1 }
        run.append(interaction)
        count += 1
        if count % laneRun == 0 { handOverRun() }
      }
      handOverRun()
      secondLane?.close()
      items.put(.finished(outcome, laneBefore: toLane))
      folded.put(true)
    }
    // Whatever ends the wait, the fold and the lane stop and are gone before this returns.
    defer {
      items.cancel()
      secondLane?.cancel()
      _ = folded.take()
      secondLane?.join()
    }
    var fromLane = 0
    func takeFromLane(upTo count: Int) {
      while fromLane < count, let (run, prepared) = secondLane?.next() {
        for (interaction, prepared) in zip(run, prepared) { emit(interaction, prepared) }
        fromLane += run.count
      }
      // The lane ends only once closed or cancelled, after every run it was given: an
      // interaction missing here would be one silently left out of the output.
      precondition(fromLane == count, "the second lane ended before every run was taken")
    }
    while let item = items.take() {
      switch item {
      case .interactions(let run, let laneBefore):
        takeFromLane(upTo: laneBefore)
        for interaction in run { emit(interaction, nil) }
      case .progress(let report):
        progress(report)
      case .finished(let outcome, let laneBefore):
        takeFromLane(upTo: laneBefore)
        switch outcome {
        case .success(let inspection): return inspection
        case .failure(let error): throw error
        }
      }
    }
    preconditionFailure("the hand-off is cancelled only after the fold's outcome is taken")
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
    /// A run of interactions for the caller, after `laneBefore` interactions handed to the lane.
    case interactions([InteractionReport], laneBefore: Int)
    case progress(InspectionProgress)
    /// The fold's outcome, after `laneBefore` interactions handed to the lane in all.
    case finished(Result<Inspection, LogReadError>, laneBefore: Int)
  }
}
