import Dispatch

/// Transforms values on up to ``width`` threads and hands each result to the calling thread in
/// the order the values came: the inspector's one way to run work in parallel (a fleet's
/// sessions, a long session's text).
///
/// A feeder, on a thread of its own, submits the values; workers transform them; the caller
/// receives each value with its result once every earlier one was received. At most ``bound``
/// values are in flight (submitted and not yet received), so a fast feeder is held back by a
/// slow caller and memory stays bounded.
///
/// The run stops early when the caller's `each` returns `false` or throws, when it reaches a
/// value whose transform threw (every earlier result was received first), or when the calling
/// task is cancelled (checked between results): the feeder's next submit answers `false`,
/// workers take no new value, and ``run(feed:each:)`` returns once every thread it started has
/// ended. Transforms under way may ask ``Feed/isStopped`` to end sooner.
///
/// ```swift
/// let squares = OrderedParallelMap<Int, Int, Never>(width: 4, bound: 8) { number, _ in
///   number * number
/// }
/// squares.run(over: 0..<100) { number, square in
///   print(number, square)
///   return true
/// }
/// ```
struct OrderedParallelMap<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// How many values are transformed at once; at least 1.
  let width: Int
  /// How many values may be in flight; at least 1.
  let bound: Int
  /// The work on one value, on a worker thread; the feed says whether the run has stopped.
  let transform: @Sendable (Input, Feed) throws(Failure) -> Output

  init(
    width: Int, bound: Int, transform: @escaping @Sendable (Input, Feed) throws(Failure) -> Output
  ) {
    self.width = max(1, width)
    self.bound = max(1, bound)
    self.transform = transform
  }

  /// Transforms every value of `inputs`, and hands each with its result to `each`, in order.
  ///
  /// - Parameters:
  ///   - inputs: The values, read on the feeder's thread.
  ///   - each: Receives a value and its result on the calling thread; `false` stops the run.
  /// - Throws: The first error in the values' order, from a transform or from `each`.
  func run<Inputs: Sequence & Sendable>(
    over inputs: Inputs, each: (Input, Output) throws(Failure) -> Bool
  ) throws(Failure) where Inputs.Element == Input {
    try run(
      feed: { feed in
        for input in inputs {
          guard feed.submit(input) else { return }
        }
      }, each: each)
  }

  /// Runs `feed` on a thread of its own, transforms what it submits, and hands each value with
  /// its result to `each`, in the order submitted.
  ///
  /// - Parameters:
  ///   - feed: Submits the values through ``Feed/submit(_:)``, stopping when it answers `false`.
  ///   - each: Receives a value and its result on the calling thread; `false` stops the run.
  /// - Throws: The first error in the values' order, from a transform or from `each`.
  func run(
    feed: @escaping @Sendable (Feed) -> Void, each: (Input, Output) throws(Failure) -> Bool
  ) throws(Failure) {
    let handOffs = Feed(bound: bound)
    // Each thread says when it ends; no thread outlives the run.
    let ended = HandOff<Bool>(capacity: width + 1)
    let queue = DispatchQueue.global(qos: .userInitiated)
    queue.async {
      feed(handOffs)
      handOffs.close()
      ended.put(true)
    }
    for _ in 0..<width {
      queue.async { [transform] in
        while let job = handOffs.work.take(), !handOffs.isStopped {
          // do-catch rather than Result(catching:), whose typed throws older SDKs lack.
          do throws(Failure) {
            job.result.put(.success(try transform(job.input, handOffs)))
          } catch {
            job.result.put(.failure(error))
          }
        }
        ended.put(true)
      }
    }
    defer {
      handOffs.stop()
      for _ in 0...width { _ = ended.take() }
    }
    while let job = handOffs.order.take() {
      // A result is missing only once the run stopped.
      guard !Task.isCancelled, let result = job.result.take() else { return }
      handOffs.received()
      // A switch rather than Result.get(), which older Apple SDKs declare untyped.
      switch result {
      case .success(let output):
        guard try each(job.input, output) else { return }
      case .failure(let error):
        throw error
      }
    }
  }

  /// One value on its way, and where its worker leaves the result.
  fileprivate struct Job: Sendable {
    let input: Input
    let result = HandOff<Result<Output, Failure>>(capacity: 1)
  }

  /// What the feeder, the workers and the caller share: the feeder submits through it, and a
  /// transform asks it whether the run has stopped.
  final class Feed: Sendable {
    /// One per value in flight: a submit waits while `bound` are.
    private let inFlight: HandOff<Bool>
    /// The values for the workers, in the order submitted.
    fileprivate let work: HandOff<Job>
    /// The same values for the caller, which takes their results in this order.
    fileprivate let order: HandOff<Job>

    fileprivate init(bound: Int) {
      inFlight = HandOff(capacity: bound)
      // Never full: no more than `bound` values are in flight.
      work = HandOff(capacity: bound)
      order = HandOff(capacity: bound)
    }

    /// Hands `input` to the workers, waiting while ``OrderedParallelMap/bound`` values are in
    /// flight.
    ///
    /// - Returns: `false` when the run has stopped and `input` was dropped: submit no more.
    @discardableResult
    func submit(_ input: Input) -> Bool {
      guard inFlight.put(true) else { return false }
      let job = Job(input: input)
      return order.put(job) && work.put(job)
    }

    /// Whether the run has stopped: what a transform or the feeder does now is dropped.
    var isStopped: Bool { inFlight.isCancelled }

    /// The caller took a value's result: one more may be submitted.
    fileprivate func received() {
      _ = inFlight.take()
    }

    /// Nothing more is submitted: what was is still transformed and received.
    fileprivate func close() {
      work.cancel()
      order.cancel()
    }

    /// Stops the run: submits answer `false`, workers take nothing more, the caller no result.
    fileprivate func stop() {
      inFlight.cancel()
      close()
    }
  }
}
