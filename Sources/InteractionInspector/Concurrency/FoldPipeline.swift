import Dispatch
import InteractionLog

/// Inspects one session on a thread of its own while the calling thread renders what it has
/// finished: reading and folding on one core, rendering on another.
///
/// What the caller's closures receive, and in what order, is what ``Inspector/inspect(_:progress:emit:)``
/// gives them; they run on the calling thread. At most ``capacity`` finished interactions wait
/// between the two threads, so memory stays bounded and a slow renderer holds the fold back.
/// The session's reader is opened, read and released on the fold's thread alone.
enum FoldPipeline {
  /// How many items may wait for the caller.
  static let capacity = 32

  /// Inspects `session` with `inspector`, the fold on another thread.
  ///
  /// - Parameters:
  ///   - session: The session; its files are opened on the fold's thread.
  ///   - inspector: The inspector.
  ///   - progress: Called on the calling thread as the inspector reports progress.
  ///   - emit: Called on the calling thread with each interaction, in order.
  /// - Returns: The inspection.
  /// - Throws: `LogReadError` when the files cannot be opened, or for damage under the strict
  ///   policy after every interaction finished before it has been emitted.
  static func inspect(
    _ session: InspectedSession, with inspector: Inspector,
    progress: (InspectionProgress) -> Void, emit: (InteractionReport) -> Void
  ) throws(LogReadError) -> Inspection {
    let items = HandOff<Item>(capacity: capacity)
    // Says that the fold's thread is done; a hand-off rather than a DispatchGroup, which
    // older Apple SDKs do not mark Sendable.
    let folded = HandOff<Bool>(capacity: 1)
    DispatchQueue.global(qos: .userInitiated).async {
      items.put(.finished(fold(session, with: inspector, into: items)))
      folded.put(true)
    }
    // Whatever ends the wait, the fold stops and is gone before this returns.
    defer {
      items.cancel()
      _ = folded.take()
    }
    while let item = items.take() {
      switch item {
      case .interaction(let interaction): emit(interaction)
      case .progress(let report): progress(report)
      case .finished(.success(let inspection)): return inspection
      case .finished(.failure(let error)): throw error
      }
    }
    preconditionFailure("the hand-off is cancelled only after the fold's outcome is taken")
  }

  /// The fold's side: opens the reader, folds it, and hands on what it finishes.
  private static func fold(
    _ session: InspectedSession, with inspector: Inspector, into items: HandOff<Item>
  ) -> Result<Inspection, LogReadError> {
    // do-catch rather than Result(catching:), whose typed throws older SDKs lack.
    do throws(LogReadError) {
      let reader = try session.openReader()
      return .success(
        try inspector.inspect(
          reader, progress: { items.put(.progress($0)) },
          emit: { items.put(.interaction($0)) }, isCancelled: { items.isCancelled }))
    } catch {
      return .failure(error)
    }
  }

  /// What passes from the fold's thread to the caller's.
  enum Item: Sendable {
    case interaction(InteractionReport)
    case progress(InspectionProgress)
    case finished(Result<Inspection, LogReadError>)
  }
}
