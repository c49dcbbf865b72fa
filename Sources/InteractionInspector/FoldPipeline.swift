import Dispatch
import Foundation
import InteractionLog

/// Inspects one session on a thread of its own while the calling thread renders what it has
/// finished: reading and folding on one core, rendering on another.
///
/// What the caller's closures receive, and in what order, is what ``Inspector/inspect(_:progress:emit:)``
/// gives them; they run on the calling thread. At most ``capacity`` finished interactions wait
/// between the two threads, so memory stays bounded and a slow renderer holds the fold back.
struct FoldPipeline {
  /// How many items may wait for the caller.
  static let capacity = 32

  /// Inspects what `reader` reads with `inspector`, the fold on another thread.
  ///
  /// - Parameters:
  ///   - reader: The session's reader; only the fold's thread touches it until this returns.
  ///   - inspector: The inspector.
  ///   - progress: Called on the calling thread as the inspector reports progress.
  ///   - emit: Called on the calling thread with each interaction, in order.
  /// - Returns: The inspection.
  /// - Throws: `LogReadError` for damage under the strict policy, after every interaction
  ///   finished before it has been emitted.
  static func inspect(
    _ reader: LogReader, with inspector: Inspector, progress: (InspectionProgress) -> Void,
    emit: (InteractionReport) -> Void
  ) throws(LogReadError) -> Inspection {
    let queue = HandOff()
    let job = FoldJob(reader: reader, inspector: inspector)
    DispatchQueue.global(qos: .userInitiated).async {
      let outcome = job.run(
        progress: { queue.put(.progress($0)) }, emit: { queue.put(.interaction($0)) })
      queue.put(.finished(outcome))
    }
    while true {
      switch queue.take() {
      case .interaction(let interaction): emit(interaction)
      case .progress(let report): progress(report)
      case .finished(.success(let inspection)): return inspection
      case .finished(.failure(let error)): throw error
      }
    }
  }

  /// What passes from the fold's thread to the caller's.
  enum Item: Sendable {
    case interaction(InteractionReport)
    case progress(InspectionProgress)
    case finished(Result<Inspection, LogReadError>)
  }

  /// A bounded first-in first-out queue between one producer and one consumer.
  final class HandOff: @unchecked Sendable {
    // Guarded by `condition`.
    private var items: [Item] = []
    private var head = 0
    private let condition = NSCondition()

    func put(_ item: Item) {
      condition.lock()
      while items.count - head >= FoldPipeline.capacity { condition.wait() }
      items.append(item)
      condition.broadcast()
      condition.unlock()
    }

    func take() -> Item {
      condition.lock()
      defer { condition.unlock() }
      while head == items.count { condition.wait() }
      let item = items[head]
      head += 1
      // Drop what was taken once it is as long as what may wait, so the buffer stays within
      // twice the capacity even when the fold keeps it full and it never drains.
      if head >= FoldPipeline.capacity {
        items.removeFirst(head)
        head = 0
      }
      condition.broadcast()
      return item
    }
  }

  /// The fold's side: owns the reader until it has read it through.
  private final class FoldJob: @unchecked Sendable {
    private let reader: LogReader
    private let inspector: Inspector

    init(reader: LogReader, inspector: Inspector) {
      self.reader = reader
      self.inspector = inspector
    }

    func run(
      progress: (InspectionProgress) -> Void, emit: (InteractionReport) -> Void
    ) -> Result<Inspection, LogReadError> {
      // do-catch rather than Result(catching:), whose typed throws older SDKs lack.
      do throws(LogReadError) {
        return .success(try inspector.inspect(reader, progress: progress, emit: emit))
      } catch {
        return .failure(error)
      }
    }
  }
}
