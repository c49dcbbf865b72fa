internal import Dispatch
import InteractionModel

/// Reads sealed `ilog/1` blocks ahead of a log file reader on other threads, and hands them to
/// it in file order.
///
/// The reader asks for the block where it stands (``take(at:)``). From there the pipeline plans
/// sealed blocks header by header (a sealed header's BSIZE says where the next block starts),
/// within its ``ReadAhead`` bounds, and Dispatch's workers inflate them and run `decode` on
/// each. A worker reads a block from the start of its member as a fresh ``BlockReader`` would,
/// which is what reading in order reads there too; damage included. When the reader asks for
/// another place (it skipped past damage), what was planned is dropped and planning starts
/// again there. Anything but a sealed block within the limits (an open block, plain gzip, a bad
/// header, the end of the file) ends planning: the reader reads it itself, in order.
///
/// The reader never waits for a block no thread is reading: it reads the next block itself
/// when no worker has taken it, another planned one while a worker reads it, and waits only
/// when every planned block is taken. So reading goes on whether or not Dispatch ever runs a
/// worker, and stopping (``cancel()``, or releasing the pipeline) leaves at most the blocks
/// being read to finish; their results are dropped. Workers still queued do not keep the
/// shared state (and the file's descriptor) alive: released with the reader, they do nothing.
final class BlockReadPipeline<Decoded: Sendable> {
  /// A block as read, and what `decode` made of it.
  struct Read: Sendable {
    var block: BlockReader.Block
    var decoded: Decoded
  }

  private let shared: Shared
  private let limits: ReadAhead
  /// The planned blocks in file order, as the shared state lists them.
  private var planned: [Planned] = []
  private var plannedBytes = 0
  /// Where the block after the last planned one starts; `nil` once planning met a block it
  /// leaves to the reader.
  private var nextStart: Int64?
  private var nextID = 0
  private var header = [UInt8](repeating: 0, count: GzipHeader.blockHeaderLength)

  /// A pipeline over `file`, read ahead within `limits` (whose ``ReadAhead/blocks`` must be at
  /// least 1), running `decode` on every block it reads.
  init(
    path: String, file: FileDescriptor, limits: ReadAhead,
    decode: @escaping @Sendable (BlockReader.Block) -> Decoded
  ) {
    shared = Shared(path: path, file: file, decode: decode)
    self.limits = limits
  }

  deinit {
    cancel()
  }

  /// The block that starts at `position`, read as ``BlockReader/next()`` reads it from the
  /// start of a member with no line carried in; `nil` when the pipeline leaves that block to
  /// the reader (it is not a sealed block within the limits, the file ends there, or the
  /// pipeline was cancelled).
  ///
  /// - Throws: ``LogReadError/system(_:)`` when the file could not be read there.
  func take(at position: Int64) throws(LogReadError) -> Read? {
    if planned.first?.position != position {
      drop()
      nextStart = position
    }
    plan()
    guard let head = planned.first else { return nil }
    while true {
      switch shared.claim(head: head.id) {
      case .done(let outcome):
        planned.removeFirst()
        plannedBytes -= head.bytes
        plan()
        return try outcome.get()
      case .read(let slot):
        shared.read(slot)
      case .wait:
        head.finished.wait()
      case .cancelled:
        return nil
      }
    }
  }

  /// Drops every planned block and stops the workers: those reading finish their block, whose
  /// result is dropped; the others return at once.
  func cancel() {
    shared.state.withLock { $0.cancelled = true }
    drop()
    nextStart = nil
  }

  /// The workers' side, which outlives the pipeline until the last running worker returns.
  var workers: Shared { shared }

  /// Plans blocks after the last one planned, as far as the limits allow, and starts a worker
  /// for each.
  private func plan() {
    let file = shared.file
    while let start = nextStart, planned.count < limits.blocks {
      let count = header.withUnsafeMutableBytes { raw in
        (try? file.read(into: raw, at: start)) ?? 0
      }
      guard count == header.count,
        case .header(let gzip) = header.withUnsafeBytes({ GzipHeader.parse($0) }),
        let index = gzip.index, index.isSealed, BlockReader.checkLimits(index) == nil
      else {
        // Left to the reader, which reports what is wrong there, if anything, in its turn.
        nextStart = nil
        return
      }
      let bytes = Int(index.payloadSize)
      if !planned.isEmpty, plannedBytes + bytes > limits.bytes { return }
      let block = Planned(
        id: nextID, position: start, bytes: bytes, finished: DispatchSemaphore(value: 0))
      nextID += 1
      planned.append(block)
      plannedBytes += bytes
      nextStart = start + Int64(index.memberSize)
      let accepted = shared.state.withLock { state in
        guard !state.cancelled else { return false }
        state.slots.append(Slot(block: block, status: .queued))
        state.working += 1
        return true
      }
      guard accepted else { return }
      // Held weakly while queued: Dispatch may run a queued worker long after the reader is
      // gone (its threads busy with other files), and a strong hold would keep the file's
      // descriptor open until then. Once running, the worker holds the state.
      DispatchQueue.global().async { [weak shared] in shared?.work() }
    }
  }

  /// Forgets the planned blocks; workers reading one drop what they read.
  private func drop() {
    planned.removeAll()
    plannedBytes = 0
    shared.state.withLock { $0.slots.removeAll() }
  }
}

extension BlockReadPipeline {
  /// A block planned: where it starts, the payload its index declares, and the signal its
  /// worker gives when done.
  struct Planned: Sendable {
    var id: Int
    var position: Int64
    var bytes: Int
    var finished: DispatchSemaphore
  }

  enum Status {
    case queued
    case reading
    case done(Result<Read?, LogReadError>)
  }

  struct Slot {
    var block: Planned
    var status: Status
  }

  /// A reader one thread uses at a time: taken from the pool and given back under the lock.
  struct PooledReader: @unchecked Sendable {
    var reader: BlockReader
  }

  /// What the workers and the reader share.
  struct State {
    /// The planned blocks in file order, with what became of each.
    var slots: [Slot] = []
    /// Block readers with their inflaters, kept for the next block.
    var readers: [PooledReader] = []
    var cancelled = false
    /// Workers started that have not returned.
    var working = 0
    var idleWaiters: [DispatchSemaphore] = []
    var blocksRead = 0
  }

  /// What the reader does next about the block it waits for.
  enum Claim {
    /// The block was read.
    case done(Result<Read?, LogReadError>)
    /// Read this block (the one waited for, or another no worker took) on this thread.
    case read(Planned)
    /// A worker reads the block waited for, and nothing else waits for a thread.
    case wait
    /// The pipeline was cancelled.
    case cancelled
  }

  /// The state and the work, shared with the Dispatch workers.
  final class Shared: Sendable {
    let path: String
    let file: FileDescriptor
    let decode: @Sendable (BlockReader.Block) -> Decoded
    let state = Locked(State())

    init(
      path: String, file: FileDescriptor, decode: @escaping @Sendable (BlockReader.Block) -> Decoded
    ) {
      self.path = path
      self.file = file
      self.decode = decode
    }

    /// Waits until every worker started has returned.
    func waitUntilIdle() {
      let idle = DispatchSemaphore(value: 0)
      let busy = state.withLock { state in
        guard state.working > 0 else { return false }
        state.idleWaiters.append(idle)
        return true
      }
      if busy { idle.wait() }
    }

    /// How many blocks the workers and the reader have read through the pipeline so far.
    var blocksRead: Int { state.withLock { $0.blocksRead } }

    /// Whether the pipeline was cancelled: no worker takes a block any more.
    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Decides what the reader does about the block `head`, the first planned; takes it out of
    /// the plan once read.
    func claim(head: Int) -> Claim {
      state.withLock { state in
        guard !state.cancelled, let first = state.slots.first, first.block.id == head else {
          return .cancelled
        }
        switch first.status {
        case .done(let outcome):
          state.slots.removeFirst()
          return .done(outcome)
        case .queued:
          state.slots[0].status = .reading
          return .read(first.block)
        case .reading:
          guard let other = state.slots.firstIndex(where: { $0.status.isQueued }) else {
            return .wait
          }
          state.slots[other].status = .reading
          return .read(state.slots[other].block)
        }
      }
    }

    /// One worker: reads the first block no one took, if any, and returns.
    func work() {
      let taken = state.withLock { state -> Planned? in
        guard !state.cancelled, let index = state.slots.firstIndex(where: { $0.status.isQueued })
        else { return nil }
        state.slots[index].status = .reading
        return state.slots[index].block
      }
      if let taken { read(taken) }
      let waiters = state.withLock { state -> [DispatchSemaphore] in
        state.working -= 1
        guard state.working == 0 else { return [] }
        defer { state.idleWaiters.removeAll() }
        return state.idleWaiters
      }
      for waiter in waiters { waiter.signal() }
    }

    /// Reads and decodes `block`, records the outcome unless the block was dropped meanwhile,
    /// and signals it.
    func read(_ block: Planned) {
      var reader: BlockReader
      let outcome: Result<Read?, LogReadError>
      do throws(LogReadError) {
        if let pooled = state.withLock({ $0.readers.popLast() }) {
          // Consumed: a second owner of the reader's buffer would have it copied on the read.
          reader = (consume pooled).reader
        } else {
          reader = try BlockReader(path: path, file: file)
        }
        reader.seek(to: block.position)
        let next = try reader.next()
        // The file changed since its header was planned: the reader reads it in order.
        if let next, next.index != nil, reader.isAtMemberStart {
          outcome = .success(Read(block: next, decoded: decode(next)))
        } else {
          outcome = .success(nil)
        }
        let kept = PooledReader(reader: reader)
        state.withLock { $0.readers.append(kept) }
      } catch {
        outcome = .failure(error)
      }
      state.withLock { state in
        state.blocksRead += 1
        guard let index = state.slots.firstIndex(where: { $0.block.id == block.id }) else { return }
        state.slots[index].status = .done(outcome)
      }
      block.finished.signal()
    }
  }
}

extension BlockReadPipeline.Status {
  var isQueued: Bool {
    if case .queued = self { return true }
    return false
  }
}
